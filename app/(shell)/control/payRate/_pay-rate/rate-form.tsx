'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

const RATE = /^\d{1,10}(\.\d{1,2})?$/;

/** The cell being edited: an agent's override (new or existing) or a default cell. */
export interface RateEditing {
  /** The agent, or null for the location's default. */
  userId: string | null;
  betKind: string;
  permClass: number;
  prize: string;
  /** What the form says the cell is, already translated ("1st Prize", "24 orderings, 1st Prize"). */
  label: string;
  /** The existing row (override or default) to edit; undefined: a new override. */
  payRateId?: number;
  big: string;
  small: string | null;
  /** The most the cell may be (the parent's rate in force); undefined for a default cell. */
  cap?: { big: string; small: string | null };
}

type Field = 'big' | 'small';

export interface RateFormProps {
  editing: RateEditing;
  onDone: () => void;
  onCancel: () => void;
  onOutcome: (outcome: Outcome) => void;
}

/**
 * The amounts of one cell: Big and Small (Small only where the prize has one). The page checks the
 * shape and the cap it knows; the platform checks the cap again (and the rates below) and its refusal
 * shows by the field it names, with what was typed kept.
 */
export function RateForm({ editing, onDone, onCancel, onOutcome }: RateFormProps) {
  const t = useTranslations('payRate');
  const tApp = useTranslations('app');
  const form = useRef<HTMLFormElement>(null);
  const [big, setBig] = useState(editing.big);
  const [small, setSmall] = useState(editing.small ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const hasSmall = editing.small !== null || (editing.cap !== undefined && editing.cap.small !== null);

  function check(): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!RATE.test(big.trim())) found.big = t('form.rateRule', { field: t('columns.big') });
    else if (editing.cap && Number(big) > Number(editing.cap.big)) found.big = t('form.overCap', { field: t('columns.big'), max: editing.cap.big });
    if (hasSmall && small.trim() !== '') {
      if (!RATE.test(small.trim())) found.small = t('form.rateRule', { field: t('columns.small') });
      else if (editing.cap?.small && Number(small) > Number(editing.cap.small)) found.small = t('form.overCap', { field: t('columns.small'), max: editing.cap.small });
    }
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    const first = (['big', 'small'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    const amounts = { Big: big.trim(), Small: hasSmall && small.trim() !== '' ? small.trim() : null };
    try {
      if (editing.userId === null) await requestJson('/api/v1/payRateDefault', { method: 'PUT', json: { PayRateId: editing.payRateId, ...amounts } });
      else if (editing.payRateId !== undefined) await requestJson('/api/v1/payRate', { method: 'PUT', json: { PayRateId: editing.payRateId, ...amounts } });
      else await requestJson('/api/v1/payRate', { method: 'POST', json: { UserId: editing.userId, BetKind: editing.betKind, PermClass: editing.permClass, Prize: editing.prize, ...amounts } });
      onOutcome({ kind: 'success', text: t('form.saved', { cell: editing.label }) });
      onDone();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text === null) return;
      const field = error instanceof ApiError ? error.body.field : undefined;
      if (field === 'Big' || field === 'Small') {
        setErrors({ [field === 'Big' ? 'big' : 'small']: text });
        form.current?.querySelector<HTMLElement>(`[data-field="${field === 'Big' ? 'big' : 'small'}"]`)?.focus();
      } else onOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const fieldProps = (field: Field) => ({
    'data-field': field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `pay-rate-${field}-error` : `pay-rate-${field}-hint`,
  });
  const hint = (field: Field, max: string | null | undefined) => (
    <small id={`pay-rate-${field}-hint`} className={styles.hint}>
      {max ? t('form.max', { max }) : ''}
    </small>
  );
  const error = (field: Field) =>
    errors[field] ? (
      <small id={`pay-rate-${field}-error`} className={styles.error}>
        {errors[field]}
      </small>
    ) : null;
  const who = editing.userId ?? t('defaultTable');
  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby="pay-rate-heading">
      <h2 id="pay-rate-heading" className={styles.heading}>
        {t('form.heading', { cell: editing.label, who })}
      </h2>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="pay-rate-big">{t('columns.big')}</label>
          <input id="pay-rate-big" inputMode="decimal" autoComplete="off" maxLength={13} value={big} onChange={(event) => setBig(event.target.value)} {...fieldProps('big')} />
          {hint('big', editing.cap?.big)}
          {error('big')}
        </div>
        {hasSmall ? (
          <div className={styles.field}>
            <label htmlFor="pay-rate-small">{t('columns.small')}</label>
            <input id="pay-rate-small" inputMode="decimal" autoComplete="off" maxLength={13} value={small} onChange={(event) => setSmall(event.target.value)} {...fieldProps('small')} />
            {hint('small', editing.cap?.small)}
            {error('small')}
          </div>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {t('form.save')}
        </button>
        <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={onCancel}>
          {t('form.cancel')}
        </button>
        {busy ? <Spinner inline label={t('form.saving')} /> : null}
      </div>
    </form>
  );
}
