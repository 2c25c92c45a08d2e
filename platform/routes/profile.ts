// GET {4d|tt}/profile (the signed-in user) and GET {4d|tt}/dMemberProfile?UserId= (a downline user).
import { Hono } from 'hono';
import { memberProfileQuerySchema } from '@/lib/contract/profile';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { assertInDownline } from '../services/downline';
import { buildProfile } from '../services/profile';

export const profileRoutes = new Hono<ScopedEnv>()
  .get('/profile', async (c) => {
    return c.json(await buildProfile(c.var.deps.db, c.var.session.user, c.var.location));
  })
  .get('/dMemberProfile', async (c) => {
    const { UserId } = parseQuery(c, memberProfileQuerySchema);
    const target = await assertInDownline(c.var.deps.db, c.var.session.user, UserId);
    return c.json(await buildProfile(c.var.deps.db, target, c.var.location));
  });
