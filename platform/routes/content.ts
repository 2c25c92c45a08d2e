// GET {4d|tt}/payRates?UserId= of the location (announcements: announcements.ts).
import { Hono } from 'hono';
import { payRateListSchema, payRatesQuerySchema } from '@/lib/contract/pay-rates';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { payRatesOf } from '../services/content/location-content';
import { assertInDownline } from '../services/users/downline';
import { toMoney } from '@/lib/domain/money';

export const contentRoutes = new Hono<ScopedEnv>()
  .get('/payRates', async (c) => {
    const { db } = c.var.deps;
    const { UserId } = parseQuery(c, payRatesQuerySchema);
    const agent = UserId ? await assertInDownline(db, c.var.session.user, UserId) : undefined;
    const rows = await payRatesOf(db, c.var.location.locId, agent?.userId);
    const items = rows.map((row) => ({
      PayRateId: row.id,
      LocId: row.locId,
      UserId: row.agentId,
      BetKind: row.betKind,
      PermClass: row.permClass,
      Prize: row.prize,
      Big: toMoney(row.big),
      Small: row.small === null ? null : toMoney(row.small),
    }));
    return c.json(payRateListSchema.parse(items));
  });
