// GET /api/v1/message?t=<encoded API host>: the unauthenticated check the app polls every 60 s
// (maintenance, captcha flags) and reads before sign-in (password policy). One settings read.
// `t` only identifies the caller's API root in the original system; it is checked for length and ignored.
import { Hono } from 'hono';
import { messageQuerySchema, serverMessageSchema } from '@/lib/contract/message';
import type { BaseEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { readSettings, toServerTime } from '../services/content/settings';

export const messageRoutes = new Hono<BaseEnv>().get('/message', async (c) => {
  parseQuery(c, messageQuerySchema);
  const settings = await readSettings(c.var.deps.db);
  return c.json(
    serverMessageSchema.parse({
      maintenance: settings.maintenance.enabled ? (settings.maintenance.time ?? '') : '',
      global: { captchaRequired: settings.captcha.enabled, enableCaptcha: settings.captcha.enabled },
      passwordAllowLowercase: settings.passwordAllowLowercase,
      serverTime: toServerTime(c.var.deps.now()),
    }),
  );
});
