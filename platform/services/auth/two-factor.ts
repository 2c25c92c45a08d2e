// Two-factor sign-in (TOTP, RFC 6238; docs/decisions/two-factor.md): enrolment (a secret, confirmed by
// a code, and ten one-time recovery codes), the code step of sign-in (a challenge, then a code), turning
// it off (a code) and a SuperPwd holder's reset of another user's. Codes of a 30-second step already used
// are refused (replay); every change is audited, never with a secret or a code in it.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  CHALLENGE_TTL_SECONDS,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  type TwoFactorBegin,
  type TwoFactorChallenge,
  type TwoFactorConfirmed,
  type TwoFactorState,
} from '@/lib/contract/two-factor';
import { normalizeHost } from '@/sites/host';
import type { Db } from '../../db/client';
import { apiTokens, twoFactorChallenges, twoFactorRecoveryCodes, twoFactors } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { readSetting } from '../content/settings';
import { grantsOf, type UserRow } from '../users/users';
import { assertWithinOwnRights } from '../permissions/rights';
import { openSecret, sealSecret } from './two-factor-secret';

/** Wrong codes one challenge takes before it is spent (the app's rate limits count them too). */
export const CHALLENGE_MAX_FAILURES = 5;
/** Codes of the step before and after the server's are accepted (clock drift). */
const DRIFT_STEPS = 1;
const ISSUER = 'DrawDesk';

export const WRONG_CODE_MESSAGE = 'The code is not correct.';
const NOT_ENROLLED = 'Two-factor sign-in is not set up for this user.';

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

function totpOf(secret: string, userId: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: userId, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** Whether the company (ADMIN users) or the site signed in through requires two-factor of the user. */
export async function isTwoFactorRequired(db: Db, user: Pick<UserRow, 'role'>, siteHost: string): Promise<boolean> {
  const policy = await readSetting(db, 'twoFactorPolicy');
  // The host as the site registry keys it (lower case, no port, no trailing dot), as address lists do.
  const host = normalizeHost(siteHost);
  return (policy.RequireAdmins && user.role === 'ADMIN') || (host !== null && policy.SiteHosts.includes(host));
}

async function confirmedRow(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactors).where(and(eq(twoFactors.userId, userId), sql`${twoFactors.confirmedAt} is not null`));
  return row;
}

export async function isEnrolled(db: Db, userId: string): Promise<boolean> {
  return (await confirmedRow(db, userId)) !== undefined;
}

export async function twoFactorState(db: Db, userId: string, required: boolean): Promise<TwoFactorState> {
  const enrolled = await isEnrolled(db, userId);
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { Enrolled: enrolled, Required: required, RecoveryLeft: enrolled ? Number(left?.n ?? 0) : 0 };
}

/**
 * Checks a code against the user's confirmed (or, with `pending`, unconfirmed) secret: a TOTP code of a
 * step later than the last one used, or an unused recovery code (burnt here). True when accepted.
 */
export async function acceptCode(db: Db, userId: string, code: string, now: Date, { pending = false } = {}): Promise<boolean> {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  if (!row || (row.confirmedAt === null) !== pending) return false;
  if (/^\d+$/.test(code)) {
    const totp = totpOf(openSecret(row.secretSealed), userId);
    const delta = totp.validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
    if (delta === null) return false;
    const step = Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
    // One statement decides: two requests with the same code cannot both pass.
    const taken = await db
      .update(twoFactors)
      .set({ lastStep: step })
      .where(and(eq(twoFactors.userId, userId), or(isNull(twoFactors.lastStep), lt(twoFactors.lastStep, step))))
      .returning({ userId: twoFactors.userId });
    return taken.length === 1;
  }
  if (pending) return false;
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, digest(normalRecovery(code))), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length === 1;
}

/** Recovery codes are matched without their dash and case. */
function normalRecovery(code: string): string {
  return code.replace(/-/g, '').toLowerCase();
}

function newRecoveryCode(): string {
  // 50 bits in base32 lower case: xxxxx-xxxxx.
  const text = new Secret({ size: 7 }).base32.toLowerCase().slice(0, 10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** POST twoFactor/begin: a new secret, replacing an unconfirmed one; refused while enrolled. */
export async function beginEnrolment(db: Db, user: UserRow, now: Date): Promise<TwoFactorBegin> {
  if (await isEnrolled(db, user.userId)) throw PlatformError.badRequest('Two-factor sign-in is already set up; turn it off first.');
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(twoFactors)
    .values({ userId: user.userId, secretSealed: sealSecret(secret), confirmedAt: null, lastStep: null, createdAt: now })
    .onConflictDoUpdate({ target: twoFactors.userId, set: { secretSealed: sealSecret(secret), confirmedAt: null, lastStep: null, createdAt: now } });
  return { Secret: secret, Uri: totpOf(secret, user.userId).toString() };
}

/** POST twoFactor/confirm: the first code confirms the secret; answers the recovery codes, once. */
export async function confirmEnrolment(db: Db, user: UserRow, tokenId: number, code: string, now: Date): Promise<TwoFactorConfirmed> {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, user.userId));
  if (!row || row.confirmedAt !== null) throw PlatformError.badRequest(row ? 'Two-factor sign-in is already set up.' : 'Start the set-up first.');
  if (!(await acceptCode(db, user.userId, code, now, { pending: true }))) throw PlatformError.badRequest(WRONG_CODE_MESSAGE, 'Code');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.update(twoFactors).set({ confirmedAt: now }).where(eq(twoFactors.userId, user.userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.userId));
    await tx.insert(twoFactorRecoveryCodes).values(codes.map((item) => ({ userId: user.userId, codeHash: digest(normalRecovery(item)) })));
    // The session that enrolled is a full one from now on.
    await tx.update(apiTokens).set({ twoFactorEnrolOnly: false }).where(eq(apiTokens.id, tokenId));
    await writeAudit(tx, {
      actorId: user.userId,
      entity: 'twoFactor',
      entityId: user.userId,
      action: 'CREATE',
      targetUserId: user.userId,
      after: { Enrolled: true, RecoveryCodes: RECOVERY_CODE_COUNT },
    });
  });
  return { RecoveryCodes: codes, message: 'Two-factor sign-in is set up.' };
}

async function removeTwoFactor(tx: Db, userId: string): Promise<void> {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
}

/** POST twoFactor/disable: one's own, with a current code or a recovery code. */
export async function disableOwn(db: Db, user: UserRow, code: string, now: Date): Promise<void> {
  if (!(await isEnrolled(db, user.userId))) throw PlatformError.badRequest(NOT_ENROLLED);
  if (!(await acceptCode(db, user.userId, code, now))) throw PlatformError.badRequest(WRONG_CODE_MESSAGE, 'Code');
  await db.transaction(async (tx) => {
    await removeTwoFactor(tx, user.userId);
    await writeAudit(tx, { actorId: user.userId, entity: 'twoFactor', entityId: user.userId, action: 'DELETE', targetUserId: user.userId, before: { Enrolled: true }, after: { Enrolled: false, Via: 'code' } });
  });
}

/** POST twoFactor/reset: another user's, by a holder of SuperPwd whose password was checked by the route. */
export async function resetOther(db: Db, actor: UserRow, target: UserRow): Promise<void> {
  if (target.userId === actor.userId) throw PlatformError.badRequest('Turn your own two-factor sign-in off with a code.', 'UserId');
  // As PUT super-password: never the company account, never one holding a name the caller lacks.
  if (target.parentId === null) throw PlatformError.forbidden("The company account's two-factor is turned off by its owner only.", 'UserId');
  assertWithinOwnRights(await grantsOf(db, actor.userId), await grantsOf(db, target.userId), `Resetting ${target.userId}'s two-factor`, 'UserId');
  const enrolled = await isEnrolled(db, target.userId);
  await db.transaction(async (tx) => {
    await removeTwoFactor(tx, target.userId);
    await writeAudit(tx, { actorId: actor.userId, entity: 'twoFactor', entityId: target.userId, action: 'DELETE', targetUserId: target.userId, before: { Enrolled: enrolled }, after: { Enrolled: false, Via: 'super-password' } });
  });
}

/** After a right password: a challenge to answer with a code (only its hash is kept). */
export async function newChallenge(db: Db, userId: string, now: Date): Promise<TwoFactorChallenge> {
  const challenge = randomBytes(32).toString('base64url');
  // Spent and expired challenges of the user go first: the table holds only live ones.
  await db.delete(twoFactorChallenges).where(and(eq(twoFactorChallenges.userId, userId), or(lt(twoFactorChallenges.expiresAt, now), sql`${twoFactorChallenges.usedAt} is not null`)));
  await db.insert(twoFactorChallenges).values({ challengeHash: digest(challenge), userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000), createdAt: now });
  return { twoFactorRequired: true, challenge, expires_in: CHALLENGE_TTL_SECONDS };
}

/** The live challenge's user id, or undefined (unknown, spent or expired). */
export async function challengeUser(db: Db, challenge: string, now: Date): Promise<{ id: number; userId: string } | undefined> {
  const [row] = await db
    .select({ id: twoFactorChallenges.id, userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.challengeHash, digest(challenge)), isNull(twoFactorChallenges.usedAt), gt(twoFactorChallenges.expiresAt, now)));
  return row;
}

/** A wrong code against a challenge: counted, and the challenge spent at the limit. */
export async function failChallenge(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(twoFactorChallenges)
    .set({
      failures: sql`${twoFactorChallenges.failures} + 1`,
      usedAt: sql`case when ${twoFactorChallenges.failures} + 1 >= ${CHALLENGE_MAX_FAILURES} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(twoFactorChallenges.id, id));
}

/** Spends the challenge; false when another request spent it first. */
export async function spendChallenge(db: Db, id: number, now: Date): Promise<boolean> {
  const spent = await db.update(twoFactorChallenges).set({ usedAt: now }).where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt))).returning({ id: twoFactorChallenges.id });
  return spent.length === 1;
}
