// What a bet listing may show: the live tickets of the location whose member the caller reaches (an
// admin: everyone; an agent: its subtree; a member: itself), optionally narrowed to one user and the
// users below it, to one draw, or to a range of draw dates. Every listing builds its WHERE from here,
// so no listing can return another branch's rows.
import { and, between, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draws, tickets } from '../../db/schema';
import { PlatformError } from '../../errors';
import { isDrawOpen } from './read';
import { placeBetRefusal } from './rights';
import { assertInDownline } from '../users/downline';
import { findDraw, type DrawRow } from '../draws/read';
import { listUsers, scopeOf } from '../users/members';
import type { UserRow } from '../users/users';

export interface BetScope {
  locId: string;
  /** null: every user (an admin without UserId). */
  userIds: string[] | null;
  drawId?: number;
  range?: { from: string; to: string };
  /** The caller may delete bets (its own rights); with an open draw, a row is Deletable. */
  mayDelete: boolean;
  now: Date;
}

export interface ScopeQuery {
  UserId?: string;
  /** One draw of the location (404 when it is not one). */
  DrawId?: number;
  /** A range of draw dates: both ends, or none. */
  DrawFrom?: string;
  DrawTo?: string;
}

/**
 * What the caller's listing covers: its reach, or UserId and its subtree (404 outside the reach),
 * narrowed to one draw of the location or a range of draw dates when the query names them.
 */
export async function scopeFor(db: Db, actor: UserRow, locId: string, query: ScopeQuery, now: Date): Promise<BetScope> {
  if (query.DrawId !== undefined) await drawOfLocation(db, locId, query.DrawId);
  const root = query.UserId ? await assertInDownline(db, actor, query.UserId) : undefined;
  const scope = scopeOf(actor, root);
  const userIds = 'all' in scope ? null : (await listUsers(db, scope)).map((row) => row.userId);
  const mayDelete = (await placeBetRefusal(db, actor)) === null;
  return {
    locId,
    userIds,
    mayDelete,
    now,
    ...(query.DrawId !== undefined ? { drawId: query.DrawId } : {}),
    ...(query.DrawFrom && query.DrawTo ? { range: { from: query.DrawFrom, to: query.DrawTo } } : {}),
  };
}

/** The draw of a listing: of the request's location, else 404. */
export async function drawOfLocation(db: Db, locId: string, drawId: number): Promise<DrawRow> {
  const draw = await findDraw(db, locId, drawId);
  if (!draw) throw PlatformError.notFound('Draw not found.');
  return draw;
}

/** WHERE of the live tickets in scope; the query must join draws. */
export function ticketsInScope(scope: BetScope): SQL {
  return and(
    eq(tickets.locId, scope.locId),
    isNull(tickets.deletedAt),
    scope.userIds ? inArray(tickets.userId, scope.userIds) : undefined,
    scope.drawId !== undefined ? eq(tickets.drawId, scope.drawId) : undefined,
    scope.range ? between(draws.drawDate, scope.range.from, scope.range.to) : undefined,
  ) as SQL;
}

/** Deletable: the draw still takes bets and the caller may delete them. */
export function deletableIn(scope: BetScope, draw: Pick<DrawRow, 'status' | 'closeAt'>): boolean {
  return scope.mayDelete && isDrawOpen(draw, scope.now);
}
