// The maintenance switch. While settings.maintenance is on, every /api/v1/ call answers 503
// `{ message, subCode: 8000, time }`: the clients sign the user out and show the maintenance page
// until `time`. Still open: the message poll (it tells the clients when maintenance ends), logout,
// and sign-in, which checks credentials first and then lets only a full admin in (services/auth/sign-in.ts).
// A full admin's bearer passes everywhere, so an operator can switch maintenance off over the API.
// GET /api/captcha and /api/health are outside /api/v1/ and never reach this gate.
import { createMiddleware } from 'hono/factory';
import { PlatformError } from '../errors';
import type { BaseEnv } from '../http/env';
import { readSetting } from '../services/content/settings';
import { isFullAdmin } from '../services/users/users';
import { bearerSession } from './session';

const OPEN_DURING_MAINTENANCE = new Set([
  'GET /api/v1/message',
  'HEAD /api/v1/message',
  'POST /api/v1/logout',
  'POST /api/v1/oauth/token',
]);

/** One primary-key read per call; the bearer is looked at only while maintenance is on. */
export const maintenanceGate = createMiddleware<BaseEnv>(async (c, next) => {
  if (OPEN_DURING_MAINTENANCE.has(`${c.req.method} ${c.req.path}`)) return next();
  const { db } = c.var.deps;
  const maintenance = await readSetting(db, 'maintenance');
  if (maintenance.enabled) {
    const session = await bearerSession(c);
    if (!session || !(await isFullAdmin(db, session.user))) throw PlatformError.maintenance(maintenance.time);
  }
  await next();
});
