import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { limitsOf } from '@/lib/platform-client/limits';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { LimitBoard } from './_limits/limit-board';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('limitSetting');
  return { title: t('title') };
}

/**
 * /control/limitSetting (TT, an admin holding DrawSetting): the most stake each draw takes on one
 * number, over every bet type or one; create, edit and delete (one or several).
 */
export default async function LimitSettingPage() {
  const { session } = await requirePage('/control/limitSetting');
  const [limits, t] = await Promise.all([limitsOf(session).catch(handlePageError), getTranslations('limitSetting')]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <LimitBoard limits={limits} />
    </div>
  );
}
