import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { fixedSettingOf } from '@/lib/platform-client/fixed-process';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { SettingForm } from './_setting/setting-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('fixedProcess.setting');
  return { title: t('title') };
}

/**
 * /control/fixedSetting (needs FixedSetting): whether the location's fixed bets are placed on its
 * draws by automatic Fixed Process runs, how long before a draw's close, and on which draw days.
 */
export default async function FixedSettingPage() {
  const { session } = await requirePage('/control/fixedSetting');
  const [setting, t] = await Promise.all([fixedSettingOf(session).catch(handlePageError), getTranslations('fixedProcess.setting')]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro', { locId: setting.LocId })}</p>
      </PageHeader>
      <SettingForm setting={setting} />
    </div>
  );
}
