'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import buttons from '@/app/_components/buttons.module.css';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { DateInput } from '@/app/_components/widgets/date-input';
import type { DrawItem } from '@/lib/contract/draws';
import { displayToIsoDate, parseDateInput } from '@/lib/domain/date-input';
import { formatShownDate } from '@/lib/domain/operator-time';
import { operatorInstant, operatorTime } from '@/lib/domain/operator-time';
import { ApiError } from '@/lib/http/api-error';
import { createDraw, updateDraw, type DrawFields } from './draw-calls';
import { useFailureText } from './use-failure-text';
import styles from './draw-setting.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface DrawFormProps {
  locId: string;
  /** The draw to edit; none creates one. */
  draw: DrawItem | null;
  /** Today, YYYY-MM-DD (operator date): the date field's default and its completion of d/m. */
  today: string;
  onSaved: (draw: DrawItem) => void;
  onClose: () => void;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
type FieldName = 'date' | 'close' | 'drawTime';
/** The platform's field names for this form's fields. */
const FIELD_OF: Record<string, FieldName> = { DrawDate: 'date', CloseDate: 'close', DrawTime: 'drawTime' };

/**
 * Create or edit a draw: its date, when sales close and when it is drawn (operator time), whether it is a
 * special draw, and OPEN or CANCELLED. A draw with bets keeps its date and a resulted draw is not
 * edited: the platform refuses those, and its words show here.
 */
export function DrawForm({ locId, draw, today, onSaved, onClose }: DrawFormProps) {
  const t = useTranslations('drawSetting.form');
  const failureText = useFailureText();
  const [date, setDate] = useState(formatShownDate(draw?.DrawDate ?? today));
  const [close, setClose] = useState(draw ? operatorTime(draw.CloseDate) : '18:00');
  const [drawTime, setDrawTime] = useState(draw ? operatorTime(draw.DrawTime) : '18:30');
  const [special, setSpecial] = useState(draw?.Special ?? false);
  const [cancelled, setCancelled] = useState(draw?.Status === 'CANCELLED');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  function problems(iso: string | null): Partial<Record<FieldName, string>> {
    const found: Partial<Record<FieldName, string>> = {};
    if (!iso) found.date = t('dateInvalid');
    if (!TIME.test(close)) found.close = t('timeInvalid');
    if (!TIME.test(drawTime)) found.drawTime = t('timeInvalid');
    if (!found.close && !found.drawTime && close >= drawTime) found.close = t('closeBeforeDraw');
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    // Enter may submit before the date field was left (and normalised): read it the same way.
    const iso = displayToIsoDate(date.trim()) ?? displayToIsoDate(parseDateInput(date.trim(), today) ?? '');
    const found = problems(iso);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0 || !iso) return;
    const fields: DrawFields = {
      DrawDate: iso,
      CloseDate: operatorInstant(iso, close).toISOString(),
      DrawTime: operatorInstant(iso, drawTime).toISOString(),
      Special: special,
      Status: cancelled ? 'CANCELLED' : 'OPEN',
    };
    setSaving(true);
    try {
      const saved = draw ? await updateDraw(locId, draw.DrawId, fields) : await createDraw(locId, fields);
      onSaved(saved);
    } catch (error) {
      const field = error instanceof ApiError ? FIELD_OF[error.body.field ?? ''] : undefined;
      const text = failureText(error);
      if (field && text !== null) setErrors({ [field]: text });
      else if (text !== null) setFormError(text);
    } finally {
      setSaving(false);
    }
  }

  const timeField = (name: 'close' | 'drawTime', value: string, set: (value: string) => void) => (
    <div className={styles.field}>
      <label htmlFor={`draw-${name}`}>{t(name === 'close' ? 'closeTime' : 'drawTime')}</label>
      <input
        id={`draw-${name}`}
        type="time"
        step={60}
        value={value}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `draw-${name}-error` : undefined}
        onChange={(event) => set(event.target.value)}
      />
      {errors[name] ? (
        <small id={`draw-${name}-error`} className={styles.problem}>
          {errors[name]}
        </small>
      ) : null}
    </div>
  );

  return (
    <section className={`${shared.section} ${shared.fitted}`} aria-labelledby="draw-form-title">
      <h2 id="draw-form-title" className={shared.heading}>
        {draw ? t('editTitle', { date: formatShownDate(draw.DrawDate) }) : t('createTitle')}
      </h2>
      <form onSubmit={submit} noValidate aria-busy={saving}>
        <div className={styles.fields}>
          <DateInput label={t('date')} value={date} onChange={setDate} error={errors.date} required today={today} disabled={draw?.HasBets} />
          {timeField('close', close, setClose)}
          {timeField('drawTime', drawTime, setDrawTime)}
          <label className={styles.check}>
            <input type="checkbox" checked={special} onChange={(event) => setSpecial(event.target.checked)} />
            {t('special')}
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={cancelled} onChange={(event) => setCancelled(event.target.checked)} />
            {t('cancelled')}
          </label>
        </div>
        {draw?.HasBets ? <p className={styles.hint}>{t('hasBets')}</p> : null}
        {formError ? <AlertBox kind="error">{formError}</AlertBox> : null}
        <div className={styles.buttons}>
          <button type="submit" className={buttons.primary} disabled={saving}>
            {t(draw ? 'save' : 'create')}
          </button>
          <button type="button" className={buttons.secondary} disabled={saving} onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
