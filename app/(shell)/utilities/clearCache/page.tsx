import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { ClearCacheBoard } from './_cache/clear-cache-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('utilitiesPages.cache');
  return { title: t('title') };
}

/** /utilities/clearCache (admins): after a confirmation, POST cache/clear empties the GET cache for everyone. */
export default async function ClearCachePage() {
  const { session } = await requirePage('/utilities/clearCache');
  const t = await getTranslations('utilitiesPages.cache');
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <ClearCacheBoard locId={session.auth.locId} />
    </div>
  );
}
