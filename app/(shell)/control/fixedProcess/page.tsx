import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { processJobsOf } from '@/lib/platform-client/fixed-process';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { ProcessBoard } from './_process/process-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('fixedProcess.process');
  return { title: t('title') };
}

/**
 * /control/fixedProcess (needs FixedSetting): the runs that place the location's fixed bets on its
 * draws (automatic, or started here for a chosen draw), with their progress and every refusal.
 */
export default async function FixedProcessPage() {
  const { session } = await requirePage('/control/fixedProcess');
  const [jobs, t] = await Promise.all([processJobsOf(session).catch(handlePageError), getTranslations('fixedProcess.process')]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <ProcessBoard initial={jobs} />
    </div>
  );
}
