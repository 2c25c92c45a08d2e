// The hierarchy lookups of the leftover calls (docs/decisions/platform.md "The leftover calls"):
// profileFull's upline and direct counts, mLoadDirectDownLine, dShareTypeSelect and selectAllowEditShare.
// Every user named must be in the caller's reach (rootOf/reachableUser: 404 otherwise).
import { and, asc, count, eq } from 'drizzle-orm';
import type { Game } from '@/lib/contract/common';
import { shareChoices, type ShareChoice } from '@/lib/domain/lookups';
import { RATE_SCALE } from '@/lib/domain/rate-choices';
import type { Db } from '../../db/client';
import { userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { findUser, type UserRow } from '../users/users';
import { reachableUser, USER_NOT_FOUND } from '../users/downline';
import { mayHold, rootOf } from './access';
import { parentBounds } from './accounts';

/** The uplines of a user, nearest first (a broken chain stops where it breaks). */
export async function uplineOf(db: Db, user: UserRow): Promise<string[]> {
  const chain: string[] = [];
  let parentId = user.parentId;
  while (parentId && chain.length < 32 && !chain.includes(parentId)) {
    chain.push(parentId);
    parentId = (await findUser(db, parentId))?.parentId ?? null;
  }
  return chain;
}

/** How many agents and members sit directly under the user. */
export async function directCounts(db: Db, userId: string): Promise<{ DirectAgents: number; DirectMembers: number }> {
  const rows = await db.select({ role: users.role, n: count() }).from(users).where(eq(users.parentId, userId)).groupBy(users.role);
  const of = (role: UserRow['role']) => Number(rows.find((row) => row.role === role)?.n ?? 0);
  return { DirectAgents: of('AG'), DirectMembers: of('MEM') };
}

/** mLoadDirectDownLine: the users directly under UserId (default: the caller; an admin: the company) with an account in the location. */
export async function directDownLine(db: Db, actor: UserRow, locId: string, userId: string | undefined) {
  const root = await rootOf(db, actor, userId);
  const rows = await db
    .select({ UserId: users.userId, UserName: users.userName, Role: users.role })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, locId)))
    .where(eq(users.parentId, root.userId))
    .orderBy(asc(users.userId));
  return { UserId: root.userId, Items: rows };
}

/** A parent's own share in the location in units; null for the company (no cap but the grid's). */
async function shareCap(db: Db, parent: UserRow, locId: string): Promise<number | null> {
  const bounds = await parentBounds(db, parent, locId);
  return bounds.rates === null ? null : bounds.rates.Share;
}

/** dShareTypeSelect: the shares a new agent under UserId (default: the caller's root) may be given. */
export async function shareSelect(db: Db, actor: UserRow, locId: string, game: Game, userId: string | undefined): Promise<{ UserId: string; Items: ShareChoice[] }> {
  const parent = await rootOf(db, actor, userId);
  return { UserId: parent.userId, Items: shareChoices(game, await shareCap(db, parent, locId)) };
}

/**
 * selectAllowEditShare: whether the caller may change UserId's share. Only an agent has one, and it is
 * set from above: the caller must reach it, be another user, and be one that manages agents.
 */
export async function allowEditShare(db: Db, actor: UserRow, locId: string, userId: string) {
  const target = await reachableUser(db, actor, userId);
  if (!target) throw PlatformError.notFound(USER_NOT_FOUND);
  const manages = actor.role === 'ADMIN' || mayHold(actor, 'agent');
  const allowed = target.role === 'AG' && target.userId !== actor.userId && manages;
  const parent = target.parentId ? await findUser(db, target.parentId) : undefined;
  const cap = parent ? await shareCap(db, parent, locId) : null;
  return { UserId: target.userId, AllowEditShare: allowed, MaxShare: (cap ?? RATE_SCALE) / RATE_SCALE };
}
