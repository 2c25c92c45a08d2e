// POST /api/v1/oauth/token (sign-in) and POST /api/v1/logout (revoke the bearer token).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { logoutResponseSchema, tokenRequestSchema, tokenResponseSchema } from '@/lib/contract/auth';
import { PlatformError } from '../errors';
import type { BaseEnv } from '../http/env';
import { parseInput, readFormOrJson } from '../http/parse';
import { requireSession } from '../middleware/session';
import { signIn } from '../services/sign-in';
import { revokeToken } from '../services/tokens';

/** A sign-in form is a few hundred bytes; refuse big bodies before reading them. */
const SIGN_IN_BODY_LIMIT = 8 * 1024;

export const authRoutes = new Hono<BaseEnv>()
  .post(
    '/oauth/token',
    bodyLimit({
      maxSize: SIGN_IN_BODY_LIMIT,
      onError: () => {
        throw new PlatformError(413, 'The sign-in body is too large.', 'body');
      },
    }),
    async (c) => {
      const input = parseInput(tokenRequestSchema, await readFormOrJson(c));
      const answer = await signIn(c.var.deps, input, c.req.header('x-token'));
      return c.json(tokenResponseSchema.parse(answer));
    },
  )
  .post('/logout', requireSession, async (c) => {
    const { db, now } = c.var.deps;
    await revokeToken(db, c.var.session.tokenId, now());
    return c.json(logoutResponseSchema.parse({ success: true, message: 'Signed out.' }));
  });
