'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { newIdempotencyKey } from '@/lib/client/idempotency';
import { formatDollars } from '@/lib/domain/money';
import { amountText } from './amount';
import { checkRows, emptyRow, refusedRow, type BatchRow, type RowErrors } from './batch-rows';
import type { Outcome } from '@/app/_components/form/outcome';
import type { PayableUser, RecordedPayment } from './payment-form';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

/** POST through the BFF's forwarder: every payment of the batch is recorded, or none. */
export const BATCH_URL = '/api/v1/insertStatements';
const MAX_ROWS = 20;

export interface BatchFormProps {
  users: readonly PayableUser[];
  types: readonly string[];
  onOutcome: (outcome: Outcome) => void;
  onRecorded: () => void;
}

/**
 * Several payments in one submit (insertStatements): rows are added and removed, each is checked
 * here first with its errors under its fields, and the platform records all of them or none. On a
 * refusal every row stays as typed and the row at fault says why.
 */
export function BatchForm({ users, types, onOutcome, onRecorded }: BatchFormProps) {
  const t = useTranslations('adminMoney.batch');
  const tForm = useTranslations('adminMoney.payments.form');
  const tTypes = useTranslations('adminMoney.payments.types');
  const tApp = useTranslations('app');
  const form = useRef<HTMLFormElement>(null);
  const firstType = types[0] ?? 'PAYMENT';
  const [rows, setRows] = useState<BatchRow[]>(() => [emptyRow(firstType), emptyRow(firstType)]);
  const [errors, setErrors] = useState<Record<number, RowErrors>>({});
  const [busy, setBusy] = useState(false);

  // A changed row is another payment: it gets a new key at the next submit.
  const edit = (id: number, change: Partial<BatchRow>, field?: 'user' | 'amount') => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change, key: '' } : row)));
    if (field) setErrors((current) => ({ ...current, [id]: { ...current[id], [field]: undefined, row: undefined } }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checks = checkRows(rows);
    const found: Record<number, RowErrors> = {};
    checks.forEach((check, index) => {
      const row = rows[index];
      if (!row || (!check.user && !check.amount)) return;
      found[row.id] = { user: check.user ? tForm('userRequired') : undefined, amount: check.amount ? tForm(`amount_${check.amount}`) : undefined };
    });
    setErrors(found);
    const first = rows.find((row) => found[row.id]);
    if (first) {
      const field = found[first.id]?.user ? 'user' : 'amount';
      form.current?.querySelector<HTMLElement>(`#batch-${field}-${first.id}`)?.focus();
      return;
    }
    const keyed = rows.map((row) => ({ ...row, key: row.key || newIdempotencyKey() }));
    setRows(keyed);
    setBusy(true);
    try {
      const answer = await requestJson<{ Items: RecordedPayment[] }>(BATCH_URL, {
        method: 'POST',
        json: { Items: keyed.map((row) => ({ UserId: row.userId, Amount: amountText(row.amount), Type: row.type, Remark: row.remark.trim(), IdempotencyKey: row.key })) },
      });
      const total = answer.Items.reduce((sum, item) => sum + Math.round(Number(item.Amount) * 100), 0);
      onOutcome({ kind: 'success', text: t('recorded', { count: answer.Items.length, total: formatDollars((total / 100).toFixed(2)) }) });
      setRows([emptyRow(firstType), emptyRow(firstType)]);
      onRecorded();
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text === null) return;
      const { index, field } = refusedRow(error, keyed);
      const row = keyed[index];
      if (row) {
        setErrors({ [row.id]: { [field]: text } });
        onOutcome({ kind: 'error', text: t('refusedRow', { row: index + 1, reason: text }) });
      } else onOutcome({ kind: 'error', text: t('refused', { reason: text }) });
    } finally {
      setBusy(false);
    }
  }

  if (users.length === 0) return null;
  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby="batch-heading">
      <h2 id="batch-heading" className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.note}>{t('intro')}</p>
      {rows.map((row, index) => {
        const rowErrors = errors[row.id] ?? {};
        const described = (field: 'user' | 'amount') => (rowErrors[field] ? `batch-${field}-${row.id}-error` : undefined);
        return (
          <fieldset key={row.id} className={`${styles.row} ${styles.batchRow}`} aria-describedby={rowErrors.row ? `batch-row-${row.id}-error` : undefined}>
            <legend>{t('row', { row: index + 1 })}</legend>
            <div className={styles.field}>
              <label htmlFor={`batch-user-${row.id}`}>{tForm('user')}</label>
              <select
                id={`batch-user-${row.id}`}
                value={row.userId}
                aria-invalid={rowErrors.user ? true : undefined}
                aria-describedby={described('user')}
                onChange={(event) => edit(row.id, { userId: event.target.value }, 'user')}
              >
                <option value="">{tForm('choose')}</option>
                {users.map((user) => (
                  <option key={user.UserId} value={user.UserId}>
                    {`${user.UserId} - ${user.UserName}`}
                  </option>
                ))}
              </select>
              {rowErrors.user ? <small id={`batch-user-${row.id}-error`} className={styles.error}>{rowErrors.user}</small> : null}
            </div>
            <div className={styles.field}>
              <label htmlFor={`batch-amount-${row.id}`}>{tForm('amount')}</label>
              <input
                id={`batch-amount-${row.id}`}
                inputMode="decimal"
                autoComplete="off"
                maxLength={16}
                value={row.amount}
                aria-invalid={rowErrors.amount ? true : undefined}
                aria-describedby={described('amount')}
                onChange={(event) => edit(row.id, { amount: event.target.value }, 'amount')}
              />
              {rowErrors.amount ? <small id={`batch-amount-${row.id}-error`} className={styles.error}>{rowErrors.amount}</small> : null}
            </div>
            <div className={styles.field}>
              <label htmlFor={`batch-type-${row.id}`}>{tForm('type')}</label>
              <select id={`batch-type-${row.id}`} value={row.type} onChange={(event) => edit(row.id, { type: event.target.value })}>
                {types.map((value) => (
                  <option key={value} value={value}>
                    {tTypes(value)}
                  </option>
                ))}
              </select>
            </div>
            <div className={`${styles.field} ${styles.wide}`}>
              <label htmlFor={`batch-remark-${row.id}`}>{tForm('remark')}</label>
              <input id={`batch-remark-${row.id}`} maxLength={200} autoComplete="off" value={row.remark} onChange={(event) => edit(row.id, { remark: event.target.value })} />
            </div>
            {rowErrors.row ? <small id={`batch-row-${row.id}-error`} className={styles.error}>{rowErrors.row}</small> : null}
            <div className={styles.actions}>
              <button
                type="button"
                className={buttons.secondaryButton}
                disabled={busy || rows.length === 1}
                aria-label={t('removeName', { row: index + 1 })}
                onClick={() => setRows((current) => current.filter((other) => other.id !== row.id))}
              >
                {t('remove')}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondaryButton} disabled={busy || rows.length >= MAX_ROWS} onClick={() => setRows((current) => [...current, emptyRow(firstType)])}>
          {t('add')}
        </button>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {t('submit', { count: rows.length })}
        </button>
        {busy ? <Spinner inline label={t('recording')} /> : null}
      </div>
    </form>
  );
}
