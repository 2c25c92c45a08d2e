// The strike reports (RPTSTRIKE, RPTSTRIKE2) from the `strikes` rows settlement wrote: every strike
// of a draw under the viewer (reportStrike), and the strikes summed per member (reportStrike2), per
// prize (reportStrikeSummary) and per member and prize (reportStrikeSummary2). Sums run in SQL.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  StrikeMemberReport,
  StrikeMemberPrizeReport,
  StrikePrizeReport,
  StrikeReport,
  StrikeRow,
} from '@/lib/contract/report-strikes';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../../db/client';
import { bets, draws, strikes, tickets, users } from '../../../db/schema';
import {
  colourOfKind,
  FOUR_D_PRIZE_ORDER,
  inPeriod,
  inSubtree,
  prizeRank,
  prizeRankSql,
  reportHeader,
  subtreeIds,
  TOTO_GROUP_ORDER,
  type ReportPeriod,
} from './scope';
import type { UserRow } from '../../users/users';

/** Exact cents of a numeric column's text (a sum may come back with more or fewer decimals). */
export const centsOf = (value: unknown): bigint => moneyToCents(toMoney(String(value ?? '0')));

/** Bets, lines and wins, in cents until they go on the wire. */
interface StrikeSums {
  bets: number;
  lines: number;
  bigWin: bigint;
  smallWin: bigint;
  amountWin: bigint;
  total: bigint;
}

const NO_STRIKES: StrikeSums = { bets: 0, lines: 0, bigWin: 0n, smallWin: 0n, amountWin: 0n, total: 0n };

function strikeSumsMoney(sums: StrikeSums) {
  return {
    Bets: sums.bets,
    Lines: sums.lines,
    BigWin: centsToMoney(sums.bigWin),
    SmallWin: centsToMoney(sums.smallWin),
    AmountWin: centsToMoney(sums.amountWin),
    Total: centsToMoney(sums.total),
  };
}

/** The strikes of the period under the viewer (strikes joined with their draw). */
const strikesOf = (viewer: UserRow, period: ReportPeriod): SQL => and(inPeriod(period), inSubtree(viewer, strikes.userId)) as SQL;

const sumColumns = {
  bets: sql<number>`count(distinct ${strikes.betId})`,
  lines: sql<string>`coalesce(sum(${strikes.lines}), 0)`,
  bigWin: sql<string>`coalesce(sum(${strikes.bigWin}), 0)`,
  smallWin: sql<string>`coalesce(sum(${strikes.smallWin}), 0)`,
  amountWin: sql<string>`coalesce(sum(${strikes.amountWin}), 0)`,
  total: sql<string>`coalesce(sum(${strikes.total}), 0)`,
};

function sumsOf(row: { [K in keyof typeof sumColumns]: unknown }): StrikeSums {
  return {
    bets: Number(row.bets),
    lines: Number(row.lines),
    bigWin: centsOf(row.bigWin),
    smallWin: centsOf(row.smallWin),
    amountWin: centsOf(row.amountWin),
    total: centsOf(row.total),
  };
}

type Grouping = { user?: boolean; prize?: boolean };

/** Strike sums grouped by member and/or prize (no grouping: one row of everything). */
async function strikeGroups(db: Db, where: SQL, by: Grouping) {
  const rows = await db
    .select({
      ...sumColumns,
      userId: by.user ? sql<string>`${strikes.userId}` : sql<string>`null`,
      userName: by.user ? sql<string>`${users.userName}` : sql<string>`null`,
      prize: by.prize ? sql<string>`${strikes.prize}` : sql<string>`null`,
    })
    .from(strikes)
    .innerJoin(draws, eq(draws.id, strikes.drawId))
    .innerJoin(users, eq(users.userId, strikes.userId))
    .where(where)
    .groupBy(...(by.user ? [strikes.userId, users.userName] : []), ...(by.prize ? [strikes.prize] : []))
    .orderBy(...(by.user ? [asc(strikes.userId)] : []), ...(by.prize ? [asc(prizeRankSql(strikes.prize))] : []));
  return rows.map((row) => ({ userId: row.userId, userName: row.userName, prize: row.prize, sums: sumsOf(row) }));
}

/** Everything in one row (distinct bets counted once, whatever prizes they won). */
export async function strikeTotal(db: Db, viewer: UserRow, period: ReportPeriod): Promise<StrikeSums> {
  const [row] = await strikeGroups(db, strikesOf(viewer, period), {});
  return row?.sums ?? NO_STRIKES;
}

/** The bets of `ids` with their ticket's time, by id: one array parameter, read through the key. */
async function strikeBets(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({
      bet: { id: bets.id, ticketId: bets.ticketId, number: bets.number, kind: bets.kind, big: bets.big, small: bets.small, amount: bets.amount },
      createdAt: tickets.createdAt,
    })
    .from(bets)
    .innerJoin(tickets, eq(tickets.id, bets.ticketId))
    .where(sql`${bets.id} = any(${sql.param(ids)}::int[])`);
  return new Map(rows.map((row) => [row.bet.id, row]));
}

/** reportStrike's order: newest ticket first, then by bet, prize, position and strike. */
function byTicketTime(a: { time: number; strike: StrikeRecord }, b: { time: number; strike: StrikeRecord }): number {
  return (
    b.time - a.time ||
    a.strike.betId - b.strike.betId ||
    prizeRank(a.strike.prize) - prizeRank(b.strike.prize) ||
    a.strike.position - b.strike.position ||
    a.strike.id - b.strike.id
  );
}

type StrikeRecord = typeof strikes.$inferSelect;

/**
 * reportStrike: every strike of the draw under the viewer, newest ticket first, then by prize. The
 * viewer's subtree, its strikes, then their bets by id: one join of all five tables let the planner
 * scan every bet of the draw (450 ms for 12,000 strikes of a million-bet draw) or, with no statistics
 * yet on the strikes of a draw just settled, match each strike against the whole subtree (1.4 s).
 */
export async function strikeReport(db: Db, viewer: UserRow, period: ReportPeriod): Promise<StrikeReport> {
  // The subtree as one array parameter, and the period on strikes.draw_id: planned as a filter on the
  // strikes, never as a join the planner may loop over when it has no statistics on the new rows.
  const members = viewer.role === 'MEM' ? [viewer.userId] : await subtreeIds(db, viewer);
  const ofPeriod = period.draw ? eq(strikes.drawId, period.draw.id) : inArray(strikes.drawId, db.select({ id: draws.id }).from(draws).where(inPeriod(period)));
  const found = await db
    .select({ strike: strikes, userName: users.userName })
    .from(strikes)
    .innerJoin(users, eq(users.userId, strikes.userId))
    .where(and(ofPeriod, sql`${strikes.userId} = any(${sql.param(members)}::text[])`));
  const betsById = await strikeBets(db, [...new Set(found.map(({ strike }) => strike.betId))]);
  const rows = found.map(({ strike, userName }) => {
    const bet = betsById.get(strike.betId);
    if (!bet) throw new Error(`strike ${strike.id} without its bet ${strike.betId}`);
    return { strike, userName, bet: bet.bet, createdAt: bet.createdAt, time: bet.createdAt.getTime() };
  });
  rows.sort(byTicketTime);
  const total = { ...NO_STRIKES };
  const betIds = new Set<number>();
  const items = rows.map(({ strike, bet, createdAt, userName }): StrikeRow => {
    betIds.add(bet.id);
    total.lines += strike.lines;
    total.bigWin += centsOf(strike.bigWin);
    total.smallWin += centsOf(strike.smallWin);
    total.amountWin += centsOf(strike.amountWin);
    total.total += centsOf(strike.total);
    return {
      BetId: bet.id,
      TicketId: bet.ticketId,
      UserId: strike.userId,
      UserName: userName,
      Number: bet.number,
      Kind: bet.kind,
      Big: toMoney(bet.big),
      Small: toMoney(bet.small),
      Amount: toMoney(bet.amount),
      Prize: strike.prize,
      Position: strike.position,
      WinNumber: strike.number,
      Lines: strike.lines,
      BigRate: toMoney(strike.bigRate),
      SmallRate: toMoney(strike.smallRate),
      BigWin: toMoney(strike.bigWin),
      SmallWin: toMoney(strike.smallWin),
      AmountWin: toMoney(strike.amountWin),
      Total: toMoney(strike.total),
      ColourCode: colourOfKind(bet.kind),
      CreatedDate: createdAt.toISOString(),
    };
  });
  total.bets = betIds.size;
  return { ...reportHeader(viewer, period), Items: items, Total: strikeSumsMoney(total) };
}

/** reportStrike2: per member that struck, by UserId. */
export async function strikeMemberReport(db: Db, viewer: UserRow, period: ReportPeriod): Promise<StrikeMemberReport> {
  const where = strikesOf(viewer, period);
  const [rows, total] = await Promise.all([strikeGroups(db, where, { user: true }), strikeTotal(db, viewer, period)]);
  return {
    ...reportHeader(viewer, period),
    Items: rows.map((row) => ({ UserId: row.userId, UserName: row.userName, ...strikeSumsMoney(row.sums) })),
    Total: strikeSumsMoney(total),
  };
}

/** reportStrikeSummary: every prize of the game in prize order (zeros where nothing struck). */
export async function strikePrizeReport(db: Db, viewer: UserRow, period: ReportPeriod, game: '4D' | 'TT'): Promise<StrikePrizeReport> {
  const where = strikesOf(viewer, period);
  const [rows, total] = await Promise.all([strikeGroups(db, where, { prize: true }), strikeTotal(db, viewer, period)]);
  const byPrize = new Map(rows.map((row) => [row.prize, row.sums]));
  const prizes: string[] = [...(game === 'TT' ? TOTO_GROUP_ORDER : FOUR_D_PRIZE_ORDER)];
  // A prize the game does not list (never written by settlement) still shows rather than vanish.
  for (const row of rows) if (!prizes.includes(row.prize)) prizes.push(row.prize);
  prizes.sort((a, b) => prizeRank(a) - prizeRank(b));
  return {
    ...reportHeader(viewer, period),
    Items: prizes.map((prize) => ({ Prize: prize, ...strikeSumsMoney(byPrize.get(prize) ?? NO_STRIKES) })),
    Total: strikeSumsMoney(total),
  };
}

/** reportStrikeSummary2: per member and prize that struck, by UserId then prize. */
export async function strikeMemberPrizeReport(db: Db, viewer: UserRow, period: ReportPeriod): Promise<StrikeMemberPrizeReport> {
  const where = strikesOf(viewer, period);
  const [rows, total] = await Promise.all([strikeGroups(db, where, { user: true, prize: true }), strikeTotal(db, viewer, period)]);
  return {
    ...reportHeader(viewer, period),
    Items: rows.map((row) => ({ UserId: row.userId, UserName: row.userName, Prize: row.prize, ...strikeSumsMoney(row.sums) })),
    Total: strikeSumsMoney(total),
  };
}

/** Strike totals per member of the period under the viewer, in cents (the share split's input). */
export async function strikeByMember(db: Db, viewer: UserRow, period: ReportPeriod): Promise<Map<string, bigint>> {
  const rows = await strikeGroups(db, strikesOf(viewer, period), { user: true });
  return new Map(rows.map((row) => [row.userId, row.sums.total]));
}
