import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { gameOfLocation } from '@/lib/domain/menu';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { smsSettingOf } from '@/lib/platform-client/shell';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { botLink } from '@/lib/domain/shell-layout';
import { BotRegistration } from './bot-registration';
import { instructionType, InstructionTabs } from './instruction-tabs';
import { Rules4D } from './rules-4d';
import { RulesTT } from './rules-tt';
import { SendingRules, ServiceDetails } from './service-details';
import styles from './bets-instruction.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('betsInstruction');
  return { title: t('title') };
}

const PAGE_PATH = '/bet/betsInstruction';

/**
 * /bet/betsInstruction[?Type=BOT]: how to bet by SMS, or by the messaging bot, in the session's
 * location: the 4D version, or the TT version at TT. Both versions are server-rendered pages of their
 * own, so each is a plain link (bookmarkable, keyboard-usable, no script needed).
 */
export default async function BetsInstructionPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage(PAGE_PATH);
  const [query, setting, t] = await Promise.all([searchParams, smsSettingOf(session).catch(handlePageError), getTranslations('betsInstruction')]);
  const { locId, userId } = session.auth;
  const type = instructionType(firstParam(query.Type, 8));
  const game = gameOfLocation(locId);
  const bot = setting.TelegramBot.trim();
  const mobileHref = `/admin/mobile?${new URLSearchParams({ LocId: locId })}`;
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <InstructionTabs current={type} locId={locId} path={PAGE_PATH} />
      <section className={styles.body} aria-labelledby="instruction-heading">
        <h2 id="instruction-heading" className={styles.heading}>
          {t(type === 'BOT' ? 'headingBot' : 'headingSms', { game })}
        </h2>
        {type === 'BOT' && !bot ? (
          <p className={styles.note}>{t('botNotConfigured')}</p>
        ) : (
          <>
            <ServiceDetails setting={setting} bot={type === 'BOT' ? { name: bot, href: botLink(bot) } : null} />
            {type === 'BOT' ? <BotRegistration bot={bot} mobileHref={mobileHref} /> : null}
            <SendingRules mobileHref={mobileHref} />
            {game === 'TT' ? <RulesTT memberId={userId} /> : <Rules4D memberId={userId} />}
          </>
        )}
      </section>
    </div>
  );
}
