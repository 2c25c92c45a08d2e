// The one check of who may make a call: every request under /api/v1/{4d|tt}/ is looked up
// in the access table (lib/contract/access-table.ts) before its route runs. A call the table does not
// hold is answered as an unknown route (404), so a route added without an entry is never open; a
// caller the call's gate refuses gets 403 naming the role or the permission it lacks (the unknown
// route's 404 at an unseen gate: Draw and Fixed Setting), before its query or body is read. What is about data stays with the services: the downline (404 outside it) and the
// caller's own flags (EnablePlaceBet, EnableCreateDownline, ...).
import { createMiddleware } from 'hono/factory';
import { accessOf, gateRefusal, hidesRefusal, readsGrants } from '@/lib/contract/access';
import { PlatformError } from '../errors';
import type { SessionEnv } from '../http/env';
import { grantsOf } from '../services/users/users';

const SCOPED_PREFIX = /^\/api\/v1\/(?:4d|tt)\//;

export const requireAccess = createMiddleware<SessionEnv>(async (c, next) => {
  const access = accessOf(c.req.path.replace(SCOPED_PREFIX, '').split('/'), c.req.method);
  if (!access) throw PlatformError.notFound();
  const { user } = c.var.session;
  // Grants are read per request, so a change takes effect at the caller's next call.
  const granted = readsGrants(access.gate, user.role) ? await grantsOf(c.var.deps.db, user.userId) : [];
  const refusal = gateRefusal(access.gate, user.role, granted);
  if (refusal) throw hidesRefusal(access.gate) ? PlatformError.notFound() : PlatformError.forbidden(refusal);
  await next();
});
