// End-to-end tests only (PLATFORM_TEST_HOOKS=1, refused under NODE_ENV=production; mounted by createApp
// only when set): what a browser test must do behind the platform's rules. PUT /api/test/accBal writes
// a stored AccBal directly, past the ledger, so Utilities' Credit Recal has a difference to find
// (docs/decisions/utilities.md, "Testing Credit Recal end to end"). Nothing else is reachable here.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { locIdSchema, userIdSchema } from '@/lib/contract/common';
import { userLocations } from '../db/schema';
import { PlatformError } from '../errors';
import { smallBody } from '../http/body-limit';
import type { BaseEnv } from '../http/env';
import { parseInput, readJson } from '../http/parse';

const accBalBodySchema = z.object({ UserId: userIdSchema, LocId: locIdSchema, AccBal: z.string().regex(/^-?\d{1,10}\.\d{2}$/, 'AccBal needs 2 decimals.') });

export const testHookRoutes = new Hono<BaseEnv>().put('/accBal', smallBody('accBal'), async (c) => {
  const { UserId, LocId, AccBal } = parseInput(accBalBodySchema, await readJson(c));
  const changed = await c.var.deps.db
    .update(userLocations)
    .set({ accBal: AccBal })
    .where(and(eq(userLocations.userId, UserId.toLowerCase()), eq(userLocations.locId, LocId)))
    .returning({ userId: userLocations.userId });
  if (changed.length === 0) throw PlatformError.notFound('No such account.');
  return c.json({ UserId: UserId.toLowerCase(), LocId, AccBal });
});
