// Users and their permission grants.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userGrants, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId));
  return row;
}

/** Sign-in ids are case-insensitive (they are stored in lower case). */
export async function findUserForSignIn(db: Db, loginId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.userId})`, loginId.trim().toLowerCase()));
  return row;
}

export async function grantsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ permission: userGrants.permission })
    .from(userGrants)
    .where(eq(userGrants.userId, userId))
    .orderBy(asc(userGrants.permission));
  return rows.map((row) => row.permission);
}

/** A full admin (role ADMIN granted '*') runs the platform's switches; a sub-admin like the clerk does not. */
export async function isFullAdmin(db: Db, user: Pick<UserRow, 'userId' | 'role'>): Promise<boolean> {
  if (user.role !== 'ADMIN') return false;
  const rows = await db
    .select({ permission: userGrants.permission })
    .from(userGrants)
    .where(and(eq(userGrants.userId, user.userId), eq(userGrants.permission, '*')));
  return rows.length > 0;
}

/** The user's mobile number: digits with the country code, or '' for none (checked by the caller). */
export async function setMobile(db: Db, userId: string, mobile: string): Promise<void> {
  await db.update(users).set({ mobile }).where(eq(users.userId, userId));
}

/** The second mobile number (same rule as setMobile). */
export async function setMobile2(db: Db, userId: string, mobile2: string): Promise<void> {
  await db.update(users).set({ mobile2 }).where(eq(users.userId, userId));
}

export async function setBetEntryAlert(db: Db, userId: string, betEntryAlert: boolean): Promise<void> {
  await db.update(users).set({ betEntryAlert }).where(eq(users.userId, userId));
}
