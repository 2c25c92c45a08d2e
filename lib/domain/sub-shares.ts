// Sub shares and group expenses (docs/decisions/sub-shares.md): the pure money rules the group report
// and the Sub Share page share. A sub share passes Percent of a holder's own share part to a named
// partner; each partner's part is rounded to the cent once per group row; a group's Net is what the
// group earned the holder (Amount) less the partners' parts and the group's expenses.
import { centsToMoney, moneyToCents } from './bet-expansion';

/** Percent as sent: 0.01 to 100.00, at most 2 decimals. */
export const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
/** The most a holder's sub shares may add up to, in hundredths of a percent (100.00 %). */
export const FULL_PERCENT_BASIS = 10_000n;
export const MAX_PARTNER = 40;

/** Percent text ('12.5') as hundredths of a percent (1250n), or null when it is not 0.01 to 100.00. */
export function percentBasis(text: string): bigint | null {
  const value = text.trim();
  if (!PERCENT_PATTERN.test(value)) return null;
  const [whole, fraction = ''] = value.split('.');
  const basis = BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return basis > 0n && basis <= FULL_PERCENT_BASIS ? basis : null;
}

/** Hundredths of a percent as text with 2 decimals (1250n -> '12.50'). */
export function percentText(basis: bigint): string {
  return `${basis / 100n}.${String(basis % 100n).padStart(2, '0')}`;
}

/** cents x basis / 10000, rounded half away from zero. */
function partCents(cents: bigint, basis: bigint): bigint {
  const product = cents * basis;
  const sign = product < 0n ? -1n : 1n;
  const magnitude = product < 0n ? -product : product;
  return sign * ((magnitude + FULL_PERCENT_BASIS / 2n) / FULL_PERCENT_BASIS);
}

/** The partners' part of a share: each partner's percent of it rounded once, then added (a loss is shared too: negative). */
export function subSharePart(ownShare: string, percents: readonly string[]): string {
  const cents = moneyToCents(ownShare);
  let total = 0n;
  for (const percent of percents) {
    const basis = percentBasis(percent);
    if (basis !== null) total += partCents(cents, basis);
  }
  return centsToMoney(total);
}

/** What a group leaves the holder: Amount - SubShare - Expense. */
export function groupNet(amount: string, subShare: string, expense: string): string {
  return centsToMoney(moneyToCents(amount) - moneyToCents(subShare) - moneyToCents(expense));
}

/** Whether adding `percent` to a holder's other sub shares stays within 100.00 %. */
export function fitsFullShare(others: readonly string[], percent: string): boolean {
  const basis = percentBasis(percent);
  if (basis === null) return false;
  const used = others.reduce((sum, other) => sum + (percentBasis(other) ?? 0n), 0n);
  return used + basis <= FULL_PERCENT_BASIS;
}

// ---- The Sub Share form -----------------------------------------------------------------------------

export type SubShareField = 'user' | 'partner' | 'percent';
export const SUB_SHARE_FIELDS: readonly SubShareField[] = ['user', 'partner', 'percent'];
export type SubShareProblems = Partial<Record<SubShareField, 'required' | 'tooLong' | 'format'>>;

/** Every problem of the Sub Share form, by field (empty: it may be sent). */
export function subShareProblems(fields: { userId: string | null; partner: string; percent: string }): SubShareProblems {
  const problems: SubShareProblems = {};
  if (!fields.userId?.trim()) problems.user = 'required';
  const partner = fields.partner.trim();
  if (partner === '') problems.partner = 'required';
  else if (partner.length > MAX_PARTNER || /[\u0000-\u001f\u007f]/.test(partner)) problems.partner = 'tooLong';
  if (fields.percent.trim() === '') problems.percent = 'required';
  else if (percentBasis(fields.percent) === null) problems.percent = 'format';
  return problems;
}
