// Strikes: what one bet wins from a draw's result (the settlement model, docs/domain.md).
// Pure, used by the platform's settlement; money is integer cents (BigInt), rates are prizes per $1
// with at most 2 decimals, and each win is rounded half away from zero to cents once.
//
// 4D: a bet is paid for EVERY result row it matches (the same number as 1st and 2nd is paid twice).
// Ordinary pays Big on all 23 prizes and Small on 1st-3rd; a roll is 10 ordinary bets and a k-bet the
// full stake on every ordering, so each pays like an ordinary bet on the number that matched; an
// i-bet pays from the iBet/mBox table of its permutation class. Toto: an entry is expanded to its
// 6-number combinations and each one falls in a prize group (or none).

import { centsToMoney, moneyToCents, orderings } from './bet-expansion';
import { permutationClass, type FourDPrize, type IBetPermClass, type PrizeTable, type TotoGroup } from './pay-tables';

export type FourDBetKind = 'ORDINARY' | 'ROLL' | 'IBET' | 'KBET';

/** A 4D bet as stored: kind, number ('1234', a roll '12R4') and stakes as money text. */
export interface FourDStakedBet {
  kind: FourDBetKind;
  number: string;
  big: string;
  small: string;
}

/** One winning number of a 4D result (a number may appear in several rows). */
export interface FourDResultRow {
  prize: FourDPrize;
  position: number;
  number: string;
}

/** The prize tables a member is paid from: one per 4D kind, i-bets by permutation class. */
export interface FourDRates {
  ORDINARY: PrizeTable;
  ROLL: PrizeTable;
  KBET: PrizeTable;
  IBET: Readonly<Record<IBetPermClass, PrizeTable>>;
}

/** One strike row: what a bet won on one prize (4D) or one Toto group. Money in cents. */
export interface Strike {
  /** FIRST ... CONSOLATION, or GROUP1 ... GROUP7. */
  prize: string;
  position: number;
  /** 4D: the ordering that matched (the result's number); Toto: the result ('01 02 03 04 05 06 +07'). */
  number: string;
  lines: number;
  /** Prize per $1 on Big and Small (Toto: on the amount, in bigRate), as money text. */
  bigRate: string;
  smallRate: string;
  bigWin: bigint;
  smallWin: bigint;
  amountWin: bigint;
  total: bigint;
}

/** n / d rounded half away from zero (d > 0): the one rounding rule of settlement. */
export function divRound(n: bigint, d: bigint): bigint {
  if (d <= 0n) throw new RangeError('divRound needs a positive divisor');
  const quotient = n / d;
  const remainder = n % d;
  const twice = 2n * (remainder < 0n ? -remainder : remainder);
  if (twice < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** A prize per $1 (a number with at most 2 decimals, e.g. from a numeric column) as hundredths. */
export function rateCents(rate: number | string): bigint {
  const value = typeof rate === 'number' ? rate : Number(rate);
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`Not a prize rate: ${rate}`);
  return BigInt(Math.round(value * 100));
}

/** Stake (cents) x rate (hundredths), in cents, rounded once. */
const win = (stake: bigint, rate: bigint): bigint => divRound(stake * rate, 100n);

/** Sorted digits of a number, remembered: settlement compares many bets with the same 23 numbers. */
const digitKeys = new Map<string, string>();
function digitKey(num: string): string {
  let key = digitKeys.get(num);
  if (key === undefined) {
    key = [...num].sort().join('');
    if (digitKeys.size < 100_000) digitKeys.set(num, key);
  }
  return key;
}

/** Whether two 4-digit numbers hold the same digits (one is an ordering of the other). */
export function sameDigits(a: string, b: string): boolean {
  return a.length === b.length && digitKey(a) === digitKey(b);
}

/** Whether a roll number ('12R4') covers a 4-digit number ('1234'). */
export function rollCovers(roll: string, num: string): boolean {
  if (roll.length !== 4 || num.length !== 4) return false;
  for (let i = 0; i < 4; i += 1) if (roll[i] !== 'R' && roll[i] !== num[i]) return false;
  return true;
}

/** The roll numbers covering a 4-digit number: R in each position ('1234' -> R234, 1R34, 12R4, 123R). */
export function rollPatterns(num: string): string[] {
  return [0, 1, 2, 3].map((i) => `${num.slice(0, i)}R${num.slice(i + 1)}`);
}

/** The bet numbers that can win on these result numbers, by the kinds they can win as (each sorted, distinct). */
export interface StrikeCandidates {
  /** ORDINARY: the result numbers themselves. */
  ordinary: string[];
  /** ROLL: the four roll patterns of each result number. */
  roll: string[];
  /** IBET and KBET: every ordering of each result number. */
  ordering: string[];
}

/** Which stored bet numbers to look up (by the draw+number index) for a 4D result. */
export function strikeCandidates(resultNumbers: readonly string[]): StrikeCandidates {
  const sorted = (items: Iterable<string>) => [...new Set(items)].sort();
  return {
    ordinary: sorted(resultNumbers),
    roll: sorted(resultNumbers.flatMap(rollPatterns)),
    ordering: sorted(resultNumbers.flatMap((num) => orderings(num))),
  };
}

function fourDStrike(bet: FourDStakedBet, row: FourDResultRow, table: PrizeTable): Strike | null {
  const rate = table[row.prize];
  const bigRate = rateCents(rate.big);
  const smallRate = rate.small === null ? 0n : rateCents(rate.small);
  const bigWin = win(moneyToCents(bet.big), bigRate);
  const smallWin = win(moneyToCents(bet.small), smallRate);
  const total = bigWin + smallWin;
  if (total === 0n) return null;
  return {
    prize: row.prize,
    position: row.position,
    number: row.number,
    lines: 1,
    bigRate: centsToMoney(bigRate),
    smallRate: centsToMoney(smallRate),
    bigWin,
    smallWin,
    amountWin: 0n,
    total,
  };
}

/** Whether the bet covers the result number, and the prize table it is paid from then. */
function tableFor(bet: FourDStakedBet, num: string, rates: FourDRates): PrizeTable | null {
  switch (bet.kind) {
    case 'ORDINARY':
      return bet.number === num ? rates.ORDINARY : null;
    case 'ROLL':
      return rollCovers(bet.number, num) ? rates.ROLL : null;
    case 'KBET':
      return sameDigits(bet.number, num) ? rates.KBET : null;
    case 'IBET': {
      if (!sameDigits(bet.number, num)) return null;
      // Four alike has one ordering and no iBet row: it is paid as the ordinary bet it amounts to.
      const perm = permutationClass(bet.number);
      return perm === 1 ? rates.ORDINARY : rates.IBET[perm];
    }
  }
}

/**
 * Every strike of a 4D bet: one row per result row it matches (prize and position of that row), none
 * for a near miss or a prize whose rate gives nothing (Small on a starter, a zero stake).
 */
export function fourDStrikes(bet: FourDStakedBet, result: readonly FourDResultRow[], rates: FourDRates): Strike[] {
  const strikes: Strike[] = [];
  for (const row of result) {
    const table = tableFor(bet, row.number, rates);
    const strike = table && fourDStrike(bet, row, table);
    if (strike) strikes.push(strike);
  }
  return strikes;
}

/** A Toto entry as stored: ascending two-digit numbers joined by spaces, roll flag, amount per combination. */
export interface TotoStakedBet {
  number: string;
  roll: boolean;
  amount: string;
}

export interface TotoResult {
  winning: readonly string[];
  additional: string;
}

/** Prize per $1 of each group: 1-4 the draw's dividends, 5-7 the fixed prizes (or their pay rates). */
export type TotoPrizes = Readonly<Record<TotoGroup, number | string>>;

/** The group of k winning numbers plus (or not) the additional; null below 3 winning numbers. */
function groupOf(matched: number, additional: boolean): TotoGroup | null {
  if (matched === 6) return 1;
  if (matched === 5) return additional ? 2 : 3;
  if (matched === 4) return additional ? 4 : 5;
  if (matched === 3) return additional ? 6 : 7;
  return null;
}

/** The prize group of one 6-number combination (1 = all six ... 7 = three), or null. */
export function totoGroup(combination: readonly string[], winning: readonly string[], additional: string): TotoGroup | null {
  const matched = combination.filter((n) => winning.includes(n)).length;
  return groupOf(matched, combination.includes(additional));
}

function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

const TOTO_HIGHEST = 49;

/**
 * How many of an entry's combinations fall in each group, counted without expanding it: a system
 * entry of n numbers holding w winning numbers and a (0/1) additional has C(w,k) C(a,j) C(n-w-a,6-k-j)
 * combinations of k winning numbers and j additional; a roll (5 numbers plus each other number) has
 * its 44 combinations split by what the sixth number is.
 */
export function totoGroupLines(numbers: readonly string[], roll: boolean, result: TotoResult): Map<TotoGroup, number> {
  const w = numbers.filter((n) => result.winning.includes(n)).length;
  const a = numbers.includes(result.additional) ? 1 : 0;
  const counts = new Map<TotoGroup, number>();
  const add = (matched: number, withAdditional: boolean, lines: number) => {
    const group = groupOf(matched, withAdditional);
    if (group !== null && lines > 0) counts.set(group, (counts.get(group) ?? 0) + lines);
  };
  if (roll) {
    const winningOutside = result.winning.length - w;
    const additionalOutside = 1 - a;
    add(w + 1, a === 1, winningOutside);
    add(w, true, additionalOutside);
    add(w, a === 1, TOTO_HIGHEST - numbers.length - winningOutside - additionalOutside);
    return counts;
  }
  const others = numbers.length - w - a;
  for (let k = 0; k <= 6; k += 1) {
    for (let j = 0; j <= a; j += 1) add(k, j === 1, binomial(w, k) * binomial(others, 6 - k - j));
  }
  return counts;
}

/** The result as one strike number: the winning numbers and '+' the additional. */
export const totoResultText = (result: TotoResult): string => `${[...result.winning].sort().join(' ')} +${result.additional}`;

/** Every strike of a Toto entry: one row per group it reaches, `lines` its combinations in that group. */
export function totoStrikes(bet: TotoStakedBet, result: TotoResult, prizes: TotoPrizes): Strike[] {
  const numbers = bet.number.split(' ');
  const amount = moneyToCents(bet.amount);
  const lines = totoGroupLines(numbers, bet.roll, result);
  const strikes: Strike[] = [];
  for (const group of [...lines.keys()].sort()) {
    const count = lines.get(group) ?? 0;
    const rate = rateCents(prizes[group]);
    const amountWin = win(amount * BigInt(count), rate);
    if (amountWin === 0n) continue;
    strikes.push({
      prize: `GROUP${group}`,
      position: 1,
      number: totoResultText(result),
      lines: count,
      bigRate: centsToMoney(rate),
      smallRate: '0.00',
      bigWin: 0n,
      smallWin: 0n,
      amountWin,
      total: amountWin,
    });
  }
  return strikes;
}
