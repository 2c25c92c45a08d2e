// Sums of live bets over a BetScope, grouped by user, kind, number and/or draw: tally, betByDay,
// byDayGroupByNumber, summary/* and betSummary*. Big, Small and Amount are the stakes as written,
// Count the lines they stand for, Total their cost.
import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SummaryRow } from '@/lib/contract/bet-listings';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { bets, draws, tickets, users } from '../../db/schema';
import { drawStatus } from '../draws/read';
import { ticketsInScope, type BetScope } from './scope';

export type GroupField = 'user' | 'kind' | 'number' | 'draw';

const sums = {
  tickets: sql<number>`count(distinct ${tickets.id})`,
  bets: count(bets.id),
  lines: sql<string>`coalesce(sum(${bets.lineCount}), 0)`,
  big: sql<string>`coalesce(sum(${bets.big}), 0)`,
  small: sql<string>`coalesce(sum(${bets.small}), 0)`,
  amount: sql<string>`coalesce(sum(${bets.amount}), 0)`,
  total: sql<string>`coalesce(sum(${bets.cost}), 0)`,
};

type SumRow = { [K in keyof typeof sums]: unknown };

function figures(row: SumRow): Omit<SummaryRow, 'UserId' | 'UserName' | 'Kind' | 'Number' | 'DrawId' | 'DrawDate' | 'Status' | 'Share'> {
  return {
    Tickets: Number(row.tickets),
    Bets: Number(row.bets),
    Count: Number(row.lines),
    Big: toMoney(String(row.big)),
    Small: toMoney(String(row.small)),
    Amount: toMoney(String(row.amount)),
    Total: toMoney(String(row.total)),
  };
}

/** A group column, or NULL when the call does not group by it (a constant needs no GROUP BY). */
const groupColumn = <T>(on: boolean, column: SQL.Aliased | AnyPgColumn) => (on ? sql<T>`${column}` : sql<T>`null`);

/** One row per group (sorted by the group fields); no groups: one row of the whole scope. */
export async function summarize(db: Db, scope: BetScope, groups: readonly GroupField[], where?: SQL): Promise<SummaryRow[]> {
  const has = (field: GroupField) => groups.includes(field);
  const rows = await db
    .select({
      ...sums,
      userId: groupColumn<string>(has('user'), tickets.userId),
      userName: groupColumn<string>(has('user'), users.userName),
      kind: groupColumn<SummaryRow['Kind']>(has('kind'), bets.kind),
      number: groupColumn<string>(has('number'), bets.number),
      drawId: groupColumn<number>(has('draw'), draws.id),
    })
    .from(tickets)
    .innerJoin(draws, eq(draws.id, tickets.drawId))
    .innerJoin(users, eq(users.userId, tickets.userId))
    .innerJoin(bets, and(eq(bets.ticketId, tickets.id), isNull(bets.deletedAt)))
    .where(and(ticketsInScope(scope), where))
    .groupBy(
      ...(has('user') ? [tickets.userId, users.userName] : []),
      ...(has('kind') ? [bets.kind] : []),
      ...(has('number') ? [bets.number] : []),
      ...(has('draw') ? [draws.id] : []),
    )
    .orderBy(
      ...(has('draw') ? [asc(draws.id)] : []),
      ...(has('user') ? [asc(tickets.userId)] : []),
      ...(has('number') ? [asc(bets.number)] : []),
      ...(has('kind') ? [asc(bets.kind)] : []),
    );
  const drawRows = has('draw') ? await db.select().from(draws).where(inArray(draws.id, rows.map((row) => Number(row.drawId)))) : [];
  const drawOf = new Map(drawRows.map((draw) => [draw.id, draw]));
  const result = rows.map((row) => {
    const draw = drawOf.get(Number(row.drawId));
    return {
      ...(has('user') ? { UserId: row.userId, UserName: row.userName } : {}),
      ...(has('kind') ? { Kind: row.kind } : {}),
      ...(has('number') ? { Number: row.number } : {}),
      ...(draw ? { DrawId: draw.id, DrawDate: draw.drawDate, Status: drawStatus(draw, scope.now) } : {}),
      ...figures(row),
    };
  });
  // Draw groups by date, whatever their ids.
  return has('draw') ? result.sort((a, b) => (a.DrawDate ?? '').localeCompare(b.DrawDate ?? '')) : result;
}

/** The whole scope in one row (zeros when it holds no bet). */
export async function summaryTotal(db: Db, scope: BetScope, where?: SQL): Promise<SummaryRow> {
  const [row] = await summarize(db, scope, [], where);
  return row ?? { Tickets: 0, Bets: 0, Count: 0, Big: '0.00', Small: '0.00', Amount: '0.00', Total: '0.00' };
}
