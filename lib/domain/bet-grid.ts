// The place-bets grid: what a row of the form means, checked before it is sent. Pure, used by
// the grid in the browser (live cost and per-field problems). Its number shapes, costs and MAX_STAKE are
// the ones lib/contract/bets.ts checks on the platform (bet-expansion, bet-text), so both refuse alike.
import { betCost, fourDShapeProblem, moneyToCents, sumMoney, totoCost, totoShapeProblem, type BetKind } from './bet-expansion';
import { MAX_STAKE } from './bet-text';
import { toMoney } from './money';

export type FourDWireKind = 'ORDINARY' | 'ROLL' | 'IBET' | 'KBET';
export const WIRE_KIND: Readonly<Record<BetKind, FourDWireKind>> = { ordinary: 'ORDINARY', roll: 'ROLL', ibet: 'IBET', kbet: 'KBET' };

/** What one grid row holds, as typed. */
export interface FourDRowInput {
  number: string;
  big: string;
  small: string;
  kind: BetKind;
}

export interface TotoRowInput {
  /** Two-digit numbers, separated by spaces, commas or nothing ("01 02 03 04 05 06", "010203040506"). */
  numbers: string;
  roll: boolean;
  amount: string;
}

/** A problem of one field of a row; the code names a `placeBets.problem.*` message. */
export type RowProblemCode =
  | 'numberRequired'
  | 'numberInvalid'
  | 'rollNeedsWildcard'
  | 'wildcardNeedsRoll'
  | 'singleOrdering'
  | 'stakeInvalid'
  | 'stakeDecimals'
  | 'smallNotWhole'
  | 'stakeTooLarge'
  | 'stakeRequired'
  | 'totoNumbersInvalid'
  | 'totoNumberOutOfRange'
  | 'totoDuplicate'
  | 'totoCount'
  | 'totoRollCount'
  | 'amountRequired';

export interface RowProblem {
  field: 'number' | 'big' | 'small' | 'kind' | 'numbers' | 'amount';
  code: RowProblemCode;
}

export interface FourDWireBet {
  Number: string;
  Big: string;
  Small: string;
  Kind: FourDWireKind;
}

export interface TotoWireBet {
  Numbers: string[];
  Roll: boolean;
  Amount: string;
  Kind: 'TT';
}

/** A row's verdict: blank (left out), its problems, or the bet it sends and what it costs. */
export type RowCheck<B> = { kind: 'blank' } | { kind: 'invalid'; problems: RowProblem[] } | { kind: 'bet'; bet: B; cost: string };

/** A typed stake: digits with at most 2 decimals (more decimals are their own problem). */
const DECIMAL = /^\d{1,7}(?:\.\d+)?$|^\.\d+$/;
const MAX_STAKE_CENTS = BigInt(MAX_STAKE) * 100n;

/** A typed stake as money text, or the problem with it; blank is 0. */
function stakeOf(text: string, whole: boolean): { money: string } | { problem: RowProblemCode } {
  const value = text.trim();
  if (value === '') return { money: '0.00' };
  if (!DECIMAL.test(value)) return { problem: 'stakeInvalid' };
  const decimals = value.split('.')[1] ?? '';
  if (decimals.length > 2) return { problem: 'stakeDecimals' };
  const money = toMoney(value.startsWith('.') ? `0${value}` : value);
  const cents = moneyToCents(money);
  if (whole && cents % 100n !== 0n) return { problem: 'smallNotWhole' };
  if (cents > MAX_STAKE_CENTS) return { problem: 'stakeTooLarge' };
  return { money };
}

/** One 4D row: the number, Big (cents), Small (whole dollars) and the kind. */
export function checkFourDRow(row: FourDRowInput): RowCheck<FourDWireBet> {
  const number = row.number.trim().toUpperCase();
  if (number === '' && row.big.trim() === '' && row.small.trim() === '') return { kind: 'blank' };
  const problems: RowProblem[] = [];
  if (number === '') problems.push({ field: 'number', code: 'numberRequired' });
  else {
    const shape = fourDShapeProblem(number, row.kind);
    if (shape) problems.push({ field: shape === 'singleOrdering' ? 'kind' : 'number', code: shape });
  }
  const big = stakeOf(row.big, false);
  const small = stakeOf(row.small, true);
  if ('problem' in big) problems.push({ field: 'big', code: big.problem });
  if ('problem' in small) problems.push({ field: 'small', code: small.problem });
  if ('money' in big && 'money' in small && big.money === '0.00' && small.money === '0.00') {
    problems.push({ field: 'big', code: 'stakeRequired' });
  }
  if (problems.length > 0 || !('money' in big) || !('money' in small)) return { kind: 'invalid', problems };
  const bet: FourDWireBet = { Number: number, Big: big.money, Small: small.money, Kind: WIRE_KIND[row.kind] };
  return { kind: 'bet', bet, cost: betCost({ number, big: big.money, small: small.money, kind: row.kind }) };
}

/** The two-digit numbers of a typed Toto entry, or null when they are not pairs of digits. */
export function totoNumbersOf(text: string): string[] | null {
  const parts = text.trim().split(/[\s,;]+/).filter(Boolean);
  const numbers: string[] = [];
  for (const part of parts) {
    if (/^\d{1,2}$/.test(part)) numbers.push(part.padStart(2, '0'));
    else if (/^\d+$/.test(part) && part.length % 2 === 0) numbers.push(...(part.match(/\d{2}/g) ?? []));
    else return null;
  }
  return numbers;
}

/** One Toto row: 6 to 12 numbers (or 5 with roll) from 01 to 49, all different, and the amount per combination. */
export function checkTotoRow(row: TotoRowInput): RowCheck<TotoWireBet> {
  if (row.numbers.trim() === '' && row.amount.trim() === '') return { kind: 'blank' };
  const problems: RowProblem[] = [];
  const numbers = totoNumbersOf(row.numbers);
  if (numbers === null) problems.push({ field: 'numbers', code: 'totoNumbersInvalid' });
  else {
    const shape = totoShapeProblem(numbers, row.roll);
    if (shape) problems.push({ field: 'numbers', code: shape });
  }
  const amount = stakeOf(row.amount, false);
  if ('problem' in amount) problems.push({ field: 'amount', code: amount.problem });
  else if (amount.money === '0.00') problems.push({ field: 'amount', code: 'amountRequired' });
  if (problems.length > 0 || numbers === null || !('money' in amount)) return { kind: 'invalid', problems };
  const sorted = [...numbers].sort();
  return { kind: 'bet', bet: { Numbers: sorted, Roll: row.roll, Amount: amount.money, Kind: 'TT' }, cost: totoCost(sorted, row.roll, amount.money) };
}

export interface GridTicket<B> {
  /** The bets of the rows that hold one, in row order. */
  bets: B[];
  /** Problems by row index (rows without problems are absent). */
  problems: ReadonlyMap<number, RowProblem[]>;
  /** Sum of the costs of the valid rows. */
  total: string;
}

/** Every row checked: what the ticket would hold and cost, and what stops it. */
export function gridTicket<R, B>(rows: readonly R[], check: (row: R) => RowCheck<B>): GridTicket<B> {
  const bets: B[] = [];
  const costs: string[] = [];
  const problems = new Map<number, RowProblem[]>();
  rows.forEach((row, index) => {
    const verdict = check(row);
    if (verdict.kind === 'bet') {
      bets.push(verdict.bet);
      costs.push(verdict.cost);
    } else if (verdict.kind === 'invalid') problems.set(index, verdict.problems);
  });
  return { bets, problems, total: sumMoney(costs) };
}

/** Whether CreditLeft covers a cost (both money text). */
export function creditCovers(creditLeft: string, cost: string): boolean {
  return moneyToCents(cost) <= moneyToCents(toMoney(creditLeft));
}
