'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { SubmitRow } from '@/app/_components/form/submit-row';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import type { Outcome } from '@/app/_components/form/outcome';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { TwoFactorDone } from '@/lib/contract/two-factor';
import { userLabel, type PickerUser } from '@/lib/domain/user-picker';
import styles from '@/app/_components/form/sections.module.css';

export interface ResetTwoFactorFormProps {
  /** Whom the picker offers: the users the caller reaches, less itself and the company account. */
  users: PickerUser[];
}

type Field = 'user' | 'password';

/**
 * Super Password's second section: removes another user's two-factor sign-in (POST twoFactor/reset,
 * SuperPwd), after a confirmation, with the caller's own password re-typed. The password is cleared
 * after every try, whatever the answer; a refusal keeps the user picked.
 */
export function ResetTwoFactorForm({ users }: ResetTwoFactorFormProps) {
  const t = useTranslations('twoFactorReset');
  const tApp = useTranslations('app');
  const form = useRef<HTMLFormElement>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const chosen = users.find((user) => user.UserId === userId);

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = { user: userId ? undefined : t('userRequired'), password: password ? undefined : t('passwordRequired') };
    setErrors(found);
    setOutcome(null);
    const first = (['user', 'password'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(first === 'user' ? '[role="combobox"]' : '#reset-two-factor-password')?.focus();
      return;
    }
    setAsking(true);
  }

  async function reset() {
    if (!userId || busy) return;
    setBusy(true);
    try {
      // The platform's answer names the user in English; the page says the same in the user's language.
      await requestJson<TwoFactorDone>('/api/v1/twoFactor/reset', { method: 'POST', json: { UserId: userId, Password: password } });
      setOutcome({ kind: 'success', text: t('done', { userId }) });
      setUserId(null);
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setPassword('');
      setBusy(false);
      setAsking(false);
    }
  }

  const error = (field: Field) =>
    errors[field] ? (
      <small id={`reset-two-factor-${field}-error`} className={styles.error}>
        {errors[field]}
      </small>
    ) : null;
  return (
    <section className={styles.section} aria-labelledby="reset-two-factor-heading">
      <h2 id="reset-two-factor-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.note}>{t('intro')}</p>
      <form ref={form} className={styles.form} onSubmit={ask} noValidate aria-busy={busy} aria-label={t('formLabel')}>
        <div className={styles.row}>
          <div className={styles.field}>
            <UserPicker
              users={users}
              value={userId}
              onChange={(value) => setUserId(value)}
              label={t('user')}
              disabled={busy}
              aria-invalid={errors.user ? true : undefined}
              aria-describedby={errors.user ? 'reset-two-factor-user-error' : undefined}
            />
            {error('user')}
          </div>
          <div className={styles.field}>
            <label htmlFor="reset-two-factor-password">{t('password')}</label>
            <input
              id="reset-two-factor-password"
              type="password"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'reset-two-factor-password-error' : undefined}
            />
            {error('password')}
          </div>
        </div>
        <SubmitRow busy={busy} label={t('submit')} busyLabel={t('resetting')} />
      </form>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ConfirmDialog
        open={asking}
        title={t('confirmTitle')}
        text={t('confirmText', { user: chosen ? userLabel(chosen) : (userId ?? '') })}
        busy={busy}
        onConfirm={() => void reset()}
        onCancel={() => setAsking(false)}
        confirmText={t('confirm')}
        busyText={t('resetting')}
      />
    </section>
  );
}
