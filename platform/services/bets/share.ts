// betSummaryUserIdByShare: the bets of a draw per direct downline of the root (the caller, or UserId),
// each row the sum of that user's whole subtree, with the user's share (dShare or tShare of the
// location) of its downline's win/loss. A member root answers its own row.
import { and, eq } from 'drizzle-orm';
import type { SummaryRow } from '@/lib/contract/bet-listings';
import type { Db } from '../../db/client';
import { userLocations, users } from '../../db/schema';
import { summaryTotal } from './summaries';
import type { BetScope } from './scope';
import { assertInDownline } from '../users/downline';
import type { LocationRow } from '../users/locations';
import { byUserId, listUsers } from '../users/members';
import { findUser, type UserRow } from '../users/users';

/** An admin sub-account (the clerk) answers for the company: the topmost admin above it. */
export async function companyOf(db: Db, admin: UserRow): Promise<UserRow> {
  let current = admin;
  for (let depth = 0; depth < 64 && current.parentId; depth++) {
    const parent = await findUser(db, current.parentId);
    if (!parent || parent.role !== 'ADMIN') break;
    current = parent;
  }
  return current;
}

export async function shareSummary(db: Db, actor: UserRow, location: LocationRow, scope: BetScope, userId?: string): Promise<SummaryRow[]> {
  const root = userId ? await assertInDownline(db, actor, userId) : actor.role === 'ADMIN' ? await companyOf(db, actor) : actor;
  const holders = await db
    .select({ userId: users.userId, userName: users.userName, parentId: users.parentId, share: userLocations.share })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, location.locId)));
  const children = root.role === 'MEM' ? holders.filter((row) => row.userId === root.userId) : holders.filter((row) => row.parentId === root.userId);
  const rows: SummaryRow[] = [];
  for (const child of children.sort(byUserId)) {
    const subtree = (await listUsers(db, { subtree: child.userId })).map((row) => row.userId);
    // The scope already holds only users the caller reaches; a subtree never widens it.
    const userIds = scope.userIds ? subtree.filter((id) => scope.userIds?.includes(id)) : subtree;
    const total = await summaryTotal(db, { ...scope, userIds });
    rows.push({ ...total, UserId: child.userId, UserName: child.userName, Share: Number(child.share) });
  }
  return rows;
}
