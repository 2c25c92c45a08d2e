// Share claims on the pages (/report/shareClaim, /control/shareClaim): the checks of the claim forms
// (a MANUAL claim, a change of amount, a collection) as the platform applies them
// (lib/contract/share-claims.ts), the totals of a list of claims in exact cents, and a report's claims
// split both ways. Pure and free of the schema library, so client forms and jest share it.
import { moneyToCents, sumMoney } from './bet-expansion';
import { amountInput, amountInputProblem, type AmountProblem } from './money';

/** The contract's MAX_PAYMENT: the largest claim or claim-back. */
export const MAX_CLAIM_AMOUNT = '1000000000.00';
/** The contract's MAX_REMARK. */
export const MAX_CLAIM_REMARK = 200;
/** The contract's MAX_CLAIM_BACKS_PER_CALL: lines of one import. */
export const MAX_IMPORT_LINES = 500;

const CONTROL = /[\u0000-\u001f\u007f]/;

export type ClaimAmountProblem = AmountProblem;
export type CollectProblem = ClaimAmountProblem | 'overOutstanding';
export type ChangeProblem = ClaimAmountProblem | 'belowCollected';
export type RemarkProblem = 'tooLong' | 'control';

/** The typed amount as the platform takes it: trimmed, thousands separators dropped. */
export const claimAmountText = amountInput;

/** A claim or claim-back amount: positive, at most 2 decimals, at most MAX_CLAIM_AMOUNT. */
export function claimAmountProblem(text: string): ClaimAmountProblem | null {
  return amountInputProblem(text, { signed: false, maxCents: moneyToCents(MAX_CLAIM_AMOUNT) });
}

/** A collection: a good amount that fits in what is outstanding (money text). */
export function collectProblem(text: string, outstanding: string): CollectProblem | null {
  const problem = claimAmountProblem(text);
  if (problem) return problem;
  return moneyToCents(claimAmountText(text)) > moneyToCents(outstanding) ? 'overOutstanding' : null;
}

/** A new amount for a claim: a good amount, never below what was collected on it (money text). */
export function changeProblem(text: string, collected: string): ChangeProblem | null {
  const problem = claimAmountProblem(text);
  if (problem) return problem;
  return moneyToCents(claimAmountText(text)) < moneyToCents(collected) ? 'belowCollected' : null;
}

/** A remark: one line of at most MAX_CLAIM_REMARK characters once trimmed. */
export function claimRemarkProblem(text: string): RemarkProblem | null {
  if (CONTROL.test(text)) return 'control';
  return text.trim().length > MAX_CLAIM_REMARK ? 'tooLong' : null;
}

export interface ManualClaimFields {
  drawId: number | null;
  userId: string | null;
  amount: string;
  remark: string;
}
export type ManualClaimField = 'draw' | 'user' | 'amount' | 'remark';
export type ManualClaimProblems = Partial<{ draw: 'required'; user: 'required'; amount: ClaimAmountProblem; remark: RemarkProblem }>;
/** The fields of the MANUAL claim form in the order they show (the first invalid one takes the focus). */
export const MANUAL_CLAIM_FIELDS: readonly ManualClaimField[] = ['draw', 'user', 'amount', 'remark'];

/** Every problem of the MANUAL claim form, by field (empty: it may be sent). */
export function manualClaimProblems(fields: ManualClaimFields): ManualClaimProblems {
  const problems: ManualClaimProblems = {};
  if (fields.drawId === null) problems.draw = 'required';
  if (!fields.userId?.trim()) problems.user = 'required';
  const amount = claimAmountProblem(fields.amount);
  if (amount) problems.amount = amount;
  const remark = claimRemarkProblem(fields.remark);
  if (remark) problems.remark = remark;
  return problems;
}

/** The first field of `order` with a problem, or null. */
export function firstProblemField<F extends string>(problems: Partial<Record<F, unknown>>, order: readonly F[]): F | null {
  return order.find((field) => problems[field] !== undefined) ?? null;
}

// ---- Lists ---------------------------------------------------------------------------------------

/** The money figures of a claim, in the order the tables show them. */
export const CLAIM_FIGURES = ['GroupStrike', 'GroupWinLoss', 'OwnShare', 'Amount', 'Collected', 'Outstanding'] as const;
export type ClaimFigure = (typeof CLAIM_FIGURES)[number];
export type ClaimFigures = Record<ClaimFigure, string>;

/** The sums of money columns over rows, exact (integer cents), as money text. */
export function moneyTotals<K extends string>(rows: readonly Readonly<Record<K, string>>[], keys: readonly K[]): Record<K, string> {
  const totals = {} as Record<K, string>;
  for (const key of keys) totals[key] = sumMoney(rows.map((row) => row[key]));
  return totals;
}

/** The totals line of a list of claims: every money figure summed. */
export function claimTotals(claims: readonly ClaimFigures[]): ClaimFigures {
  return moneyTotals(claims, CLAIM_FIGURES);
}

/** A report's claims both ways: those V made (ClaimedBy V) and those made on V (UserId V). */
export function claimsBothWays<T extends { UserId: string; ClaimedBy: string }>(claims: readonly T[], userId: string): { byUser: T[]; onUser: T[] } {
  const id = userId.toLowerCase();
  return {
    byUser: claims.filter((claim) => claim.ClaimedBy.toLowerCase() === id),
    onUser: claims.filter((claim) => claim.UserId.toLowerCase() === id),
  };
}

/** A claim the caller may collect on: it changes it, and something is outstanding. */
export function collectable(claim: { Editable: boolean; Outstanding: string }): boolean {
  return claim.Editable && moneyToCents(claim.Outstanding) > 0n;
}

/** A claim the caller may delete: it changes it, and nothing live was collected on it (else the platform's 409). */
export function deletable(claim: { Editable: boolean; Collected: string }): boolean {
  return claim.Editable && moneyToCents(claim.Collected) === 0n;
}
