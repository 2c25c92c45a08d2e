import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { ReportTable } from '@/app/_components/report-table/report-table';
import { intakeOf } from '@/lib/platform-client/outset';
import { reportUsersOf } from '@/lib/platform-client/reports';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { JobForm } from './_outset/job-form';

/** The most agents whose limits the table reads (one call each). */
const LISTED_AGENTS = 100;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('outsetSettings.setting1');
  return { title: t('title') };
}

/**
 * /outset/outSetting, Out Setting 1 (OutSet; non-TT, or TT with tOutSetting1Enabled; docs/decisions/outset.md):
 * every agent's default eat limit in the location (how much of each number it keeps before passing
 * the rest up), and the job that sets a default for an agent and its whole subtree, or for everyone.
 */
export default async function OutSetting1Page() {
  const { session } = await requirePage('/outset/outSetting');
  const game = session.auth.prefix === 'tt' ? 'TT' : '4D';
  const [company, users, t] = await Promise.all([
    intakeOf(session).catch(handlePageError),
    reportUsersOf(session).catch(handlePageError),
    getTranslations('outsetSettings.setting1'),
  ]);
  const agents = users.filter((user) => user.Role === 'AG');
  const limits = await Promise.all(agents.slice(0, LISTED_AGENTS).map((agent) => intakeOf(session, agent.UserId).catch(handlePageError)));
  const byUser = new Map(limits.map((limit) => [limit.UserId, limit]));
  const kinds = game === 'TT' ? ['Unit'] : ['Big', 'Small'];
  const rows = agents.slice(0, LISTED_AGENTS).map((agent) => {
    const limit = byUser.get(agent.UserId);
    return { UserId: agent.UserId, UserName: agent.UserName, ParentId: agent.ParentId ?? '', Big: limit?.Big ?? '0.00', Small: limit?.Small ?? '0.00', Unit: limit?.Unit ?? '0.00' };
  });
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <JobForm kind="PROCESS1" game={game} users={[{ UserId: company.UserId, UserName: t('everyone') }, ...agents]} userId="" />
      <ReportTable
        columns={[
          { key: 'UserId', label: t('columns.UserId'), kind: 'text' },
          { key: 'UserName', label: t('columns.UserName'), kind: 'text' },
          { key: 'ParentId', label: t('columns.ParentId'), kind: 'text' },
          ...kinds.map((kind) => ({ key: kind, label: t(`columns.${kind}`), kind: 'money' as const })),
        ]}
        rows={rows}
        caption={t('caption')}
        fileName="out-setting-1"
        initialSort={{ field: 'UserId', direction: 'asc' }}
      />
      {agents.length > LISTED_AGENTS ? <p className={styles.note}>{t('more', { count: String(LISTED_AGENTS) })}</p> : null}
    </div>
  );
}
