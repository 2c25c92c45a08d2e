'use client';

import { useTranslations } from 'next-intl';
import { PasswordForm, type FormMessage } from '@/app/_components/password-form/password-form';
import { loadPage } from '@/lib/client/navigate';
import { PASSWORD_UPDATED_MESSAGE } from '@/lib/contract/constants';
import { loginUrl } from '@/lib/session/gate';
import styles from '@/app/_components/form/form.module.css';

interface ChangePasswordFormProps {
  /** Prefills the user id; without it, the user id field shows. */
  loginId: string;
  allowLowercase: boolean;
}

function ErrorLine({ message }: { message: FormMessage | null }) {
  return (
    <p className={`${styles.message} ${styles.error}`} role={message ? 'alert' : undefined}>
      {message?.text}
    </p>
  );
}

/**
 * The entry side's change password (forced after sign-in, or from the link): the old password may be
 * left out right after sign-in, and a success alerts, then goes to sign-in with MsgSuccess.
 */
export function ChangePasswordForm({ loginId, allowLowercase }: ChangePasswordFormProps) {
  const t = useTranslations('changePassword');
  function updated() {
    window.alert(t('updated'));
    loadPage(`/login?${new URLSearchParams({ MsgSuccess: PASSWORD_UPDATED_MESSAGE })}`);
  }
  return (
    <PasswordForm
      loginId={loginId}
      allowLowercase={allowLowercase}
      oldPasswordRequired={false}
      oldPasswordHint={t('oldPasswordHint')}
      onUpdated={updated}
      renderMessage={(message) => <ErrorLine message={message} />}
    >
      <a href={loginUrl()}>{t('backToLogin')}</a>
    </PasswordForm>
  );
}
