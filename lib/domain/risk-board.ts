// The live risk board of a 4D draw (docs/decisions/risk-board.md): per number, the company's Intake of
// Big and Small, what the number costs if it wins each prize at the rates of the bettors' lines, its
// share of the draw's whole Intake and the top numbers by potential payout. Pure: the platform keeps
// per number and line running totals (cents) and prices them here. Money runs on integer cents.
import { betStakes } from './outset';
import type { AraBet } from './ara-write';
import { FOUR_D_PRIZES, type FourDPrize } from './pay-tables';

/** The Big and Small cents a submission adds to (or a deletion takes from) one number for one line. */
export interface NumberDelta {
  number: string;
  big: bigint;
  small: bigint;
}

/** A line's rate of a prize, hundredths per $1 (Big, Small). */
export interface PrizeRate {
  big: bigint;
  small: bigint;
}

/** One running total: what a line's members staked on a number. */
export interface LineTotal {
  line: string;
  big: bigint;
  small: bigint;
}

export type Payouts = Readonly<Record<FourDPrize, bigint>>;

/** How many numbers the board ranks. */
export const RISK_TOP = 50;

/** a * b / 100, rounded half up (non-negative inputs). */
const hundredths = (cents: bigint, rate: bigint): bigint => (cents * rate + 50n) / 100n;

/** The 4D stakes of bets, per number (expanded like the outset: rolls, k-bets, i-bet parts), summed. */
export function fourDDeltas(bets: readonly AraBet[]): NumberDelta[] {
  const byNumber = new Map<string, NumberDelta>();
  for (const bet of bets) {
    if (bet.kind === 'TT') continue;
    for (const stake of betStakes('', bet)) {
      const at = byNumber.get(stake.key) ?? { number: stake.key, big: 0n, small: 0n };
      at.big += stake.amounts.big;
      at.small += stake.amounts.small;
      byNumber.set(stake.key, at);
    }
  }
  return [...byNumber.values()].filter((delta) => delta.big > 0n || delta.small > 0n).sort((a, b) => (a.number < b.number ? -1 : 1));
}

/** What a number costs if it wins each prize, over its lines' totals at each line's rates. */
export function payoutsOf(totals: readonly LineTotal[], rateOf: (line: string, prize: FourDPrize) => PrizeRate): Payouts {
  const payouts = {} as Record<FourDPrize, bigint>;
  for (const prize of FOUR_D_PRIZES) {
    let sum = 0n;
    for (const total of totals) {
      const rate = rateOf(total.line, prize);
      sum += hundredths(total.big, rate.big) + hundredths(total.small, rate.small);
    }
    payouts[prize] = sum;
  }
  return payouts;
}

/** The most the number can cost: its largest single prize (a number winning several at once is not counted). */
export const maxPayoutOf = (payouts: Payouts): bigint => FOUR_D_PRIZES.reduce((max, prize) => (payouts[prize] > max ? payouts[prize] : max), 0n);

/** Share of a whole in basis points (hundredths of a percent), rounded half up; 0 of nothing. */
export function shareBasisPoints(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * 10000n * 2n + whole) / (whole * 2n));
}

/** "12.34" from basis points. */
export const percentText = (basisPoints: number): string => `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;

/** The refusal of a bet on a locked number (like the Toto limits' "Limit reached for 12: 30.00 left."). */
export const lockedMessage = (number: string): string => `Number ${number} is locked for this draw: no more bets on it.`;
