import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { riskBoardOf } from '@/lib/platform-client/risk-board';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { RiskBoardView } from './_risk/risk-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('riskBoard');
  return { title: t('title') };
}

/**
 * /outset/risk (an admin holding OutSet, 4D locations): the next draw's exposure per number, read
 * again every few seconds; lock and unlock numbers, set the auto-lock cap (docs/decisions/risk-board.md).
 */
export default async function RiskBoardPage() {
  const { session } = await requirePage('/outset/risk');
  const t = await getTranslations('riskBoard');
  const fourD = session.auth.prefix !== 'tt';
  const board = fourD ? await riskBoardOf(session).catch(handlePageError) : null;
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      {board ? <RiskBoardView initial={board} /> : <p className={styles.note}>{t('fourDOnly')}</p>}
    </div>
  );
}
