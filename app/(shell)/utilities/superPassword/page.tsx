import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { optional } from '@/app/(shell)/_shell/shell-data';
import { settingsOf } from '@/lib/platform-client/shell';
import { resettableUsersOf } from '@/lib/platform-client/two-factor';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { ResetTwoFactorForm } from './_password/reset-two-factor-form';
import { SetPasswordForm } from './_password/set-password-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminMoney.superPassword');
  return { title: t('title') };
}

/**
 * /utilities/superPassword (needs SuperPwd): set the password of any user but the company account,
 * sub-admins included. It signs nobody in: the user must change the new password at its next sign-in.
 * Below, the reset of another user's two-factor sign-in (docs/decisions/two-factor.md); its picker
 * leaves out the caller and the company account (the top of the tree), whom the platform refuses.
 */
export default async function SuperPasswordPage() {
  const { session } = await requirePage('/utilities/superPassword');
  const [settings, tree, t] = await Promise.all([
    settingsOf(session).catch(handlePageError),
    optional('the users', resettableUsersOf(session)),
    getTranslations('adminMoney.superPassword'),
  ]);
  const users = (tree ?? [])
    .filter((user) => user.ParentId !== null && user.UserId !== session.auth.userId)
    .map(({ UserId, UserName, Role }) => ({ UserId, UserName, Role }));
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <SetPasswordForm resource="super-password" allowLowercase={settings.passwordAllowLowercase} />
      <ResetTwoFactorForm users={users} />
    </div>
  );
}
