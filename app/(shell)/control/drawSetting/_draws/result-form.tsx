'use client';

import { useCallback, useMemo, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import buttons from '@/app/_components/buttons.module.css';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { DrawItem, DrawResult } from '@/lib/contract/draws';
import type { SettleStatus } from '@/lib/contract/results';
import { dividendField, FOUR_D_SLOTS, resultProblems, slotField, TOTO_DIVIDEND_GROUPS, TOTO_SLOTS, type ResultSlot } from '@/lib/domain/result-entry';
import { ApiError } from '@/lib/http/api-error';
import { insertResult, type ResultRows } from './draw-calls';
import { SettleProgress } from './settle-progress';
import { useFailureText } from './use-failure-text';
import styles from './draw-setting.module.css';
import shared from '@/app/_components/form/sections.module.css';
import form from './result-form.module.css';
import { formatShownDate } from '@/lib/domain/operator-time';

export interface ResultFormProps {
  locId: string;
  game: '4D' | 'TT';
  /** Magnum calls the ten STARTER prizes Special. */
  starterLabel: 'starter' | 'special';
  draw: DrawItem;
  /** The stored result when correcting one. */
  initial: DrawResult | null;
  /** After a settlement finished: the week's table reloads. */
  onSettled: () => void;
  onClose: () => void;
}

interface Field {
  key: string;
  label: string;
  /** Digits that complete the field and move to the next one (0: an amount, no auto-advance). */
  digits: 4 | 2 | 0;
  slot?: ResultSlot;
  group?: number;
}

type Values = Record<string, string>;

/** A group of ten numbers (Starter, Special, Consolation) sits in two rows of five on a wide screen. */
const TEN = 10;

/** The fields of the game in entry order, with their labels. */
function useFields(game: '4D' | 'TT', starterLabel: 'starter' | 'special'): { title: string; fields: Field[] }[] {
  const t = useTranslations('drawSetting.result');
  return useMemo(() => {
    const slotLabel = (slot: ResultSlot) => {
      if (slot.Prize === 'STARTER') return t(starterLabel === 'special' ? 'labels.special' : 'labels.starter', { n: slot.Position });
      if (slot.Prize === 'CONSOLATION') return t('labels.consolation', { n: slot.Position });
      if (slot.Prize === 'WINNING') return t('labels.winning', { n: slot.Position });
      return t(`labels.${slot.Prize.toLowerCase() as 'first' | 'second' | 'third' | 'additional'}`);
    };
    const group = (title: string, slots: readonly ResultSlot[], digits: 4 | 2) => ({
      title,
      fields: slots.map((slot) => ({ key: slotField(slot), label: slotLabel(slot), digits, slot })),
    });
    if (game === 'TT') {
      return [
        group(t('sections.winning'), TOTO_SLOTS, 2),
        { title: t('sections.dividends'), fields: TOTO_DIVIDEND_GROUPS.map((g) => ({ key: dividendField(g), label: t('labels.dividend', { group: g }), digits: 0 as const, group: g })) },
      ];
    }
    const of = (prizes: string[]) => FOUR_D_SLOTS.filter((slot) => prizes.includes(slot.Prize));
    return [
      group(t('sections.top'), of(['FIRST', 'SECOND', 'THIRD']), 4),
      group(t(starterLabel === 'special' ? 'sections.special' : 'sections.starter'), of(['STARTER']), 4),
      group(t('sections.consolation'), of(['CONSOLATION']), 4),
    ];
  }, [game, starterLabel, t]);
}

function initialValues(initial: DrawResult | null): Values {
  const values: Values = {};
  for (const row of initial?.Results ?? []) values[`${row.Prize}-${row.Position}`] = row.Number;
  for (const row of initial?.Dividends ?? []) values[dividendField(row.Group)] = row.Amount;
  return values;
}

/** The form's values as insertProcess takes them. */
function rowsOf(fields: readonly Field[], values: Values): ResultRows {
  return {
    Results: fields.flatMap((field) => (field.slot ? [{ Prize: field.slot.Prize, Position: field.slot.Position, Number: (values[field.key] ?? '').trim() }] : [])),
    Dividends: fields.flatMap((field) => (field.group ? [{ Group: field.group, Amount: (values[field.key] ?? '').trim() }] : [])),
  };
}

/**
 * Entering (or correcting) a closed draw's result: 23 four-digit fields (4D) or 6 numbers, the
 * additional and the group 1-4 dividends (TT). A field moves on by itself once its digits are in;
 * pasting several numbers fills the next fields. The shared rules check every field before sending;
 * the platform stores the result and settles it as a job whose progress shows here. Nothing typed is
 * lost on a refusal or a failed settlement.
 */
export function ResultForm({ locId, game, starterLabel, draw, initial, onSettled, onClose }: ResultFormProps) {
  const t = useTranslations('drawSetting.result');
  const failureText = useFailureText();
  const sections = useFields(game, starterLabel);
  const fields = useMemo(() => sections.flatMap((section) => section.fields), [sections]);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [values, setValues] = useState<Values>(() => initialValues(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [sending, setSending] = useState(false);
  const [job, setJob] = useState<{ id: number; running: boolean } | null>(null);

  const focusField = (index: number) => {
    const input = inputs.current[index];
    input?.focus();
    input?.select();
  };

  const change = (index: number, field: Field, text: string) => {
    const next = field.digits ? text.replace(/\D/g, '').slice(0, field.digits) : text;
    const before = values[field.key] ?? '';
    setValues((current) => ({ ...current, [field.key]: next }));
    if (errors[field.key]) setErrors((current) => ({ ...current, [field.key]: '' }));
    if (field.digits && next.length === field.digits && before.length < field.digits) focusField(index + 1);
  };

  /** Several numbers pasted into a field fill it and the fields after it. */
  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const words = event.clipboardData.getData('text').trim().split(/[\s,;]+/).filter(Boolean);
    if (words.length < 2) return;
    event.preventDefault();
    const filled: Values = {};
    let at = index;
    for (const word of words) {
      const field = fields[at];
      if (!field?.digits) break;
      filled[field.key] = word.replace(/\D/g, '').slice(0, field.digits);
      at += 1;
    }
    setValues((current) => ({ ...current, ...filled }));
    setErrors((current) => ({ ...current, ...Object.fromEntries(Object.keys(filled).map((key) => [key, ''])) }));
    focusField(Math.min(at, fields.length - 1));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || job?.running) return;
    setFormError('');
    const rows = rowsOf(fields, values);
    const problems = resultProblems(game, rows);
    if (problems.length > 0) {
      const found: Record<string, string> = {};
      for (const problem of problems) found[problem.field] ??= t(`problems.${problem.code}`);
      setErrors(found);
      const first = fields.findIndex((field) => found[field.key]);
      if (first >= 0) focusField(first);
      else setFormError(problems[0]?.message ?? '');
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const started = await insertResult(locId, draw.DrawId, rows);
      setJob({ id: started.JobId, running: true });
    } catch (error) {
      const field = error instanceof ApiError ? error.body.field : undefined;
      const index = field ? fields.findIndex((item) => item.key === field) : -1;
      const text = failureText(error);
      if (index >= 0 && error instanceof ApiError) {
        setErrors({ [field ?? '']: error.body.message });
        focusField(index);
      } else if (text !== null) setFormError(text);
    } finally {
      setSending(false);
    }
  }

  const finished = useCallback(
    (status: SettleStatus | null) => {
      setJob((current) => (current ? { ...current, running: false } : current));
      if (status?.Status === 'DONE') onSettled();
    },
    [onSettled],
  );

  /** Where each section's fields start in the entry order. */
  const starts = sections.map((_, i) => sections.slice(0, i).reduce((count, section) => count + section.fields.length, 0));
  return (
    <section className={`${shared.section} ${shared.fitted}`} aria-labelledby="result-form-title">
      <h2 id="result-form-title" className={shared.heading}>
        {t(initial ? 'correctTitle' : 'title', { date: formatShownDate(draw.DrawDate) })}
      </h2>
      <p className={styles.hint}>{t(game === 'TT' ? 'hintToto' : 'hintFourD')}</p>
      <form onSubmit={submit} noValidate aria-busy={sending}>
        {sections.map((section, sectionIndex) => (
          <fieldset key={section.title} className={`${shared.section} ${shared.fitted}`}>
            <legend className={styles.subheading}>{section.title}</legend>
            <div className={form.box}>
              <div className={section.fields.length === TEN ? `${form.numbers} ${form.tens}` : form.numbers}>
                {section.fields.map((field, fieldIndex) => {
                  const at = (starts[sectionIndex] ?? 0) + fieldIndex;
                  const error = errors[field.key];
                  const id = `result-${field.key}`;
                  return (
                    <div key={field.key} className={form.number}>
                      <label htmlFor={id}>{field.label}</label>
                      <input
                        ref={(element) => {
                          inputs.current[at] = element;
                        }}
                        id={id}
                        name={field.key}
                        inputMode={field.digits ? 'numeric' : 'decimal'}
                        autoComplete="off"
                        maxLength={field.digits || 16}
                        value={values[field.key] ?? ''}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) => change(at, field, event.target.value)}
                        onPaste={(event) => paste(at, event)}
                      />
                      {error ? (
                        <small id={`${id}-error`} className={styles.problem}>
                          {error}
                        </small>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            </div>
          </fieldset>
        ))}
        {formError ? <AlertBox kind="error">{formError}</AlertBox> : null}
        <div className={styles.buttons}>
          <button type="submit" className={buttons.primary} disabled={sending || job?.running === true}>
            {t('save')}
          </button>
          <button type="button" className={buttons.secondary} disabled={sending || job?.running === true} onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </form>
      {job ? <SettleProgress key={job.id} locId={locId} jobId={job.id} onFinished={finished} /> : null}
    </section>
  );
}
