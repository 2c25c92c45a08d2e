import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { settingsOf } from '@/lib/platform-client/shell';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { ShellPasswordForm } from './shell-password-form';
import styles from './change-password.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('changePassword');
  return { title: t('title') };
}

/** /admin/changePassword: the signed-in user changes its own password and stays signed in. */
export default async function ShellChangePasswordPage() {
  const { session } = await requirePage('/admin/changePassword');
  const [settings, t] = await Promise.all([settingsOf(session).catch(handlePageError), getTranslations('changePassword')]);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} />
      <p className={styles.intro}>{t('shellIntro')}</p>
      <ShellPasswordForm userId={session.auth.userId} allowLowercase={settings.passwordAllowLowercase} />
    </div>
  );
}
