import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { smsCandidatesOf, smsSubscriptionsOf } from '@/lib/platform-client/sms';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { SubscribeBoard } from './_subscribe/subscribe-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('smsPages.subscribe');
  return { title: t('title') };
}

/** /sms/smsSubscribe (admins): who receives the result and strike notices of the location. */
export default async function SmsSubscribePage() {
  const { session } = await requirePage('/sms/smsSubscribe');
  const [users, results, strikes, t] = await Promise.all([
    smsCandidatesOf(session).catch(handlePageError),
    smsSubscriptionsOf(session, 'RESULT').catch(handlePageError),
    smsSubscriptionsOf(session, 'STRIKE').catch(handlePageError),
    getTranslations('smsPages.subscribe'),
  ]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <SubscribeBoard locId={session.auth.locId} users={users} results={results} strikes={strikes} />
    </div>
  );
}
