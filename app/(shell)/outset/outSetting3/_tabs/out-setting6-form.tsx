'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import { MAX_CUT_OFF_MINUTES, type OutSetting } from '@/lib/contract/distributors';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { useCall } from './use-call';

/** The outSetting6 tab: whether placing out applies at the location, and its cut-off after each draw's close. */
export function OutSetting6Form() {
  const t = useTranslations('distributors');
  const { busy, outcome, run } = useCall();
  const [setting, setSetting] = useState<OutSetting | null>(null);
  const [minutes, setMinutes] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void run(() => requestJson<OutSetting>('/api/v1/outSetting6')).then((answer) => {
      if (!answer) return;
      setSetting(answer);
      setMinutes(String(answer.CutOffMinutes));
    });
  }, [run]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!setting) return;
    const value = Number(minutes);
    if (!/^\d{1,2}$/.test(minutes.trim()) || value > MAX_CUT_OFF_MINUTES) {
      setError(t('cutOffInvalid', { max: MAX_CUT_OFF_MINUTES }));
      document.getElementById('cut-off')?.focus();
      return;
    }
    setError(null);
    const saved = await run(() => requestJson<OutSetting>('/api/v1/outSetting6', { method: 'POST', json: { Enabled: setting.Enabled, CutOffMinutes: value } }), t('settingSaved'));
    if (saved) setSetting(saved);
  }
  if (!setting) return outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null;
  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} aria-labelledby="out-setting6-heading" noValidate>
      <h2 id="out-setting6-heading" className={styles.heading}>
        {t('tabs.outSetting6')}
      </h2>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <label className={styles.check}>
        <input type="checkbox" checked={setting.Enabled} onChange={(event) => setSetting({ ...setting, Enabled: event.target.checked })} /> {t('enabled')}
      </label>
      <div className={styles.field}>
        <label htmlFor="cut-off">{t('cutOff')}</label>
        <input id="cut-off" inputMode="numeric" maxLength={2} value={minutes} onChange={(event) => setMinutes(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'cut-off-error' : 'cut-off-hint'} />
        <small id="cut-off-hint" className={styles.hint}>
          {t('cutOffHint', { max: MAX_CUT_OFF_MINUTES })}
        </small>
        {error ? (
          <small id="cut-off-error" className={styles.error}>
            {error}
          </small>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
