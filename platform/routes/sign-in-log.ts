// GET {4d|tt}/loginLog (admins, the access table's gate: /utilities/loginLog) and GET {4d|tt}/signIns
// (anyone signed in: its own last sign-ins, /admin/profile). docs/decisions/sign-in-log.md.
import { Hono } from 'hono';
import { ownSignInsSchema, signInLogPageSchema, signInLogQuerySchema } from '@/lib/contract/sign-in-log';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { ownSignIns, signInLogPage } from '../services/auth/sign-in-log';

export const signInLogRoutes = new Hono<ScopedEnv>()
  .get('/loginLog', async (c) => {
    const query = parseQuery(c, signInLogQuerySchema);
    return c.json(signInLogPageSchema.parse(await signInLogPage(c.var.deps.db, query)));
  })
  .get('/signIns', async (c) => c.json(ownSignInsSchema.parse({ Items: await ownSignIns(c.var.deps.db, c.var.session.user.userId) })));
