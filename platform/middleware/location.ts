// Every call under /api/v1/{4d|tt}/ names its location: LocId must exist, be the prefix's game,
// and be one of the signed-in user's locations.
import { createMiddleware } from 'hono/factory';
import { locQuerySchema, prefixOf, type Game } from '@/lib/contract/common';
import { PlatformError } from '../errors';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { locationOfUser } from '../services/users/locations';

export function requireLocation(game: Game) {
  return createMiddleware<ScopedEnv>(async (c, next) => {
    const { db } = c.var.deps;
    const { LocId } = parseQuery(c, locQuerySchema);
    const found = await locationOfUser(db, LocId, c.var.session.user.userId);
    if (!found) throw PlatformError.badRequest(`Unknown location ${LocId}.`, 'LocId');
    const { location } = found;
    if (location.game !== game) {
      throw PlatformError.badRequest(
        `Location ${LocId} is a ${location.game} location; call it under /api/v1/${prefixOf(location.game)}/.`,
        'LocId',
      );
    }
    if (!found.available) {
      throw PlatformError.forbidden(`Location ${LocId} is not available to this user.`, 'LocId');
    }
    c.set('location', location);
    await next();
  });
}
