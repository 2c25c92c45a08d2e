'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { FixedSetting } from '@/lib/contract/fixed-process';
import { MAX_LEAD_HOURS } from '@/lib/contract/fixed-process';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import { SubmitRow } from '@/app/_components/form/submit-row';
import styles from '@/app/_components/form/sections.module.css';

export const FIXED_SETTING_URL = '/api/v1/updateFixedSetting';
type Field = 'LeadHours' | 'Days';

/**
 * Automatic runs on or off, the lead before a draw's close (empty: as soon as the draw is next) and
 * the draw days they cover. Checked here first; the platform's refusal shows under its field, and
 * what was typed stays.
 */
export function SettingForm({ setting }: { setting: FixedSetting }) {
  const t = useTranslations('fixedProcess.setting');
  const tDays = useTranslations('fixedBets.days');
  const tApp = useTranslations('app');
  const form = useRef<HTMLFormElement>(null);
  const [auto, setAuto] = useState(setting.Auto);
  const [lead, setLead] = useState(setting.LeadHours === null ? '' : String(setting.LeadHours));
  const [days, setDays] = useState<number[]>(setting.Days);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);

  const focus = (field: Field) => form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const leadText = lead.trim();
    const leadHours = leadText === '' ? null : Number(leadText);
    const found: Partial<Record<Field, string>> = {
      LeadHours: leadHours === null || (/^\d+$/.test(leadText) && leadHours <= MAX_LEAD_HOURS) ? undefined : t('leadRule', { max: MAX_LEAD_HOURS }),
      Days: days.length > 0 ? undefined : t('daysRequired'),
    };
    setErrors(found);
    setOutcome(null);
    const first = (['LeadHours', 'Days'] as const).find((field) => found[field]);
    if (first) return focus(first);
    setBusy(true);
    try {
      await requestJson<FixedSetting>(FIXED_SETTING_URL, { method: 'PUT', json: { Auto: auto, LeadHours: leadHours, Days: [...days].sort() } });
      setOutcome({ kind: 'success', text: t('saved') });
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      const field = error instanceof ApiError ? error.body.field : undefined;
      if (text !== null && (field === 'LeadHours' || field === 'Days')) {
        setErrors({ [field]: text });
        focus(field);
      } else if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (day: number, on: boolean) => setDays((current) => (on ? [...current, day] : current.filter((item) => item !== day)));
  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby="fixed-setting-heading">
      <h2 id="fixed-setting-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <label className={styles.check}>
        <input type="checkbox" checked={auto} onChange={(event) => setAuto(event.target.checked)} />
        {t('auto')}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="fixed-setting-lead">{t('lead')}</label>
          <input
            id="fixed-setting-lead"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={lead}
            data-field="LeadHours"
            aria-invalid={errors.LeadHours ? true : undefined}
            aria-describedby={`fixed-setting-lead-hint${errors.LeadHours ? ' fixed-setting-lead-error' : ''}`}
            onChange={(event) => setLead(event.target.value)}
          />
          <small id="fixed-setting-lead-hint" className={styles.hint}>
            {t('leadHint', { max: MAX_LEAD_HOURS })}
          </small>
          {errors.LeadHours ? (
            <small id="fixed-setting-lead-error" className={styles.error}>
              {errors.LeadHours}
            </small>
          ) : null}
        </div>
      </div>
      <fieldset className={styles.checks} aria-describedby={errors.Days ? 'fixed-setting-days-error' : undefined}>
        <legend>{t('days')}</legend>
        {setting.DrawDays.map((day, index) => (
          <label key={day} className={styles.check}>
            <input type="checkbox" data-field={index === 0 ? 'Days' : undefined} checked={days.includes(day)} onChange={(event) => toggle(day, event.target.checked)} />
            {tDays(String(day))}
          </label>
        ))}
        {errors.Days ? (
          <small id="fixed-setting-days-error" className={styles.error}>
            {errors.Days}
          </small>
        ) : null}
      </fieldset>
      <SubmitRow busy={busy} label={t('save')} busyLabel={t('saving')} />
    </form>
  );
}
