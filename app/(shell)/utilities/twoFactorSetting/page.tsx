import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { twoFactorPolicyOf } from '@/lib/platform-client/two-factor';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { sites } from '@/sites/index';
import styles from '@/app/_components/form/sections.module.css';
import { PolicyForm } from './_setting/policy-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('twoFactorSetting');
  return { title: t('title') };
}

/**
 * /utilities/twoFactorSetting (the company's full admin, Granted '*'): who must use two-factor sign-in,
 * every admin user and the users of chosen site hosts (docs/decisions/two-factor.md).
 */
export default async function TwoFactorSettingPage() {
  const { session } = await requirePage('/utilities/twoFactorSetting');
  const [policy, t] = await Promise.all([twoFactorPolicyOf(session).catch(handlePageError), getTranslations('twoFactorSetting')]);
  const offered = sites.map((site) => ({ key: site.key, name: site.name, hosts: [...site.hosts] }));
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <PolicyForm sites={offered} policy={policy} />
    </div>
  );
}
