// The leftover calls of the catalogue under /api/v1/{4d|tt}/ (docs/decisions/platform.md "The leftover
// calls"), any signed-in user unless said: GET profileFull (the profile with its upline and direct
// downline counts), PUT update-password (the own password, old password required), getCurrencyCode,
// getPartnerWeb, catType, catTypeDistinct?[DrawId&UserId], mLoadDirectDownLine?[UserId],
// dShareTypeSelect?[UserId] and selectAllowEditShare?UserId. A UserId outside the caller's reach is a 404.
import { Hono } from 'hono';
import { successResponseSchema } from '@/lib/contract/auth';
import {
  allowEditShareQuerySchema,
  allowEditShareSchema,
  catTypeDistinctQuerySchema,
  catTypeDistinctSchema,
  catTypeListSchema,
  currencyCodeSchema,
  directDownLineSchema,
  partnerWebSchema,
  profileFullSchema,
  shareChoicesSchema,
  updatePasswordBodySchema,
  userQuerySchema,
} from '@/lib/contract/lookups';
import { CAT_TYPE_NAMES, CAT_TYPES, currencyOf } from '@/lib/domain/lookups';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { updateOwnPassword } from '../services/auth/update-password';
import { distinctCatTypes } from '../services/bets/categories';
import { scopeFor } from '../services/bets/scope';
import { readSetting } from '../services/content/settings';
import { activeLatestDraw } from '../services/draws/read';
import { allowEditShare, directCounts, directDownLine, shareSelect, uplineOf } from '../services/hierarchy/lookups';
import { buildProfile } from '../services/users/profile';

export const lookupRoutes = new Hono<ScopedEnv>()
  .get('/profileFull', async (c) => {
    const { db } = c.var.deps;
    const user = c.var.session.user;
    const [profile, upline, counts] = await Promise.all([buildProfile(db, user, c.var.location), uplineOf(db, user), directCounts(db, user.userId)]);
    return c.json(profileFullSchema.parse({ ...profile, Upline: upline, ...counts }));
  })
  .put('/update-password', smallBody('password'), async (c) => {
    const input = parseInput(updatePasswordBodySchema, await readJson(c));
    await updateOwnPassword(c.var.deps, c.var.session.user, input);
    return c.json(successResponseSchema.parse({ success: true, message: 'Password updated. Sign in again with the new password.' }));
  })
  .get('/getCurrencyCode', (c) => c.json(currencyCodeSchema.parse({ LocId: c.var.location.locId, ...currencyOf(c.var.location.locId) })))
  .get('/getPartnerWeb', async (c) => c.json(partnerWebSchema.parse({ Items: await readSetting(c.var.deps.db, 'partnerWeb') })))
  .get('/catType', (c) => c.json(catTypeListSchema.parse(CAT_TYPES[c.var.location.game].map((type) => ({ CatType: type, Name: CAT_TYPE_NAMES[type] })))))
  .get('/catTypeDistinct', async (c) => {
    const { db, now } = c.var.deps;
    const query = parseQuery(c, catTypeDistinctQuerySchema);
    const drawId = query.DrawId ?? (await activeLatestDraw(db, c.var.location.locId, now()))?.id;
    if (drawId === undefined) return c.json(catTypeDistinctSchema.parse({ DrawId: null, Items: [] }));
    const scope = await scopeFor(db, c.var.session.user, c.var.location.locId, { DrawId: drawId, UserId: query.UserId }, now());
    return c.json(catTypeDistinctSchema.parse({ DrawId: drawId, Items: await distinctCatTypes(db, scope) }));
  })
  .get('/mLoadDirectDownLine', async (c) => {
    const { UserId } = parseQuery(c, userQuerySchema);
    return c.json(directDownLineSchema.parse(await directDownLine(c.var.deps.db, c.var.session.user, c.var.location.locId, UserId)));
  })
  .get('/dShareTypeSelect', async (c) => {
    const { UserId } = parseQuery(c, userQuerySchema);
    return c.json(shareChoicesSchema.parse(await shareSelect(c.var.deps.db, c.var.session.user, c.var.location.locId, c.var.location.game, UserId)));
  })
  .get('/selectAllowEditShare', async (c) => {
    const { UserId } = parseQuery(c, allowEditShareQuerySchema);
    return c.json(allowEditShareSchema.parse(await allowEditShare(c.var.deps.db, c.var.session.user, c.var.location.locId, UserId)));
  });
