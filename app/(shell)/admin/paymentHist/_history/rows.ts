// Payment History's rows as the report table shows them: the local date and time, a description
// (a settlement names its draw date; a payment its type and remark), the amount and the running
// balance. Pure; the page passes its translations in.
import type { Movement } from '@/lib/contract/payments';
import { drawDateText, localDateTime } from '@/lib/domain/tickets';

type Translate = (key: string, values?: Record<string, string>) => string;

export interface HistoryRow {
  [field: string]: string | number | null;
  At: string;
  Date: string;
  Description: string;
  Amount: string;
  Balance: string;
  CreatedBy: string;
  /** Payments only: what Void sends. */
  PaymentId: number | null;
}

export function movementRow(move: Movement, t: Translate): HistoryRow {
  const description =
    move.Kind === 'SETTLEMENT'
      ? t('settlement', { date: move.DrawDate ? drawDateText(move.DrawDate) : '' })
      : [t(`types.${move.Type ?? 'PAYMENT'}`), move.Remark].filter(Boolean).join(' - ');
  return {
    At: move.Date,
    Date: localDateTime(move.Date),
    Description: description,
    Amount: move.Amount,
    Balance: move.Balance,
    CreatedBy: move.CreatedBy ?? '',
    PaymentId: move.PaymentId,
  };
}
