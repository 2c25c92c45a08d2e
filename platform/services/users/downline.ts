// Object-level authorization over the user tree. An agent reaches itself and its whole subtree,
// a member only itself, an admin everyone. Anything else is answered as "not found" (404), so a
// caller cannot even learn that a user of another branch exists.
import type { Db } from '../../db/client';
import { PlatformError } from '../../errors';
import { parentsOf, uplinesFrom } from './uplines';
import { findUser, type UserRow } from './users';

export const USER_NOT_FOUND = 'User not found.';

/** Whether `ancestorId` is `userId` itself or one of its uplines (one query, however deep). */
async function isSelfOrUpline(db: Db, ancestorId: string, userId: string): Promise<boolean> {
  return userId === ancestorId || uplinesFrom(await parentsOf(db, [userId]), userId).includes(ancestorId);
}

/** The target user when the actor may see it; undefined for anyone else and for unknown ids. */
export async function reachableUser(db: Db, actor: UserRow, targetUserId: string): Promise<UserRow | undefined> {
  const target = targetUserId === actor.userId ? actor : await findUser(db, targetUserId);
  if (!target) return undefined;
  if (actor.role === 'ADMIN' || target.userId === actor.userId) return target;
  if (actor.role === 'MEM') return undefined;
  return (await isSelfOrUpline(db, actor.userId, target.userId)) ? target : undefined;
}

/** The target user when the actor may see it; otherwise a 404. */
export async function assertInDownline(db: Db, actor: UserRow, targetUserId: string): Promise<UserRow> {
  const target = await reachableUser(db, actor, targetUserId);
  if (!target) throw PlatformError.notFound(USER_NOT_FOUND);
  return target;
}
