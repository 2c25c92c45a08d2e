import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { creditRecalOf } from '@/lib/platform-client/utilities';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { RecalBoard } from './_recal/recal-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('utilitiesPages.recal');
  return { title: t('title') };
}

/**
 * /utilities/creditRecal (4D, admins): every account whose balance is not its ledger's, with its
 * CreditLeft now and recomputed; Fix applies them at once, only while they are still these.
 */
export default async function CreditRecalPage() {
  const { session } = await requirePage('/utilities/creditRecal');
  const [recal, t] = await Promise.all([creditRecalOf(session).catch(handlePageError), getTranslations('utilitiesPages.recal')]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <RecalBoard recal={recal} />
    </div>
  );
}
