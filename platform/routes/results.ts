// Results under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Draws" and "Results"): POST insertProcess (store a
// result, settle it as a job), POST draw/result/r5 (settle again), r5/report (check the books),
// binBurst, binConfirm and binConfirm/report, each polled by GET .../{id}/status; PUT
// draw/result/reset6/{id} and reset7/{id}. These need an admin with DrawSetting (403 otherwise, no
// change). GET draw/result/SMSString and draw/result/feed are the published result: any user of the
// location may read them.
import { Hono, type Context } from 'hono';
import {
  binBurstStatusSchema,
  binConfirmBodySchema,
  binConfirmStatusSchema,
  binReportStatusSchema,
  booksCheckStatusSchema,
  drawJobBodySchema,
  FEED_DEFAULT_ITEMS,
  feedQuerySchema,
  insertProcessBodySchema,
  jobStartedSchema,
  resetAnswerSchema,
  resultFeedSchema,
  resultIdParamSchema,
  settleStatusSchema,
  smsStringQuerySchema,
  smsStringSchema,
  type JobStarted,
} from '@/lib/contract/results';
import { cappedBody, smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { startBinBurst, startBinConfirm } from '../services/results/bin-burst';
import { startBinReport } from '../services/results/bin-report';
import { startBooksCheck } from '../services/results/check';
import { insertResult, resetResult, resettle, type EntryDeps } from '../services/results/entry';
import { drawJobStatus, RESULT_JOB_KINDS, type ResultJobKind } from '../services/results/jobs';
import { resultFeed, smsString } from '../services/results/text';

type Ctx = Context<ScopedEnv>;

/** What the result services need (the access table has admitted the caller: an admin with DrawSetting). */
function adminDeps(c: Ctx): EntryDeps {
  const { db, now, logError } = c.var.deps;
  return { db, actor: c.var.session.user, locId: c.var.location.locId, game: c.var.location.game, now: now(), runner: { now, logError } };
}

const idOf = (c: Ctx) => parseInput(resultIdParamSchema, { id: c.req.param('id') }).id;
const drawIdOf = async (c: Ctx) => parseInput(drawJobBodySchema, await readJson(c)).DrawId;
/** A started job: 202 while it runs, 200 when it was already finished. */
const started = (c: Ctx, job: JobStarted) => c.json(jobStartedSchema.parse(job), job.Status === 'DONE' || job.Status === 'FAILED' ? 200 : 202);

/** GET .../{id}/status of a kind, answered through its schema. */
function statusRoute(kind: ResultJobKind, schema: { parse: (value: unknown) => unknown }) {
  return async (c: Ctx) => c.json(schema.parse(await drawJobStatus(adminDeps(c), idOf(c), kind)) as object);
}

const jobsBody = smallBody('result');
/** binConfirm may list every number of a draw. */
const confirmBody = cappedBody(2 * 1024 * 1024, 'The binConfirm body is too large.');

export const resultRoutes = new Hono<ScopedEnv>()
  .post('/insertProcess', jobsBody, async (c) => {
    const deps = adminDeps(c);
    return started(c, await insertResult(deps, parseInput(insertProcessBodySchema, await readJson(c))));
  })
  .post('/draw/result/r5', jobsBody, async (c) => {
    const deps = adminDeps(c);
    return started(c, await resettle(deps, await drawIdOf(c)));
  })
  .get('/draw/result/r5/:id/status', statusRoute(RESULT_JOB_KINDS.settle, settleStatusSchema))
  .post('/draw/result/r5/report', jobsBody, async (c) => {
    const deps = adminDeps(c);
    return started(c, await startBooksCheck(deps, await drawIdOf(c)));
  })
  .get('/draw/result/r5/report/:id/status', statusRoute(RESULT_JOB_KINDS.check, booksCheckStatusSchema))
  .post('/draw/result/binBurst', jobsBody, async (c) => {
    const deps = adminDeps(c);
    return started(c, await startBinBurst(deps, await drawIdOf(c), deps.now));
  })
  .get('/draw/result/binBurst/:id/status', statusRoute(RESULT_JOB_KINDS.binBurst, binBurstStatusSchema))
  .post('/draw/result/binConfirm', confirmBody, async (c) => {
    const deps = adminDeps(c);
    return started(c, await startBinConfirm(deps, parseInput(binConfirmBodySchema, await readJson(c)), deps.now));
  })
  .get('/draw/result/binConfirm/:id/status', statusRoute(RESULT_JOB_KINDS.binConfirm, binConfirmStatusSchema))
  .post('/draw/result/binConfirm/report', jobsBody, async (c) => {
    const deps = adminDeps(c);
    return started(c, await startBinReport(deps, await drawIdOf(c), deps.now));
  })
  .get('/draw/result/binConfirm/report/:id/status', statusRoute(RESULT_JOB_KINDS.binReport, binReportStatusSchema))
  .put('/draw/result/reset6/:id', async (c) => {
    const deps = adminDeps(c);
    return c.json(resetAnswerSchema.parse(await resetResult(deps, idOf(c), false)));
  })
  .put('/draw/result/reset7/:id', async (c) => {
    const deps = adminDeps(c);
    return c.json(resetAnswerSchema.parse(await resetResult(deps, idOf(c), true)));
  })
  .get('/draw/result/SMSString', async (c) => {
    const { DrawId } = parseQuery(c, smsStringQuerySchema);
    return c.json(smsStringSchema.parse(await smsString(c.var.deps.db, c.var.location, DrawId, c.var.deps.now())));
  })
  .get('/draw/result/feed', async (c) => {
    const { Limit } = parseQuery(c, feedQuerySchema);
    return c.json(resultFeedSchema.parse(await resultFeed(c.var.deps.db, c.var.location, Limit ?? FEED_DEFAULT_ITEMS, c.var.deps.now())));
  });
