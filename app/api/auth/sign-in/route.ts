// POST /api/auth/sign-in: checks the sign-in rate limits, signs in on the platform (oauth/token with
// the captcha key kept in the session), seals a new session and says where the browser goes next.
import { NextResponse } from 'next/server';
import { signInFormSchema } from '@/lib/contract/bff-auth';
import { ERROR_MESSAGES } from '@/lib/contract/constants';
import { postSignInUrl } from '@/lib/domain/safe-return-url';
import { ApiError } from '@/lib/http/api-error';
import { clientIp } from '@/lib/http/client-ip';
import { routeTranslator } from '@/lib/i18n/route-translator';
import { parseWith, readJson, route, withSession } from '@/lib/http/route';
import { logLockedSignIn, signIn, signInClientOf } from '@/lib/platform-client/auth';
import { cachedServerMessage, forgetServerMessage } from '@/lib/platform-client/message';
import { getSignInLimiters } from '@/lib/rate-limit/server';
import { checkSignIn, settleSignIn } from '@/lib/rate-limit/sign-in';
import { newSession, nowSeconds } from '@/lib/session/data';
import { changePasswordUrl, TERMS_PATH } from '@/lib/session/gate';

function isWrongCredentials(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && error.body.message === ERROR_MESSAGES.invalidCredentials;
}

/**
 * The account's back-off answers exactly as the platform answers a wrong password (same status, body
 * and headers; captchaRequired when the captcha is on, as the platform then says), so a caller cannot
 * tell a skipped guess from a checked one by the answer, and an unknown id backs off like a known one.
 */
async function backoffAnswer(): Promise<ApiError> {
  const captchaOn = (await cachedServerMessage())?.global.captchaRequired === true;
  return new ApiError(400, { message: ERROR_MESSAGES.invalidCredentials, ...(captchaOn ? { captchaRequired: true } : {}) });
}

export const POST = route(
  async ({ request, session }) => {
    const form = parseWith(signInFormSchema, await readJson(request));
    const attempt = { userId: form.UserId, ip: clientIp(request) };
    const limiters = getSignInLimiters();
    const limit = await checkSignIn(limiters, attempt);
    const client = signInClientOf(request, attempt.ip);
    // The log must not cost the refusal its answer: a failed write is reported by the client's log only.
    if (!limit.allowed) await logLockedSignIn(form.UserId, client).catch(() => undefined);
    if (!limit.allowed && limit.reason === 'backoff') throw await backoffAnswer();
    if (!limit.allowed) {
      // Worded here, in the user's language, so the sign-in page needs no client translation runtime.
      const t = await routeTranslator(request, 'login');
      const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
      throw new ApiError(429, { message: t('tooMany', { minutes }), retryAfter: limit.retryAfterSeconds });
    }
    let answer;
    try {
      answer = await signIn({ username: form.UserId, password: form.Password, Token: form.Token }, session?.captchaKey, client);
    } catch (error) {
      await settleSignIn(limiters, attempt, isWrongCredentials(error) ? 'failed' : 'unchecked');
      if (error instanceof ApiError && error.isMaintenance) forgetServerMessage();
      throw error;
    }
    await settleSignIn(limiters, attempt, 'succeeded');
    const now = nowSeconds();
    if (answer.updatePassword) {
      // Not signed in: the kept token only opens the password change (SECURITY: new seal at sign-in).
      const pending = newSession(now, { pendingPassword: { userId: answer.UserId, token: answer.access_token } });
      return withSession(NextResponse.json({ redirect: changePasswordUrl(answer.UserId) }), pending);
    }
    const signedIn = newSession(now, {
      auth: {
        token: answer.access_token,
        userId: answer.UserId,
        locId: answer.LocId,
        prefix: answer.Prefix,
        termsAccepted: answer.termsAccepted,
        flags: {},
      },
    });
    const redirect = answer.termsAccepted ? postSignInUrl(form.returnUrl, answer.LocId) : TERMS_PATH;
    return withSession(NextResponse.json({ redirect }), signedIn);
  },
  { write: true },
);
