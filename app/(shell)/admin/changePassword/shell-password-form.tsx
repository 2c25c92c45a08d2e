'use client';

import { useTranslations } from 'next-intl';
import { PasswordForm, type FormMessage, type PasswordChangeAnswer } from '@/app/_components/password-form/password-form';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { loadPage } from '@/lib/client/navigate';
import { PASSWORD_UPDATED_MESSAGE } from '@/lib/contract/constants';

/** AlertBox is itself the live region: a polite status on success, an alert on error. */
function Message({ message }: { message: FormMessage | null }) {
  return message ? <AlertBox kind={message.kind}>{message.text}</AlertBox> : null;
}

/**
 * The change-password form inside the shell: the old password is required (the platform asks for it
 * outside the forced change), and the user stays signed in. Should the BFF not manage to keep the
 * session (it then answers without signedIn), the user signs in again with the new password.
 */
export function ShellPasswordForm({ userId, allowLowercase }: { userId: string; allowLowercase: boolean }) {
  const t = useTranslations('changePassword');
  function updated(answer: PasswordChangeAnswer): string | void {
    if (answer.signedIn) return t('updated');
    loadPage(`/login?${new URLSearchParams({ MsgSuccess: PASSWORD_UPDATED_MESSAGE })}`);
  }
  return (
    <PasswordForm
      loginId={userId}
      allowLowercase={allowLowercase}
      oldPasswordRequired
      onUpdated={updated}
      renderMessage={(message) => <Message message={message} />}
    />
  );
}
