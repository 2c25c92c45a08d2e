// reportStrikeResultDetail (and 2, split by member): the draw's result rows (4D: all 23; Toto: the six
// winning numbers and the additional) with the bets under the viewer that won on each and what they
// won. 4D strikes name their result row (prize and position). A Toto strike is a prize group of the
// whole entry, so a Toto row counts the striking entries that hold its number (an entry under each of
// its winning numbers: the rows overlap; the total counts each strike once).
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ResultStrikeMemberReport, ResultStrikeReport } from '@/lib/contract/report-strikes';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import type { Db } from '../../../db/client';
import { bets, drawResults, strikes, users } from '../../../db/schema';
import { resultsOf, type DrawRow } from '../../draws/read';
import { centsOf, strikeTotal } from './report';
import { inSubtree, periodOfDraw, reportHeader } from './scope';
import type { UserRow } from '../../users/users';

/** How a strike belongs to a result row. */
function onResultRow(game: '4D' | 'TT'): SQL {
  if (game === 'TT') return sql`(' ' || ${bets.number} || ' ') like ('% ' || ${drawResults.number} || ' %')`;
  return and(eq(strikes.prize, drawResults.prize), eq(strikes.position, drawResults.position)) as SQL;
}

async function rowSums(db: Db, viewer: UserRow, draw: DrawRow, game: '4D' | 'TT', byMember: boolean) {
  return db
    .select({
      prize: drawResults.prize,
      position: drawResults.position,
      userId: byMember ? sql<string>`${strikes.userId}` : sql<string>`null`,
      userName: byMember ? sql<string>`${users.userName}` : sql<string>`null`,
      bets: sql<number>`count(distinct ${strikes.betId})`,
      total: sql<string>`coalesce(sum(${strikes.total}), 0)`,
    })
    .from(drawResults)
    .innerJoin(strikes, eq(strikes.drawId, drawResults.drawId))
    .innerJoin(bets, eq(bets.id, strikes.betId))
    .innerJoin(users, eq(users.userId, strikes.userId))
    .where(and(eq(drawResults.drawId, draw.id), onResultRow(game), inSubtree(viewer, strikes.userId)))
    .groupBy(drawResults.prize, drawResults.position, ...(byMember ? [strikes.userId, users.userName] : []))
    .orderBy(...(byMember ? [asc(strikes.userId)] : []));
}

const key = (prize: string, position: number) => `${prize}/${position}`;

async function totalOf(db: Db, viewer: UserRow, draw: DrawRow) {
  const total = await strikeTotal(db, viewer, periodOfDraw(draw));
  return { Bets: total.bets, Total: centsToMoney(total.total) };
}

/** reportStrikeResultDetail: every result row in prize order, zeros where nothing under the viewer won. */
export async function resultStrikeReport(db: Db, viewer: UserRow, draw: DrawRow, game: '4D' | 'TT'): Promise<ResultStrikeReport> {
  const [{ numbers }, sums, total] = await Promise.all([resultsOf(db, draw.id), rowSums(db, viewer, draw, game, false), totalOf(db, viewer, draw)]);
  const byRow = new Map(sums.map((row) => [key(row.prize, row.position), row]));
  const items = numbers.map((result) => {
    const found = byRow.get(key(result.prize, result.position));
    return {
      Prize: result.prize,
      Position: result.position,
      Number: result.number,
      Bets: Number(found?.bets ?? 0),
      Total: centsToMoney(centsOf(found?.total ?? '0')),
    };
  });
  return { ...reportHeader(viewer, periodOfDraw(draw)), Items: items, Total: total };
}

/** reportStrikeResultDetail2: per result row (prize order) the members that won on it, by UserId. */
export async function resultStrikeMemberReport(db: Db, viewer: UserRow, draw: DrawRow, game: '4D' | 'TT'): Promise<ResultStrikeMemberReport> {
  const [{ numbers }, sums, total] = await Promise.all([resultsOf(db, draw.id), rowSums(db, viewer, draw, game, true), totalOf(db, viewer, draw)]);
  const items = numbers.flatMap((result) =>
    sums
      .filter((row) => row.prize === result.prize && row.position === result.position)
      .map((row) => ({
        Prize: result.prize,
        Position: result.position,
        Number: result.number,
        UserId: row.userId,
        UserName: row.userName,
        Bets: Number(row.bets),
        Total: centsToMoney(centsOf(row.total)),
      })),
  );
  return { ...reportHeader(viewer, periodOfDraw(draw)), Items: items, Total: total };
}
