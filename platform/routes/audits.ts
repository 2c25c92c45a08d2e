// GET {4d|tt}/audits: the audit log (admins only: the access table refuses anyone else with 403 before
// its query is read).
import { Hono } from 'hono';
import { auditPageSchema, auditQuerySchema } from '@/lib/contract/audits';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { auditPage } from '../services/audit/list';

export const auditRoutes = new Hono<ScopedEnv>().get('/audits', async (c) => {
  const query = parseQuery(c, auditQuerySchema);
  return c.json(auditPageSchema.parse(await auditPage(c.var.deps.db, query)));
});
