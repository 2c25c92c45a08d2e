import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { drawsOf } from '@/lib/platform-client/tickets';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { BackupBoard } from './_backup/backup-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('utilitiesPages.backup');
  return { title: t('title') };
}

/** /utilities/backupARA (4D, admins): a draw's bets as an ARA backup file, with the count made so far. */
export default async function BackupAraPage() {
  const { session } = await requirePage('/utilities/backupARA');
  const [draws, t] = await Promise.all([drawsOf(session).catch(handlePageError), getTranslations('utilitiesPages.backup')]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <BackupBoard locId={session.auth.locId} draws={draws.map(({ DrawId, DrawDate }) => ({ DrawId, DrawDate }))} />
    </div>
  );
}
