// GET listings of bets, every one scoped to the caller's reach (bets/scope.ts): bet/page2 and
// page2ByDate (tickets), view and viewFull (one ticket), view2ByDate(Full) and detailsFull (bet lines),
// search and searchT (by number), perm and settings (place-bet helpers), and the sums: tally, betByDay,
// byDayGroupByNumber, summary/drawDate(T), summary/userIds and the betSummary* calls.
import { Hono, type Context } from 'hono';
import { ticketQuerySchema, ticketSchema } from '@/lib/contract/bets';
import { betLineListSchema, betLinePageSchema, downlineDrawQuerySchema, betRangeFullQuerySchema, betRangeQuerySchema, betSettingsSchema, drawDatesQuerySchema, drawQuerySchema, permQuerySchema, permSchema, rangeQuerySchema, searchQuerySchema, searchTotoQuerySchema, summarySchema, ticketFullSchema, ticketPageQuerySchema, ticketPageSchema, ticketRangeQuerySchema } from '@/lib/contract/bet-listings';
import type { Game } from '@/lib/contract/common';
import { expandRoll, orderings } from '@/lib/domain/bet-expansion';
import { PlatformError } from '../errors';
import type { ScopedEnv } from '../http/env';
import { parseQuery } from '../http/parse';
import { betLines, coversNumber, ticketPage } from '../services/bets/lists';
import { scopeFor, type BetScope, type ScopeQuery } from '../services/bets/scope';
import { shareSummary } from '../services/bets/share';
import { summarize, summaryTotal, type GroupField } from '../services/bets/summaries';
import { betSettings, ticketFullView, ticketView, totoSearch } from '../services/bets/views';

/** A call of one game: search and summary/drawDate are 4D, searchT and summary/drawDateT are TT. */
export function requireGame(c: Context<ScopedEnv>, game: Game, call: string, other: string): void {
  if (c.var.location.game !== game) {
    throw PlatformError.badRequest(`${call} is for ${game} locations; for ${c.var.location.locId} use ${other}.`, 'LocId');
  }
}

/** The scope of a listing's query: the caller's reach or UserId's subtree, in a draw or a date range. */
const scopeOfQuery = (c: Context<ScopedEnv>, query: ScopeQuery) => scopeFor(c.var.deps.db, c.var.session.user, c.var.location.locId, query, c.var.deps.now());

/** A summary: the rows grouped as the call says, and their sum. */
async function summaryOf(c: Context<ScopedEnv>, scope: BetScope, groups: GroupField[]) {
  const { db } = c.var.deps;
  return c.json(summarySchema.parse({ Rows: await summarize(db, scope, groups), Sum: await summaryTotal(db, scope) }));
}

export const betQueryRoutes = new Hono<ScopedEnv>()
  .get('/bet/page2', async (c) => {
    const query = parseQuery(c, ticketPageQuerySchema);
    return c.json(ticketPageSchema.parse(await ticketPage(c.var.deps.db, await scopeOfQuery(c, query), query)));
  })
  .get('/bet/page2ByDate', async (c) => {
    const query = parseQuery(c, ticketRangeQuerySchema);
    return c.json(ticketPageSchema.parse(await ticketPage(c.var.deps.db, await scopeOfQuery(c, query), query)));
  })
  .get('/bet/view', async (c) => {
    const { TicketId } = parseQuery(c, ticketQuerySchema);
    return c.json(ticketSchema.parse(await ticketView(c.var.deps.db, c.var.session.user, c.var.location.locId, TicketId, c.var.deps.now())));
  })
  .get('/bet/viewFull', async (c) => {
    const { TicketId } = parseQuery(c, ticketQuerySchema);
    return c.json(ticketFullSchema.parse(await ticketFullView(c.var.deps.db, c.var.session.user, c.var.location.locId, TicketId, c.var.deps.now())));
  })
  .get('/bet/view2ByDate', async (c) => {
    const query = parseQuery(c, betRangeQuerySchema);
    const page = { index: query.PageIndex, size: query.PageSize };
    const lines = await betLines(c.var.deps.db, await scopeOfQuery(c, query), { sortBy: query.SortBy, sortDir: query.SortDir, page });
    return c.json(betLinePageSchema.parse({ ...lines, PageIndex: query.PageIndex, PageSize: query.PageSize }));
  })
  .get('/bet/view2ByDateFull', async (c) => {
    const query = parseQuery(c, betRangeFullQuerySchema);
    const lines = await betLines(c.var.deps.db, await scopeOfQuery(c, query), { sortBy: query.SortBy, sortDir: query.SortDir });
    return c.json(betLineListSchema.parse(lines));
  })
  .get('/bet/detailsFull', async (c) => {
    const query = parseQuery(c, drawQuerySchema);
    const lines = await betLines(c.var.deps.db, await scopeOfQuery(c, query), { sortBy: 'CreatedDate', sortDir: 'desc' });
    return c.json(betLineListSchema.parse(lines));
  })
  // The lines of a draw placed in UserId's downline (docs/decisions/platform.md "The leftover calls"):
  // detailsFull with the user required, so a page names whose downline it lists.
  .get('/bet/detailDownlineFull', async (c) => {
    const query = parseQuery(c, downlineDrawQuerySchema);
    const lines = await betLines(c.var.deps.db, await scopeOfQuery(c, query), { sortBy: 'CreatedDate', sortDir: 'desc' });
    return c.json(betLineListSchema.parse(lines));
  })
  .get('/bet/search', async (c) => {
    requireGame(c, '4D', 'bet/search', 'bet/searchT');
    const query = parseQuery(c, searchQuerySchema);
    const lines = await betLines(c.var.deps.db, await scopeOfQuery(c, query), { where: coversNumber(query.Number) });
    return c.json(betLineListSchema.parse(lines));
  })
  .get('/bet/searchT', async (c) => {
    requireGame(c, 'TT', 'bet/searchT', 'bet/search');
    const query = parseQuery(c, searchTotoQuerySchema);
    return c.json(betLineListSchema.parse(await totoSearch(c.var.deps.db, await scopeOfQuery(c, query), query.Numbers)));
  })
  .get('/bet/perm', (c) => {
    requireGame(c, '4D', 'bet/perm', 'a 4D location');
    const { Number } = parseQuery(c, permQuerySchema);
    const numbers = Number.includes('R') ? expandRoll(Number) : orderings(Number);
    return c.json(permSchema.parse({ Number, Count: numbers.length, Numbers: numbers }));
  })
  .get('/bet/settings', async (c) => c.json(betSettingsSchema.parse(await betSettings(c.var.deps.db, c.var.location, c.var.deps.now()))))
  .get('/bet/tally', async (c) => {
    const scope = await scopeOfQuery(c, parseQuery(c, drawQuerySchema));
    return summaryOf(c, scope, ['kind']);
  })
  .get('/bet/betByDay', async (c) => summaryOf(c, await scopeOfQuery(c, parseQuery(c, rangeQuerySchema)), ['draw', 'user']))
  .get('/bet/byDayGroupByNumber', async (c) => summaryOf(c, await scopeOfQuery(c, parseQuery(c, drawQuerySchema)), ['number', 'kind']))
  .get('/bet/summary/drawDate', async (c) => {
    requireGame(c, '4D', 'bet/summary/drawDate', 'bet/summary/drawDateT');
    return summaryOf(c, await scopeOfQuery(c, parseQuery(c, drawDatesQuerySchema)), ['draw']);
  })
  .get('/bet/summary/drawDateT', async (c) => {
    requireGame(c, 'TT', 'bet/summary/drawDateT', 'bet/summary/drawDate');
    return summaryOf(c, await scopeOfQuery(c, parseQuery(c, drawDatesQuerySchema)), ['draw']);
  })
  .get('/bet/summary/userIds', async (c) => summaryOf(c, await scopeOfQuery(c, parseQuery(c, drawQuerySchema)), ['user']))
  .get('/betSummaryFull', async (c) => summaryOf(c, await scopeOfQuery(c, parseQuery(c, drawQuerySchema)), ['user']))
  .get('/betSummaryByType', async (c) => summaryOf(c, await scopeOfQuery(c, parseQuery(c, drawQuerySchema)), ['user', 'kind']))
  .get('/betSummaryByTypeSum', async (c) => summaryOf(c, await scopeOfQuery(c, parseQuery(c, drawQuerySchema)), ['kind']))
  .get('/betSummaryReportFull', async (c) => summaryOf(c, await scopeOfQuery(c, parseQuery(c, rangeQuerySchema)), ['user']))
  .get('/betSummary3Full', async (c) => summaryOf(c, await scopeOfQuery(c, parseQuery(c, rangeQuerySchema)), ['draw', 'kind']))
  .get('/betSummaryUserIdByShare', async (c) => {
    const query = parseQuery(c, drawQuerySchema);
    const scope = await scopeOfQuery(c, query);
    const { db } = c.var.deps;
    const rows = await shareSummary(db, c.var.session.user, c.var.location, scope, query.UserId);
    return c.json(summarySchema.parse({ Rows: rows, Sum: await summaryTotal(db, scope) }));
  });
