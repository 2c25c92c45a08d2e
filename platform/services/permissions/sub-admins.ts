// Sub-admin accounts and their permissions (docs/product.md#roles-and-permissions, #call-catalogue "Permissions"). A sub-admin is an ADMIN
// below the company (like the clerk): it reaches every user as an admin does, and its Granted names
// decide what it may do. Names are read from user_grants on every request (the session middleware
// reads the user, and every check reads its grants), so a change takes effect at the sub-admin's next
// call without signing it out. A sub-admin with a history (anything on record names it) is retired
// instead of deleted: no grants, no sessions, no usable password; super-password brings it back.
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { PermissionDeleted, PermissionSave, PermissionSaved, SubAdmin } from '@/lib/contract/permissions';
import { PERMISSIONS } from '@/lib/domain/menu-rules';
import type { Db } from '../../db/client';
import { permissions, userGrants, userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { companyOf } from '../bets/share';
import { assertPasswordRules, endSessions } from '../auth/password-admin';
import { hashPassword } from '../auth/passwords';
import { assertWithinOwnRights } from './rights';
import { findUserForSignIn, grantsOf, type UserRow } from '../users/users';

export interface PermissionContext {
  db: Db;
  actor: UserRow;
  /** The caller's own names (the access table has checked it holds AdminEdit). */
  granted: string[];
  now: Date;
}

/** Not an argon2 hash, so no password ever matches it: a retired account cannot sign in. */
export const RETIRED_PASSWORD_HASH = '!retired';
const NOT_SUB_ADMIN = 'Sub-admin not found.';

const sortNames = (names: readonly string[]) =>
  [...names].sort((a, b) => PERMISSIONS.indexOf(a as never) - PERMISSIONS.indexOf(b as never));

function answerOf(user: UserRow, granted: readonly string[]): SubAdmin {
  return {
    UserId: user.userId,
    UserName: user.userName,
    Granted: sortNames(granted),
    Status: user.passwordHash === RETIRED_PASSWORD_HASH ? 'RETIRED' : 'ACTIVE',
    MustChangePassword: user.updatePassword,
    CreatedDate: user.createdAt.toISOString(),
  };
}

/** GET permissions: every ADMIN below the top of the tree, with its names; two queries. */
export async function listSubAdmins(db: Db): Promise<SubAdmin[]> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), isNotNull(users.parentId)))
    .orderBy(asc(users.userId));
  if (rows.length === 0) return [];
  const grants = await db.select().from(userGrants).where(inArray(userGrants.userId, rows.map((row) => row.userId)));
  return rows.map((row) => answerOf(row, grants.filter((grant) => grant.userId === row.userId).map((grant) => grant.permission)));
}

/** GET permissionGranted: the catalogue's names but '*', in the order of docs/product.md#roles-and-permissions. */
export async function grantableNames(db: Db): Promise<{ Name: string; Description: string }[]> {
  const rows = await db.select().from(permissions).where(ne(permissions.name, '*'));
  return rows
    .sort((a, b) => PERMISSIONS.indexOf(a.name as never) - PERMISSIONS.indexOf(b.name as never))
    .map((row) => ({ Name: row.name, Description: row.description }));
}

async function setGrants(tx: Db, userId: string, names: readonly string[]): Promise<void> {
  await tx.delete(userGrants).where(eq(userGrants.userId, userId));
  if (names.length > 0) await tx.insert(userGrants).values(names.map((permission) => ({ userId, permission })));
}

/** A new sub-admin under the company: the company's locations with no money, EnablePlaceBet like the clerk. */
async function createSubAdmin(context: PermissionContext, input: PermissionSave): Promise<PermissionSaved> {
  const { db, actor, now } = context;
  if (!input.Password) throw PlatformError.badRequest('Password is required.', 'Password');
  await assertPasswordRules(db, input.Password, input.Password, 'Password');
  const company = await companyOf(db, actor);
  const passwordHash = await hashPassword(input.Password);
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ userId: input.UserId, parentId: company.userId, role: 'ADMIN', rank: 0, userName: input.UserName, passwordHash, updatePassword: true, enablePlaceBet: true, createdAt: now })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    const locations = await tx.select({ locId: userLocations.locId }).from(userLocations).where(eq(userLocations.userId, company.userId));
    if (locations.length > 0) await tx.insert(userLocations).values(locations.map(({ locId }) => ({ userId: row.userId, locId })));
    await setGrants(tx, row.userId, input.Granted);
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'permission',
      entityId: row.userId,
      action: 'CREATE',
      targetUserId: row.userId,
      after: { UserName: row.userName, Granted: sortNames(input.Granted), ParentId: company.userId },
    });
    return row;
  });
  return { Created: true, Account: answerOf(created, input.Granted) };
}

/** An existing sub-admin: its name and names; the names added and removed must be the caller's own. */
async function editSubAdmin(context: PermissionContext, target: UserRow, input: PermissionSave): Promise<PermissionSaved> {
  const { db, actor, granted } = context;
  if (input.Password !== undefined) throw PlatformError.badRequest("A sub-admin's password is set through Super Password.", 'Password');
  const before = await grantsOf(db, target.userId);
  const changed = [...input.Granted.filter((name) => !before.includes(name)), ...before.filter((name) => !input.Granted.includes(name as never))];
  assertWithinOwnRights(granted, changed, `Changing ${target.userId}'s permissions`);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ userName: input.UserName }).where(eq(users.userId, target.userId)).returning();
    if (!row) throw PlatformError.notFound(NOT_SUB_ADMIN);
    await setGrants(tx, target.userId, input.Granted);
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'permission',
      entityId: target.userId,
      action: 'UPDATE',
      targetUserId: target.userId,
      before: { UserName: target.userName, Granted: sortNames(before) },
      after: { UserName: row.userName, Granted: sortNames(input.Granted) },
    });
    return row;
  });
  return { Created: false, Account: answerOf(updated, input.Granted) };
}

/** POST permissions: creates a sub-admin with a new UserId, else edits that sub-admin. */
export async function saveSubAdmin(context: PermissionContext, input: PermissionSave): Promise<PermissionSaved> {
  const { db, actor, granted } = context;
  const existing = await findUserForSignIn(db, input.UserId);
  if (!existing) {
    assertWithinOwnRights(granted, input.Granted, `Granting ${input.Granted.join(', ')}`);
    return createSubAdmin(context, input);
  }
  if (existing.userId === actor.userId) throw PlatformError.badRequest('You cannot change your own permissions.', 'UserId');
  if (existing.role !== 'ADMIN' || existing.parentId === null) throw new PlatformError(409, `User ID ${input.UserId} is taken by an account that is not a sub-admin.`, 'UserId');
  return editSubAdmin(context, existing, input);
}

/** PostgreSQL's foreign_key_violation, through drizzle's wrapping error. */
function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** DELETE permissions/{id}: deleted without a history; with one, retired (the row stays). */
export async function deleteSubAdmin(context: PermissionContext, userId: string): Promise<PermissionDeleted> {
  const { db, actor, granted, now } = context;
  const target = await findUserForSignIn(db, userId);
  if (!target || target.role !== 'ADMIN' || target.parentId === null) throw PlatformError.notFound(NOT_SUB_ADMIN);
  if (target.userId === actor.userId) throw PlatformError.badRequest('You cannot delete your own account.', 'id');
  const before = await grantsOf(db, target.userId);
  assertWithinOwnRights(granted, before, `Deleting ${target.userId}`);
  return db.transaction(async (tx) => {
    let deleted = true;
    try {
      // A savepoint: a row that anything on record references stays, and the transaction goes on.
      await tx.transaction(async (inner) => {
        await inner.delete(users).where(eq(users.userId, target.userId));
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      deleted = false;
      await setGrants(tx, target.userId, []);
      await tx.update(users).set({ passwordHash: RETIRED_PASSWORD_HASH, updatePassword: false }).where(eq(users.userId, target.userId));
      await endSessions(tx, target.userId, now);
    }
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'permission',
      entityId: target.userId,
      action: deleted ? 'DELETE' : 'UPDATE',
      targetUserId: target.userId,
      before: { UserName: target.userName, Granted: sortNames(before), Status: answerOf(target, before).Status },
      after: deleted ? null : { Granted: [], Status: 'RETIRED' },
    });
    return { UserId: target.userId, Deleted: deleted, Retired: !deleted };
  });
}
