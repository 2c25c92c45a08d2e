// The batch entry's rows (insertStatements): their check before the call, the platform's refusal
// placed on its row, and each row's idempotency key (kept across retries, renewed on a change).
import { ApiError } from '@/lib/http/api-error';
import { amountProblem, type AmountProblem } from './amount';

export interface BatchRow {
  /** React's key and the field ids' suffix: stays with the row when another row goes. */
  id: number;
  userId: string;
  amount: string;
  type: string;
  remark: string;
  /** The payment's idempotency key, '' until the first submit (and again after a change). */
  key: string;
}

export type BatchField = 'user' | 'amount' | 'row';
/** A row's problems: field-level when known (a translated text, or a problem code for the amount). */
export type RowErrors = Partial<Record<BatchField, string>>;

export interface RowCheck {
  user?: 'required';
  amount?: AmountProblem;
}

let nextId = 1;
export function emptyRow(type: string): BatchRow {
  nextId += 1;
  return { id: nextId, userId: '', amount: '', type, remark: '', key: '' };
}

/** Each row's problems before the call: a user and a valid amount (a user may have several rows). */
export function checkRows(rows: readonly BatchRow[]): RowCheck[] {
  return rows.map((row) => {
    const check: RowCheck = {};
    if (!row.userId) check.user = 'required';
    const problem = amountProblem(row.amount);
    if (problem) check.amount = problem;
    return check;
  });
}

/**
 * Which row the platform's refusal is about: a field `Items.<n>.<Field>` names it; else the first row
 * whose user the message names (a user out of reach); else none (-1).
 */
export function refusedRow(error: unknown, rows: readonly BatchRow[]): { index: number; field: BatchField } {
  if (!(error instanceof ApiError)) return { index: -1, field: 'row' };
  const match = /^Items\.(\d+)\.(\w+)/.exec(error.body.field ?? '');
  if (match) {
    const field = match[2] === 'Amount' ? 'amount' : match[2] === 'UserId' ? 'user' : 'row';
    return { index: Number(match[1]), field };
  }
  const text = error.displayText ?? '';
  const index = rows.findIndex((row) => row.userId !== '' && new RegExp(`\\b${row.userId.replace(/[^\w]/g, '')}\\b`).test(text));
  return { index, field: 'user' };
}
