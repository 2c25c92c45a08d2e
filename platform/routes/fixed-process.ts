// Fixed Setting and Fixed Process (docs/product.md#call-catalogue "Fixed"; bodies ours, see
// docs/decisions/fixed-process.md). Gated by FixedSetting in the access table: the clerk, agents and
// members get 404 before these run. GET selectFixedSetting / PUT updateFixedSetting read and save the
// location's automatic runs; GET selectProcessJob lists the runs and the draws; POST updateProcessJob
// starts a run on a draw now.
import { Hono, type Context } from 'hono';
import {
  fixedSettingQuerySchema,
  fixedSettingSchema,
  processJobPageSchema,
  processJobQuerySchema,
  startedProcessSchema,
  startProcessBodySchema,
  updateFixedSettingBodySchema,
} from '@/lib/contract/fixed-process';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { processJobPage, startProcess, type ProcessDeps } from '../services/fixed-bets/process';
import { fixedSettingOf, updateFixedSetting } from '../services/fixed-bets/settings';

function deps(c: Context<ScopedEnv>): ProcessDeps {
  const { db, now, logError } = c.var.deps;
  return { db, actor: c.var.session.user, locId: c.var.location.locId, now: now(), runner: { now, logError } };
}

export const fixedProcessRoutes = new Hono<ScopedEnv>()
  .get('/selectFixedSetting', async (c) => {
    parseQuery(c, fixedSettingQuerySchema);
    return c.json(fixedSettingSchema.parse(await fixedSettingOf(c.var.deps.db, c.var.location.locId)));
  })
  .put('/updateFixedSetting', smallBody('fixed setting'), async (c) => {
    parseQuery(c, fixedSettingQuerySchema);
    const body = parseInput(updateFixedSettingBodySchema, await readJson(c));
    const { db, actor, locId, now } = deps(c);
    return c.json(fixedSettingSchema.parse(await updateFixedSetting(db, actor, locId, body, now)));
  })
  .get('/selectProcessJob', async (c) => {
    const { JobId } = parseQuery(c, processJobQuerySchema);
    return c.json(processJobPageSchema.parse(await processJobPage(deps(c), JobId)));
  })
  .post('/updateProcessJob', smallBody('fixed process'), async (c) => {
    parseQuery(c, fixedSettingQuerySchema);
    const { DrawId } = parseInput(startProcessBodySchema, await readJson(c));
    const started = await startProcess(deps(c), DrawId);
    return c.json(startedProcessSchema.parse(started), started.Started ? 201 : 200);
  });
