import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { formatDollars } from '@/lib/domain/money';
import { betUsersOf } from '@/lib/platform-client/bets';
import { fixedBetsOf, fixedSettingsOf } from '@/lib/platform-client/fixed-bets';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { FixedBetForm } from './_fixed/fixed-bet-form';
import { FixedBetList } from './_fixed/fixed-bet-list';
import { fixedBetRow } from './_fixed/rows';
import shared from '@/app/_components/form/sections.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('fixedBets');
  return { title: t('title') };
}

/**
 * /bet/fixedBets (VW=BETFIXED): the caller's fixed bets (a member's own; an agent's or admin's whole
 * reach) with the form that adds one. The server re-checks the page (member3, stopped from betting,
 * goes home), then loads the form's settings, the members to pick and the list.
 */
export default async function FixedBetsPage() {
  const { session, profile } = await requirePage('/bet/fixedBets');
  const member = profile.Role === 'MEM';
  const [settings, list, users, t] = await Promise.all([
    fixedSettingsOf(session).catch(handlePageError),
    fixedBetsOf(session).catch(handlePageError),
    member ? Promise.resolve([]) : betUsersOf(session).catch(handlePageError),
    getTranslations('fixedBets'),
  ]);
  const rows = list.Items.map((item) => fixedBetRow(t, item));
  return (
    <div className={shared.page}>
      <PageHeader title={t('title')}>
        <p className={shared.note}>{t('intro')}</p>
      </PageHeader>
      {settings.MayCreate ? (
        <FixedBetForm settings={{ Game: settings.Game, Kinds: settings.Kinds, Tags: settings.Tags, DrawDays: settings.DrawDays }} member={member} users={users} />
      ) : (
        <AlertBox kind="error">{t('form.disabled', { reason: settings.Refusal ?? '' })}</AlertBox>
      )}
      <p className={shared.note} data-testid="fixed-bet-count">
        {t('list.count', { count: list.Total, sum: formatDollars(list.Sum) })}
      </p>
      <FixedBetList rows={rows} caption={t('list.caption')} fileName={`fixed-bets-${session.auth.locId}.xls`} game={settings.Game} />
    </div>
  );
}
