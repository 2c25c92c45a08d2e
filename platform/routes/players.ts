// GET {4d|tt}/players/directDownLine and players/profile; POST players; PUT players/update;
// DELETE players/{ParentId}/{UserId}. The Player menu's calls: the caller needs EnableCreateDownline
// (an admin: MemberEdit or '*'), works only strictly below itself, and gets 404 for anything else.
// A player with open bets is never deleted (409, PLAYER_OPEN_BETS_MESSAGE).
import { Hono } from 'hono';
import { successResponseSchema } from '@/lib/contract/auth';
import {
  createPlayerSchema,
  deleteParamsSchema,
  downLineQuerySchema,
  downlineProfileQuerySchema,
  downlineUserListSchema,
  PLAYER_FLAGS,
  updatePlayerSchema,
} from '@/lib/contract/players';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { assertManager, managedUser, rootOf } from '../services/hierarchy/access';
import { createDownline } from '../services/hierarchy/create';
import { deleteDownline } from '../services/hierarchy/delete';
import { pickFlags } from '../services/hierarchy/rules';
import { downlineRows } from '../services/hierarchy/rows';
import { changeDownline } from '../services/hierarchy/update';
import { changedRow, hierarchyContext } from './agents';

export const playerRoutes = new Hono<ScopedEnv>()
  .get('/players/directDownLine', async (c) => {
    const context = hierarchyContext(c);
    assertManager(context.actor, 'player');
    const { UserId } = parseQuery(c, downLineQuerySchema);
    const root = await rootOf(context.db, context.actor, UserId);
    return c.json(downlineUserListSchema.parse(await downlineRows(context.db, 'player', context.location.locId, { children: root.userId })));
  })
  .get('/players/profile', async (c) => {
    const context = hierarchyContext(c);
    assertManager(context.actor, 'player');
    const { UserId } = parseQuery(c, downlineProfileQuerySchema);
    const target = await managedUser(context.db, context.actor, UserId, 'player');
    return c.json(await changedRow(context, 'player', target.userId));
  })
  .post('/players', smallBody('player'), async (c) => {
    const context = hierarchyContext(c);
    const input = parseInput(createPlayerSchema, await readJson(c));
    const accounts = new Map([[context.location.locId, { Credit: input.Credit, Commission: input.Commission }]]);
    const userId = await createDownline(context, { kind: 'player', ...input, flags: pickFlags(PLAYER_FLAGS, input), accounts });
    return c.json(await changedRow(context, 'player', userId), 201);
  })
  .put('/players/update', smallBody('player'), async (c) => {
    const context = hierarchyContext(c);
    const input = parseInput(updatePlayerSchema, await readJson(c));
    const rates = input.Commission === undefined ? undefined : { Commission: input.Commission };
    await changeDownline(context, 'player', input.UserId, {
      UserName: input.UserName,
      flags: pickFlags(PLAYER_FLAGS, input),
      Credit: input.Credit,
      rates,
    });
    return c.json(await changedRow(context, 'player', input.UserId));
  })
  .delete('/players/:ParentId/:UserId', async (c) => {
    const { ParentId, UserId } = parseInput(deleteParamsSchema, c.req.param());
    const message = await deleteDownline(hierarchyContext(c), 'player', ParentId, UserId);
    return c.json(successResponseSchema.parse({ success: true, message }));
  });
