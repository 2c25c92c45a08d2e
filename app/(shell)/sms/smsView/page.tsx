import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { conversationOf } from '@/lib/platform-client/messaging';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { ConversationView } from './_view/conversation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('messaging');
  return { title: t('viewTitle') };
}

/**
 * /sms/smsView (Telegram View; agents and admins): each user of the caller's downline with messages
 * in the current location, and the chosen user's conversation, inbound and outbound, with each
 * outbound message's status (queued, sent, failed with its reason and attempts) and a resend.
 */
export default async function SmsViewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { session } = await requirePage('/sms/smsView');
  const query = await searchParams;
  const userId = typeof query.UserId === 'string' && /^[A-Za-z0-9_.-]{1,32}$/.test(query.UserId) ? query.UserId : undefined;
  const [conversation, t] = await Promise.all([conversationOf(session, userId).catch(handlePageError), getTranslations('messaging')]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('viewTitle')}>
        <p className={styles.note}>{t('viewIntro')}</p>
      </PageHeader>
      <ConversationView conversation={conversation} userId={userId ?? null} />
    </div>
  );
}
