// Password change (POST updatePassword): the spec's rules, the captcha (always), then who is asking:
// the old password, or (only while the platform demands a change) a bearer token of that same user.
// On success the new argon2 hash is stored, the demand is cleared and every session of the user ends,
// with an audit row (never the password or its hash).
import { eq } from 'drizzle-orm';
import type { ChangePasswordRequest } from '@/lib/contract/auth';
import { ERROR_MESSAGES } from '@/lib/contract/errors';
import { PASSWORD_MESSAGES } from '@/lib/domain/password-rules';
import { users } from '../../db/schema';
import { PlatformError } from '../../errors';
import type { AppDeps } from '../../http/env';
import { writeAudit } from '../audit/write';
import { hashPassword, verifyPassword } from './passwords';
import { brokenPasswordRules } from '@/lib/domain/password-rules';
import { readSettings } from '../content/settings';
import { invalidCredentials } from './sign-in';
import { revokeUserTokens, type Session } from './tokens';
import { findUserForSignIn, type UserRow } from '../users/users';

function unchanged(captchaChecked: boolean): PlatformError {
  const message = ERROR_MESSAGES.passwordUnchanged;
  return new PlatformError(400, message, 'Password1', { data: [message], ...(captchaChecked ? { captchaRequired: true } : {}) });
}

/**
 * Input checks first: they are public rules, so answering them before the captcha costs nothing and
 * keeps the captcha alive for the corrected submit. Everything after the captcha check burnt the key.
 */
function checkInput(input: ChangePasswordRequest, allowLowercase: boolean, viaToken: boolean): void {
  const broken = brokenPasswordRules(input.Password1, input.Password2, { allowLowercase });
  const [first] = broken;
  if (first) {
    throw new PlatformError(400, PASSWORD_MESSAGES[first], first === 'mismatch' ? 'Password2' : 'Password1', {
      data: broken.map((rule) => PASSWORD_MESSAGES[rule]),
    });
  }
  if (!input.OldPassword && !viaToken) throw PlatformError.badRequest(ERROR_MESSAGES.oldPasswordRequired, 'OldPassword');
  if (input.OldPassword && input.OldPassword === input.Password1) throw unchanged(false);
}

/** The user whose password changes; an unknown user and a wrong old password fail alike. */
async function authenticate(deps: AppDeps, input: ChangePasswordRequest, session: Session | null): Promise<UserRow> {
  if (input.OldPassword) {
    const user = await findUserForSignIn(deps.db, input.UserId);
    if (!(await verifyPassword(user?.passwordHash, input.OldPassword)) || !user) throw invalidCredentials(true);
    return user;
  }
  // checkInput let an empty old password through only with the user's own bearer token.
  if (!session) throw PlatformError.badRequest(ERROR_MESSAGES.oldPasswordRequired, 'OldPassword');
  if (await verifyPassword(session.user.passwordHash, input.Password1)) throw unchanged(true);
  return session.user;
}

export async function changePassword(
  deps: AppDeps,
  input: ChangePasswordRequest,
  session: Session | null,
  captchaKey: string | undefined,
): Promise<void> {
  const { db } = deps;
  const settings = await readSettings(db);
  // A bearer stands in for the old password only during the forced change: a stolen token of a
  // normal session must not be enough to take the account over.
  const viaToken = session !== null && session.user.updatePassword && session.user.userId === input.UserId.toLowerCase();
  checkInput(input, settings.passwordAllowLowercase, viaToken);
  if (!(await deps.captcha.verify(captchaKey, input.Token))) throw PlatformError.captchaIncorrect();
  const user = await authenticate(deps, input, viaToken ? session : null);
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
      after: { Via: 'change-password', MustChangeAtSignIn: false },
    });
  });
}
