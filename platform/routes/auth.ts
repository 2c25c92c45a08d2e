// POST /api/v1/oauth/token (sign-in), POST /api/v1/logout (revoke the bearer token) and
// POST /api/v1/terms (record the terms on the bearer token's session).
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
import { signIn } from '../services/auth/sign-in';
import { acceptTerms, revokeToken } from '../services/auth/tokens';

// Middleware is attached per route: a `use('*')` here would cover every path under /api/v1/.
export const authRoutes = new Hono<BaseEnv>()
  .post('/oauth/token', smallBody('sign-in'), async (c) => {
    const input = parseInput(tokenRequestSchema, await readFormOrJson(c));
    const answer = await signIn(c.var.deps, input, c.req.header(CAPTCHA_KEY_HEADER));
    return c.json(tokenResponseSchema.parse(answer));
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
    parseInput(termsRequestSchema, await readJson(c));
    await acceptTerms(db, c.var.session.tokenId, now());
    return c.json(successResponseSchema.parse({ success: true, message: TERMS_ACCEPTED_MESSAGE }));
  });
