// Sign-in: captcha (when enabled), then user id and password, then maintenance, then a new token.
// Every attempt is written to the sign-in log with its outcome (docs/decisions/sign-in-log.md).
import type { TokenRequest, TokenResponse } from '@/lib/contract/auth';
import type { SignInResult } from '@/lib/contract/sign-in-log';
import { prefixOf } from '@/lib/contract/common';
import { ERROR_MESSAGES } from '@/lib/contract/errors';
import { PlatformError } from '../../errors';
import type { AppDeps } from '../../http/env';
import { locationsOfUser } from '../users/locations';
import { verifyPassword } from './passwords';
import { readSettings } from '../content/settings';
import { issueToken, TOKEN_TTL_SECONDS } from './tokens';
import { findUserForSignIn, isFullAdmin, type UserRow } from '../users/users';
import { recordSignIn, type SignInClient } from './sign-in-log';
import { addressAdmitted } from './address-lists';
import { secondFactorStep } from './two-factor-sign-in';
import type { TwoFactorChallenge } from '@/lib/contract/two-factor';
import type { LocationRow } from '../users/locations';

/**
 * An unknown user and a wrong password answer alike: same status (400, as OAuth's invalid_grant;
 * 401 is kept for "session over"), same body, and the same argon2 work (see verifyPassword).
 * After a captcha check the key is burnt, so the refusal also says a new captcha is needed.
 */
export function invalidCredentials(captchaChecked: boolean): PlatformError {
  return new PlatformError(400, ERROR_MESSAGES.invalidCredentials, undefined, captchaChecked ? { captchaRequired: true } : {});
}

export async function signIn(deps: AppDeps, input: TokenRequest, captchaKey: string | undefined, client: SignInClient): Promise<TokenResponse | TwoFactorChallenge> {
  const { db } = deps;
  const log = (result: SignInResult, user: UserRow | undefined) =>
    recordSignIn(db, { typedUserId: input.username, userId: user?.userId ?? null, result, client, at: deps.now() });
  const settings = await readSettings(db);
  const captchaOn = settings.captcha.enabled;
  if (captchaOn && !(await deps.captcha.verify(captchaKey, input.Token))) {
    await log('WRONG_CAPTCHA', await findUserForSignIn(db, input.username));
    throw PlatformError.captchaIncorrect();
  }
  const user = await findUserForSignIn(db, input.username);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await log('WRONG_PASSWORD', user);
    throw invalidCredentials(captchaOn);
  }
  // An ADMIN outside its site's address list gets the wrong-password answer (docs/decisions/address-lists.md).
  if (!(await addressAdmitted(db, user, client))) {
    await log('ADDRESS_REFUSED', user);
    throw invalidCredentials(captchaOn);
  }
  // Credentials first, as on any day, so maintenance reveals nothing the normal answer would not;
  // then only a full admin gets in, to be able to switch maintenance off.
  if (settings.maintenance.enabled && !(await isFullAdmin(db, user))) {
    await log('MAINTENANCE', user);
    throw PlatformError.maintenance(settings.maintenance.time);
  }
  // The default location when the user has it, else the user's first location.
  const [location] = await locationsOfUser(db, user.userId);
  if (!location) {
    await log('REFUSED', user);
    throw PlatformError.forbidden('No location is available to this user.');
  }
  // Two-factor (docs/decisions/two-factor.md): an enrolled user answers a challenge first; a user it is
  // required of but not enrolled gets a token that opens enrolment only.
  const second = await secondFactorStep(db, user, client, deps.now());
  if (second.challenge) return second.challenge;
  await log('SUCCESS', user);
  return tokenAnswer(deps, user, location, client, second.enrolOnly);
}

/** Issues the token of a sign-in that passed every check, and its answer. */
export async function tokenAnswer(deps: AppDeps, user: UserRow, location: LocationRow, client: SignInClient, enrolOnly: boolean): Promise<TokenResponse> {
  const token = await issueToken(deps.db, user.userId, location.locId, deps.now(), client, enrolOnly);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: TOKEN_TTL_SECONDS,
    updatePassword: user.updatePassword,
    UserId: user.userId,
    LocId: location.locId,
    Prefix: prefixOf(location.game),
    // Terms are accepted once per session (token); a new token has not accepted them yet.
    termsAccepted: false,
    ...(enrolOnly ? { twoFactorEnrolment: true } : {}),
  };
}
