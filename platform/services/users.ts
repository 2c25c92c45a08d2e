// Users and their permission grants.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { userGrants, users } from '../db/schema';

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
