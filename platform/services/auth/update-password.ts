// PUT update-password (the spec's name; docs/decisions/platform.md "The leftover calls"): the signed-in
// user changes its own password. Its bearer token and its old password prove it, so no captcha is
// asked (POST updatePassword, reachable without a session, keeps its captcha). The password rules,
// the hash, the sessions ended and the audit row are those of POST updatePassword.
import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '@/lib/contract/errors';
import { brokenPasswordRules, PASSWORD_MESSAGES } from '@/lib/domain/password-rules';
import { users } from '../../db/schema';
import { PlatformError } from '../../errors';
import type { AppDeps } from '../../http/env';
import { writeAudit } from '../audit/write';
import { readSettings } from '../content/settings';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserTokens } from './tokens';
import type { UserRow } from '../users/users';

export interface OwnPasswordChange {
  OldPassword: string;
  Password1: string;
  Password2: string;
}

export async function updateOwnPassword(deps: AppDeps, user: UserRow, input: OwnPasswordChange): Promise<void> {
  const { db } = deps;
  const settings = await readSettings(db);
  const broken = brokenPasswordRules(input.Password1, input.Password2, { allowLowercase: settings.passwordAllowLowercase });
  const [first] = broken;
  if (first) {
    throw new PlatformError(400, PASSWORD_MESSAGES[first], first === 'mismatch' ? 'Password2' : 'Password1', { data: broken.map((rule) => PASSWORD_MESSAGES[rule]) });
  }
  if (!(await verifyPassword(user.passwordHash, input.OldPassword))) throw PlatformError.badRequest('The old password is wrong.', 'OldPassword');
  if (input.OldPassword === input.Password1) throw PlatformError.badRequest(ERROR_MESSAGES.passwordUnchanged, 'Password1');
  const passwordHash = await hashPassword(input.Password1);
  const now = deps.now();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatePassword: false }).where(eq(users.userId, user.userId));
    await revokeUserTokens(tx, user.userId, now);
    await writeAudit(tx, {
      actorId: user.userId,
      entity: 'password',
      entityId: user.userId,
      action: 'UPDATE',
      targetUserId: user.userId,
      before: { MustChangeAtSignIn: user.updatePassword },
      after: { Via: 'update-password', MustChangeAtSignIn: false },
    });
  });
}
