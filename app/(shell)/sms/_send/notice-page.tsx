import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { resultedDrawsOf, smsStringOf } from '@/lib/platform-client/sms-send';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { NoticeSender } from './notice-sender';

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * Send Result and Send Strike: the location's resulted draws (newest first; ?DrawId= chooses one, the
 * newest by default) and the chosen draw's SMS text, for the sender to send.
 */
export async function NoticePage({ kind, searchParams }: { kind: 'result' | 'strike'; searchParams: Search }) {
  const path = kind === 'result' ? '/sms/sendResult' : '/sms/sendStrike';
  const { session } = await requirePage(path);
  const query = await searchParams;
  const [draws, t] = await Promise.all([resultedDrawsOf(session).catch(handlePageError), getTranslations(kind === 'result' ? 'smsPages.sendResult' : 'smsPages.sendStrike')]);
  const asked = typeof query.DrawId === 'string' && /^\d{1,10}$/.test(query.DrawId) ? Number(query.DrawId) : null;
  const drawId = draws.find((draw) => draw.DrawId === asked)?.DrawId ?? draws[0]?.DrawId ?? null;
  const preview = drawId === null ? null : await smsStringOf(session, drawId).catch(handlePageError);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <NoticeSender kind={kind} locId={session.auth.locId} draws={draws} drawId={drawId} preview={preview} />
    </div>
  );
}
