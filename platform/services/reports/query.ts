// What every settlement report starts from: whose report it is (V: the caller, or a user of its reach,
// else 404) and which draws it covers (one draw of the location, else 404; or a range of draw dates),
// as SQL conditions over `settlements` and `payments`. Other report services (strikes, stakes) may
// build on these too.
import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { drawSelectionOf, type DrawSelection } from '@/lib/contract/reports';
import { operatorDayEnd, operatorDayStart } from '@/lib/domain/operator-time';
import type { Db } from '../../db/client';
import { draws, payments, settlements, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { companyOf } from '../bets/share';
import { assertInDownline } from '../users/downline';
import { findDraw } from '../draws/read';
import type { UserRow } from '../users/users';

/** The draws of a report, resolved against the location. */
export interface ReportDraws {
  locId: string;
  /** One draw, when the query named it by DrawId. */
  drawId?: number;
  /** The dates covered (operator dates, both included): the draw's own date for one draw. */
  from: string;
  to: string;
}

/** The viewer V and the draws of a checked report query. */
export interface ReportScope {
  /** The signed-in caller. */
  actor: UserRow;
  /** Whose report: the caller, or the query's UserId within its reach. */
  viewer: UserRow;
  draws: ReportDraws;
}

export const DRAW_NOT_FOUND = 'Draw not found.';

/** One draw must be of the request's location (else 404, as unknown as a missing one); a range may hold none. */
export async function resolveDraws(db: Db, locId: string, selection: DrawSelection): Promise<ReportDraws> {
  if ('from' in selection) return { locId, from: selection.from, to: selection.to };
  const [draw] =
    'drawId' in selection
      ? [await findDraw(db, locId, selection.drawId)]
      : await db.select().from(draws).where(and(eq(draws.locId, locId), eq(draws.drawDate, selection.drawDate)));
  if (!draw) throw PlatformError.notFound(DRAW_NOT_FOUND);
  return { locId, drawId: draw.id, from: draw.drawDate, to: draw.drawDate };
}

/** V and the draws of a report query (already parsed by reportQuerySchema). */
export async function reportScope(
  db: Db,
  actor: UserRow,
  locId: string,
  query: { UserId?: string; DrawId?: number; DrawDate?: string; DrawFrom?: string; DrawTo?: string },
): Promise<ReportScope> {
  // An admin sub-account (the clerk) has nothing below it: it reports for the company above it.
  const viewer = query.UserId ? await assertInDownline(db, actor, query.UserId) : actor.role === 'ADMIN' ? await companyOf(db, actor) : actor;
  return { actor, viewer, draws: await resolveDraws(db, locId, drawSelectionOf(query)) };
}

/** The ids of the location's draws in the report (a subquery; one draw is its id). */
export function drawIdsOf(range: ReportDraws): SQL {
  if (range.drawId !== undefined) return sql`${range.drawId}`;
  return sql`(select ${draws.id} from ${draws} where ${draws.locId} = ${range.locId} and ${draws.drawDate} between ${range.from} and ${range.to})`;
}

/** `settlements` rows of the report's draws. */
export function settlementsIn(range: ReportDraws): SQL {
  const drawCondition = range.drawId !== undefined ? eq(settlements.drawId, range.drawId) : sql`${settlements.drawId} in ${drawIdsOf(range)}`;
  return and(eq(settlements.locId, range.locId), drawCondition) as SQL;
}

/** Live `payments` of the location made on the report's dates (operator calendar days). */
export function paymentsIn(range: ReportDraws): SQL {
  return and(
    eq(payments.locId, range.locId),
    isNull(payments.deletedAt),
    gte(payments.createdAt, operatorDayStart(range.from)),
    lt(payments.createdAt, operatorDayEnd(range.to)),
  ) as SQL;
}

/** The users whose parent is V. */
export function childrenOf(viewer: Pick<UserRow, 'userId'>): SQL {
  return eq(users.parentId, viewer.userId);
}

/**
 * V's upline from V itself up to `top` (V first): the caller's view never goes above the caller.
 * `top` must be V or one of its uplines (V is in top's reach); the walk stops there.
 */
export async function uplineChain(db: Db, viewer: UserRow, top: UserRow): Promise<UserRow[]> {
  const chain: UserRow[] = [viewer];
  for (let current = viewer; current.userId !== top.userId && current.parentId !== null && chain.length < 64; ) {
    const [parent] = await db.select().from(users).where(eq(users.userId, current.parentId));
    if (!parent) break;
    chain.push(parent);
    current = parent;
  }
  return chain;
}

/** The users of a list of ids (for names and roles). */
export async function usersByIds(db: Db, ids: readonly string[]): Promise<Map<string, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.userId, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.userId, row]));
}

/**
 * `column` names V or a user below it (a member: itself). One recursive query in the database; UNION
 * (not UNION ALL) ends even a corrupt parent cycle.
 */
export function inViewerSubtree(viewer: Pick<UserRow, 'userId' | 'role'>, column: AnyPgColumn): SQL {
  if (viewer.role === 'MEM') return eq(column, viewer.userId);
  return sql`${column} in (
    with recursive tree(user_id) as (
      select user_id from users where user_id = ${viewer.userId}
      union select u.user_id from users u inner join tree on u.parent_id = tree.user_id
    )
    select user_id from tree)`;
}
