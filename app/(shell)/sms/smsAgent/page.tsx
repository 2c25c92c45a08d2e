import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { smsAgentsOf, smsCandidatesOf } from '@/lib/platform-client/sms';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { AgentBoard } from './_agents/agent-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('smsPages.agent');
  return { title: t('title') };
}

/** /sms/smsAgent (admins): the agents allowed to use SMS in the location; add and delete. */
export default async function SmsAgentPage() {
  const { session } = await requirePage('/sms/smsAgent');
  const [agents, users, t] = await Promise.all([
    smsAgentsOf(session).catch(handlePageError),
    smsCandidatesOf(session).catch(handlePageError),
    getTranslations('smsPages.agent'),
  ]);
  const listed = new Set(agents.map((agent) => agent.UserId));
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <AgentBoard locId={session.auth.locId} agents={agents} choices={users.filter((user) => user.Role === 'AG' && !listed.has(user.UserId)).map((user) => ({ UserId: user.UserId, UserName: user.UserName }))} />
    </div>
  );
}
