import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { settingsOf } from '@/lib/platform-client/shell';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { SetPasswordForm } from './_password/set-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminMoney.superPassword');
  return { title: t('title') };
}

/**
 * /utilities/superPassword (needs SuperPwd): set the password of any user but the company account,
 * sub-admins included. It signs nobody in: the user must change the new password at its next sign-in.
 */
export default async function SuperPasswordPage() {
  const { session } = await requirePage('/utilities/superPassword');
  const [settings, t] = await Promise.all([settingsOf(session).catch(handlePageError), getTranslations('adminMoney.superPassword')]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <SetPasswordForm resource="super-password" allowLowercase={settings.passwordAllowLowercase} />
    </div>
  );
}
