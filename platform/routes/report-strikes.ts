// GET strike, stake, out and bet reports under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Reports"):
// reportStrike(2), reportStrikeSummary(2, 3), reportStrikeResultDetail(2), selectReportInTakeStrike,
// reportStakeFull, reportOutFull, reportBetPage(Full), reportPersonalBetPage(Full) and
// reportBreakdownFull. Each reads the report query (lib/contract/report-strikes.ts and report-bets.ts),
// resolves whose report it is (404 outside the caller's reach) and reads only that user's subtree.
import { Hono, type Context } from 'hono';
import {
  breakdownReportSchema,
  intakeStrikeReportSchema,
  outReportSchema,
  resultStrikeMemberReportSchema,
  resultStrikeReportSchema,
  stakeReportSchema,
  strikeDrawQuerySchema,
  strikeMemberPrizeReportSchema,
  strikeMemberReportSchema,
  strikePeriodQuerySchema,
  strikePrizeReportSchema,
  strikeReportSchema,
  strikeShareReportSchema,
} from '@/lib/contract/report-strikes';
import { REPORTS } from '@/lib/domain/report-registry';
import { reportBetFullPageSchema, reportBetPageQuerySchema, reportBetPageSchema } from '@/lib/contract/report-bets';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { strikeMemberPrizeReport, strikeMemberReport, strikePrizeReport, strikeReport } from '../services/reports/strike/report';
import { betFullPage, betPage } from '../services/reports/strike/bets';
import { intakeStrikeReport, outReport } from '../services/reports/strike/outset';
import { resultStrikeMemberReport, resultStrikeReport } from '../services/reports/strike/result';
import { periodOfDraw, reportDraw, reportPeriod, reportViewer } from '../services/reports/strike/scope';
import { strikeShareReport } from '../services/reports/strike/share';
import { breakdownReport, stakeReport } from '../services/reports/strike/stake';

type C = Context<ScopedEnv>;

/** The viewer and the one draw of the query (404: a user out of reach, a draw of another location). */
async function ofDraw(c: C, query: { UserId?: string; DrawId?: number; DrawDate?: string }) {
  const { db } = c.var.deps;
  const [viewer, draw] = await Promise.all([reportViewer(db, c.var.session.user, query.UserId), reportDraw(db, c.var.location.locId, query)]);
  return { db, viewer, draw, game: c.var.location.game };
}

/** The viewer and the draw or range of draws of the query. */
async function ofPeriod(c: C) {
  const { db } = c.var.deps;
  const query = parseQuery(c, strikePeriodQuerySchema);
  const [viewer, period] = await Promise.all([reportViewer(db, c.var.session.user, query.UserId), reportPeriod(db, c.var.location.locId, query)]);
  return { db, viewer, period, game: c.var.location.game };
}

const drawQuery = (c: C) => ofDraw(c, parseQuery(c, strikeDrawQuerySchema));

async function betPageOf(c: C, full: boolean, personal: boolean) {
  const query = parseQuery(c, reportBetPageQuerySchema);
  const { db, viewer, draw } = await ofDraw(c, query);
  if (full) return c.json(reportBetFullPageSchema.parse(await betFullPage(db, viewer, draw, query, { personal })));
  return c.json(reportBetPageSchema.parse(await betPage(db, viewer, draw, query, { personal })));
}

export const reportStrikeRoutes = new Hono<ScopedEnv>()
  .get(`/${REPORTS.strike.calls.strike}`, async (c) => {
    const { db, viewer, draw } = await drawQuery(c);
    return c.json(strikeReportSchema.parse(await strikeReport(db, viewer, periodOfDraw(draw))));
  })
  .get(`/${REPORTS.strike2.calls.byMember}`, async (c) => {
    const { db, viewer, period } = await ofPeriod(c);
    return c.json(strikeMemberReportSchema.parse(await strikeMemberReport(db, viewer, period)));
  })
  .get(`/${REPORTS.strike.calls.byPrize}`, async (c) => {
    const { db, viewer, period, game } = await ofPeriod(c);
    return c.json(strikePrizeReportSchema.parse(await strikePrizeReport(db, viewer, period, game)));
  })
  .get('/reportStrikeSummary2', async (c) => {
    const { db, viewer, period } = await ofPeriod(c);
    return c.json(strikeMemberPrizeReportSchema.parse(await strikeMemberPrizeReport(db, viewer, period)));
  })
  .get('/reportStrikeSummary3', async (c) => {
    const { db, viewer, period } = await ofPeriod(c);
    return c.json(strikeShareReportSchema.parse(await strikeShareReport(db, c.var.session.user, viewer, period)));
  })
  .get(`/${REPORTS.drawResult.calls.strikes}`, async (c) => {
    const { db, viewer, draw, game } = await drawQuery(c);
    return c.json(resultStrikeReportSchema.parse(await resultStrikeReport(db, viewer, draw, game)));
  })
  .get(`/${REPORTS.strike2.calls.byResult}`, async (c) => {
    const { db, viewer, draw, game } = await drawQuery(c);
    return c.json(resultStrikeMemberReportSchema.parse(await resultStrikeMemberReport(db, viewer, draw, game)));
  })
  .get('/selectReportInTakeStrike', async (c) => {
    const { db, viewer, draw, game } = await drawQuery(c);
    return c.json(intakeStrikeReportSchema.parse(await intakeStrikeReport(db, c.var.session.user, viewer, draw, game)));
  })
  .get(`/${REPORTS.stake.calls.stake}`, async (c) => {
    const { db, viewer, draw } = await drawQuery(c);
    return c.json(stakeReportSchema.parse(await stakeReport(db, viewer, draw)));
  })
  .get(`/${REPORTS.out.calls.out}`, async (c) => {
    const { db, viewer, draw, game } = await drawQuery(c);
    return c.json(outReportSchema.parse(await outReport(db, c.var.session.user, viewer, draw, game)));
  })
  .get('/reportBetPage', (c) => betPageOf(c, false, false))
  .get('/reportBetPageFull', (c) => betPageOf(c, true, false))
  .get('/reportPersonalBetPage', (c) => betPageOf(c, false, true))
  .get('/reportPersonalBetPageFull', (c) => betPageOf(c, true, true))
  .get('/reportBreakdownFull', async (c) => {
    const { db, viewer, period } = await ofPeriod(c);
    return c.json(breakdownReportSchema.parse(await breakdownReport(db, viewer, period)));
  });
