// GET {4d|tt}/payRates?UserId= (the rates in force) and the pay rates of the location
// (docs/decisions/pay-rates.md): payRatesN / payRatesI / payRatesK, POST payRate, PUT payRate,
// PUT payRateDefault, DELETE payRate/{id}. Writes need DrawSetting (the access table). Announcements:
// announcements.ts.
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  PAY_RATE_LISTS,
  payRateCreateSchema,
  payRateDeletedSchema,
  payRateEditSchema,
  payRateIdParamsSchema,
  payRateKindSchema,
  payRateListSchema,
  payRateSchema,
  payRatesQuerySchema,
  type PayRateList,
} from '@/lib/contract/pay-rates';
import { PlatformError } from '../errors';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { kindTable, ratesInForceFor, wireOf } from '../services/content/pay-rate-read';
import { createOverride, deleteOverride, editRate, type PayRateContext } from '../services/content/pay-rate-write';
import { assertInDownline } from '../services/users/downline';

function payRateContext(c: Context<ScopedEnv>): PayRateContext {
  return { db: c.var.deps.db, actor: c.var.session.user, location: c.var.location };
}

function kindList(list: PayRateList) {
  return async (c: Context<ScopedEnv>) => {
    if (c.var.location.game === 'TT') throw PlatformError.notFound();
    const { UserId } = parseQuery(c, payRatesQuerySchema);
    return c.json(payRateKindSchema.parse(await kindTable(c.var.deps.db, c.var.session.user, c.var.location.locId, PAY_RATE_LISTS[list], UserId)));
  };
}

export const contentRoutes = new Hono<ScopedEnv>()
  .get('/payRates', async (c) => {
    const { db } = c.var.deps;
    const { UserId } = parseQuery(c, payRatesQuerySchema);
    const user = UserId ? await assertInDownline(db, c.var.session.user, UserId) : c.var.session.user;
    const rows = await ratesInForceFor(db, c.var.location.locId, user);
    return c.json(payRateListSchema.parse(rows.map(wireOf)));
  })
  .get('/payRatesN', kindList('payRatesN'))
  .get('/payRatesI', kindList('payRatesI'))
  .get('/payRatesK', kindList('payRatesK'))
  .post('/payRate', smallBody('payRate'), async (c) => {
    const input = parseInput(payRateCreateSchema, await readJson(c));
    return c.json(payRateSchema.parse(await createOverride(payRateContext(c), input)), 201);
  })
  .put('/payRate', smallBody('payRate'), async (c) => {
    const input = parseInput(payRateEditSchema, await readJson(c));
    return c.json(payRateSchema.parse(await editRate(payRateContext(c), input, 'override')));
  })
  .put('/payRateDefault', smallBody('payRate'), async (c) => {
    const input = parseInput(payRateEditSchema, await readJson(c));
    return c.json(payRateSchema.parse(await editRate(payRateContext(c), input, 'default')));
  })
  .delete('/payRate/:id', async (c) => {
    const { id } = parseInput(payRateIdParamsSchema, c.req.param());
    return c.json(payRateDeletedSchema.parse(await deleteOverride(payRateContext(c), id)));
  });
