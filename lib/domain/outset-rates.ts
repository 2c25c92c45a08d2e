// Pricing an intake at the rate of each bettor's line (docs/decisions/pay-rates.md). An intake pools the
// stakes of members whose lines may pay different rates (an agent's override applies to its downline
// only). Each user keeps its intake pro rata from everything that reached it, and passes its Out up in
// the same proportions, so its intake holds each line's stakes in the proportion they reached it. The
// intake is priced per kind at intake x (sum over lines of share x the line's rate) / (sum of shares),
// rounded half away from zero to cents once per kind. With one line this is intake x rate exactly.
import { STAKE_KINDS, type Amounts, type NumberFigures, type NumberStake, type Outset } from './outset';
import { divRound } from './strike';

/** Shares are scaled before they are split up the tree, so rounding the split costs nothing visible. */
const SCALE = 1_000_000n;

/** Per line (any name: the platform names a line by its override owners), the share of each kind. */
export type LineMix = Map<string, Amounts>;
/** user -> key -> the lines its In came from. */
export type Mixes = Map<string, Map<string, LineMix>>;

function addTo(mixes: Mixes, userId: string, key: string, line: string, amounts: Amounts): void {
  let byKey = mixes.get(userId);
  if (!byKey) mixes.set(userId, (byKey = new Map()));
  let mix = byKey.get(key);
  if (!mix) byKey.set(key, (mix = new Map()));
  const had = mix.get(line) ?? { big: 0n, small: 0n, unit: 0n };
  mix.set(line, { big: had.big + amounts.big, small: had.small + amounts.small, unit: had.unit + amounts.unit });
}

/**
 * Which lines each user's In per key came from: each stake under its member's line (`lineOf`, given the
 * stake too where one user's stakes belong to several lines), and a child's Out passed up in the
 * proportions of the child's In. `outset` and `parents` are those of computeOutset over the same stakes.
 */
export function intakeMixes(
  outset: Outset,
  parents: ReadonlyMap<string, string | null>,
  stakes: readonly NumberStake[],
  lineOf: (memberId: string, stake: NumberStake) => string,
): Mixes {
  const mixes: Mixes = new Map();
  for (const stake of stakes) {
    const { big, small, unit } = stake.amounts;
    addTo(mixes, stake.userId, stake.key, lineOf(stake.userId, stake), { big: big * SCALE, small: small * SCALE, unit: unit * SCALE });
  }
  const depths = new Map<string, number>();
  const depth = (userId: string, guard = 0): number => {
    const known = depths.get(userId);
    if (known !== undefined) return known;
    const parentId = parents.get(userId) ?? null;
    const found = parentId !== null && parentId !== userId && parents.has(parentId) && guard < 64 ? depth(parentId, guard + 1) + 1 : 0;
    depths.set(userId, found);
    return found;
  };
  const order = [...outset.keys()].sort((a, b) => depth(b) - depth(a));
  for (const userId of order) {
    const parentId = parents.get(userId) ?? null;
    if (parentId === null || !parents.has(parentId)) continue;
    for (const [key, figures] of outset.get(userId) ?? []) {
      for (const [line, share] of mixes.get(userId)?.get(key) ?? []) {
        const passed = (kind: 'big' | 'small' | 'unit') => (figures[kind].in === 0n ? 0n : divRound(share[kind] * figures[kind].out, figures[kind].in));
        addTo(mixes, parentId, key, line, { big: passed('big'), small: passed('small'), unit: passed('unit') });
      }
    }
  }
  return mixes;
}

/** The rate of each kind in force for a mix (hundredths per $1): the shares' weighted mean; `fallback` without shares. */
export function mixRate(mix: LineMix | undefined, rateOf: (line: string) => Amounts, fallback: Amounts): Amounts {
  const rate = { ...fallback };
  for (const kind of STAKE_KINDS) {
    let weight = 0n;
    let weighted = 0n;
    for (const [line, share] of mix ?? []) {
      weight += share[kind];
      weighted += share[kind] * rateOf(line)[kind];
    }
    if (weight > 0n) rate[kind] = divRound(weighted, weight);
  }
  return rate;
}

/** What a user's intake of one key pays at the lines' rates (hundredths per $1), in cents; `fallback` where nothing reached it. */
export function pricedIntake(figures: NumberFigures, mix: LineMix | undefined, rateOf: (line: string) => Amounts, fallback: Amounts): bigint {
  let total = 0n;
  for (const kind of STAKE_KINDS) {
    const intake = figures[kind].intake;
    if (intake === 0n) continue;
    let weight = 0n;
    let weighted = 0n;
    for (const [line, share] of mix ?? []) {
      weight += share[kind];
      weighted += share[kind] * rateOf(line)[kind];
    }
    total += weight === 0n ? divRound(intake * fallback[kind], 100n) : divRound(intake * weighted, weight * 100n);
  }
  return total;
}
