// Draws under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Draws" and "Common"). Any user of the location: GET
// draw/dateAll (newest first), draw/activeLatest (the draw taking bets now, else the latest),
// draw/result?DrawId=, draw2 (with result, settlement and bets flags), draw/byId/{id}, draw/week,
// draw/resultDate and draw/resultReport. An admin with DrawSetting (403 otherwise, no change): GET
// draw/weekJob (create the schedule's missing draws), POST draw and PUT draw.
import { REPORTS } from '@/lib/domain/report-registry';
import { Hono, type Context } from 'hono';
import {
  draw2QuerySchema,
  drawCreateBodySchema,
  drawDateListSchema,
  drawDateSchema,
  drawIdParamSchema,
  drawItemListSchema,
  drawItemSchema,
  drawResultQuerySchema,
  drawResultSchema,
  drawUpdateBodySchema,
  drawWeekJobQuerySchema,
  drawWeekJobSchema,
  drawWeekQuerySchema,
  drawWeekSchema,
  RESULT_REPORT_DEFAULT_DAYS,
  RESULT_REPORT_MAX_DAYS,
  resultDateListSchema,
  resultReportQuerySchema,
  resultReportSchema,
} from '@/lib/contract/draws';
import { addDays, daysBetween, operatorDate } from '@/lib/domain/operator-time';
import { PlatformError } from '../errors';
import { smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import {
  activeLatestDraw,
  drawItem,
  drawResultsOf,
  drawStatus,
  findDraw,
  findDrawWithBets,
  listDraws,
  listDrawsWithBets,
  resultedDraws,
  weekOf,
  type DrawRow,
} from '../services/draws/read';
import { createDraw, updateDraw, type DrawEditContext } from '../services/draws/edit';
import { runWeekJob } from '../services/draws/schedule';

const DRAW_NOT_FOUND = 'Draw not found.';
type Ctx = Context<ScopedEnv>;

const drawDate = (row: DrawRow, now: Date) => ({
  DrawId: row.id,
  DrawDate: row.drawDate,
  CloseDate: row.closeAt.toISOString(),
  DrawTime: row.drawAt.toISOString(),
  Special: row.special,
  Status: drawStatus(row, now),
});

/** What the draw edits need (the access table has admitted the caller: an admin with DrawSetting). */
function editContext(c: Ctx): DrawEditContext {
  return { db: c.var.deps.db, actor: c.var.session.user, locId: c.var.location.locId, now: c.var.deps.now() };
}

export const drawRoutes = new Hono<ScopedEnv>()
  .get('/draw/dateAll', async (c) => {
    const now = c.var.deps.now();
    const rows = await listDraws(c.var.deps.db, c.var.location.locId);
    return c.json(drawDateListSchema.parse(rows.map((row) => drawDate(row, now))));
  })
  .get('/draw/activeLatest', async (c) => {
    const now = c.var.deps.now();
    const draw = await activeLatestDraw(c.var.deps.db, c.var.location.locId, now);
    if (!draw) throw PlatformError.notFound(DRAW_NOT_FOUND);
    return c.json(drawDateSchema.parse(drawDate(draw, now)));
  })
  .get(`/${REPORTS.drawResult.calls.result}`, async (c) => {
    const { db } = c.var.deps;
    const { DrawId } = parseQuery(c, drawResultQuerySchema);
    // A draw of another location is as unknown as a missing one.
    const draw = await findDraw(db, c.var.location.locId, DrawId);
    if (!draw) throw PlatformError.notFound(DRAW_NOT_FOUND);
    const [result] = await drawResultsOf(db, [draw], c.var.deps.now());
    return c.json(drawResultSchema.parse(result));
  })
  .get('/draw2', async (c) => {
    const { DrawFrom, DrawTo } = parseQuery(c, draw2QuerySchema);
    const now = c.var.deps.now();
    const rows = await listDrawsWithBets(c.var.deps.db, c.var.location.locId, { from: DrawFrom, to: DrawTo });
    return c.json(drawItemListSchema.parse(rows.map((row) => drawItem(row, now))));
  })
  .get('/draw/byId/:id', async (c) => {
    const { id } = parseInput(drawIdParamSchema, { id: c.req.param('id') });
    const row = await findDrawWithBets(c.var.deps.db, c.var.location.locId, id);
    if (!row) throw PlatformError.notFound(DRAW_NOT_FOUND);
    return c.json(drawItemSchema.parse(drawItem(row, c.var.deps.now())));
  })
  .get('/draw/week', async (c) => {
    const query = parseQuery(c, drawWeekQuerySchema);
    const now = c.var.deps.now();
    const week = weekOf(query.Date ?? operatorDate(now));
    const rows = await listDrawsWithBets(c.var.deps.db, c.var.location.locId, { from: week.start, to: week.end });
    // The week reads in calendar order, oldest first.
    const items = rows.map((row) => drawItem(row, now)).reverse();
    return c.json(drawWeekSchema.parse({ WeekStart: week.start, WeekEnd: week.end, Items: items }));
  })
  .get('/draw/weekJob', async (c) => {
    const context = editContext(c);
    const { Weeks, DryRun } = parseQuery(c, drawWeekJobQuerySchema);
    return c.json(drawWeekJobSchema.parse(await runWeekJob(context, { weeks: Weeks, dryRun: DryRun })));
  })
  .post('/draw', smallBody('draw'), async (c) => {
    const context = editContext(c);
    const body = parseInput(drawCreateBodySchema, await readJson(c));
    return c.json(drawItemSchema.parse(await createDraw(context, body)), 201);
  })
  .put('/draw', smallBody('draw'), async (c) => {
    const context = editContext(c);
    const body = parseInput(drawUpdateBodySchema, await readJson(c));
    return c.json(drawItemSchema.parse(await updateDraw(context, body)));
  })
  .get('/draw/resultDate', async (c) => {
    const rows = await resultedDraws(c.var.deps.db, c.var.location.locId, {});
    return c.json(resultDateListSchema.parse(rows.map((row) => ({ DrawId: row.id, DrawDate: row.drawDate }))));
  })
  .get('/draw/resultReport', async (c) => {
    const query = parseQuery(c, resultReportQuerySchema);
    const now = c.var.deps.now();
    const to = query.DrawTo ?? (query.DrawFrom ? addDays(query.DrawFrom, RESULT_REPORT_DEFAULT_DAYS - 1) : operatorDate(now));
    const from = query.DrawFrom ?? addDays(to, 1 - RESULT_REPORT_DEFAULT_DAYS);
    if (daysBetween(from, to) >= RESULT_REPORT_MAX_DAYS) {
      throw PlatformError.badRequest(`The range may cover at most ${RESULT_REPORT_MAX_DAYS} days.`, 'DrawTo');
    }
    const rows = await resultedDraws(c.var.deps.db, c.var.location.locId, { from, to });
    const items = await drawResultsOf(c.var.deps.db, rows, now);
    return c.json(resultReportSchema.parse({ DrawFrom: from, DrawTo: to, Items: items }));
  });
