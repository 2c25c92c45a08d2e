// The outset of one draw as one user sees it (docs/domain.md#house-rules, lib/domain/outset.ts): the bets of the
// draw placed by members of the viewer's subtree (scoped in SQL, bets/scope.ts), expanded per number,
// climbing the subtree with each user's eat limit (outset_limits, and a number's own row of
// outset_number_limits before it). The viewer's figures depend only on
// its subtree, so nothing of another branch is read. The viewer: UserId when given (404 outside the
// caller's reach), else the caller; an admin sub-account (an ADMIN with a parent) views the company at
// the top, whose figures are everyone's less what it placed out to distributors
// (docs/decisions/placing-out.md). Members never eat (Intake 0, Out = In).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { moneyToCents } from '@/lib/domain/bet-expansion';
import { betStakes, computeOutset, type Amounts, type NumberFigures, type NumberStake, type Outset, type StakeKind } from '@/lib/domain/outset';
import type { Db } from '../../db/client';
import { bets, outsetLimits, outsetNumberLimits, tickets } from '../../db/schema';
import { companyOf } from '../bets/share';
import { drawOfLocation, ticketsInScope } from '../bets/scope';
import { assertInDownline } from '../users/downline';
import type { DrawRow } from '../draws/read';
import { araBetOf } from '../files/export';
import { listUsers, scopeOf, type MemberRow } from '../users/members';
import { pricedOutset, type PricedOutset } from './line-rates';
import type { UserRow } from '../users/users';
import { placedOut, type CompanyPlacedOut } from '../distributors/placements';

export interface OutsetView {
  viewer: UserRow;
  draw: DrawRow;
  /** The viewer's figures per key (4D number, or Toto type and combination), in cents. */
  figures: Map<string, NumberFigures>;
  /** The rates of each bettor's line and where the viewer's In came from (MaxPayout). */
  priced: PricedOutset;
  /** The company's placements of the draw (docs/decisions/placing-out.md), already applied to `figures`; none for anyone else. */
  placed: CompanyPlacedOut | null;
}

/** An outset with what it was climbed from. */
export interface OutsetClimb {
  outset: Outset;
  parents: Map<string, string | null>;
  stakes: NumberStake[];
}

/** Whose figures the caller gets: UserId (within reach), else the caller; an admin sub-account the company. */
async function viewerOf(db: Db, actor: UserRow, userId: string | undefined): Promise<UserRow> {
  if (userId !== undefined) return assertInDownline(db, actor, userId);
  return actor.role === 'ADMIN' ? companyOf(db, actor) : actor;
}

/** The subtree's parents; the viewer's own parent (outside the subtree) is the top, so the viewer's limit applies. */
function parentsOf(viewer: UserRow, rows: readonly MemberRow[]): Map<string, string | null> {
  const parents = new Map<string, string | null>(rows.map((row) => [row.userId, row.parentId]));
  if (viewer.parentId !== null) parents.set(viewer.parentId, null);
  return parents;
}

/** The users of `rows` that may eat: everyone but members. */
const eatersOf = (rows: readonly Pick<MemberRow, 'userId' | 'role'>[]): string[] => rows.filter((row) => row.role !== 'MEM').map((row) => row.userId);

/** The eaters' default limits (Out Setting 1), by user. */
export const limitsOf = (db: Db, locId: string, rows: readonly Pick<MemberRow, 'userId' | 'role'>[]) => eaterLimits(db, locId, eatersOf(rows));

/** The eaters' own per-number limits (Out Setting 2), by user then number; a null kind is left to the default. */
export const numberLimitsOf = (db: Db, locId: string, rows: readonly Pick<MemberRow, 'userId' | 'role'>[]) => eaterNumberLimits(db, locId, eatersOf(rows));

/** The default limits (Out Setting 1) of `eaters` (users who are not members), by user. */
export async function eaterLimits(db: Db, locId: string, eaters: readonly string[]): Promise<Map<string, Amounts>> {
  if (eaters.length === 0) return new Map();
  const found = await db
    .select()
    .from(outsetLimits)
    .where(and(eq(outsetLimits.locId, locId), inArray(outsetLimits.userId, [...eaters])));
  return new Map(
    found.map((row) => [row.userId, { big: moneyToCents(row.big), small: moneyToCents(row.small), unit: moneyToCents(row.unit) }]),
  );
}

/** The own per-number limits (Out Setting 2) of `eaters`, by user then number; a null kind is left to the default. */
export async function eaterNumberLimits(db: Db, locId: string, eaters: readonly string[]): Promise<Map<string, Map<string, Partial<Amounts>>>> {
  const byUser = new Map<string, Map<string, Partial<Amounts>>>();
  if (eaters.length === 0) return byUser;
  const found = await db
    .select()
    .from(outsetNumberLimits)
    .where(and(eq(outsetNumberLimits.locId, locId), inArray(outsetNumberLimits.userId, [...eaters])));
  for (const row of found) {
    const own: Partial<Record<StakeKind, bigint>> = {};
    if (row.big !== null) own.big = moneyToCents(row.big);
    if (row.small !== null) own.small = moneyToCents(row.small);
    if (row.unit !== null) own.unit = moneyToCents(row.unit);
    const byNumber = byUser.get(row.userId) ?? new Map<string, Partial<Amounts>>();
    byNumber.set(row.number, own);
    byUser.set(row.userId, byNumber);
  }
  return byUser;
}

/** The live bets of the draw placed for members of `userIds`, expanded per number (4D) or combination (Toto). */
async function stakesOf(db: Db, locId: string, drawId: number, userIds: string[]): Promise<NumberStake[]> {
  const rows = await db
    .select({ userId: tickets.userId, bet: bets })
    .from(bets)
    .innerJoin(tickets, eq(bets.ticketId, tickets.id))
    .where(and(ticketsInScope({ locId, userIds, drawId, mayDelete: false, now: new Date(0) }), isNull(bets.deletedAt)));
  return rows.flatMap((row) => betStakes(row.userId, araBetOf(row.bet)));
}

/**
 * Every user's In, Intake and Out per number over the viewer's subtree (`tree`: the viewer and everyone
 * below it, listUsers): the live bets of the draw climb the subtree with each eater's limit, the viewer's
 * own limit applies and what passes the viewer leaves the subtree. `readStakes` reads the bets
 * (default: the draw's live tickets of the subtree's users); the limits load alongside.
 */
export async function outsetOfSubtree(
  db: Db,
  viewer: UserRow,
  draw: DrawRow,
  tree: readonly MemberRow[],
  readStakes: () => Promise<NumberStake[]> = () => stakesOf(db, draw.locId, draw.id, tree.map((row) => row.userId)),
): Promise<OutsetClimb> {
  const [limits, numberLimits, stakes] = await Promise.all([limitsOf(db, draw.locId, tree), numberLimitsOf(db, draw.locId, tree), readStakes()]);
  const parents = parentsOf(viewer, tree);
  const outset = computeOutset({
    parents,
    stakes,
    limitOf: (userId) => limits.get(userId) ?? null,
    numberLimitOf: (userId, key) => numberLimits.get(userId)?.get(key),
  });
  return { outset, parents, stakes };
}

/** The climb of the viewer's subtree for one draw, with the subtree's users (Bets In / Out, Out Setting 2 Full). */
export interface OutsetClimbView {
  viewer: UserRow;
  draw: DrawRow;
  tree: MemberRow[];
  climb: OutsetClimb;
}

/** The whole climb of the viewer's subtree (404: a draw of another location, a user out of reach). */
export async function outsetClimbView(db: Db, actor: UserRow, locId: string, query: { DrawId: number; UserId?: string }): Promise<OutsetClimbView> {
  const [draw, viewer] = await Promise.all([drawOfLocation(db, locId, query.DrawId), viewerOf(db, actor, query.UserId)]);
  const tree = await listUsers(db, scopeOf(actor, viewer));
  return { viewer, draw, tree, climb: await outsetOfSubtree(db, viewer, draw, tree) };
}

/** The viewer's In, Intake and Out per number of the draw (404: a draw of another location, a user out of reach). */
export async function outsetView(db: Db, actor: UserRow, locId: string, query: { DrawId: number; UserId?: string }): Promise<OutsetView> {
  const { viewer, draw, climb } = await outsetClimbView(db, actor, locId, query);
  const priced = await pricedOutset(db, locId, viewer.userId, climb);
  const figures = climb.outset.get(viewer.userId) ?? new Map<string, NumberFigures>();
  // Placing out is the company's post-step: what it passes to distributors leaves its Intake for its Out.
  const placed = viewer.parentId === null ? await placedOut(db, draw, figures) : null;
  return { viewer, draw, figures: placed?.figures ?? figures, priced, placed };
}
