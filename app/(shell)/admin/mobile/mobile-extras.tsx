'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import buttons from '@/app/_components/buttons.module.css';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { isMobileInput, normalizeMobile } from '@/lib/contract/constants';
import type { Mobiles } from '@/lib/contract/messaging';
import { MobileField } from './mobile-field';
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
        <MobileField
          id="mobile2"
          name="Mobile2"
          label={t('mobile2Label')}
          hint={registered ? t('mobile2Current', { number: registered }) : t('mobile2Hint')}
          autoComplete="off"
          value={value}
          error={fieldError}
          onChange={setValue}
        />
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
