// The live risk board of a 4D draw (docs/decisions/risk-board.md): per number, the company's Intake of
// Big and Small, what the number costs if it wins each prize at the rates of the bettors' lines, its
// share of the company's whole Intake and the top numbers by potential payout. Pure: the platform keeps
// running totals (cents) per number, bettor's line and holder, climbs them to the company with the eat
// limits and prices them here. Money runs on integer cents.
import { betStakes, type NumberFigures, type OutsetInput } from './outset';
import { divRound } from './strike';
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

/**
 * One running total as the platform keeps it: what the bettors of one line under one holder staked on a
 * number. The holder is where the stakes enter the climb: a member's parent (members never eat), or the
 * bettor itself when it is not a member; '' (totals kept before holders were) stands for the company.
 */
export interface HeldTotal extends LineTotal {
  number: string;
  holder: string;
}

/** The eat limits the totals climb with (those of computeOutset). */
export type EatLimits = Pick<OutsetInput, 'limitOf' | 'numberLimitOf'>;

/**
 * `amount` split in proportion to `shares` (cents, non-negative), the parts adding up to it exactly:
 * each part rounded down, the cents left over going to the largest remainders (ties: the earlier part).
 * Without any share, the whole amount goes to the first part.
 */
export function splitByShares(amount: bigint, shares: readonly bigint[]): bigint[] {
  const whole = shares.reduce((sum, share) => sum + share, 0n);
  if (shares.length === 0) return [];
  if (whole <= 0n) return shares.map((_, i) => (i === 0 ? amount : 0n));
  const parts = shares.map((share) => (amount * share) / whole);
  const remainders = shares.map((share, i) => ({ i, rest: (amount * share) % whole }));
  let left = amount - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of remainders) {
    if (left <= 0n) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1n;
  }
  return parts;
}

/** Line shares are scaled before they are passed up, so rounding the pass costs nothing visible (as intakeMixes). */
const SHARE_SCALE = 1_000_000n;

type Shares = Map<string, { big: bigint; small: bigint }>;

/** The climb's bound on one amount: below it, JS numbers add cents exactly while their sum stays safe (checked). */
const EXACT_CENTS = 2n ** 50n;

/** A sum of cents, checked: past Number.MAX_SAFE_INTEGER it might not be exact, so the climb throws. */
function summed(cents: number, number: string): number {
  if (cents > Number.MAX_SAFE_INTEGER) throw new RangeError(`The stakes on ${number} are too large to climb`);
  return cents;
}

/** Integer cents as a JS number; throws on a negative amount or one the climb could not add exactly. */
function exact(cents: bigint, whose: string): number {
  if (cents < 0n) throw new RangeError(`An amount of ${whose} may not be negative`);
  if (cents >= EXACT_CENTS) throw new RangeError(`An amount of ${whose} is too large to climb`);
  return Number(cents);
}

function addShares(into: Shares, from: ReadonlyMap<string, { big: bigint; small: bigint }>): void {
  for (const [line, share] of from) {
    const had = into.get(line);
    if (had) {
      had.big += share.big;
      had.small += share.small;
    } else into.set(line, { big: share.big, small: share.small });
  }
}

/**
 * The company's Intake per number, by the bettors' lines: each number's holder totals climb the tree
 * (`parents`: each holder's uplines up to `top`, the company, whose parent is null) with the eat limits,
 * by computeOutset's rule (an eater keeps up to its limit, its own limit on the number first, the rest
 * goes up; no limit eats nothing); `adjust` then applies the company's own post-step (placing out) to
 * its figures. What the company keeps of a number is split over the lines in the proportions its In
 * came from (as intakeMixes: each eater keeps its Intake pro rata from what reached it), so each line's
 * part is priced at that line's rates, as MaxPayout and the intake payouts price an intake. With no eat
 * limit and nothing placed out, each line's part is exactly its total: the whole book. A holder the
 * tree does not know counts as the company's (its worst case); one whose uplines end at another top is
 * not the company's. Written per number over the users numbered once, children before parents, and
 * in integer cents held as JS numbers (exact below 2^53; a total of 2^50 cents or more throws), so a
 * draw's hundred thousand totals climb in tens of milliseconds (computeOutset's maps of every user and
 * number, in BigInt, take seconds). Line shares, kept only where a number has several lines, stay BigInt.
 */
export function companyLineTotals(
  totals: readonly HeldTotal[],
  parents: ReadonlyMap<string, string | null>,
  top: string,
  limits: EatLimits,
  adjust: (figures: Map<string, NumberFigures>) => Map<string, NumberFigures> = (figures) => figures,
): Map<string, LineTotal[]> {
  // The users that reach the top, numbered deepest first: a parent's number is always above its children's.
  const depths = new Map<string, number | null>([[top, 0]]);
  const depth = (userId: string): number | null => {
    const known = depths.get(userId);
    if (known !== undefined) return known;
    depths.set(userId, null); // a cycle finds null
    const parentId = parents.get(userId) ?? null;
    const above = parentId === null || parentId === userId ? null : depth(parentId);
    const found = above === null ? null : above + 1;
    depths.set(userId, found);
    return found;
  };
  for (const userId of parents.keys()) depth(userId);
  const users = [...depths].filter((entry): entry is [string, number] => entry[1] !== null).sort((a, b) => b[1] - a[1]).map(([userId]) => userId);
  const indexOf = new Map(users.map((userId, i) => [userId, i]));
  const topIndex = users.length - 1;
  const parentIndex = users.map((userId) => (userId === top ? -1 : (indexOf.get(parents.get(userId) ?? top) ?? topIndex)));
  const defaults = users.map((userId) => {
    const limit = userId === top ? null : limits.limitOf(userId);
    return limit ? { big: exact(limit.big, userId), small: exact(limit.small, userId) } : null;
  });
  const hasOwn = limits.numberLimitOf !== undefined;

  const byNumber = new Map<string, HeldTotal[]>();
  for (const total of totals) {
    const rows = byNumber.get(total.number);
    if (rows) rows.push(total);
    else byNumber.set(total.number, [total]);
  }
  const bigs = new Float64Array(users.length);
  const smalls = new Float64Array(users.length);
  const shares: (Shares | null)[] = new Array<Shares | null>(users.length).fill(null);
  const stamp = new Int32Array(users.length).fill(-1);
  const figures = new Map<string, NumberFigures>();
  const mixes = new Map<string, Shares>();
  const onlyLine = new Map<string, string>();
  let round = 0;
  for (const [number, rows] of byNumber) {
    round += 1;
    const first = rows[0]?.line ?? '';
    const several = rows.some((row) => row.line !== first);
    const touched: number[] = [];
    const touch = (i: number) => {
      for (let at = i; at >= 0 && stamp[at] !== round; at = parentIndex[at] ?? -1) {
        stamp[at] = round;
        touched.push(at);
        bigs[at] = 0;
        smalls[at] = 0;
        shares[at] = several ? new Map() : null;
      }
    };
    for (const row of rows) {
      const i = row.holder === '' || !parents.has(row.holder) ? topIndex : indexOf.get(row.holder);
      if (i === undefined) continue; // its uplines end at another top
      touch(i);
      bigs[i] = summed((bigs[i] ?? 0) + exact(row.big, row.holder), number);
      smalls[i] = summed((smalls[i] ?? 0) + exact(row.small, row.holder), number);
      if (several) addShares(shares[i] as Shares, new Map([[row.line, { big: row.big * SHARE_SCALE, small: row.small * SHARE_SCALE }]]));
    }
    touch(topIndex);
    touched.sort((a, b) => a - b);
    for (const i of touched) {
      if (i === topIndex) break;
      const inBig = bigs[i] ?? 0;
      const inSmall = smalls[i] ?? 0;
      if (inBig === 0 && inSmall === 0) continue;
      const userId = users[i] as string;
      const own = hasOwn ? limits.numberLimitOf?.(userId, number) : undefined;
      const base = defaults[i];
      const capBig = own?.big !== undefined ? exact(own.big, userId) : (base?.big ?? 0);
      const capSmall = own?.small !== undefined ? exact(own.small, userId) : (base?.small ?? 0);
      const outBig = inBig > capBig ? inBig - capBig : 0;
      const outSmall = inSmall > capSmall ? inSmall - capSmall : 0;
      if (outBig === 0 && outSmall === 0) continue;
      const up = parentIndex[i] ?? topIndex;
      bigs[up] = summed((bigs[up] ?? 0) + outBig, number);
      smalls[up] = summed((smalls[up] ?? 0) + outSmall, number);
      const mine = shares[i];
      if (mine) {
        const passed: Shares = new Map();
        for (const [line, share] of mine) {
          passed.set(line, {
            big: inBig === 0 ? 0n : divRound(share.big * BigInt(outBig), BigInt(inBig)),
            small: inSmall === 0 ? 0n : divRound(share.small * BigInt(outSmall), BigInt(inSmall)),
          });
        }
        addShares(shares[up] as Shares, passed);
      }
    }
    const keptBig = BigInt(bigs[topIndex] ?? 0);
    const keptSmall = BigInt(smalls[topIndex] ?? 0);
    if (keptBig === 0n && keptSmall === 0n) continue;
    figures.set(number, { big: { in: keptBig, intake: keptBig, out: 0n }, small: { in: keptSmall, intake: keptSmall, out: 0n }, unit: { in: 0n, intake: 0n, out: 0n } });
    const mix = shares[topIndex];
    if (mix) mixes.set(number, mix);
    else onlyLine.set(number, first);
  }
  const byLine = new Map<string, LineTotal[]>();
  for (const [number, kept] of adjust(figures)) {
    if (kept.big.intake === 0n && kept.small.intake === 0n) continue;
    const mix = mixes.get(number);
    if (!mix) {
      byLine.set(number, [{ line: onlyLine.get(number) ?? '', big: kept.big.intake, small: kept.small.intake }]);
      continue;
    }
    const lines = [...mix].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const bigParts = splitByShares(kept.big.intake, lines.map(([, share]) => share.big));
    const smallParts = splitByShares(kept.small.intake, lines.map(([, share]) => share.small));
    byLine.set(
      number,
      lines.map(([line], i) => ({ line, big: bigParts[i] ?? 0n, small: smallParts[i] ?? 0n })).filter((part) => part.big > 0n || part.small > 0n),
    );
  }
  return byLine;
}

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
