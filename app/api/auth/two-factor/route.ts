// POST /api/auth/two-factor { Code }: the code step of a two-factor sign-in. The challenge is the
// session's (kept by POST /api/auth/sign-in); the attempt runs under the sign-in rate limits of that
// account and address, and a wrong code counts as a wrong password does. A right code seals a new
// session (SECURITY: new seal at sign-in).
import { NextResponse } from 'next/server';
import { twoFactorCodeFormSchema } from '@/lib/contract/bff-auth';
import { ApiError } from '@/lib/http/api-error';
import { clientIp } from '@/lib/http/client-ip';
import { routeTranslator } from '@/lib/i18n/route-translator';
import { parseWith, readJson, route, withSession } from '@/lib/http/route';
import { logLockedSignIn, signInClientOf } from '@/lib/platform-client/auth';
import { signInWithCode } from '@/lib/platform-client/two-factor';
import { getSignInLimiters } from '@/lib/rate-limit/server';
import { checkSignIn, settleSignIn } from '@/lib/rate-limit/sign-in';
import { nowSeconds } from '@/lib/session/data';
import { LOGIN_PATH } from '@/lib/session/gate';
import { signedInSeal } from '@/lib/session/sign-in-seal';
import { livePendingCode } from '@/lib/session/two-factor';

export const POST = route(
  async ({ request, session }) => {
    const form = parseWith(twoFactorCodeFormSchema, await readJson(request));
    const now = nowSeconds();
    const pending = livePendingCode(session, now);
    const t = await routeTranslator(request, 'login');
    // No challenge (none, or over): back to the password.
    if (!pending) return withSession(NextResponse.json({ message: t('codeExpired'), redirect: LOGIN_PATH }, { status: 400 }), 'clear');
    const attempt = { userId: pending.userId, ip: clientIp(request) };
    const limiters = getSignInLimiters();
    const limit = await checkSignIn(limiters, attempt);
    const client = signInClientOf(request, attempt.ip);
    if (!limit.allowed) await logLockedSignIn(pending.userId, client).catch(() => undefined);
    // The account's back-off answers as a wrong code does (as sign-in answers it as a wrong password).
    if (!limit.allowed && limit.reason === 'backoff') throw new ApiError(400, { message: t('wrongCode') });
    if (!limit.allowed) {
      const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
      throw new ApiError(429, { message: t('tooMany', { minutes }), retryAfter: limit.retryAfterSeconds });
    }
    let answer;
    try {
      answer = await signInWithCode(pending.challenge, form.Code, client);
    } catch (error) {
      const wrong = error instanceof ApiError && error.status === 400;
      await settleSignIn(limiters, attempt, wrong ? 'failed' : 'unchecked');
      if (wrong) throw new ApiError(400, { message: t('wrongCode') });
      throw error;
    }
    await settleSignIn(limiters, attempt, 'succeeded');
    const { redirect, session: sealed } = signedInSeal(answer, now, pending.returnUrl);
    return withSession(NextResponse.json({ redirect }), sealed);
  },
  { write: true },
);
