// POST /api/v1/oauth/token (sign-in), POST /api/v1/oauth/twoFactor (its code step), POST /api/v1/logout (revoke the bearer token),
// POST /api/v1/terms (record the terms on the bearer token's session) and POST /api/v1/signInLog (the
// app logs an attempt its rate limit refused; no session, like oauth/token, and reachable only by the
// app: its forwarder sends the browser under /api/v1/{4d|tt}/ alone).
import { Hono } from 'hono';
import {
  CAPTCHA_KEY_HEADER,
  logoutResponseSchema,
  successResponseSchema,
  TERMS_ACCEPTED_MESSAGE,
  termsRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@/lib/contract/auth';
import { ERROR_MESSAGES } from '@/lib/contract/errors';
import { PlatformError } from '../errors';
import { smallBody } from '../http/body-limit';
import type { BaseEnv } from '../http/env';
import { parseInput, readFormOrJson, readJson } from '../http/parse';
import { requireSession } from '../middleware/session';
import { refusedSignInSchema } from '@/lib/contract/sign-in-log';
import { signIn } from '../services/auth/sign-in';
import { signInWithCode } from '../services/auth/two-factor-sign-in';
import { twoFactorChallengeSchema, twoFactorSignInSchema } from '@/lib/contract/two-factor';
import { recordSignIn, signInClientOf } from '../services/auth/sign-in-log';
import { findUserForSignIn } from '../services/users/users';
import { acceptTerms, revokeToken } from '../services/auth/tokens';

// Middleware is attached per route: a `use('*')` here would cover every path under /api/v1/.
export const authRoutes = new Hono<BaseEnv>()
  .post('/oauth/token', smallBody('sign-in'), async (c) => {
    const input = parseInput(tokenRequestSchema, await readFormOrJson(c));
    const answer = await signIn(c.var.deps, input, c.req.header(CAPTCHA_KEY_HEADER), signInClientOf(c));
    return c.json('challenge' in answer ? twoFactorChallengeSchema.parse(answer) : tokenResponseSchema.parse(answer));
  })
  // The code step of a two-factor sign-in (docs/decisions/two-factor.md).
  .post('/oauth/twoFactor', smallBody('twoFactor'), async (c) => {
    const input = parseInput(twoFactorSignInSchema, await readJson(c));
    return c.json(tokenResponseSchema.parse(await signInWithCode(c.var.deps, input, signInClientOf(c))));
  })
  .post('/signInLog', smallBody('signInLog'), async (c) => {
    const { db, now } = c.var.deps;
    const input = parseInput(refusedSignInSchema, await readJson(c));
    const user = await findUserForSignIn(db, input.UserId);
    await recordSignIn(db, { typedUserId: input.UserId, userId: user?.userId ?? null, result: input.Result, client: signInClientOf(c), at: now() });
    return c.json(successResponseSchema.parse({ success: true, message: 'Logged.' }));
  })
  .post('/logout', requireSession, async (c) => {
    const { db, now } = c.var.deps;
    await revokeToken(db, c.var.session.tokenId, now());
    return c.json(logoutResponseSchema.parse({ success: true, message: 'Signed out.' }));
  })
  // Recorded, not enforced on other calls: the app's session is the terms gate (docs/decisions/entry.md).
  .post('/terms', requireSession, smallBody('terms'), async (c) => {
    const { db, now } = c.var.deps;
    if (c.var.session.user.updatePassword) throw PlatformError.forbidden(ERROR_MESSAGES.passwordChangeRequired);
    if (c.var.session.twoFactorEnrolOnly) throw PlatformError.forbidden(ERROR_MESSAGES.twoFactorRequired);
    parseInput(termsRequestSchema, await readJson(c));
    await acceptTerms(db, c.var.session.tokenId, now());
    return c.json(successResponseSchema.parse({ success: true, message: TERMS_ACCEPTED_MESSAGE }));
  });
