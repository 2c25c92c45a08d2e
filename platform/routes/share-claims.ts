// Share claims (docs/product.md#call-catalogue "Share claim", and the report calls selectReportShareClaim(Back)): GET
// reportDownLine, shareClaim, selectReportShareClaim, selectReportShareClaimBack; POST shareClaim,
// shareClaimBackSelect (a read), shareClaimBack; PUT generateShareClaimReport, updateReportShare,
// generateReportPlaceOutShareMix (a read), shareClaimBack, shareClaimBackImport; DELETE shareClaim/{id},
// shareClaimBack/{id}; GET, POST shareClaimSetting (ours, admins: docs/decisions/sub-shares.md). Agents and admins; members (and a sub-admin without the payments' right) get
// 404 before the query or body is read, and so does a write by a caller without EnableCreateDownline.
import { REPORTS } from '@/lib/domain/report-registry';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  claimBackImportErrorSchema,
  claimBackReportSchema,
  claimBackResultSchema,
  claimRangeQuerySchema,
  downLineReportSchema,
  placeOutShareMixInputSchema,
  placeOutShareMixSchema,
  shareClaimBackImportSchema,
  shareClaimBackInputSchema,
  shareClaimBackSelectSchema,
  shareClaimBackUpdateSchema,
  shareClaimDrawSchema,
  shareClaimGenerationSchema,
  shareClaimIdParamsSchema,
  shareClaimInputSchema,
  shareClaimListSchema,
  shareClaimQuerySchema,
  shareClaimReportSchema,
  shareClaimSchema,
  updateReportShareSchema,
} from '@/lib/contract/share-claims';
import { cappedBody, smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { recordClaimBacks } from '../services/share-claims/backs';
import { updateClaimBack, voidClaimBack } from '../services/share-claims/backs-change';
import { importClaimBacks } from '../services/share-claims/backs-import';
import { assertClaimCaller, assertClaimWriter, type ClaimContext } from '../services/share-claims/access';
import { generateShareClaims } from '../services/share-claims/generate';
import { placeOutShareMix } from '../services/share-claims/mix';
import { claimsToCollect, downLineReport, listClaims, reportClaimBacks, reportClaims } from '../services/share-claims/read';
import { createClaim, deleteClaim, updateClaim } from '../services/share-claims/write';
import { listClaimSettings, saveClaimSetting } from '../services/share-claims/settings';
import { claimSettingQuerySchema, shareClaimSettingInputSchema, shareClaimSettingListSchema, shareClaimSettingSchema } from '@/lib/contract/sub-shares';

/** 500 claim-backs with long remarks, or an import of 500 lines, stay well under this. */
const BATCH_BODY_LIMIT = 256 * 1024;

function context(c: Context<ScopedEnv>): ClaimContext {
  return { db: c.var.deps.db, actor: c.var.session.user, locId: c.var.location.locId, now: c.var.deps.now() };
}

/** Before the query or body is read: a caller without the right learns nothing, not even a 400. */
const reader = createMiddleware<ScopedEnv>(async (c, next) => {
  assertClaimCaller(c.var.session.user);
  await next();
});
const writer = createMiddleware<ScopedEnv>(async (c, next) => {
  assertClaimWriter(c.var.session.user);
  await next();
});

export const shareClaimRoutes = new Hono<ScopedEnv>()
  .get('/reportDownLine', reader, async (c) => {
    const query = parseQuery(c, claimRangeQuerySchema);
    return c.json(downLineReportSchema.parse(await downLineReport(context(c), query)));
  })
  .get('/shareClaim', reader, async (c) => {
    const query = parseQuery(c, shareClaimQuerySchema);
    return c.json(shareClaimListSchema.parse(await listClaims(context(c), query)));
  })
  .get(`/${REPORTS.shareClaim.calls.claims}`, reader, async (c) => {
    const query = parseQuery(c, shareClaimQuerySchema);
    return c.json(shareClaimReportSchema.parse(await reportClaims(context(c), query)));
  })
  .get(`/${REPORTS.shareClaim.calls.claimBacks}`, reader, async (c) => {
    const query = parseQuery(c, claimRangeQuerySchema);
    return c.json(claimBackReportSchema.parse(await reportClaimBacks(context(c), query)));
  })
  .post('/shareClaimBackSelect', reader, smallBody('share claim'), async (c) => {
    const body = parseInput(shareClaimBackSelectSchema, await readJson(c));
    return c.json(shareClaimListSchema.parse(await claimsToCollect(context(c), body)));
  })
  .put('/generateReportPlaceOutShareMix', reader, smallBody('share claim'), async (c) => {
    const body = parseInput(placeOutShareMixInputSchema, await readJson(c));
    return c.json(placeOutShareMixSchema.parse(await placeOutShareMix(context(c), c.var.location.game, body)));
  })
  .post('/shareClaim', writer, smallBody('share claim'), async (c) => {
    const body = parseInput(shareClaimInputSchema, await readJson(c));
    return c.json(shareClaimSchema.parse(await createClaim(context(c), body)), 201);
  })
  .put('/updateReportShare', writer, smallBody('share claim'), async (c) => {
    const body = parseInput(updateReportShareSchema, await readJson(c));
    return c.json(shareClaimSchema.parse(await updateClaim(context(c), body)));
  })
  .delete('/shareClaim/:id', writer, async (c) => {
    const { id } = parseInput(shareClaimIdParamsSchema, c.req.param());
    return c.json(shareClaimSchema.parse(await deleteClaim(context(c), id)));
  })
  .put('/generateShareClaimReport', writer, smallBody('share claim'), async (c) => {
    const { DrawId } = parseInput(shareClaimDrawSchema, await readJson(c));
    return c.json(shareClaimGenerationSchema.parse(await generateShareClaims(context(c), DrawId)));
  })
  .post('/shareClaimBack', writer, cappedBody(BATCH_BODY_LIMIT, 'The claim-backs body is too large.'), async (c) => {
    const { Items, IdempotencyKey } = parseInput(shareClaimBackInputSchema, await readJson(c));
    return c.json(claimBackResultSchema.parse(await recordClaimBacks(context(c), Items, IdempotencyKey)), 201);
  })
  .put('/shareClaimBack', writer, smallBody('claim-back'), async (c) => {
    const body = parseInput(shareClaimBackUpdateSchema, await readJson(c));
    return c.json(claimBackResultSchema.parse(await updateClaimBack(context(c), body)));
  })
  .delete('/shareClaimBack/:id', writer, async (c) => {
    const { id } = parseInput(shareClaimIdParamsSchema, c.req.param());
    return c.json(claimBackResultSchema.parse(await voidClaimBack(context(c), id)));
  })
  .get('/shareClaimSetting', writer, async (c) => {
    parseQuery(c, claimSettingQuerySchema);
    return c.json(shareClaimSettingListSchema.parse(await listClaimSettings(context(c))));
  })
  .post('/shareClaimSetting', writer, smallBody('share claim setting'), async (c) => {
    const body = parseInput(shareClaimSettingInputSchema, await readJson(c));
    return c.json(shareClaimSettingSchema.parse(await saveClaimSetting(context(c), body)));
  })
  .put('/shareClaimBackImport', writer, cappedBody(BATCH_BODY_LIMIT, 'The import body is too large.'), async (c) => {
    const { Text, IdempotencyKey } = parseInput(shareClaimBackImportSchema, await readJson(c));
    const answer = await importClaimBacks(context(c), Text, IdempotencyKey);
    if ('problems' in answer) {
      const data = answer.problems.map((problem) => `Line ${problem.Line}: ${problem.Message}`);
      const message = `${answer.problems.length === 1 ? 'One line is' : `${answer.problems.length} lines are`} wrong: nothing was recorded.`;
      return c.json(claimBackImportErrorSchema.parse({ message, data, Problems: answer.problems }), 422);
    }
    return c.json(claimBackResultSchema.parse(answer.result));
  });
