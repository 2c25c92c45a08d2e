// GET {4d|tt}/profile and profile/refresh (the signed-in user) and dMemberProfile?UserId= (a downline user).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { memberProfileQuerySchema } from '@/lib/contract/profile';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { assertInDownline } from '../services/downline';
import { buildProfile } from '../services/profile';

/**
 * profile/refresh is the same answer as profile: the platform keeps no profile cache, so both read the
 * user, its grants and its account in the location now, and recompute CreditLeft (creditLeft()).
 * The separate name is for clients: they call it after a change to the balances, and never cache it.
 */
const ownProfile = async (c: Context<ScopedEnv>) =>
  c.json(await buildProfile(c.var.deps.db, c.var.session.user, c.var.location));

export const profileRoutes = new Hono<ScopedEnv>()
  .get('/profile', ownProfile)
  .get('/profile/refresh', ownProfile)
  .get('/dMemberProfile', async (c) => {
    const { UserId } = parseQuery(c, memberProfileQuerySchema);
    const target = await assertInDownline(c.var.deps.db, c.var.session.user, UserId);
    return c.json(await buildProfile(c.var.deps.db, target, c.var.location));
  });
