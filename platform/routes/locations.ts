// GET {4d|tt}/loc (the signed-in user's locations), dLoc (those of them playing 4D) and
// locIdAvailable?UserId=&IsTop=.
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  locationListSchema,
  locIdAvailableListSchema,
  locIdAvailableQuerySchema,
} from '@/lib/contract/locations';
import { prefixOf, type Game } from '@/lib/contract/common';
import { PlatformError } from '../errors';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { assertInDownline } from '../services/users/downline';
import { listLocations, locationsOfUser } from '../services/users/locations';

/** The caller's locations (the default first), all or only those of one game. */
async function ownLocations(c: Context<ScopedEnv>, game?: Game) {
  const rows = await locationsOfUser(c.var.deps.db, c.var.session.user.userId);
  const items = rows
    .filter((row) => !game || row.game === game)
    .map((row) => ({
      LocId: row.locId,
      Loc: row.name,
      Game: row.game,
      Prefix: prefixOf(row.game),
      IsDefault: row.isDefault,
    }));
  return c.json(locationListSchema.parse(items));
}

export const locationRoutes = new Hono<ScopedEnv>()
  .get('/loc', (c) => ownLocations(c))
  // "d" is 4D, as in dShare and dClose; the same answer under tt/ and 4d/.
  .get('/dLoc', (c) => ownLocations(c, '4D'))
  .get('/locIdAvailable', async (c) => {
    const { db } = c.var.deps;
    const actor = c.var.session.user;
    const query = parseQuery(c, locIdAvailableQuerySchema);
    // IsTop asks for every location of the platform, which only an admin may hand out.
    if (query.IsTop && actor.role !== 'ADMIN') throw PlatformError.forbidden('Only an admin may use IsTop.', 'IsTop');
    const target = await assertInDownline(db, actor, query.UserId ?? actor.userId);
    const rows = query.IsTop ? await listLocations(db) : await locationsOfUser(db, target.userId);
    return c.json(locIdAvailableListSchema.parse(rows.map((row) => ({ LocId: row.locId, Loc: row.name }))));
  });
