'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { loadPage } from '@/lib/client/navigate';
import { useTranslations } from 'next-intl';
import { postChangePassword } from '@/lib/client/auth-api';
import { PASSWORD_UPDATED_MESSAGE } from '@/lib/contract/constants';
import { passwordChangeRule, newPasswordRule } from '@/lib/domain/password-rules';
import { reportError } from '@/lib/errors/report';
import { userErrorMessage } from '@/lib/errors/user-message';
import { ApiError } from '@/lib/http/api-error';
import { loginUrl, maintenanceUrl } from '@/lib/session/gate';
import { CaptchaImage } from '../_components/captcha-image';
import { Field } from '../_components/field';
import buttons from '@/app/_components/buttons.module.css';
import { Spinner } from '@/app/_components/app-shell/spinner';
import styles from '../login/login-form.module.css';

interface ChangePasswordFormProps {
  /** Prefills the user id; without it, the user id field shows. */
  loginId: string;
  allowLowercase: boolean;
}

type FieldName = 'UserId' | 'OldPassword' | 'Password1' | 'Password2' | 'Token';
const ORDER: readonly FieldName[] = ['UserId', 'OldPassword', 'Password1', 'Password2', 'Token'];

/** The change-password form: the spec's rules in order, the equalTo check, captcha, and the result. */
export function ChangePasswordForm({ loginId, allowLowercase }: ChangePasswordFormProps) {
  const t = useTranslations('changePassword');
  const tApp = useTranslations('app');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<FieldName, string>>({ UserId: loginId, OldPassword: '', Password1: '', Password2: '', Token: '' });
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState('');
  const reloadCaptcha = useCallback(() => setCaptchaVersion((version) => version + 1), []);

  const policy = { allowLowercase };
  const newRule = newPasswordRule(values.Password1, policy);
  // equalTo: confirm is invalid while it differs from the new password, re-checked as either changes.
  const confirmRule = values.Password2 !== '' && passwordChangeRule(values.Password1, values.Password2, policy) === 'mismatch' ? 'mismatch' : null;
  const errors: Partial<Record<FieldName, string>> = {
    UserId: values.UserId.trim() ? undefined : t('required', { field: t('userId') }),
    Password1: values.Password1 === '' ? t('required', { field: t('newPassword') }) : newRule ? t(`rules.${newRule}`) : undefined,
    Password2: values.Password2 === '' ? t('required', { field: t('confirmPassword') }) : confirmRule ? t('rules.mismatch') : undefined,
    Token: values.Token.trim() ? undefined : t('required', { field: t('captcha') }),
  };
  const valid = ORDER.every((name) => !errors[name]);

  const set = (name: FieldName) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const touch = (name: FieldName) => () => setTouched((current) => ({ ...current, [name]: true }));

  // After a failed submit, focus moves to the first invalid input once the errors are on screen.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const focusFirstInvalid = () => setFocusRequest((count) => count + 1);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(Object.fromEntries(ORDER.map((name) => [name, true])));
    if (!valid || submitting) return focusFirstInvalid();
    setSubmitting(true);
    setFailure('');
    try {
      await postChangePassword({ ...values, OldPassword: values.OldPassword || undefined });
      window.alert(t('updated'));
      loadPage(`/login?${new URLSearchParams({ MsgSuccess: PASSWORD_UPDATED_MESSAGE })}`);
    } catch (error) {
      setSubmitting(false);
      // The platform burns a captcha at its first check, so any failure needs a new one.
      setValues((current) => ({ ...current, Token: '' }));
      reloadCaptcha();
      if (error instanceof ApiError && error.isMaintenance) return loadPage(maintenanceUrl(error.body.time));
      const { text, report } = userErrorMessage(error, tApp('genericError'));
      if (report) reportError(error, { where: 'change-password' });
      setFailure(error instanceof ApiError && !report ? error.displayText : text);
      focusFirstInvalid();
    }
  }

  const shown = (name: FieldName) => (touched[name] ? errors[name] : undefined);
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      {loginId ? (
        <input type="hidden" name="UserId" value={values.UserId} />
      ) : (
        <Field name="UserId" label={t('userId')} autoComplete="username" value={values.UserId} error={shown('UserId')} onChange={set('UserId')} onBlur={touch('UserId')} />
      )}
      <Field name="OldPassword" type="password" label={t('oldPassword')} hint={t('oldPasswordHint')} autoComplete="current-password" required={false} value={values.OldPassword} onChange={set('OldPassword')} />
      <Field name="Password1" type="password" label={t('newPassword')} hint={t(allowLowercase ? 'newPasswordHintLowercase' : 'newPasswordHint')} autoComplete="new-password" value={values.Password1} error={shown('Password1')} onChange={set('Password1')} onBlur={touch('Password1')} />
      <Field name="Password2" type="password" label={t('confirmPassword')} autoComplete="new-password" value={values.Password2} error={shown('Password2')} onChange={set('Password2')} onBlur={touch('Password2')} />
      <div className={styles.captcha}>
        <CaptchaImage width={100} height={33} version={captchaVersion} onReload={reloadCaptcha} />
        <Field name="Token" label={t('captcha')} size={5} inputMode="numeric" autoComplete="off" value={values.Token} error={shown('Token')} onChange={set('Token')} onBlur={touch('Token')} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={!valid || submitting}>
          {t('submit')}
        </button>
        {submitting ? <Spinner inline label={t('submitting')} /> : null}
      </div>
      <p className={`${styles.message} ${styles.error}`} role={failure ? 'alert' : undefined}>
        {failure}
      </p>
      <a href={loginUrl()}>{t('backToLogin')}</a>
    </form>
  );
}
