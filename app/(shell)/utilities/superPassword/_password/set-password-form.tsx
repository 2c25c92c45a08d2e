'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SubmitRow } from '@/app/_components/form/submit-row';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { passwordChangeRule, passwordMessage } from '@/lib/domain/password-rules';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import styles from '@/app/_components/form/sections.module.css';

export interface SetPasswordFormProps {
  /** PUT super-password (any user but the company, SuperPwd) or password (a downline user). */
  resource: 'super-password' | 'password';
  /** The server setting passwordAllowLowercase: an uppercase letter is then not required. */
  allowLowercase: boolean;
}

type Field = 'userId' | 'password1' | 'password2';

/**
 * Sets another user's password: its User ID, the new password twice. The password rules of change
 * password are checked here first (the platform checks them again); the user must change the
 * password at its next sign-in, and its sessions end. No password is kept in the page afterwards.
 */
export function SetPasswordForm({ resource, allowLowercase }: SetPasswordFormProps) {
  const t = useTranslations('adminMoney.superPassword');
  const tApp = useTranslations('app');
  const form = useRef<HTMLFormElement>(null);
  const [userId, setUserId] = useState('');
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const rule = passwordChangeRule(password1, password2, { allowLowercase });
    const found: Partial<Record<Field, string>> = { userId: userId.trim() ? undefined : t('userRequired') };
    if (rule) found[rule === 'mismatch' ? 'password2' : 'password1'] = passwordMessage(rule);
    setErrors(found);
    setOutcome(null);
    const first = (['userId', 'password1', 'password2'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await requestJson<{ UserId: string; SessionsEnded: number }>(`/api/v1/${resource}`, {
        method: 'PUT',
        json: { UserId: userId.trim(), Password1: password1, Password2: password2 },
      });
      setOutcome({ kind: 'success', text: t('done', { userId: answer.UserId, sessions: answer.SessionsEnded }) });
      setUserId('');
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text: error instanceof ApiError && error.body.data?.length ? error.body.data.join('. ') : text });
    } finally {
      setPassword1('');
      setPassword2('');
      setBusy(false);
    }
  }

  const input = (field: Field) => ({
    'data-field': field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `set-password-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    errors[field] ? (
      <small id={`set-password-${field}-error`} className={styles.error}>
        {errors[field]}
      </small>
    ) : null;
  return (
    <section className={styles.section}>
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-label={t('formLabel')}>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor="set-password-user">{t('userId')}</label>
            <input id="set-password-user" autoComplete="off" maxLength={32} value={userId} onChange={(event) => setUserId(event.target.value)} {...input('userId')} />
            {error('userId')}
          </div>
          <div className={styles.field}>
            <label htmlFor="set-password-1">{t('password1')}</label>
            <input id="set-password-1" type="password" autoComplete="new-password" maxLength={15} value={password1} onChange={(event) => setPassword1(event.target.value)} {...input('password1')} />
            {error('password1')}
          </div>
          <div className={styles.field}>
            <label htmlFor="set-password-2">{t('password2')}</label>
            <input id="set-password-2" type="password" autoComplete="new-password" maxLength={15} value={password2} onChange={(event) => setPassword2(event.target.value)} {...input('password2')} />
            {error('password2')}
          </div>
        </div>
        <p className={styles.hint}>{t('rules')}</p>
        <SubmitRow busy={busy} label={t('submit')} busyLabel={t('saving')} />
      </form>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
    </section>
  );
}
