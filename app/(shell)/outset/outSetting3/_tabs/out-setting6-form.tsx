'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { MAX_CUT_OFF_MINUTES } from '@/lib/contract/distributors';
import styles from '@/app/_components/form/sections.module.css';
import { OutSettingForm, useOutSetting } from './out-setting-form';

/** The outSetting6 tab: whether placing out applies at the location, and its cut-off after each draw's close. */
export function OutSetting6Form() {
  const t = useTranslations('distributors');
  const { busy, outcome, setting, setSetting, save } = useOutSetting();
  /** The typed cut-off; null until the user types, the loaded setting's till then. */
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (!setting) return outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null;
  const minutes = typed ?? String(setting.CutOffMinutes);

  async function saveSetting() {
    if (!setting) return;
    const value = Number(minutes);
    if (!/^\d{1,2}$/.test(minutes.trim()) || value > MAX_CUT_OFF_MINUTES) {
      setError(t('cutOffInvalid', { max: MAX_CUT_OFF_MINUTES }));
      document.getElementById('cut-off')?.focus();
      return;
    }
    setError(null);
    await save({ Enabled: setting.Enabled, CutOffMinutes: value }, t('settingSaved'));
  }
  return (
    <OutSettingForm headingId="out-setting6-heading" title={t('tabs.outSetting6')} busy={busy} outcome={outcome} onSave={() => void saveSetting()}>
      <label className={styles.check}>
        <input type="checkbox" checked={setting.Enabled} onChange={(event) => setSetting({ ...setting, Enabled: event.target.checked })} /> {t('enabled')}
      </label>
      <div className={styles.field}>
        <label htmlFor="cut-off">{t('cutOff')}</label>
        <input id="cut-off" inputMode="numeric" maxLength={2} value={minutes} onChange={(event) => setTyped(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? 'cut-off-error' : 'cut-off-hint'} />
        <small id="cut-off-hint" className={styles.hint}>
          {t('cutOffHint', { max: MAX_CUT_OFF_MINUTES })}
        </small>
        {error ? (
          <small id="cut-off-error" className={styles.error}>
            {error}
          </small>
        ) : null}
      </div>
    </OutSettingForm>
  );
}
