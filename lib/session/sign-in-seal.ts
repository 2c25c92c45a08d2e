// The seal of a finished sign-in (the password, or the password then the code): a password change
// pending, or signed in (terms, two-factor set-up when required, then the page asked for).
import type { TokenResponse } from '@/lib/contract/auth';
import { postSignInUrl } from '@/lib/domain/safe-return-url';
import { newSession, type SessionData } from './data';
import { changePasswordUrl, TERMS_PATH, TWO_FACTOR_PATH } from './gate';

export function signedInSeal(answer: TokenResponse, now: number, returnUrl: string | undefined): { redirect: string; session: SessionData } {
  if (answer.updatePassword) {
    // Not signed in: the kept token only opens the password change (SECURITY: new seal at sign-in).
    return { redirect: changePasswordUrl(answer.UserId), session: newSession(now, { pendingPassword: { userId: answer.UserId, token: answer.access_token } }) };
  }
  const session = newSession(now, {
    auth: {
      token: answer.access_token,
      userId: answer.UserId,
      locId: answer.LocId,
      prefix: answer.Prefix,
      termsAccepted: answer.termsAccepted,
      flags: {},
      ...(answer.twoFactorEnrolment ? { twoFactorEnrolment: true as const } : {}),
    },
  });
  if (answer.twoFactorEnrolment) return { redirect: TWO_FACTOR_PATH, session };
  return { redirect: answer.termsAccepted ? postSignInUrl(returnUrl, answer.LocId) : TERMS_PATH, session };
}
