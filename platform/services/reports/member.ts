// The member summary (RPTMEM, mMemberReportSummary): per member of V's subtree (V itself when it is a
// member) and draw, the member's Turnover, Commission, Strike and WinLoss; and the report pages' draw
// pickers (reportDate: settled draws; reportDate2: resulted draws and whether each is settled yet).
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { MAX_FULL_ROWS } from '@/lib/contract/bets';
import type { MemberSummary, ReportDate, ReportDate2 } from '@/lib/contract/reports';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { draws, settlements, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { sumFields } from './figures';
import { inViewerSubtree, settlementsIn, type ReportScope } from './query';

const FIELDS = ['Turnover', 'Commission', 'Strike', 'WinLoss'] as const;

/** mMemberReportSummary: one row per member and draw (by draw date, then UserId), at most MAX_FULL_ROWS. */
export async function memberSummary(db: Db, scope: ReportScope): Promise<MemberSummary> {
  const { viewer } = scope;
  const rows = await db
    .select({
      userId: settlements.userId,
      userName: users.userName,
      drawId: draws.id,
      drawDate: draws.drawDate,
      turnover: settlements.turnover,
      commission: settlements.commission,
      strike: settlements.strike,
      winLoss: settlements.winLoss,
    })
    .from(settlements)
    .innerJoin(users, eq(users.userId, settlements.userId))
    .innerJoin(draws, eq(draws.id, settlements.drawId))
    .where(and(settlementsIn(scope.draws), eq(users.role, 'MEM'), inViewerSubtree(viewer, settlements.userId)))
    .orderBy(asc(draws.drawDate), sql`${settlements.userId} collate "C"`)
    .limit(MAX_FULL_ROWS + 1);
  if (rows.length > MAX_FULL_ROWS) {
    throw PlatformError.badRequest(`The summary has more than ${MAX_FULL_ROWS} rows: pick a user or a shorter range.`, 'DrawFrom');
  }
  const items = rows.map((row) => ({
    UserId: row.userId,
    UserName: row.userName,
    DrawId: row.drawId,
    DrawDate: row.drawDate,
    Turnover: toMoney(row.turnover),
    Commission: toMoney(row.commission),
    Strike: toMoney(row.strike),
    WinLoss: toMoney(row.winLoss),
  }));
  return { UserId: viewer.userId, UserName: viewer.userName, Role: viewer.role, Rows: items, Total: sumFields(items, FIELDS) };
}

/** reportDate: the location's settled draws, newest first. */
export async function settledDraws(db: Db, locId: string): Promise<ReportDate[]> {
  const rows = await db
    .select({ DrawId: draws.id, DrawDate: draws.drawDate })
    .from(draws)
    .where(and(eq(draws.locId, locId), isNotNull(draws.settledAt)))
    .orderBy(desc(draws.drawDate));
  return rows;
}

/** reportDate2: the location's draws with a result, newest first, and whether each is settled. */
export async function resultedDraws(db: Db, locId: string): Promise<ReportDate2[]> {
  const rows = await db
    .select({ DrawId: draws.id, DrawDate: draws.drawDate, settledAt: draws.settledAt })
    .from(draws)
    .where(and(eq(draws.locId, locId), eq(draws.status, 'RESULTED')))
    .orderBy(desc(draws.drawDate));
  return rows.map((row) => ({ DrawId: row.DrawId, DrawDate: row.DrawDate, Settled: row.settledAt !== null, SettledAt: row.settledAt?.toISOString() ?? null }));
}
