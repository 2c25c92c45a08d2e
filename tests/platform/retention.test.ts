// Retention of the account-security records (platform/services/auth/retention.ts): the sign-in log
// keeps 400 days, ended sessions 30 days after they ended, spent two-factor challenges a day. A run
// deletes at most a batch of each, oldest first; live sessions and recent rows are never touched.
import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { apiTokens, signInLog, twoFactorChallenges } from '@/platform/db/schema';
import { ENDED_SESSION_DAYS, pruneSecurityRecords, SIGN_IN_LOG_DAYS, SPENT_CHALLENGE_DAYS } from '@/platform/services/auth/retention';
import { scoped } from './support/actors';
import { PASSWORDS } from './support/demo';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

const DAY = 24 * 60 * 60 * 1_000;
const ago = (days: number, minutes = 0) => new Date(FIXED_NOW.getTime() - days * DAY - minutes * 60_000);
const hash = () => createHash('sha256').update(randomBytes(16)).digest('hex');

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);

  async function logRows(typed: string, dates: readonly Date[]): Promise<number[]> {
    const rows = await platform.db
      .insert(signInLog)
      .values(dates.map((createdAt) => ({ typedUserId: typed, userId: null, result: 'WRONG_PASSWORD', address: '203.0.113.9', userAgent: 'retention', siteHost: 'alpha.localhost', createdAt })))
      .returning({ id: signInLog.id });
    return rows.map((row) => row.id);
  }

  const remaining = async (ids: readonly number[]) => (await platform.db.select({ id: signInLog.id }).from(signInLog).where(inArray(signInLog.id, [...ids]))).map((row) => row.id).sort((a, b) => a - b);

  it('deletes sign-in log rows past 400 days, oldest first and a batch at a time; the Login Log no longer shows them', async () => {
    const kept = await logRows('retention_kept', [ago(SIGN_IN_LOG_DAYS - 1), ago(SIGN_IN_LOG_DAYS, -1)]);
    const old = await logRows('retention_old', [ago(SIGN_IN_LOG_DAYS + 3), ago(SIGN_IN_LOG_DAYS + 2), ago(SIGN_IN_LOG_DAYS + 1), ago(SIGN_IN_LOG_DAYS, 1)]);
    const first = await pruneSecurityRecords(platform.db, FIXED_NOW, 3);
    expect(first.signIns).toBe(3);
    // The three oldest went first.
    expect(await remaining(old)).toEqual([old[3]]);
    const second = await pruneSecurityRecords(platform.db, FIXED_NOW, 3);
    expect(second.signIns).toBe(1);
    expect(await remaining(old)).toEqual([]);
    expect(await remaining(kept)).toEqual([...kept].sort((a, b) => a - b));
    expect((await pruneSecurityRecords(platform.db, FIXED_NOW)).signIns).toBe(0);

    const admin = await platform.signIn('admin', PASSWORDS.admin ?? '');
    const page = await platform.get<{ Items: { UserId: string }[] }>(scoped('loginLog', 'SG', 'UserId=retention_old'), admin);
    expect(page.status).toBe(200);
    expect(page.body.Items).toEqual([]);
  });

  it('deletes sessions ended more than 30 days ago, signed out or expired; a live session goes on working', async () => {
    const live = await platform.signIn('member1', PASSWORDS.member1 ?? '');
    const session = (expiresAt: Date, revokedAt: Date | null = null) => ({ tokenHash: hash(), userId: 'member1', locId: 'SG', expiresAt, revokedAt, createdAt: ago(60) });
    const rows = await platform.db
      .insert(apiTokens)
      .values([
        session(ago(ENDED_SESSION_DAYS, 1)), // expired 30 days and a minute ago
        session(ago(ENDED_SESSION_DAYS - 20), ago(ENDED_SESSION_DAYS, 5)), // signed out long before it would have expired
        session(ago(ENDED_SESSION_DAYS - 1)), // expired 29 days ago: kept
        session(ago(ENDED_SESSION_DAYS, -1), ago(ENDED_SESSION_DAYS - 1)), // signed out 29 days ago: kept
      ])
      .returning({ id: apiTokens.id });
    const ids = rows.map((row) => row.id);
    const pruned = await pruneSecurityRecords(platform.db, FIXED_NOW);
    expect(pruned.sessions).toBe(2);
    const left = (await platform.db.select({ id: apiTokens.id }).from(apiTokens).where(inArray(apiTokens.id, ids))).map((row) => row.id);
    expect(left.sort((a, b) => a - b)).toEqual(ids.slice(2).sort((a, b) => a - b));
    expect((await platform.get(scoped('sessions'), live)).status).toBe(200);
  });

  it('deletes two-factor challenges a day after they were spent or expired', async () => {
    const challenge = (expiresAt: Date, usedAt: Date | null = null) => ({ challengeHash: hash(), userId: 'member1', expiresAt, usedAt });
    const rows = await platform.db
      .insert(twoFactorChallenges)
      .values([challenge(ago(SPENT_CHALLENGE_DAYS, 1)), challenge(ago(-1), ago(SPENT_CHALLENGE_DAYS, 1)), challenge(ago(0, -5)), challenge(ago(0, 10))])
      .returning({ id: twoFactorChallenges.id });
    expect((await pruneSecurityRecords(platform.db, FIXED_NOW)).challenges).toBe(2);
    const left = await platform.db.select({ id: twoFactorChallenges.id }).from(twoFactorChallenges).where(inArray(twoFactorChallenges.id, rows.map((row) => row.id)));
    expect(left.map((row) => row.id).sort((a, b) => a - b)).toEqual(rows.slice(2).map((row) => row.id).sort((a, b) => a - b));
    await platform.db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, 'member1'));
  });
});
