// Intake and out (the outset, docs/domain.md#house-rules): for one draw, each number's stakes climb the agent tree.
// A user's In is what reaches it from below (its own stakes, for a member, plus every child's Out);
// it keeps up to its eat limit (Intake) and passes the rest up (Out = In - Intake). The top of the
// tree (a user without a parent: the company) keeps everything that reaches it.
// Pure, shared by the platform (bet/throw, bet/throwT, exportIntakeAra) and its tests. Money runs on
// integer cents (BigInt), never floats.
//
// House rules (docs/decisions/benchmarks.md, "Betting"): how a bet counts per number
// - ordinary: its number, with the full stake;
// - roll (12R4): each of its 10 numbers with the full stake (it costs 10 stakes);
// - k-bet: every ordering with the full stake (it costs one stake per ordering);
// - i-bet: the one stake split over its orderings, cent by cent: each ordering gets stake / n rounded
//   down and the first (stake mod n) orderings, ascending, one cent more, so the parts add up exactly
//   (an ordering whose part is 0 cents, Big and Small, counts nothing);
// - Toto: every 6-number combination of the entry with the full amount (TT units), keyed by its tag.
// So the In of the top of the tree, over every number, is the draw's turnover (the bets' cost).

import { expandAraBet, type AraBet } from './ara-write';
import { moneyToCents } from './bet-expansion';
import { TOTO_FIXED_PRIZES, type FourDPayTable } from './pay-tables';

/** What a stake is counted in: 4D Big and Small, Toto units (the amount per combination). */
export type StakeKind = 'big' | 'small' | 'unit';
export const STAKE_KINDS: readonly StakeKind[] = ['big', 'small', 'unit'];

/** Cents of each kind. */
export type Amounts = Readonly<Record<StakeKind, bigint>>;
export const NO_AMOUNTS: Amounts = { big: 0n, small: 0n, unit: 0n };

/** In, Intake and Out of one kind, in cents; In = Intake + Out. */
export interface Figures {
  in: bigint;
  intake: bigint;
  out: bigint;
}

/** One user's figures for one number (or Toto key), per kind. */
export type NumberFigures = Readonly<Record<StakeKind, Figures>>;

/** A member's stake on one number (4D) or one Toto key, already expanded. */
export interface NumberStake {
  userId: string;
  key: string;
  amounts: Amounts;
}

export interface OutsetInput {
  /** Every user of the tree with its parent (null at the top). */
  parents: ReadonlyMap<string, string | null>;
  stakes: readonly NumberStake[];
  /**
   * A user's eat limit per number and kind (cents); null or undefined: it eats nothing. The top of the
   * tree keeps everything whatever its limit.
   */
  limitOf: (userId: string) => Amounts | null | undefined;
  /**
   * A user's own eat limit on one number (4D) or Toto key, per kind (Out Setting 2): where it gives a
   * kind (not undefined), it wins over limitOf's default for that kind. Absent: the defaults alone.
   */
  numberLimitOf?: (userId: string, key: string) => Partial<Amounts> | null | undefined;
}

/** userId -> key -> figures; a user only holds the keys that reached it. */
export type Outset = Map<string, Map<string, NumberFigures>>;

const min = (a: bigint, b: bigint) => (a < b ? a : b);

const add = (a: Amounts, b: Amounts): Amounts => ({ big: a.big + b.big, small: a.small + b.small, unit: a.unit + b.unit });

function checkAmounts(amounts: Amounts, what: string): void {
  for (const kind of STAKE_KINDS) if (amounts[kind] < 0n) throw new RangeError(`${what}: ${kind} may not be negative`);
}

/**
 * Children before parents: a depth-first walk from the tops (users without a parent, or whose parent
 * is not in the tree). Users caught in a parent cycle are never reached; a stake of theirs throws.
 */
function bottomUp(parents: ReadonlyMap<string, string | null>): { order: string[]; tops: Set<string> } {
  const children = new Map<string, string[]>();
  const tops = new Set<string>();
  for (const [userId, parentId] of parents) {
    if (parentId === null || !parents.has(parentId) || parentId === userId) {
      tops.add(userId);
      continue;
    }
    const siblings = children.get(parentId);
    if (siblings) siblings.push(userId);
    else children.set(parentId, [userId]);
  }
  const order: string[] = [];
  const stack: { userId: string; expanded: boolean }[] = [...tops].map((userId) => ({ userId, expanded: false }));
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.expanded) {
      order.push(next.userId);
      continue;
    }
    stack.push({ userId: next.userId, expanded: true });
    for (const child of children.get(next.userId) ?? []) stack.push({ userId: child, expanded: false });
  }
  return { order, tops };
}

/**
 * Every user's In, Intake and Out per number and kind. Intake = min(In, limit) (the top: In);
 * Out = In - Intake goes to the parent's In. Throws RangeError on a stake of a user outside the tree
 * or on a negative amount or limit.
 */
export function computeOutset({ parents, stakes, limitOf, numberLimitOf }: OutsetInput): Outset {
  const { order, tops } = bottomUp(parents);
  const reached = new Set(order);
  /** What reaches each user from below, per key. */
  const incoming = new Map<string, Map<string, Amounts>>();
  const receive = (userId: string, key: string, amounts: Amounts) => {
    const byKey = incoming.get(userId) ?? new Map<string, Amounts>();
    byKey.set(key, add(byKey.get(key) ?? NO_AMOUNTS, amounts));
    incoming.set(userId, byKey);
  };
  for (const stake of stakes) {
    if (!reached.has(stake.userId)) throw new RangeError(`A stake of ${stake.userId}, who is not in the tree`);
    checkAmounts(stake.amounts, `The stake of ${stake.userId} on ${stake.key}`);
    receive(stake.userId, stake.key, stake.amounts);
  }
  const outset: Outset = new Map();
  for (const userId of order) {
    const byKey = incoming.get(userId);
    if (!byKey) continue;
    const top = tops.has(userId);
    const limit = top ? null : (limitOf(userId) ?? NO_AMOUNTS);
    if (limit) checkAmounts(limit, `The eat limit of ${userId}`);
    const parentId = parents.get(userId) ?? null;
    const figuresByKey = new Map<string, NumberFigures>();
    for (const [key, amounts] of byKey) {
      const own = limit && numberLimitOf ? numberLimitOf(userId, key) : null;
      const figures = {} as Record<StakeKind, Figures>;
      for (const kind of STAKE_KINDS) {
        const received = amounts[kind];
        const cap = limit ? (own?.[kind] ?? limit[kind]) : null;
        if (cap !== null && cap < 0n) throw new RangeError(`The eat limit of ${userId} on ${key}: ${kind} may not be negative`);
        const intake = cap === null ? received : min(received, cap);
        figures[kind] = { in: received, intake, out: received - intake };
      }
      figuresByKey.set(key, figures);
      if (!top && parentId !== null) {
        const out = { big: figures.big.out, small: figures.small.out, unit: figures.unit.out };
        if (out.big + out.small + out.unit > 0n) receive(parentId, key, out);
      }
    }
    outset.set(userId, figuresByKey);
  }
  return outset;
}

// ---- Bets as per-number stakes -----------------------------------------------------------------------

/** The Type of a Toto row: the entry's tag, or ORDINARY. */
const totoType = (tag: string | null | undefined): string => tag ?? 'ORDINARY';

/** A Toto row's key: its type and its combination ("ORDINARY 01 02 03 04 05 06"). */
export const totoKey = (type: string, combination: string): string => `${type} ${combination}`;

/** The type and combination of a Toto key. */
export function splitTotoKey(key: string): { type: string; combination: string } {
  const space = key.indexOf(' ');
  return space < 0 ? { type: key, combination: '' } : { type: key.slice(0, space), combination: key.slice(space + 1) };
}

/**
 * The stakes a bet counts on (see the house rules above): the ordinary lines it stands for
 * (expandAraBet, the same expansion as exportDetailsAra), each 4D line keyed by its number with its
 * Big and Small cents, each Toto combination by its type and combination with the amount as units.
 */
export function betStakes(userId: string, bet: AraBet): NumberStake[] {
  return expandAraBet(bet).map((line): NumberStake => {
    if (line.kind === 'TT') {
      return { userId, key: totoKey(totoType(line.tag), line.numbers.join(' ')), amounts: { big: 0n, small: 0n, unit: moneyToCents(line.amount) } };
    }
    return { userId, key: line.number, amounts: { big: moneyToCents(line.big), small: moneyToCents(line.small), unit: 0n } };
  });
}

// ---- Max payout -------------------------------------------------------------------------------------

/**
 * The most one 4D number can cost on an intake: drawn as the 1st prize, the largest single prize
 * (Big intake x 1st Big rate + Small intake x 1st Small rate), in cents. i-bet parts count at the
 * ordinary rate: a part is the stake / orderings, which is what the iBet table pays for, near enough.
 * A number that wins several prizes at once is not counted (house rule).
 */
export function fourDMaxPayout(intake: { big: bigint; small: bigint }, table: FourDPayTable): bigint {
  const first = table.ordinary.FIRST;
  return intake.big * BigInt(first.big) + intake.small * BigInt(first.small ?? 0);
}

/** The largest fixed Toto prize per $1 (group 5): groups 1-4 are pool shares, unknown when bets are taken. */
const TOTO_MAX_FIXED_PRIZE = Math.max(...Object.values(TOTO_FIXED_PRIZES));

/** The most one Toto combination can cost on a unit intake at the fixed prizes, in cents. */
export function totoMaxPayout(unitIntake: bigint): bigint {
  return unitIntake * BigInt(TOTO_MAX_FIXED_PRIZE);
}
