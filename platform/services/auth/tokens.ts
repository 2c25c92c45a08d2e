// Bearer tokens: 32 random bytes handed out once; only their SHA-256 is stored. Each token is a
// session record (docs/decisions/sessions.md): its client, when it was made and last used. A token is
// live until it is revoked, its absolute lifetime ends, or it goes unused for the idle timeout.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SESSION_IDLE_DEFAULT_MINUTES, SESSION_LIFETIME_HOURS, SESSION_SEEN_STEP_SECONDS } from '@/lib/contract/sessions';
import type { Db } from '../../db/client';
import { apiTokens, settings, users } from '../../db/schema';
import type { UserRow } from '../users/users';
import type { SignInClient } from './sign-in-log';

/** Tokens live 12 hours at most, like the app's session. */
export const TOKEN_TTL_SECONDS = SESSION_LIFETIME_HOURS * 60 * 60;

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

export async function issueToken(db: Db, userId: string, locId: string, now: Date, client: SignInClient, twoFactorEnrolOnly = false): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(apiTokens).values({
    tokenHash: digest(token),
    userId,
    locId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
    siteHost: client.siteHost,
    address: client.address,
    userAgent: client.userAgent,
    twoFactorEnrolOnly,
  });
  return token;
}

/**
 * The idle timeout in minutes, read in the same statement as the token (the setting `sessionIdleMinutes`,
 * its default when unset): a change applies to every live session at its next call, on every instance.
 */
export const idleMinutesSql = sql<number>`coalesce((select (${settings.value} #>> '{}')::int from ${settings} where ${settings.key} = 'sessionIdleMinutes'), ${SESSION_IDLE_DEFAULT_MINUTES})`;

/** Whether a session last seen at `lastSeenAt` is past the idle timeout at `now`. */
export const isIdle = (lastSeenAt: Date, idleMinutes: number, now: Date): boolean => now.getTime() - lastSeenAt.getTime() >= idleMinutes * 60_000;

/**
 * The session of a live token (not revoked, not expired, not idle), or null. Its last-seen time is
 * moved on when it is a step old, so a busy session writes once a minute, not once a call.
 */
export async function findSession(db: Db, token: string, now: Date): Promise<Session | null> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      expiresAt: apiTokens.expiresAt,
      termsAcceptedAt: apiTokens.termsAcceptedAt,
      twoFactorEnrolOnly: apiTokens.twoFactorEnrolOnly,
      lastSeenAt: apiTokens.lastSeenAt,
      idleMinutes: idleMinutesSql,
      user: users,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.userId, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, digest(token)), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)));
  if (!row || isIdle(row.lastSeenAt, Number(row.idleMinutes), now)) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_SEEN_STEP_SECONDS * 1000) {
    // Only forward: two instances touching at once both leave the later time.
    await db.update(apiTokens).set({ lastSeenAt: now }).where(and(eq(apiTokens.id, row.tokenId), lt(apiTokens.lastSeenAt, now)));
  }
  const { lastSeenAt: _seen, idleMinutes: _idle, ...session } = row;
  return session;
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db.update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.id, tokenId));
}

/** Every live token of the user (a password change ends all its sessions); answers how many. */
export async function revokeUserTokens(db: Db, userId: string, now: Date): Promise<number> {
  const ended = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)))
    .returning({ id: apiTokens.id });
  return ended.length;
}

/** Records the terms on the token; accepting again keeps the first time. */
export async function acceptTerms(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .update(apiTokens)
    .set({ termsAcceptedAt: sql`coalesce(${apiTokens.termsAcceptedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(apiTokens.id, tokenId));
}
