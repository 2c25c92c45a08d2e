// GET {4d|tt}/audits: the audit log (admins only; anyone else gets 404 before its query is read).
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { auditPageSchema, auditQuerySchema } from '@/lib/contract/audits';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { assertAuditReader, auditPage } from '../services/audit-list';

const reader = createMiddleware<ScopedEnv>(async (c, next) => {
  assertAuditReader(c.var.session.user);
  await next();
});

export const auditRoutes = new Hono<ScopedEnv>().get('/audits', reader, async (c) => {
  const query = parseQuery(c, auditQuerySchema);
  return c.json(auditPageSchema.parse(await auditPage(c.var.deps.db, c.var.session.user, query)));
});
