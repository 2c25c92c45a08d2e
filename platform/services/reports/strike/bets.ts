// reportBetPage(Full) and reportPersonalBetPage(Full): the live bets of a draw under the viewer, each
// with what it won (0.00 when nothing, or before the result), paged, sorted and counted in SQL as
// bet/page2 is. "Personal" keeps the viewer's own bets: a member's bets, or the bets an agent or admin
// placed itself for its members (its own entries). The Full rows add every column.
import { and, asc, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TotoTag } from '@/lib/contract/bets';
import type { ReportBetFullPage, ReportBetFullRow, ReportBetPage, ReportBetPageQuery, ReportBetRow, ReportBetSortField } from '@/lib/contract/report-bets';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../../db/client';
import { bets, strikes, tickets, users } from '../../../db/schema';
import type { DrawRow } from '../../draws/read';
import { colourOfKind, inSubtree, periodOfDraw, prizeRankSql, reportHeader } from './scope';
import type { UserRow } from '../../users/users';

export interface BetPageOptions {
  /** Only the viewer's own bets (reportPersonalBetPage). */
  personal: boolean;
}

/** Per bet of the draw, its strikes summed (Toto rates times the lines they paid on). */
function winsOf(drawId: number) {
  return sql`(select ${strikes.betId} as bet_id,
      sum(${strikes.total}) as win,
      sum(${strikes.bigWin}) as big_win,
      sum(${strikes.smallWin}) as small_win,
      sum(${strikes.amountWin}) as amount_win,
      sum(${strikes.bigRate} * ${strikes.lines}) as big_rate,
      sum(${strikes.smallRate}) as small_rate,
      count(*) as strikes,
      string_agg(${strikes.prize}, ',' order by ${prizeRankSql(strikes.prize)}, ${strikes.position}) as prizes
    from ${strikes} where ${strikes.drawId} = ${drawId} group by ${strikes.betId}) as won`;
}

const won = {
  win: sql<string>`coalesce(won.win, 0)`,
  bigWin: sql<string>`coalesce(won.big_win, 0)`,
  smallWin: sql<string>`coalesce(won.small_win, 0)`,
  amountWin: sql<string>`coalesce(won.amount_win, 0)`,
  bigRate: sql<string>`coalesce(won.big_rate, 0)`,
  smallRate: sql<string>`coalesce(won.small_rate, 0)`,
  strikes: sql<number>`coalesce(won.strikes, 0)`,
  prizes: sql<string>`coalesce(won.prizes, '')`,
};

const SORT: Record<ReportBetSortField, AnyPgColumn | SQL> = {
  CreatedDate: tickets.createdAt,
  BetId: bets.id,
  TicketId: bets.ticketId,
  UserId: bets.userId,
  Number: bets.number,
  Cost: bets.cost,
  Win: won.win,
};
const direction = (dir: 'asc' | 'desc', column: AnyPgColumn | SQL) => (dir === 'asc' ? asc(column) : desc(column));

function whereOf(viewer: UserRow, draw: DrawRow, options: BetPageOptions): SQL {
  return and(
    eq(bets.drawId, draw.id),
    isNull(bets.deletedAt),
    inSubtree(viewer, bets.userId),
    options.personal ? or(eq(bets.userId, viewer.userId), eq(tickets.createdBy, viewer.userId)) : undefined,
  ) as SQL;
}

async function betRows(db: Db, viewer: UserRow, draw: DrawRow, query: ReportBetPageQuery, options: BetPageOptions) {
  const where = whereOf(viewer, draw, options);
  const [rows, [sums]] = await Promise.all([
    db
      .select({ bet: bets, createdAt: tickets.createdAt, createdBy: tickets.createdBy, source: tickets.source, userName: users.userName, ...won })
      .from(bets)
      .innerJoin(tickets, eq(tickets.id, bets.ticketId))
      .innerJoin(users, eq(users.userId, bets.userId))
      .leftJoin(winsOf(draw.id), sql`won.bet_id = ${bets.id}`)
      .where(where)
      .orderBy(direction(query.SortDir, SORT[query.SortBy]), direction(query.SortDir, bets.id))
      .limit(query.PageSize)
      .offset((query.PageIndex - 1) * query.PageSize),
    db
      .select({ bets: count(bets.id), cost: sql<string>`coalesce(sum(${bets.cost}), 0)`, win: sql<string>`coalesce(sum(won.win), 0)` })
      .from(bets)
      .innerJoin(tickets, eq(tickets.id, bets.ticketId))
      .leftJoin(winsOf(draw.id), sql`won.bet_id = ${bets.id}`)
      .where(where),
  ]);
  const page = {
    ...reportHeader(viewer, periodOfDraw(draw)),
    Total: Number(sums?.bets ?? 0),
    Sum: toMoney(String(sums?.cost ?? '0')),
    Win: toMoney(String(sums?.win ?? '0')),
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
  return { rows, page };
}

type BetRowOf = Awaited<ReturnType<typeof betRows>>['rows'][number];

function rowOf({ bet, createdAt, userName, win, strikes: struck }: BetRowOf, draw: DrawRow): ReportBetRow {
  return {
    BetId: bet.id,
    TicketId: bet.ticketId,
    UserId: bet.userId,
    UserName: userName,
    DrawId: draw.id,
    DrawDate: draw.drawDate,
    Kind: bet.kind,
    Number: bet.number,
    Count: bet.lineCount,
    Cost: toMoney(bet.cost),
    Win: toMoney(String(win)),
    Strikes: Number(struck),
    ColourCode: colourOfKind(bet.kind),
    CreatedDate: createdAt.toISOString(),
  };
}

function fullRowOf(row: BetRowOf, draw: DrawRow): ReportBetFullRow {
  const { bet } = row;
  return {
    ...rowOf(row, draw),
    Big: toMoney(bet.big),
    Small: toMoney(bet.small),
    Amount: toMoney(bet.amount),
    Roll: bet.ttRoll,
    Tag: bet.ttTag as TotoTag | null,
    CreatedBy: row.createdBy,
    Source: row.source,
    Prizes: String(row.prizes),
    BigRate: toMoney(String(row.bigRate)),
    SmallRate: toMoney(String(row.smallRate)),
    BigWin: toMoney(String(row.bigWin)),
    SmallWin: toMoney(String(row.smallWin)),
    AmountWin: toMoney(String(row.amountWin)),
  };
}

/** reportBetPage / reportPersonalBetPage. */
export async function betPage(db: Db, viewer: UserRow, draw: DrawRow, query: ReportBetPageQuery, options: BetPageOptions): Promise<ReportBetPage> {
  const { rows, page } = await betRows(db, viewer, draw, query, options);
  return { ...page, Items: rows.map((row) => rowOf(row, draw)) };
}

/** reportBetPageFull / reportPersonalBetPageFull. */
export async function betFullPage(db: Db, viewer: UserRow, draw: DrawRow, query: ReportBetPageQuery, options: BetPageOptions): Promise<ReportBetFullPage> {
  const { rows, page } = await betRows(db, viewer, draw, query, options);
  return { ...page, Items: rows.map((row) => fullRowOf(row, draw)) };
}
