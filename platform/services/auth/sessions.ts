// Sessions (docs/decisions/sessions.md): the caller's own live sessions, ending one of them or every
// other one, an upline ending a downline user's sessions, and the idle timeout setting. Every ending
// and every change of the setting is audited.
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { endedMessage, type SessionList, type SessionsEnded } from '@/lib/contract/sessions';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { readSetting, writeSetting } from '../content/settings';
import { assertInDownline, USER_NOT_FOUND } from '../users/downline';
import type { UserRow } from '../users/users';
import { isIdle } from './tokens';

export interface SessionActor {
  db: Db;
  user: UserRow;
  /** The session the call came in. */
  tokenId: number;
  now: Date;
}

const SESSION_NOT_FOUND = 'Session not found.';

/** The user's tokens that are not revoked and not past their lifetime (idle ones are filtered after). */
const unrevoked = (userId: string, now: Date) => and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now));

/** The caller's live sessions, the current one first, then the most recently used. */
export async function ownSessions({ db, user, tokenId, now }: SessionActor): Promise<SessionList> {
  const rows = await db
    .select({
      id: apiTokens.id,
      siteHost: apiTokens.siteHost,
      address: apiTokens.address,
      userAgent: apiTokens.userAgent,
      createdAt: apiTokens.createdAt,
      lastSeenAt: apiTokens.lastSeenAt,
      expiresAt: apiTokens.expiresAt,
    })
    .from(apiTokens)
    .where(unrevoked(user.userId, now))
    .orderBy(desc(apiTokens.lastSeenAt), desc(apiTokens.id))
    .limit(200);
  const idleMinutes = await readSetting(db, 'sessionIdleMinutes');
  const live = rows.filter((row) => !isIdle(row.lastSeenAt, idleMinutes, now));
  const items = live.map((row) => ({
    SessionId: row.id,
    Current: row.id === tokenId,
    SiteHost: row.siteHost,
    Address: row.address,
    UserAgent: row.userAgent,
    CreatedAt: row.createdAt.toISOString(),
    LastSeenAt: row.lastSeenAt.toISOString(),
    EndsAt: new Date(Math.min(row.lastSeenAt.getTime() + idleMinutes * 60_000, row.expiresAt.getTime())).toISOString(),
  }));
  return { Items: [...items.filter((row) => row.Current), ...items.filter((row) => !row.Current)], IdleMinutes: idleMinutes };
}

const ended = (count: number): SessionsEnded => ({ success: true, Ended: count, message: endedMessage(count) });

/** Ends one of the caller's own sessions (the current one too: that is signing out). */
export async function endOwnSession(actor: SessionActor, sessionId: number): Promise<SessionsEnded> {
  const { db, user, now } = actor;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(eq(apiTokens.id, sessionId), unrevoked(user.userId, now)))
      .returning({ id: apiTokens.id, siteHost: apiTokens.siteHost, address: apiTokens.address });
    // Another user's session, an ended one and one that never was answer alike.
    if (!row) throw PlatformError.notFound(SESSION_NOT_FOUND);
    await writeAudit(tx, { actorId: user.userId, entity: 'session', entityId: row.id, action: 'DELETE', targetUserId: user.userId, before: { SiteHost: row.siteHost, Address: row.address } });
    return ended(1);
  });
}

/** Ends every session of the caller but the one the call came in. */
export async function endOtherSessions(actor: SessionActor): Promise<SessionsEnded> {
  const { db, user, tokenId, now } = actor;
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(apiTokens)
      .set({ revokedAt: now })
      .where(and(unrevoked(user.userId, now), ne(apiTokens.id, tokenId)))
      .returning({ id: apiTokens.id });
    if (rows.length > 0) {
      await writeAudit(tx, { actorId: user.userId, entity: 'session', entityId: user.userId, action: 'DELETE', targetUserId: user.userId, after: { Ended: rows.length, Kept: tokenId } });
    }
    return ended(rows.length);
  });
}

/**
 * An upline (an agent, or an admin with MemberEdit: the access table) ends every session of an agent
 * or member of its downline. Admin accounts are not MemberEdit's to manage: a target that is an admin
 * answers as one out of reach (404), and the caller's own sessions have "sign out all others".
 */
export async function endUserSessions(actor: SessionActor, userId: string): Promise<SessionsEnded> {
  const { db, user, now } = actor;
  const target = await assertInDownline(db, user, userId);
  if (target.role === 'ADMIN') throw PlatformError.notFound(USER_NOT_FOUND);
  if (target.userId === user.userId) throw PlatformError.badRequest('Use "Sign out all others" for your own sessions.', 'UserId');
  return db.transaction(async (tx) => {
    const rows = await tx.update(apiTokens).set({ revokedAt: now }).where(unrevoked(target.userId, now)).returning({ id: apiTokens.id });
    await writeAudit(tx, { actorId: user.userId, entity: 'session', entityId: target.userId, action: 'DELETE', targetUserId: target.userId, after: { Ended: rows.length } });
    return ended(rows.length);
  });
}

export async function sessionSetting(db: Db): Promise<{ IdleMinutes: number }> {
  return { IdleMinutes: await readSetting(db, 'sessionIdleMinutes') };
}

export async function saveSessionSetting(db: Db, actor: UserRow, idleMinutes: number, now: Date): Promise<{ IdleMinutes: number }> {
  return db.transaction(async (tx) => {
    const before = await readSetting(tx, 'sessionIdleMinutes');
    const saved = await writeSetting(tx, 'sessionIdleMinutes', idleMinutes, now);
    if (saved !== before) {
      await writeAudit(tx, { actorId: actor.userId, entity: 'setting', entityId: 'sessionIdleMinutes', action: 'UPDATE', before: { IdleMinutes: before }, after: { IdleMinutes: saved } });
    }
    return { IdleMinutes: saved };
  });
}
