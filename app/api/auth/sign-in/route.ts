// POST /api/auth/sign-in: checks the sign-in rate limits, signs in on the platform (oauth/token with
// the captcha key kept in the session), seals a new session and says where the browser goes next. A
// user with two-factor gets `{ codeNeeded: true }` and POST /api/auth/two-factor takes the code.
import { NextResponse } from 'next/server';
import { signInFormSchema } from '@/lib/contract/bff-auth';
import { ERROR_MESSAGES } from '@/lib/contract/constants';
import { ApiError } from '@/lib/http/api-error';
import { clientIp } from '@/lib/http/client-ip';
import { routeTranslator } from '@/lib/i18n/route-translator';
import { parseWith, readJson, route, withSession } from '@/lib/http/route';
import { logLockedSignIn, signIn, signInClientOf } from '@/lib/platform-client/auth';
import { cachedServerMessage, forgetServerMessage } from '@/lib/platform-client/message';
import { getSignInLimiters } from '@/lib/rate-limit/server';
import { checkSignIn, settleSignIn } from '@/lib/rate-limit/sign-in';
import { nowSeconds } from '@/lib/session/data';
import { signedInSeal } from '@/lib/session/sign-in-seal';
import { pendingCodeSession } from '@/lib/session/two-factor';

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
    const now = nowSeconds();
    if ('challenge' in answer) {
      // Two-factor: no verdict yet (the code step settles the attempt); the challenge waits in a new seal.
      await settleSignIn(limiters, attempt, 'unchecked');
      return withSession(NextResponse.json({ codeNeeded: true }), pendingCodeSession(answer, form.UserId, form.returnUrl, now));
    }
    await settleSignIn(limiters, attempt, 'succeeded');
    const { redirect, session: sealed } = signedInSeal(answer, now, form.returnUrl);
    return withSession(NextResponse.json({ redirect }), sealed);
  },
  { write: true },
);
