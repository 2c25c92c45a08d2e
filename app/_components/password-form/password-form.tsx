'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CaptchaImage } from '@/app/_components/form/captcha-image';
import { CAPTCHA_TEXT_KEYS } from '@/app/_components/form/captcha-texts';
import { textsOf } from '@/lib/i18n/texts';
import { Field } from '@/app/_components/form/field';
import { Spinner } from '@/app/_components/app-shell/spinner';
import buttons from '@/app/_components/buttons.module.css';
import { postChangePassword } from '@/lib/client/auth-api';
import { loadPage } from '@/lib/client/navigate';
import type { SuccessResponse } from '@/lib/contract/auth';
import { newPasswordRule, passwordChangeRule } from '@/lib/domain/password-rules';
import { reportError } from '@/lib/errors/report';
import { userErrorMessage } from '@/lib/errors/user-message';
import { ApiError } from '@/lib/http/api-error';
import { maintenanceUrl } from '@/lib/session/gate';
import formStyles from '@/app/_components/form/form.module.css';
import styles from './password-form.module.css';

/** The BFF's answer: `signedIn` is true when a signed-in user's own change kept its session. */
export type PasswordChangeAnswer = SuccessResponse & { signedIn?: boolean };

export interface FormMessage {
  kind: 'success' | 'error';
  text: string;
}

export interface PasswordFormProps {
  /** The user whose password changes; '' shows the user id field. */
  loginId: string;
  allowLowercase: boolean;
  /** Signed in, the platform needs the old password; right after sign-in it may be left out. */
  oldPasswordRequired: boolean;
  oldPasswordHint?: string;
  /** After the platform took the new password: a returned text shows as success and the form empties. */
  onUpdated: (answer: PasswordChangeAnswer) => string | void;
  /** Renders the message under the form; null when there is none to show. */
  renderMessage: (message: FormMessage | null) => ReactNode;
  /** Below the form, e.g. a link back to sign-in. */
  children?: ReactNode;
}

type FieldName = 'UserId' | 'OldPassword' | 'Password1' | 'Password2' | 'Token';
type Values = Record<FieldName, string>;
const ORDER: readonly FieldName[] = ['UserId', 'OldPassword', 'Password1', 'Password2', 'Token'];

const emptyValues = (loginId: string): Values => ({ UserId: loginId, OldPassword: '', Password1: '', Password2: '', Token: '' });

/**
 * The change-password form of the entry page and of the signed-in shell: the spec's rules in order,
 * the equalTo check, the captcha (the platform always asks for one here), and the result.
 */
export function PasswordForm({ loginId, allowLowercase, oldPasswordRequired, oldPasswordHint, onUpdated, renderMessage, children }: PasswordFormProps) {
  const t = useTranslations('changePassword');
  const tApp = useTranslations('app');
  const tCaptcha = useTranslations('captcha');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => emptyValues(loginId));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const reloadCaptcha = useCallback(() => setCaptchaVersion((version) => version + 1), []);

  const policy = { allowLowercase };
  const newRule = newPasswordRule(values.Password1, policy);
  // equalTo: confirm is invalid while it differs from the new password, re-checked as either changes.
  const confirmRule = values.Password2 !== '' && passwordChangeRule(values.Password1, values.Password2, policy) === 'mismatch' ? 'mismatch' : null;
  const required = (name: FieldName, label: string) => (values[name].trim() ? undefined : t('required', { field: t(label) }));
  const errors: Partial<Record<FieldName, string>> = {
    UserId: required('UserId', 'userId'),
    OldPassword: oldPasswordRequired && values.OldPassword === '' ? t('required', { field: t('oldPassword') }) : undefined,
    Password1: values.Password1 === '' ? t('required', { field: t('newPassword') }) : newRule ? t(`rules.${newRule}`) : undefined,
    Password2: values.Password2 === '' ? t('required', { field: t('confirmPassword') }) : confirmRule ? t('rules.mismatch') : undefined,
    Token: required('Token', 'captcha'),
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

  function succeeded(answer: PasswordChangeAnswer) {
    const text = onUpdated(answer);
    if (typeof text !== 'string') return; // the page is being left
    setSubmitting(false);
    setValues(emptyValues(loginId));
    setTouched({});
    // The platform burnt this captcha; the next change needs a new one.
    reloadCaptcha();
    setMessage({ kind: 'success', text });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(Object.fromEntries(ORDER.map((name) => [name, true])));
    if (!valid || submitting) return focusFirstInvalid();
    setSubmitting(true);
    setMessage(null);
    let answer: PasswordChangeAnswer;
    try {
      answer = await postChangePassword({ ...values, OldPassword: values.OldPassword || undefined });
    } catch (error) {
      setSubmitting(false);
      // The platform burns a captcha at its first check, so any failure needs a new one.
      setValues((current) => ({ ...current, Token: '' }));
      reloadCaptcha();
      if (error instanceof ApiError && error.isMaintenance) return loadPage(maintenanceUrl(error.body.time));
      const { text, report } = userErrorMessage(error, tApp('genericError'));
      if (report) reportError(error, { where: 'change-password' });
      setMessage({ kind: 'error', text: error instanceof ApiError && !report ? error.displayText : text });
      return focusFirstInvalid();
    }
    succeeded(answer);
  }

  const shown = (name: FieldName) => (touched[name] ? errors[name] : undefined);
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={submitting}>
      {loginId ? (
        <input type="hidden" name="UserId" value={values.UserId} />
      ) : (
        <Field name="UserId" label={t('userId')} autoComplete="username" value={values.UserId} error={shown('UserId')} onChange={set('UserId')} onBlur={touch('UserId')} />
      )}
      <Field
        name="OldPassword"
        type="password"
        label={t('oldPassword')}
        hint={oldPasswordHint}
        autoComplete="current-password"
        required={oldPasswordRequired}
        value={values.OldPassword}
        error={shown('OldPassword')}
        onChange={set('OldPassword')}
        onBlur={touch('OldPassword')}
      />
      <Field name="Password1" type="password" label={t('newPassword')} hint={t(allowLowercase ? 'newPasswordHintLowercase' : 'newPasswordHint')} autoComplete="new-password" value={values.Password1} error={shown('Password1')} onChange={set('Password1')} onBlur={touch('Password1')} />
      <Field name="Password2" type="password" label={t('confirmPassword')} autoComplete="new-password" value={values.Password2} error={shown('Password2')} onChange={set('Password2')} onBlur={touch('Password2')} />
      <div className={formStyles.captcha}>
        <CaptchaImage width={100} height={33} version={captchaVersion} onReload={reloadCaptcha} texts={textsOf(tCaptcha, CAPTCHA_TEXT_KEYS)} />
        <Field name="Token" label={t('captcha')} size={5} inputMode="numeric" autoComplete="off" value={values.Token} error={shown('Token')} onChange={set('Token')} onBlur={touch('Token')} />
      </div>
      <div className={formStyles.actions}>
        <button type="submit" className={buttons.primary} disabled={!valid || submitting}>
          {t('submit')}
        </button>
        {submitting ? <Spinner inline label={t('submitting')} /> : null}
      </div>
      {renderMessage(message)}
      {children}
    </form>
  );
}
