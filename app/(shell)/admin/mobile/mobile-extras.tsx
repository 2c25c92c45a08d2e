'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import buttons from '@/app/_components/buttons.module.css';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { isMobileInput, MOBILE_MAX_INPUT, normalizeMobile } from '@/lib/contract/constants';
import type { Mobiles } from '@/lib/contract/messaging';
import styles from './mobile.module.css';

type Result = { kind: 'success' | 'error'; text: string } | null;

/**
 * The second number bets by SMS and the bot are also accepted from (PUT mobile2), and, for agents
 * and admins, a copy of each bet their downline places that way (PUT betEntryAlert).
 */
export function MobileExtras({ mobile2, betEntryAlert, showAlert }: { mobile2: string; betEntryAlert: boolean; showAlert: boolean }) {
  const t = useTranslations('messaging');
  const tApp = useTranslations('app');
  const [registered, setRegistered] = useState(mobile2);
  const [value, setValue] = useState(mobile2);
  const [alert, setAlert] = useState(betEntryAlert);
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function put(url: string, json: unknown, done: (answer: Mobiles) => string) {
    setBusy(true);
    setResult(null);
    try {
      const answer = await requestJson<Mobiles>(url, { method: 'PUT', json });
      setRegistered(answer.Mobile2);
      setValue(answer.Mobile2);
      setAlert(answer.BetEntryAlert);
      setResult({ kind: 'success', text: done(answer) });
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setResult({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isMobileInput(value)) {
      setFieldError(t('mobile2Invalid'));
      return;
    }
    setFieldError('');
    void put('/api/v1/mobile2', { Mobile2: normalizeMobile(value) }, (answer) => (answer.Mobile2 ? t('mobile2Saved') : t('mobile2Removed')));
  }

  return (
    <div className={styles.body}>
      <form className={styles.form} onSubmit={save} noValidate aria-busy={busy}>
        <div className={styles.field}>
          <label htmlFor="mobile2-number">{t('mobile2Label')}</label>
          <input
            id="mobile2-number"
            name="Mobile2"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={MOBILE_MAX_INPUT}
            value={value}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'mobile2-hint mobile2-error' : 'mobile2-hint'}
            onChange={(event) => setValue(event.target.value)}
          />
          <small id="mobile2-hint" className={styles.muted}>
            {registered ? t('mobile2Current', { number: registered }) : t('mobile2Hint')}
          </small>
          {fieldError ? (
            <small id="mobile2-error" className={styles.error}>
              {fieldError}
            </small>
          ) : null}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {t('mobile2Save')}
          </button>
        </div>
      </form>
      {showAlert ? (
        <div className={styles.field}>
          <label>
            <input type="checkbox" checked={alert} disabled={busy} onChange={(event) => void put('/api/v1/betEntryAlert', { BetEntryAlert: event.target.checked }, (answer) => (answer.BetEntryAlert ? t('alertOn') : t('alertOff')))} />{' '}
            {t('alertLabel')}
          </label>
        </div>
      ) : null}
      {busy ? <Spinner inline label={t('saving')} /> : null}
      {result ? <AlertBox kind={result.kind}>{result.text}</AlertBox> : null}
    </div>
  );
}
