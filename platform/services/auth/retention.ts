// How long the account-security records are kept (docs/decisions/sign-in-log.md, "Retention"): the
// sign-in log 400 days (the Login Log filters a year at most, plus a margin for a late inquiry), ended
// and expired sessions 30 days after they ended (the sessions list shows live ones only; the sign-in
// log keeps the attempt itself), spent or expired two-factor challenges a day. An hourly chore deletes
// what is past, in batches, so one run's work is bounded however much has piled up. A delete that two
// instances run at once removes each row once: the chore needs no lock.
import { asc, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, signInLog, twoFactorChallenges } from '../../db/schema';
import { startPeriodic, type PeriodicTask } from '../jobs/periodic';

export const SIGN_IN_LOG_DAYS = 400;
export const ENDED_SESSION_DAYS = 30;
export const SPENT_CHALLENGE_DAYS = 1;
/** The most rows one run deletes from one table; the next run takes the rest. */
export const RETENTION_BATCH = 5_000;
const HOURLY_MS = 60 * 60 * 1_000;
const DAY_MS = 24 * 60 * 60 * 1_000;

export interface Pruned {
  signIns: number;
  sessions: number;
  challenges: number;
}

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes at most `batch` rows of each kind that are past their keeping, oldest first. */
export async function pruneSecurityRecords(db: Db, now: Date, batch = RETENTION_BATCH): Promise<Pruned> {
  const oldSignIns = db
    .select({ id: signInLog.id })
    .from(signInLog)
    .where(lt(signInLog.createdAt, before(now, SIGN_IN_LOG_DAYS)))
    .orderBy(asc(signInLog.createdAt))
    .limit(batch);
  // A session ended when it was signed out or when it expired, whichever came first.
  const endedSessions = db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(lt(sql`least(${apiTokens.expiresAt}, coalesce(${apiTokens.revokedAt}, ${apiTokens.expiresAt}))`, before(now, ENDED_SESSION_DAYS)))
    .limit(batch);
  const spentChallenges = db
    .select({ id: twoFactorChallenges.id })
    .from(twoFactorChallenges)
    .where(lt(sql`least(${twoFactorChallenges.expiresAt}, coalesce(${twoFactorChallenges.usedAt}, ${twoFactorChallenges.expiresAt}))`, before(now, SPENT_CHALLENGE_DAYS)))
    .limit(batch);
  const signIns = await db.delete(signInLog).where(inArray(signInLog.id, oldSignIns)).returning({ id: signInLog.id });
  const sessions = await db.delete(apiTokens).where(inArray(apiTokens.id, endedSessions)).returning({ id: apiTokens.id });
  const challenges = await db.delete(twoFactorChallenges).where(inArray(twoFactorChallenges.id, spentChallenges)).returning({ id: twoFactorChallenges.id });
  return { signIns: signIns.length, sessions: sessions.length, challenges: challenges.length };
}

/** The hourly chore (platform/main.ts). */
export function startRetention(db: Db, now: () => Date = () => new Date()): Promise<PeriodicTask> {
  return startPeriodic('retention', () => pruneSecurityRecords(db, now()), HOURLY_MS);
}
