// Placing out (docs/decisions/placing-out.md). Out Setting 3: GET/POST outSetting6 (the location's
// setting and its drawSetting tab's draws), the distributors (GET distributors/total, byId/{id},
// users/{id}; POST and PUT distributors, PUT distributors/{id}/partners, DELETE distributors/{id}), their
// rules (GET/PUT distributors/rule/{id}) and outset jobs (PUT distributors/rule/{id}/outset, GET
// .../outset/status); the access table asks an ADMIN holding OutSet. Throw Number (4D; any admin):
// POST bet/throw, POST throw, DELETE bet/throws (with a body).
import { Hono, type Context } from 'hono';
import {
  distributorCreateSchema,
  distributorDeletedSchema,
  distributorEditSchema,
  distributorFiguresSchema,
  distributorSavedSchema,
  distributorSchema,
  distributorTotalsSchema,
  drawQuerySchema,
  idParamsSchema,
  jobQuerySchema,
  locOnlyQuerySchema,
  outsetRunSchema,
  outsetStartSchema,
  outsetStatusSchema,
  outSettingBodySchema,
  outSettingSchema,
  partnersBodySchema,
  ruleBodySchema,
  ruleSavedSchema,
  ruleSchema,
  thrownSchema,
  throwAllBodySchema,
  throwBodySchema,
  throwsDeletedSchema,
  throwsDeleteSchema,
} from '@/lib/contract/distributors';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import {
  createDistributor,
  deleteDistributor,
  distributorAnswer,
  distributorFigures,
  distributorTotals,
  editDistributor,
  findDistributor,
  ruleOf,
  saveRule,
  setPartners,
  type DistributorContext,
} from '../services/distributors/distributors';
import { outsetStatus, startOutset } from '../services/distributors/outset-job';
import { outSettingOf, saveOutSetting } from '../services/distributors/settings';
import { deleteThrows, throwAll, throwNumbers } from '../services/distributors/throws';

function context(c: Context<ScopedEnv>): DistributorContext {
  return { db: c.var.deps.db, actor: c.var.session.user, locId: c.var.location.locId, game: c.var.location.game, now: c.var.deps.now() };
}
const runner = (c: Context<ScopedEnv>) => ({ now: c.var.deps.now, logError: c.var.deps.logError });
const idOf = (c: Context<ScopedEnv>) => parseInput(idParamsSchema, c.req.param()).id;

export const distributorRoutes = new Hono<ScopedEnv>()
  .get('/outSetting6', async (c) => {
    parseQuery(c, locOnlyQuerySchema);
    return c.json(outSettingSchema.parse(await outSettingOf(c.var.deps.db, c.var.location.locId, c.var.deps.now())));
  })
  .post('/outSetting6', smallBody('outSetting6'), async (c) => {
    const body = parseInput(outSettingBodySchema, await readJson(c));
    const { db, actor, locId, now } = context(c);
    return c.json(outSettingSchema.parse(await saveOutSetting(db, actor, locId, body, now)));
  })
  .get('/distributors/total', async (c) => {
    const { DrawId } = parseQuery(c, drawQuerySchema);
    return c.json(distributorTotalsSchema.parse(await distributorTotals(context(c), DrawId)));
  })
  .get('/distributors/byId/:id', async (c) => {
    parseQuery(c, locOnlyQuerySchema);
    const ctx = context(c);
    return c.json(distributorSchema.parse(distributorAnswer(await findDistributor(ctx.db, ctx.locId, idOf(c)))));
  })
  .get('/distributors/users/:id', async (c) => {
    const { DrawId } = parseQuery(c, drawQuerySchema);
    return c.json(distributorFiguresSchema.parse(await distributorFigures(context(c), idOf(c), DrawId)));
  })
  .get('/distributors/rule/:id', async (c) => {
    parseQuery(c, locOnlyQuerySchema);
    const ctx = context(c);
    return c.json(ruleSchema.parse(await ruleOf(ctx.db, ctx.locId, idOf(c))));
  })
  .get('/distributors/rule/:id/outset/status', async (c) => {
    const { JobId } = parseQuery(c, jobQuerySchema);
    return c.json(outsetStatusSchema.parse({ Run: await outsetStatus(context(c), runner(c), idOf(c), JobId) }));
  })
  .post('/distributors', smallBody('distributor'), async (c) => {
    const body = parseInput(distributorCreateSchema, await readJson(c));
    return c.json(distributorSavedSchema.parse({ Distributor: await createDistributor(context(c), body) }), 201);
  })
  .put('/distributors', smallBody('distributor'), async (c) => {
    const body = parseInput(distributorEditSchema, await readJson(c));
    return c.json(distributorSavedSchema.parse({ Distributor: await editDistributor(context(c), body) }));
  })
  .put('/distributors/:id/partners', smallBody('partners'), async (c) => {
    const id = idOf(c);
    const { Partners } = parseInput(partnersBodySchema, await readJson(c));
    return c.json(distributorSavedSchema.parse({ Distributor: await setPartners(context(c), id, Partners) }));
  })
  .put('/distributors/rule/:id', smallBody('rule'), async (c) => {
    const id = idOf(c);
    const body = parseInput(ruleBodySchema, await readJson(c));
    return c.json(ruleSavedSchema.parse({ Rule: await saveRule(context(c), id, body) }));
  })
  .put('/distributors/rule/:id/outset', smallBody('outset'), async (c) => {
    const id = idOf(c);
    const { DrawId } = parseInput(outsetStartSchema, await readJson(c));
    const { run, started } = await startOutset(context(c), runner(c), id, DrawId);
    return c.json({ Run: outsetRunSchema.parse(run), Started: started }, started ? 201 : 200);
  })
  .delete('/distributors/:id', async (c) => {
    parseQuery(c, locOnlyQuerySchema);
    return c.json(distributorDeletedSchema.parse(await deleteDistributor(context(c), idOf(c))));
  })
  .post('/bet/throw', smallBody('throw'), async (c) => {
    const body = parseInput(throwBodySchema, await readJson(c));
    return c.json(thrownSchema.parse({ Placed: await throwNumbers(context(c), body) }), 201);
  })
  .post('/throw', smallBody('throw'), async (c) => {
    const body = parseInput(throwAllBodySchema, await readJson(c));
    return c.json(thrownSchema.parse({ Placed: await throwAll(context(c), body) }), 201);
  })
  .delete('/bet/throws', smallBody('throws'), async (c) => {
    const { PlacementIds } = parseInput(throwsDeleteSchema, await readJson(c));
    return c.json(throwsDeletedSchema.parse(await deleteThrows(context(c), PlacementIds)));
  });
