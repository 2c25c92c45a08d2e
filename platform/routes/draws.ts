// GET {4d|tt}/draw/dateAll (the location's draws, newest first), draw/activeLatest (the draw taking
// bets now, else the latest) and draw/result?DrawId=.
import { Hono } from 'hono';
import { drawDateListSchema, drawDateSchema, drawResultQuerySchema, drawResultSchema } from '@/lib/contract/draws';
import { PlatformError } from '../errors';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { activeLatestDraw, drawStatus, findDraw, listDraws, resultsOf, type DrawRow } from '../services/draws';

const DRAW_NOT_FOUND = 'Draw not found.';

const drawItem = (row: DrawRow, now: Date) => ({
  DrawId: row.id,
  DrawDate: row.drawDate,
  CloseDate: row.closeAt.toISOString(),
  DrawTime: row.drawAt.toISOString(),
  Special: row.special,
  Status: drawStatus(row, now),
});

export const drawRoutes = new Hono<ScopedEnv>()
  .get('/draw/dateAll', async (c) => {
    const now = c.var.deps.now();
    const rows = await listDraws(c.var.deps.db, c.var.location.locId);
    return c.json(drawDateListSchema.parse(rows.map((row) => drawItem(row, now))));
  })
  .get('/draw/activeLatest', async (c) => {
    const now = c.var.deps.now();
    const draw = await activeLatestDraw(c.var.deps.db, c.var.location.locId, now);
    if (!draw) throw PlatformError.notFound(DRAW_NOT_FOUND);
    return c.json(drawDateSchema.parse(drawItem(draw, now)));
  })
  .get('/draw/result', async (c) => {
    const { db } = c.var.deps;
    const { DrawId } = parseQuery(c, drawResultQuerySchema);
    // A draw of another location is as unknown as a missing one.
    const draw = await findDraw(db, c.var.location.locId, DrawId);
    if (!draw) throw PlatformError.notFound(DRAW_NOT_FOUND);
    const { numbers, dividends } = await resultsOf(db, draw.id);
    return c.json(
      drawResultSchema.parse({
        DrawId: draw.id,
        LocId: draw.locId,
        DrawDate: draw.drawDate,
        Status: drawStatus(draw, c.var.deps.now()),
        Results: numbers.map((row) => ({ Prize: row.prize, Position: row.position, Number: row.number })),
        Dividends: dividends.map((row) => ({ Group: row.group, Amount: row.amount })),
      }),
    );
  });
