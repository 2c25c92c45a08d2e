// Who a sub share or a group expense may name (docs/decisions/sub-shares.md): a user in the caller's
// reach (404 otherwise, as everywhere) that holds the location. A sub share's holder is the company or
// an agent (only they hold a share); a group is an agent (a child agent heads a group in its parent's
// report). Anyone else is a 400 naming UserId.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userLocations } from '../../db/schema';
import { PlatformError } from '../../errors';
import { assertInDownline, USER_NOT_FOUND } from '../users/downline';
import type { UserRow } from '../users/users';

export interface ShareContext {
  db: Db;
  actor: UserRow;
  locId: string;
  now: Date;
}

/** The user, in reach and of the location (else 404). */
export async function userOfLocation(context: ShareContext, userId: string): Promise<UserRow> {
  const { db, actor, locId } = context;
  const user = await assertInDownline(db, actor, userId);
  if (user.role === 'ADMIN' && user.parentId === null) return user;
  const [held] = await db
    .select({ userId: userLocations.userId })
    .from(userLocations)
    .where(and(eq(userLocations.userId, user.userId), eq(userLocations.locId, locId)));
  if (!held) throw PlatformError.notFound(USER_NOT_FOUND);
  return user;
}

/** A sub share's holder: the company or an agent of the location. */
export async function shareHolder(context: ShareContext, userId: string): Promise<UserRow> {
  const user = await userOfLocation(context, userId);
  const company = user.role === 'ADMIN' && user.parentId === null;
  if (!company && user.role !== 'AG') throw PlatformError.badRequest(`${user.userId} holds no share: a sub share splits the company's or an agent's share.`, 'UserId');
  return user;
}

/** A group: an agent of the location. */
export async function groupAgent(context: ShareContext, userId: string): Promise<UserRow> {
  const user = await userOfLocation(context, userId);
  if (user.role !== 'AG') throw PlatformError.badRequest(`${user.userId} is not an agent: a group is an agent and everything below it.`, 'UserId');
  return user;
}
