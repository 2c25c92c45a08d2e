// Passwords set for someone else. PUT password: an agent for a user of its downline, or an admin
// holding MemberEdit for any agent or member. PUT super-password: an admin holding SuperPwd for any
// user but the company and itself, sub-admins included (never one holding a name the caller lacks).
// Who may make either call (role and permission) is the access table's (lib/contract/access-table.ts).
// Super password is never a master password: it signs nobody in, it only sets a user's password.
// Either way the change-password rules apply, the user must change it at its next sign-in, and every
// session of the user ends (a stolen session must not outlive a reset), in one audited transaction.
import { and, eq, isNull } from 'drizzle-orm';
import type { PasswordSet, SetPassword } from '@/lib/contract/password-admin';
import { brokenPasswordRules, PASSWORD_MESSAGES } from '@/lib/domain/password-rules';
import type { Db } from '../../db/client';
import { apiTokens, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { assertInDownline } from '../users/downline';
import { hashPassword } from './passwords';
import { assertWithinOwnRights } from '../permissions/rights';
import { readSettings } from '../content/settings';
import { findUser, grantsOf, type UserRow } from '../users/users';

export interface PasswordContext {
  db: Db;
  actor: UserRow;
  now: Date;
}

/** 400 with every broken rule (`data`), the first naming its field, as change password answers. */
export async function assertPasswordRules(db: Db, password: string, confirmation: string, field = 'Password1'): Promise<void> {
  const { passwordAllowLowercase } = await readSettings(db);
  const broken = brokenPasswordRules(password, confirmation, { allowLowercase: passwordAllowLowercase });
  const [first] = broken;
  if (!first) return;
  throw new PlatformError(400, PASSWORD_MESSAGES[first], first === 'mismatch' ? 'Password2' : field, {
    data: broken.map((rule) => PASSWORD_MESSAGES[rule]),
  });
}

/** Ends every live session of the user; answers how many there were. */
export async function endSessions(tx: Db, userId: string, now: Date): Promise<number> {
  const ended = await tx
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return ended.length;
}

type Via = 'password' | 'super-password';

async function store(context: PasswordContext, target: UserRow, input: SetPassword, via: Via): Promise<PasswordSet> {
  const { db, actor, now } = context;
  await assertPasswordRules(db, input.Password1, input.Password2);
  const passwordHash = await hashPassword(input.Password1);
  const sessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatePassword: true }).where(eq(users.userId, target.userId));
    const ended = await endSessions(tx, target.userId, now);
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'password',
      entityId: target.userId,
      action: 'UPDATE',
      targetUserId: target.userId,
      before: { MustChangeAtSignIn: target.updatePassword },
      after: { Via: via, MustChangeAtSignIn: true, SessionsEnded: ended },
    });
    return ended;
  });
  return {
    UserId: target.userId,
    MustChangePassword: true,
    SessionsEnded: sessions,
    message: `Password set: ${target.userId} must change it at the next sign-in.`,
  };
}

const OWN_PASSWORD = 'Change your own password with Change Password.';

/** PUT password: an agent or member below the caller (404 outside its reach). */
export async function setDownlinePassword(context: PasswordContext, input: SetPassword): Promise<PasswordSet> {
  const { db, actor } = context;
  const target = await assertInDownline(db, actor, input.UserId);
  if (target.userId === actor.userId) throw PlatformError.badRequest(OWN_PASSWORD, 'UserId');
  if (target.role === 'ADMIN') throw PlatformError.forbidden("An admin account's password is set through Super Password.", 'UserId');
  return store(context, target, input, 'password');
}

/** PUT super-password: any user but the company (a user without a parent) and the caller itself. */
export async function setAnyPassword(context: PasswordContext, input: SetPassword): Promise<PasswordSet> {
  const { db, actor } = context;
  const granted = await grantsOf(db, actor.userId);
  const target = await findUser(db, input.UserId);
  if (!target) throw PlatformError.notFound('User not found.');
  if (target.userId === actor.userId) throw PlatformError.badRequest(OWN_PASSWORD, 'UserId');
  if (target.parentId === null) throw PlatformError.forbidden("The company account's password is changed by its owner only.", 'UserId');
  assertWithinOwnRights(granted, await grantsOf(db, target.userId), `Setting ${target.userId}'s password`, 'UserId');
  return store(context, target, input, 'super-password');
}
