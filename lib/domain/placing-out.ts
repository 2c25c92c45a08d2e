// Placing out (docs/decisions/placing-out.md): a pure post-step on the company's outset figures
// (lib/domain/outset.ts computeOutset, left as it is). The company keeps all that reaches it; placing
// out moves part of what it holds (its Intake) on a number to a distributor: Intake goes down and Out
// goes up by the same cents, In is unchanged. Placements come by hand (THROW, Throw Number) and from a
// distributor's rule (RULE, its outset job). Applied in order: throws first (oldest first), then rule
// placements (oldest first); each is cut to what the company still holds, per kind, so the company
// never passes on more than it holds even when the bets changed after a placement was made.
// Money runs on integer cents (BigInt).
import { splitTotoKey, STAKE_KINDS, type Amounts, type NumberFigures, type StakeKind } from './outset';

export type PlacementSource = 'THROW' | 'RULE';

export interface Placement {
  id: number;
  distributorId: number;
  key: string;
  amounts: Amounts;
  source: PlacementSource;
}

export interface PlacedOut {
  /** The company's figures with the placements applied. */
  figures: Map<string, NumberFigures>;
  /** What each placement (by id) really took, after the cut. */
  taken: Map<number, Amounts>;
}

const ZERO: Amounts = { big: 0n, small: 0n, unit: 0n };
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** Throws before rule placements, each group oldest (lowest id) first. */
export function placementOrder(placements: readonly Placement[]): Placement[] {
  const rank = (p: Placement) => (p.source === 'THROW' ? 0 : 1);
  return [...placements].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/** What the company holds per key (its Intake), from its figures. */
export function heldOf(figures: ReadonlyMap<string, NumberFigures>): Map<string, Amounts> {
  return new Map([...figures].map(([key, f]) => [key, { big: f.big.intake, small: f.small.intake, unit: f.unit.intake }]));
}

/** Applies the placements to the company's figures (see the header). Throws RangeError on a negative amount. */
export function applyPlacingOut(figures: ReadonlyMap<string, NumberFigures>, placements: readonly Placement[]): PlacedOut {
  const held = heldOf(figures);
  const moved = new Map<string, Record<StakeKind, bigint>>();
  const taken = new Map<number, Amounts>();
  for (const placement of placementOrder(placements)) {
    const left = held.get(placement.key) ?? ZERO;
    const took = {} as Record<StakeKind, bigint>;
    for (const kind of STAKE_KINDS) {
      if (placement.amounts[kind] < 0n) throw new RangeError(`Placement ${placement.id}: ${kind} may not be negative`);
      took[kind] = min(placement.amounts[kind], left[kind]);
    }
    held.set(placement.key, { big: left.big - took.big, small: left.small - took.small, unit: left.unit - took.unit });
    taken.set(placement.id, took);
    const sum = moved.get(placement.key) ?? { big: 0n, small: 0n, unit: 0n };
    for (const kind of STAKE_KINDS) sum[kind] += took[kind];
    moved.set(placement.key, sum);
  }
  const result = new Map<string, NumberFigures>();
  for (const [key, f] of figures) {
    const m = moved.get(key);
    if (!m) {
      result.set(key, f);
      continue;
    }
    const next = {} as Record<StakeKind, NumberFigures[StakeKind]>;
    for (const kind of STAKE_KINDS) next[kind] = { in: f[kind].in, intake: f[kind].intake - m[kind], out: f[kind].out + m[kind] };
    result.set(key, next);
  }
  return { figures: result, taken };
}

/** A throw line over what the company still holds on its number: the kinds over it. */
export interface ThrowProblem {
  key: string;
  kind: StakeKind;
  wanted: bigint;
  held: bigint;
}

/** The lines of a throw that pass what the company still holds (lines of one key add up). */
export function throwProblems(held: ReadonlyMap<string, Amounts>, lines: readonly { key: string; amounts: Amounts }[]): ThrowProblem[] {
  const wanted = new Map<string, Record<StakeKind, bigint>>();
  for (const line of lines) {
    const sum = wanted.get(line.key) ?? { big: 0n, small: 0n, unit: 0n };
    for (const kind of STAKE_KINDS) sum[kind] += line.amounts[kind];
    wanted.set(line.key, sum);
  }
  const problems: ThrowProblem[] = [];
  for (const [key, sum] of wanted) {
    const has = held.get(key) ?? ZERO;
    for (const kind of STAKE_KINDS) if (sum[kind] > has[kind]) problems.push({ key, kind, wanted: sum[kind], held: has[kind] });
  }
  return problems;
}

export interface DistributorRule {
  /** 4D numbers, or TT numbers ("01".."49"); empty: every number. */
  numbers: readonly string[];
  kinds: Readonly<Record<StakeKind, boolean>>;
  /** 0..100 */
  percent: number;
  caps: Amounts;
}

/** Whether a key falls under a rule's numbers: a 4D number is one of them; a Toto combination holds one of them. */
export function ruleCovers(rule: Pick<DistributorRule, 'numbers'>, key: string, game: '4D' | 'TT'): boolean {
  if (rule.numbers.length === 0) return true;
  if (game === '4D') return rule.numbers.includes(key);
  const held = splitTotoKey(key).combination.split(' ');
  return rule.numbers.some((n) => held.includes(n));
}

/**
 * What a rule places of what the company still holds: per covered key and enabled kind,
 * held x percent / 100 rounded down to the cent, at most the cap. Keys it would place nothing of are left out.
 */
export function ruleAllotment(held: ReadonlyMap<string, Amounts>, rule: DistributorRule, game: '4D' | 'TT'): Map<string, Amounts> {
  if (!Number.isInteger(rule.percent) || rule.percent < 0 || rule.percent > 100) throw new RangeError('percent must be 0..100');
  const allotted = new Map<string, Amounts>();
  for (const [key, has] of held) {
    if (!ruleCovers(rule, key, game)) continue;
    const part = {} as Record<StakeKind, bigint>;
    for (const kind of STAKE_KINDS) part[kind] = rule.kinds[kind] ? min((has[kind] * BigInt(rule.percent)) / 100n, rule.caps[kind]) : 0n;
    if (part.big + part.small + part.unit > 0n) allotted.set(key, part);
  }
  return allotted;
}
