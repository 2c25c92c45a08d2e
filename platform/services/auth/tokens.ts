// Bearer tokens: 32 random bytes handed out once; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, users } from '../../db/schema';
import type { UserRow } from '../users/users';

/** Tokens live 12 hours, like the app's session. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

export interface Session {
  tokenId: number;
  user: UserRow;
  expiresAt: Date;
  /** Terms are accepted per session, so per token; null until POST terms. */
  termsAcceptedAt: Date | null;
  /** Two-factor is required of the user and not set up yet: only enrolment is open. */
  twoFactorEnrolOnly: boolean;
}

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(db: Db, userId: string, locId: string, now: Date, twoFactorEnrolOnly = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(apiTokens).values({
    tokenHash: digest(token),
    userId,
    locId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
    twoFactorEnrolOnly,
  });
  return token;
}

/** The session of a live token (not revoked, not expired), or null. */
export async function findSession(db: Db, token: string, now: Date): Promise<Session | null> {
  const [row] = await db
    .select({ tokenId: apiTokens.id, expiresAt: apiTokens.expiresAt, termsAcceptedAt: apiTokens.termsAcceptedAt, twoFactorEnrolOnly: apiTokens.twoFactorEnrolOnly, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.userId, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, digest(token)), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)));
  return row ?? null;
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, tokenId));
}

/** Every live token of the user (a password change ends all its sessions). */
export async function revokeUserTokens(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)));
}

/** Records the terms on the token; accepting again keeps the first time. */
export async function acceptTerms(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ termsAcceptedAt: sql`coalesce(${apiTokens.termsAcceptedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(apiTokens.id, tokenId));
}
