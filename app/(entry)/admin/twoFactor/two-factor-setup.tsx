'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { QRCodeSVG } from 'qrcode.react';
import { postTwoFactorSetup } from '@/lib/client/auth-api';
import { loadPage } from '@/lib/client/navigate';
import type { TwoFactorBegin, TwoFactorState } from '@/lib/contract/two-factor';
import { ApiError } from '@/lib/http/api-error';
import buttons from '@/app/_components/buttons.module.css';
import styles from '@/app/_components/form/form.module.css';
import css from './two-factor.module.css';

export interface TwoFactorSetupProps {
  state: TwoFactorState;
  /** Required and not set up: this page is all the user may open. */
  enrolling: boolean;
  userId: string;
  homeUrl: string;
}

type Step = { kind: 'idle' } | { kind: 'scan'; begun: TwoFactorBegin } | { kind: 'codes'; codes: string[]; next: string };

/** Set up (QR code and secret, a code confirms, ten recovery codes shown once) or turn off (a code). */
export function TwoFactorSetup({ state, enrolling, userId, homeUrl }: TwoFactorSetupProps) {
  const t = useTranslations('twoFactor');
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  async function run<T>(work: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setMessage(null);
    try {
      return await work();
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof ApiError ? error.displayText : t('failed') });
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  async function begin() {
    const begun = await run(() => postTwoFactorSetup<TwoFactorBegin>({ action: 'begin' }));
    if (begun) setStep({ kind: 'scan', begun });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await run(() => postTwoFactorSetup<{ RecoveryCodes: string[]; redirect?: string }>({ action: 'confirm', Code: code.trim() }));
    setCode('');
    if (done) setStep({ kind: 'codes', codes: done.RecoveryCodes, next: done.redirect ?? homeUrl });
  }

  async function disable(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const done = await run(() => postTwoFactorSetup<{ message: string }>({ action: 'disable', Code: code.trim() }));
    setCode('');
    if (done) loadPage('/admin/twoFactor');
  }

  const note = message ? (
    <p className={`${styles.message} ${message.tone === 'error' ? styles.error : styles.success}`} role={message.tone === 'error' ? 'alert' : 'status'}>
      {message.text}
    </p>
  ) : (
    <p className={styles.message} aria-live="polite" />
  );

  const codeField = (
    <label className={styles.field}>
      <span className={styles.label}>{t('code')}</span>
      <input name="Code" inputMode="numeric" autoComplete="one-time-code" maxLength={32} required value={code} onChange={(e) => setCode(e.target.value)} />
    </label>
  );

  if (step.kind === 'codes') {
    return (
      <div className={css.box}>
        <p role="status">{t('enrolled')}</p>
        <p>{t('recoveryHelp')}</p>
        <ol className={css.codes} data-testid="recovery-codes">
          {step.codes.map((item) => <li key={item}><code>{item}</code></li>)}
        </ol>
        <button type="button" className={buttons.primary} onClick={() => loadPage(step.next)}>
          {t('continue')}
        </button>
      </div>
    );
  }

  if (step.kind === 'scan') {
    return (
      <form className={styles.form} onSubmit={confirm} noValidate aria-busy={busy}>
        <p>{t('scanHelp')}</p>
        <div className={css.qr}>
          <QRCodeSVG value={step.begun.Uri} size={176} level="M" title={t('qrTitle')} />
        </div>
        <p>
          {t('secretLabel')} <code className={css.secret} data-testid="two-factor-secret">{step.begun.Secret}</code>
        </p>
        {codeField}
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={busy || code.trim() === ''}>
            {t('confirm')}
          </button>
        </div>
        {note}
      </form>
    );
  }

  if (state.Enrolled) {
    return (
      <form className={styles.form} onSubmit={disable} noValidate aria-busy={busy}>
        <p role="status">{t('on', { userId })}</p>
        <p>{t('recoveryLeft', { count: state.RecoveryLeft })}</p>
        {state.Required ? <p>{t('requiredNote')}</p> : null}
        <p>{t('disableHelp')}</p>
        {codeField}
        <div className={styles.actions}>
          <button type="submit" className={buttons.secondary} disabled={busy || code.trim() === ''}>
            {t('disable')}
          </button>
          <a href={homeUrl}>{t('back')}</a>
        </div>
        {note}
      </form>
    );
  }

  return (
    <div className={css.box}>
      <p role="status">{t('off', { userId })}</p>
      {enrolling || state.Required ? <p className={styles.error}>{t('requiredNote')}</p> : null}
      <p>{t('intro')}</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={begin} disabled={busy}>
          {t('begin')}
        </button>
        {enrolling ? null : <a href={homeUrl}>{t('back')}</a>}
      </div>
      {note}
    </div>
  );
}
