import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { ThrowBoard } from './_throw/throw-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('distributors');
  return { title: t('throwTitle') };
}

/**
 * /outset/throwNumber (4D, an admin): throw chosen numbers and stakes out to a distributor by hand. The
 * throw shows at once as the company's Out (Out Bets) and in the distributor's figures.
 */
export default async function ThrowNumberPage() {
  await requirePage('/outset/throwNumber');
  const t = await getTranslations('distributors');
  return (
    <div className={styles.page}>
      <PageHeader title={t('throwTitle')}>
        <p className={styles.note}>{t('throwIntro')}</p>
      </PageHeader>
      <ThrowBoard />
    </div>
  );
}
