// Who may see and record payments (docs/product.md#roles-and-permissions "Payment menu": EnableCreateDownline, agents and
// admins). A caller without that right gets 404 for every payment call, as for a resource that does
// not exist for it. Whose balances: V is UserId (in the caller's reach, else 404) or the caller; an
// admin sub-account (the clerk) answers for the company above it. A payment is recorded (or voided)
// by the user's direct parent or by an admin, for agents and members only.
import type { Db } from '../../db/client';
import { PlatformError } from '../../errors';
import { companyOf } from '../bets/share';
import { assertInDownline } from '../users/downline';
import type { UserRow } from '../users/users';

/** 404 unless the caller may use the payment calls: an agent or admin with EnableCreateDownline. */
export function assertPaymentCaller(actor: UserRow): void {
  if (actor.role === 'MEM' || !actor.enableCreateDownline) throw PlatformError.notFound();
}

/** V of a listing: UserId when given (in reach, else 404), else the caller (a sub-admin: the company). */
export async function viewerOf(db: Db, actor: UserRow, userId: string | undefined): Promise<UserRow> {
  if (userId) return assertInDownline(db, actor, userId);
  return actor.role === 'ADMIN' ? companyOf(db, actor) : actor;
}

/** Whether the caller records payments for this user: an agent or member whose direct parent it is, or any for an admin. */
export function mayPay(actor: UserRow, target: Pick<UserRow, 'userId' | 'role' | 'parentId'>): boolean {
  if (target.role === 'ADMIN' || target.userId === actor.userId) return false;
  return actor.role === 'ADMIN' || target.parentId === actor.userId;
}

/**
 * The user a payment is for: reachable (else 404), an agent or member (400), and one the caller
 * records payments for (403 naming who does: the user is in the caller's reach, so nothing leaks).
 */
export async function payableUser(db: Db, actor: UserRow, userId: string): Promise<UserRow> {
  const target = await assertInDownline(db, actor, userId);
  if (target.role === 'ADMIN') throw PlatformError.badRequest('Payments are recorded for agents and members only.', 'UserId');
  if (!mayPay(actor, target)) {
    const by = target.parentId ? `its direct upline (${target.parentId})` : 'an admin';
    throw PlatformError.forbidden(`Payments of ${target.userId} are recorded by ${by} or an admin.`, 'UserId');
  }
  return target;
}
