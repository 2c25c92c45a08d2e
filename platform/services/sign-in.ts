// Sign-in: captcha (when enabled), then user id and password, then a new bearer token.
import type { TokenRequest, TokenResponse } from '@/lib/contract/auth';
import { ERROR_MESSAGES } from '@/lib/contract/errors';
import { PlatformError } from '../errors';
import type { AppDeps } from '../http/env';
import { locationsOfUser } from './locations';
import { verifyPassword } from './passwords';
import { readSettings } from './settings';
import { issueToken, TOKEN_TTL_SECONDS } from './tokens';
import { findUserForSignIn } from './users';

/**
 * An unknown user and a wrong password answer alike: same status (400, as OAuth's invalid_grant;
 * 401 is kept for "session over"), same body, and the same argon2 work (see verifyPassword).
 */
const invalidCredentials = () => new PlatformError(400, ERROR_MESSAGES.invalidCredentials);

export async function signIn(deps: AppDeps, input: TokenRequest, captchaKey: string | undefined): Promise<TokenResponse> {
  const { db } = deps;
  const settings = await readSettings(db);
  if (settings.captcha.enabled && !(await deps.captcha.verify(captchaKey, input.Token))) {
    throw new PlatformError(400, ERROR_MESSAGES.captchaIncorrect, 'Token', { captchaRequired: true });
  }
  const user = await findUserForSignIn(db, input.username);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw invalidCredentials();
  // The default location when the user has it, else the user's first location.
  const [location] = await locationsOfUser(db, user.userId);
  if (!location) throw PlatformError.forbidden('No location is available to this user.');
  const now = deps.now();
  const token = await issueToken(db, user.userId, location.locId, now);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: TOKEN_TTL_SECONDS,
    updatePassword: user.updatePassword,
    UserId: user.userId,
    LocId: location.locId,
  };
}
