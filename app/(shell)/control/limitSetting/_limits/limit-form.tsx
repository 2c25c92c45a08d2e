'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { TotoLimitRow } from '@/lib/contract/limits';
import { TOTO_LIMIT_TYPES, type TotoLimitType } from '@/lib/domain/toto-limits';
import { ApiError } from '@/lib/http/api-error';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

export const LIMIT_URL = '/api/v1/limit';
const NUMBER = /^(0?[1-9]|[1-4]\d)$/;
const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

type Field = 'number' | 'amount';
/** The platform's field names, as its 400s and 409s name them. */
const FIELD_OF: Record<string, Field> = { Number: 'number', Amount: 'amount' };

export interface LimitFormProps {
  /** The limit being edited, or null to create one. */
  editing: TotoLimitRow | null;
  onDone: () => void;
  onOutcome: (outcome: Outcome | null) => void;
}

/**
 * Create a limit (number, bet type, amount) or edit one. What was typed stays on a refusal; the
 * platform's refusal of a field (a number with a limit of that type already) shows under it.
 */
export function LimitForm({ editing, onDone, onOutcome }: LimitFormProps) {
  const t = useTranslations('limitSetting');
  const tApp = useTranslations('app');
  const form = useRef<HTMLFormElement>(null);
  const [number, setNumber] = useState(editing?.Number ?? '');
  const [betType, setBetType] = useState<TotoLimitType>(editing?.BetType ?? 'ALL');
  const [amount, setAmount] = useState(editing?.Amount ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const focus = (field: Field) => form.current?.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found: Partial<Record<Field, string>> = {
      number: NUMBER.test(number.trim()) ? undefined : t('numberInvalid'),
      amount: AMOUNT.test(amount.trim()) ? undefined : t('amountInvalid'),
    };
    setErrors(found);
    const first = (['number', 'amount'] as const).find((field) => found[field]);
    if (first) return focus(first);
    setBusy(true);
    onOutcome(null);
    try {
      const body = { Number: number.trim().padStart(2, '0'), BetType: betType, Amount: amount.trim(), ...(editing ? { LimitId: editing.LimitId } : {}) };
      const saved = await requestJson<{ Limit: TotoLimitRow }>(LIMIT_URL, { method: editing ? 'PUT' : 'POST', json: body });
      onOutcome({ kind: 'success', text: t(editing ? 'updated' : 'created', { number: saved.Limit.Number }) });
      onDone();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      const field = error instanceof ApiError && error.body.field ? FIELD_OF[error.body.field] : undefined;
      if (text !== null && field) {
        const duplicate = error instanceof ApiError && error.status === 409;
        setErrors({ [field]: duplicate ? t('duplicate', { number: number.trim().padStart(2, '0') }) : text });
        focus(field);
      } else if (text !== null) onOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  }

  const fieldProps = (field: Field) => ({
    'data-field': field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `limit-${field}-error` : `limit-${field}-hint`,
  });
  const error = (field: Field) =>
    errors[field] ? (
      <small id={`limit-${field}-error`} className={styles.error}>
        {errors[field]}
      </small>
    ) : null;
  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby="limit-heading">
      <h2 id="limit-heading" className={styles.heading}>
        {editing ? t('editTitle', { number: editing.Number }) : t('formTitle')}
      </h2>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="limit-number">{t('number')}</label>
          <input id="limit-number" inputMode="numeric" autoComplete="off" maxLength={2} value={number} onChange={(event) => setNumber(event.target.value)} {...fieldProps('number')} />
          <small id="limit-number-hint" className={styles.hint}>
            {t('numberHint')}
          </small>
          {error('number')}
        </div>
        <div className={styles.field}>
          <label htmlFor="limit-bet-type">{t('betType')}</label>
          <select id="limit-bet-type" value={betType} onChange={(event) => setBetType(event.target.value as TotoLimitType)}>
            {TOTO_LIMIT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="limit-amount">{t('amount')}</label>
          <input id="limit-amount" inputMode="decimal" autoComplete="off" maxLength={13} value={amount} onChange={(event) => setAmount(event.target.value)} {...fieldProps('amount')} />
          <small id="limit-amount-hint" className={styles.hint}>
            {t('amountHint')}
          </small>
          {error('amount')}
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {editing ? t('save') : t('add')}
        </button>
        {editing ? (
          <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={onDone}>
            {t('cancel')}
          </button>
        ) : null}
        {busy ? <Spinner inline label={t('saving')} /> : null}
      </div>
    </form>
  );
}
