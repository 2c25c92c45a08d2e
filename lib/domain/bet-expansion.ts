// Bet expansion: which numbers a bet covers and what it costs (docs/domain.md).
// Pure, shared by the bet-text parser, the platform (bet taking, settlement) and the app.
// Money is text with 2 decimals ("1.50"); the arithmetic runs on integer cents (BigInt), never floats.
//
// House rule (docs/decisions/betting.md): an i-bet on a four-alike number (one ordering, e.g. 7777) has no row
// in the iBet table, so the bet-text parser refuses it. These functions stay total anyway: such a bet
// expands to the one number and is charged one stake.

import { permutationClass } from './pay-tables';

export type BetKind = 'ordinary' | 'roll' | 'ibet' | 'kbet';
export const BET_KINDS: readonly BetKind[] = ['ordinary', 'roll', 'ibet', 'kbet'];

/** The shapes of numbers, shared by the parser, the grid and the wire contract. */
export const FOUR_D_NUMBER = /^\d{4}$/;
/** A roll number: 4 characters, digits and exactly one R in place of a digit (R123, 1R23, 12R3, 123R). */
export const ROLL_NUMBER = /^(?=\d*R\d*$)[\dR]{4}$/;
/** A Toto number: two digits, 01 to 49. */
export const TOTO_NUMBER = /^(0[1-9]|[1-4]\d)$/;
const FOUR_DIGITS = FOUR_D_NUMBER;

function checkFourDigits(num: string): void {
  if (!FOUR_DIGITS.test(num)) throw new RangeError(`Not a 4-digit number: ${num}`);
}

/** Distinct orderings of a 4-digit number, ascending. '1123' -> 12 strings. */
export function orderings(num: string): string[] {
  checkFourDigits(num);
  const found = new Set<string>();
  const permute = (prefix: string, rest: string): void => {
    if (rest === '') {
      found.add(prefix);
      return;
    }
    for (let i = 0; i < rest.length; i += 1) permute(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  permute('', num);
  return [...found].sort();
}

/** A roll number has exactly one 'R' (upper case) in place of a digit: '12R4' -> ['1204','1214',...,'1294'] (10). Throws RangeError otherwise. */
export function expandRoll(num: string): string[] {
  if (!ROLL_NUMBER.test(num)) {
    throw new RangeError(`Not a roll number (4 characters, exactly one R): ${num}`);
  }
  return Array.from({ length: 10 }, (_, digit) => num.replace('R', String(digit)));
}

function checkKind(kind: BetKind): void {
  if (!BET_KINDS.includes(kind)) throw new RangeError(`Not a bet kind: ${String(kind)}`);
}

/** The 4-digit numbers a bet covers: ordinary [num]; roll expandRoll; ibet and kbet orderings(num). */
export function expandBet(num: string, kind: BetKind): string[] {
  checkKind(kind);
  if (kind === 'roll') return expandRoll(num);
  if (kind === 'ordinary') {
    checkFourDigits(num);
    return [num];
  }
  return orderings(num);
}

/** What makes a 4D number wrong for its kind: not a number at all, a roll without R, an R without roll, or one ordering only. */
export type FourDShapeProblem = 'numberInvalid' | 'rollNeedsWildcard' | 'wildcardNeedsRoll' | 'singleOrdering';

/** The one check of a 4D number against its kind (the wire contract and the place-bets grid use it). */
export function fourDShapeProblem(num: string, kind: BetKind): FourDShapeProblem | null {
  const roll = kind === 'roll';
  if (roll ? ROLL_NUMBER.test(num) : FOUR_D_NUMBER.test(num)) {
    return (kind === 'ibet' || kind === 'kbet') && permutationClass(num) === 1 ? 'singleOrdering' : null;
  }
  if (roll && FOUR_D_NUMBER.test(num)) return 'rollNeedsWildcard';
  if (!roll && ROLL_NUMBER.test(num)) return 'wildcardNeedsRoll';
  return 'numberInvalid';
}

/** How many ordinary stakes a bet is charged for: ordinary 1, roll 10, kbet orderings count, ibet 1 (one stake spread over every ordering, paid from the iBet table). */
export function stakeMultiplier(num: string, kind: BetKind): number {
  checkKind(kind);
  if (kind === 'roll') return expandRoll(num).length;
  if (kind === 'kbet') return permutationClass(num);
  checkFourDigits(num);
  return 1;
}

const MONEY_TEXT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Money text ("1.5", "1.50", "-3", "0.25") as integer cents. Throws RangeError on more than 2 decimals or non-numbers. */
export function moneyToCents(value: string): bigint {
  const match = MONEY_TEXT.exec(value.trim());
  if (!match) throw new RangeError(`Not money (at most 2 decimals): ${value}`);
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** Integer cents as money text with exactly 2 decimals: 150n -> "1.50", -5n -> "-0.05". */
export function centsToMoney(cents: bigint): string {
  const negative = cents < 0n;
  const size = negative ? -cents : cents;
  const fraction = (size % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${size / 100n}.${fraction}`;
}

function stakeCents(value: string, what: string): bigint {
  const cents = moneyToCents(value);
  if (cents < 0n) throw new RangeError(`${what} may not be negative: ${value}`);
  return cents;
}

/** Cost of one 4D bet as money text: (big + small) x stakeMultiplier, exact (integer cents). big and small are money text. */
export function betCost(bet: { number: string; big: string; small: string; kind: BetKind }): string {
  const stake = stakeCents(bet.big, 'Big') + stakeCents(bet.small, 'Small');
  return centsToMoney(stake * BigInt(stakeMultiplier(bet.number, bet.kind)));
}

/** Toto system and roll entries. */
export const TOTO_MIN_NUMBERS = 6;
export const TOTO_MAX_NUMBERS = 12;
export const TOTO_ROLL_NUMBERS = 5;
export const TOTO_HIGHEST = 49;

/** What makes numbers no Toto entry: one outside 01-49, a repeat, or a count the entry kind does not take. */
export type TotoShapeProblem = 'totoNumberOutOfRange' | 'totoDuplicate' | 'totoRollCount' | 'totoCount';

/** The one check of a Toto entry's numbers (the wire contract, the place-bets grid and the cost use it). */
export function totoShapeProblem(numbers: readonly string[], roll: boolean): TotoShapeProblem | null {
  if (numbers.some((n) => !TOTO_NUMBER.test(n))) return 'totoNumberOutOfRange';
  if (new Set(numbers).size !== numbers.length) return 'totoDuplicate';
  if (roll) return numbers.length === TOTO_ROLL_NUMBERS ? null : 'totoRollCount';
  return numbers.length >= TOTO_MIN_NUMBERS && numbers.length <= TOTO_MAX_NUMBERS ? null : 'totoCount';
}

function checkTotoEntry(numbers: readonly string[], roll: boolean): void {
  const problem = totoShapeProblem(numbers, roll);
  if (problem === 'totoNumberOutOfRange') throw new RangeError(`Not a Toto number (01-49): ${numbers.join(' ')}`);
  if (problem === 'totoDuplicate') throw new RangeError(`Toto numbers repeat: ${numbers.join(' ')}`);
  if (problem === 'totoRollCount') throw new RangeError(`A Toto roll has ${TOTO_ROLL_NUMBERS} numbers, not ${numbers.length}`);
  if (problem === 'totoCount') throw new RangeError(`A Toto entry has ${TOTO_MIN_NUMBERS} to ${TOTO_MAX_NUMBERS} numbers, not ${numbers.length}`);
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** How many 6-number combinations an entry covers: C(n,6) (1, 7, 28, 84, 210, 462, 924), or 44 for a roll. */
export function totoCombinationCount(numbers: readonly string[], roll: boolean): number {
  checkTotoEntry(numbers, roll);
  return roll ? TOTO_HIGHEST - TOTO_ROLL_NUMBERS : binomial(numbers.length, TOTO_MIN_NUMBERS);
}

function choose<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const result: T[][] = [];
  for (let i = 0; i <= items.length - k; i += 1) {
    for (const rest of choose(items.slice(i + 1), k - 1)) result.push([items[i] as T, ...rest]);
  }
  return result;
}

/**
 * Toto: the 6-number combinations an entry covers. 6 numbers -> 1; system 7..12 -> C(n,6) (7, 28, 84, 210, 462, 924); 5 numbers + roll -> 44 (the 5 plus every other number 01-49). Numbers are two-digit strings '01'..'49', distinct.
 * Each combination is ascending and the list is in ascending (lexicographic) order, whatever the order
 * of `numbers`. Throws RangeError on anything else.
 */
export function totoCombinations(numbers: readonly string[], roll: boolean): string[][] {
  checkTotoEntry(numbers, roll);
  const sorted = [...numbers].sort();
  if (!roll) return choose(sorted, TOTO_MIN_NUMBERS);
  const combinations: string[][] = [];
  for (let n = 1; n <= TOTO_HIGHEST; n += 1) {
    const extra = String(n).padStart(2, '0');
    if (!sorted.includes(extra)) combinations.push([...sorted, extra].sort());
  }
  const key = (combination: readonly string[]) => combination.join(' ');
  return combinations.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** Toto cost: amount (money text, per combination) x combination count. */
export function totoCost(numbers: readonly string[], roll: boolean, amount: string): string {
  return centsToMoney(stakeCents(amount, 'Amount') * BigInt(totoCombinationCount(numbers, roll)));
}

/** Sum of money texts, exact. */
export function sumMoney(values: readonly string[]): string {
  return centsToMoney(values.reduce((total, value) => total + moneyToCents(value), 0n));
}
