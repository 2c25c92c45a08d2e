// Ticket and bet-line listings over a BetScope: pages of tickets (View Tickets, ticket history), pages
// and full lists of bet lines, and the search by number. Sorting and paging run in the database.
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MAX_FULL_ROWS } from '@/lib/contract/bets';
import { type BET_SORT_FIELDS, type BetLine, type TICKET_SORT_FIELDS, type TicketRow } from '@/lib/contract/bet-listings';
import { orderings } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { bets, draws, tickets, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { betAnswer } from './read';
import { deletableIn, ticketsInScope, type BetScope } from './scope';

export interface Paging<F extends string> {
  PageIndex: number;
  PageSize: number;
  SortBy: F;
  SortDir: 'asc' | 'desc';
}

type Sortable = AnyPgColumn | SQL;
const direction = (dir: 'asc' | 'desc', column: Sortable) => (dir === 'asc' ? asc(column) : desc(column));
const liveBetOfTicket = and(eq(bets.ticketId, tickets.id), isNull(bets.deletedAt));
const costSum = sql<string>`coalesce(sum(${bets.cost}), 0)`;

async function totals(db: Db, where: SQL): Promise<{ Total: number; Sum: string }> {
  const [row] = await db
    .select({ tickets: sql<number>`count(distinct ${tickets.id})`, sum: costSum })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .innerJoin(bets, liveBetOfTicket)
    .where(where);
  return { Total: Number(row?.tickets ?? 0), Sum: toMoney(row?.sum ?? '0') };
}

/** bet/page2 and page2ByDate: live tickets with their live total and bet count. */
export async function ticketPage(db: Db, scope: BetScope, paging: Paging<(typeof TICKET_SORT_FIELDS)[number]>) {
  const where = ticketsInScope(scope);
  const total = sql<string>`sum(${bets.cost})`;
  const betCount = count(bets.id);
  const sortable: Record<(typeof TICKET_SORT_FIELDS)[number], Sortable> = {
    CreatedDate: tickets.createdAt,
    TicketId: tickets.id,
    UserId: tickets.userId,
    DrawDate: draws.drawDate,
    Total: total,
    BetCount: betCount,
  };
  const rows = await db
    .select({ ticket: tickets, draw: draws, userName: users.userName, total, betCount })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .innerJoin(users, eq(users.userId, tickets.userId))
    .innerJoin(bets, liveBetOfTicket)
    .where(where)
    .groupBy(tickets.id, draws.id, users.userName)
    .orderBy(direction(paging.SortDir, sortable[paging.SortBy]), direction(paging.SortDir, tickets.id))
    .limit(paging.PageSize)
    .offset((paging.PageIndex - 1) * paging.PageSize);
  const items: TicketRow[] = rows.map(({ ticket, draw, userName, total: sum, betCount: n }) => ({
    TicketId: ticket.id,
    UserId: ticket.userId,
    UserName: userName,
    LocId: ticket.locId,
    DrawId: draw.id,
    DrawDate: draw.drawDate,
    CreatedDate: ticket.createdAt.toISOString(),
    CreatedBy: ticket.createdBy,
    Source: ticket.source as TicketRow['Source'],
    Total: toMoney(sum),
    BetCount: n,
    Deletable: deletableIn(scope, draw),
  }));
  return { Items: items, ...(await totals(db, where)), PageIndex: paging.PageIndex, PageSize: paging.PageSize };
}

const BET_SORT: Record<(typeof BET_SORT_FIELDS)[number], Sortable> = {
  CreatedDate: tickets.createdAt,
  BetId: bets.id,
  TicketId: tickets.id,
  UserId: tickets.userId,
  DrawDate: draws.drawDate,
  Number: bets.number,
  Cost: bets.cost,
};

export interface LineQuery {
  /** Extra WHERE on bets (search). */
  where?: SQL;
  sortBy?: (typeof BET_SORT_FIELDS)[number];
  sortDir?: 'asc' | 'desc';
  /** A page; without it every row, up to MAX_FULL_ROWS (more is a 400 asking to narrow the query). */
  page?: { index: number; size: number };
}

/** Bet lines (a bet with its ticket's fields) of the scope. */
export async function betLines(db: Db, scope: BetScope, query: LineQuery = {}) {
  const where = and(ticketsInScope(scope), query.where) as SQL;
  const [lineCount] = await db
    .select({ n: count(bets.id), sum: costSum })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .innerJoin(bets, liveBetOfTicket)
    .where(where);
  const lines = Number(lineCount?.n ?? 0);
  if (!query.page && lines > MAX_FULL_ROWS) {
    throw PlatformError.badRequest(`This query holds ${lines} bets; narrow it to at most ${MAX_FULL_ROWS}.`);
  }
  const dir = query.sortDir ?? 'desc';
  let select = db
    .select({ bet: bets, ticket: tickets, draw: draws })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .innerJoin(bets, liveBetOfTicket)
    .where(where)
    .orderBy(direction(dir, BET_SORT[query.sortBy ?? 'CreatedDate']), direction(dir, bets.id))
    .$dynamic();
  if (query.page) select = select.limit(query.page.size).offset((query.page.index - 1) * query.page.size);
  const rows = await select;
  const items: BetLine[] = rows.map(({ bet, ticket, draw }) => ({
    ...betAnswer(bet),
    TicketId: ticket.id,
    UserId: ticket.userId,
    DrawId: draw.id,
    DrawDate: draw.drawDate,
    CreatedDate: ticket.createdAt.toISOString(),
    CreatedBy: ticket.createdBy,
    Source: ticket.source as BetLine['Source'],
    Deletable: deletableIn(scope, draw),
  }));
  return { Items: items, Total: lines, Sum: toMoney(lineCount?.sum ?? '0') };
}

/** The roll numbers that cover a number: R234, 1R34, 12R4, 123R for 1234. */
function rollsCovering(number: string): string[] {
  return [0, 1, 2, 3].map((i) => `${number.slice(0, i)}R${number.slice(i + 1)}`);
}

/** bet/search: 4D bets of the draw that cover the number, however they were written. */
export function coversNumber(number: string): SQL {
  return or(
    and(eq(bets.kind, 'ORDINARY'), eq(bets.number, number)),
    and(inArray(bets.kind, ['IBET', 'KBET']), inArray(bets.number, orderings(number))),
    and(eq(bets.kind, 'ROLL'), inArray(bets.number, rollsCovering(number))),
  ) as SQL;
}

/**
 * bet/searchT: whether a Toto entry has a combination holding every searched number. An ordinary or
 * system entry must hold them all; a roll entry (5 numbers + any other) may miss one of them.
 */
export function totoCovers(entry: { Numbers: string[]; Roll: boolean }, wanted: readonly string[]): boolean {
  const missing = wanted.filter((number) => !entry.Numbers.includes(number)).length;
  return entry.Roll ? missing <= 1 && wanted.length <= 6 : missing === 0;
}
