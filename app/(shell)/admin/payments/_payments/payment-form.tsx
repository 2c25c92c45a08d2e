'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '@/lib/client/idempotency';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { formatDollars } from '@/lib/domain/money';
import { ApiError } from '@/lib/http/api-error';
import { amountProblem, amountText } from './amount';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

/** POST through the BFF's forwarder, which adds the bearer, the location's prefix and LocId. */
export const RECORD_URL = '/api/v1/insertStatement2';

export interface PayableUser {
  UserId: string;
  UserName: string;
}

export interface RecordedPayment {
  PaymentId: number;
  UserId: string;
  Amount: string;
  AccBal: string;
  CreditLeft: string;
}

export interface PaymentFormProps {
  users: readonly PayableUser[];
  /** The recordable types (PAYMENT, ADJUSTMENT). */
  types: readonly string[];
  /** The user chosen from the table (Pay), or null. */
  userId: string | null;
  onUserChange: (userId: string | null) => void;
  onOutcome: (outcome: Outcome) => void;
  /** A payment was recorded: the page's figures are out of date. */
  onRecorded: (payment: RecordedPayment) => void;
}

type Field = 'user' | 'amount';

/**
 * Record payment: the user (one the caller records payments for), a signed Amount (positive: the
 * user paid in, its loss collected; negative: paid out to the user), the type and a remark. Checked
 * here first; the button stays disabled while the payment is in flight, so a double click records once.
 */
export function PaymentForm({ users, types, userId, onUserChange, onOutcome, onRecorded }: PaymentFormProps) {
  const t = useTranslations('adminMoney.payments');
  const tApp = useTranslations('app');
  const form = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState('');
  const [type, setType] = useState(types[0] ?? 'PAYMENT');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  // One key per payment, kept across retries (a lost answer sent again is recorded once), renewed once it is recorded.
  const key = useRef('');
  // Another payment (any field changed) is another key.
  useEffect(() => {
    key.current = '';
  }, [userId, amount, type, remark]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = amountProblem(amount);
    const found = { user: userId ? undefined : t('form.userRequired'), amount: problem ? t(`form.amount_${problem}`) : undefined };
    setErrors(found);
    const first = (['user', 'amount'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    key.current ||= newIdempotencyKey();
    try {
      const payment = await requestJson<RecordedPayment>(RECORD_URL, {
        method: 'POST',
        json: { UserId: userId, Amount: amountText(amount), Type: type, Remark: remark.trim(), IdempotencyKey: key.current },
      });
      key.current = '';
      onOutcome({ kind: 'success', text: t('form.recorded', { amount: formatDollars(payment.Amount), userId: payment.UserId, accBal: formatDollars(payment.AccBal), creditLeft: formatDollars(payment.CreditLeft) }) });
      setAmount('');
      setRemark('');
      onRecorded(payment);
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) onOutcome({ kind: 'error', text: error instanceof ApiError && error.body.field === 'Amount' ? t('form.refusedAmount', { reason: text }) : text });
    } finally {
      setBusy(false);
    }
  }

  if (users.length === 0) return <p className={styles.note}>{t('form.noUsers')}</p>;
  return (
    <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby="record-payment-heading">
      <h2 id="record-payment-heading" className={styles.heading}>
        {t('form.heading')}
      </h2>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="payment-user">{t('form.user')}</label>
          <select
            id="payment-user"
            data-field="user"
            value={userId ?? ''}
            aria-invalid={errors.user ? true : undefined}
            aria-describedby={errors.user ? 'payment-user-error' : undefined}
            onChange={(event) => {
              onUserChange(event.target.value || null);
              setErrors((current) => ({ ...current, user: undefined }));
            }}
          >
            <option value="">{t('form.choose')}</option>
            {users.map((user) => (
              <option key={user.UserId} value={user.UserId}>
                {`${user.UserId} - ${user.UserName}`}
              </option>
            ))}
          </select>
          {errors.user ? <small id="payment-user-error" className={styles.error}>{errors.user}</small> : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="payment-amount">{t('form.amount')}</label>
          <input
            id="payment-amount"
            data-field="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'payment-amount-hint payment-amount-error' : 'payment-amount-hint'}
            onChange={(event) => {
              setAmount(event.target.value);
              setErrors((current) => ({ ...current, amount: undefined }));
            }}
          />
          <small id="payment-amount-hint" className={styles.hint}>
            {t('form.amountHint')}
          </small>
          {errors.amount ? <small id="payment-amount-error" className={styles.error}>{errors.amount}</small> : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="payment-type">{t('form.type')}</label>
          <select id="payment-type" value={type} onChange={(event) => setType(event.target.value)}>
            {types.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor="payment-remark">{t('form.remark')}</label>
          <input id="payment-remark" maxLength={200} autoComplete="off" value={remark} onChange={(event) => setRemark(event.target.value)} />
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy}>
          {t('form.submit')}
        </button>
        {busy ? <Spinner inline label={t('form.recording')} /> : null}
      </div>
    </form>
  );
}
