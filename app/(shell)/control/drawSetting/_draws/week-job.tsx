'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import buttons from '@/app/_components/buttons.module.css';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import { WEEK_JOB_DEFAULT_WEEKS, WEEK_JOB_MAX_WEEKS, type DrawWeekJob } from '@/lib/contract/draws';
import { formatShownDate } from '@/lib/domain/operator-time';
import { useFailureText } from './use-failure-text';
import styles from './draw-setting.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface WeekJobProps {
  locId: string;
  /** Draws were created: the week shown must load again. */
  onCreated: () => void;
}

const WEEK_CHOICES = Array.from({ length: WEEK_JOB_MAX_WEEKS }, (_, i) => i + 1);

/** GET draw/weekJob through the forwarder: DryRun lists the schedule's missing draws, else creates them. */
function weekJob(locId: string, weeks: number, dryRun: boolean): Promise<DrawWeekJob> {
  const query = new URLSearchParams({ LocId: locId, Weeks: String(weeks), ...(dryRun ? { DryRun: 'true' } : {}) });
  return requestJson<DrawWeekJob>(`/api/v1/draw/weekJob?${query}`);
}

/**
 * The coming weeks' draws from the location's weekly calendar (draw/weekJob): a number of weeks,
 * "Check" lists the missing draws, "Create draws" makes them. The job never touches a date that has
 * a draw, so pressing it twice creates nothing the second time; the answer says what it did.
 */
export function WeekJob({ locId, onCreated }: WeekJobProps) {
  const t = useTranslations('drawSetting.weekJob');
  const failureText = useFailureText();
  const id = useId();
  const [weeks, setWeeks] = useState(WEEK_JOB_DEFAULT_WEEKS);
  const [busy, setBusy] = useState<'check' | 'create' | null>(null);
  const [answer, setAnswer] = useState<DrawWeekJob | null>(null);
  const [error, setError] = useState('');

  async function run(dryRun: boolean) {
    if (busy) return;
    setBusy(dryRun ? 'check' : 'create');
    setError('');
    try {
      const result = await weekJob(locId, weeks, dryRun);
      setAnswer(result);
      if (result.Created.length > 0) onCreated();
    } catch (failure) {
      const text = failureText(failure);
      if (text !== null) setError(text);
    } finally {
      setBusy(null);
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(false);
  };

  const range = answer ? { from: formatShownDate(answer.From), to: formatShownDate(answer.To) } : null;
  let summary = '';
  if (answer && range) {
    if (answer.DryRun) summary = answer.Missing.length === 0 ? t('noneMissing', range) : t('missing', { ...range, count: answer.Missing.length });
    else summary = answer.Created.length === 0 ? t('noneCreated', { ...range, existing: answer.Existing }) : t('created', { ...range, count: answer.Created.length, existing: answer.Existing });
  }
  const dates = answer ? (answer.DryRun ? answer.Missing : answer.Created.map((draw) => draw.DrawDate)) : [];

  return (
    <section className={`${shared.section} ${shared.fitted}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={shared.heading}>
        {t('title')}
      </h2>
      <p className={styles.note}>{t('intro')}</p>
      <form className={styles.buttons} onSubmit={submit} aria-busy={busy !== null}>
        <label htmlFor={`${id}-weeks`}>{t('weeks')}</label>
        <select id={`${id}-weeks`} value={weeks} disabled={busy !== null} onChange={(event) => setWeeks(Number(event.target.value))}>
          {WEEK_CHOICES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <button type="button" className={buttons.secondary} disabled={busy !== null} onClick={() => void run(true)}>
          {t('check')}
        </button>
        <button type="submit" className={buttons.primary} disabled={busy !== null}>
          {t('create')}
        </button>
        {busy ? <Spinner inline label={t(busy === 'check' ? 'checking' : 'creating')} /> : null}
      </form>
      {error ? <AlertBox kind="error">{error}</AlertBox> : null}
      {summary ? (
        <AlertBox kind="success">
          {summary}
          {dates.length > 0 ? ` ${dates.map(formatShownDate).join(', ')}` : ''}
        </AlertBox>
      ) : null}
    </section>
  );
}
