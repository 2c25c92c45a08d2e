// POST /api/v1/updatePassword: change a password (form or JSON, captcha key in x-token, bearer
// optional). Outside /api/v1/{4d|tt}/, so a user whose password must change reaches it with its token.
import { Hono } from 'hono';
import {
  CAPTCHA_KEY_HEADER,
  changePasswordRequestSchema,
  PASSWORD_UPDATED_MESSAGE,
  successResponseSchema,
} from '@/lib/contract/auth';
import { smallBody } from '../http/body-limit';
import type { BaseEnv } from '../http/env';
import { parseInput, readFormOrJson } from '../http/parse';
import { optionalSession } from '../middleware/session';
import { changePassword } from '../services/auth/change-password';

export const passwordRoutes = new Hono<BaseEnv>().post('/updatePassword', smallBody('password'), async (c) => {
  const session = await optionalSession(c);
  const input = parseInput(changePasswordRequestSchema, await readFormOrJson(c));
  await changePassword(c.var.deps, input, session, c.req.header(CAPTCHA_KEY_HEADER));
  return c.json(successResponseSchema.parse({ success: true, message: PASSWORD_UPDATED_MESSAGE }));
});
