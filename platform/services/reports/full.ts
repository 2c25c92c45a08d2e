// The full reports (RPTFULL) and the summary (RPTSUM): V's direct children with their sums
// (reportFull), V's own figures per draw (reportFull2, reportSummary3 with V's payments), and V's
// upline up to the caller (reportUplineFull). One GROUP BY over `settlements` each.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReportByDraw, ReportFigures, ReportFull, ReportSummary, ReportUpline, ReportUserRow } from '@/lib/contract/reports';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { draws, payments, settlements, users } from '../../db/schema';
import { byUserId } from '../users/members';
import { cents, figureSums, figuresOf, money, sumFigures, ZERO_FIGURES } from './figures';
import { childrenOf, paymentsIn, settlementsIn, uplineChain, type ReportScope } from './query';
import type { UserRow } from '../users/users';

type Named = Pick<UserRow, 'userId' | 'userName' | 'role'>;

const userRow = (user: Named, figures: ReportFigures): ReportUserRow => ({
  UserId: user.userId,
  UserName: user.userName,
  Role: user.role,
  ...figures,
});

/** Each user's sums over the report's draws, for the users `where` selects (users joined). */
export async function sumsByUser(db: Db, scope: ReportScope, where: SQL): Promise<ReportUserRow[]> {
  const rows = await db
    .select({ userId: settlements.userId, userName: users.userName, role: users.role, ...figureSums })
    .from(settlements)
    .innerJoin(users, eq(users.userId, settlements.userId))
    .where(and(settlementsIn(scope.draws), where))
    .groupBy(settlements.userId, users.userName, users.role);
  return rows.map((row) => userRow(row, figuresOf(row))).sort((a, b) => byUserId({ userId: a.UserId }, { userId: b.UserId }));
}

/** V's own sums over the report's draws, and whether it has any settlement there. */
async function ownSums(db: Db, scope: ReportScope): Promise<{ figures: ReportFigures; settled: boolean }> {
  const [row] = await db
    .select({ rows: count(), ...figureSums })
    .from(settlements)
    .where(and(settlementsIn(scope.draws), eq(settlements.userId, scope.viewer.userId)));
  return row && Number(row.rows) > 0 ? { figures: figuresOf(row), settled: true } : { figures: ZERO_FIGURES, settled: false };
}

/** reportFull: V's children with settlements (a member: itself), V's own row, and the rows' total. */
export async function reportFull(db: Db, scope: ReportScope): Promise<ReportFull> {
  const { viewer } = scope;
  const own = await ownSums(db, scope);
  const self = userRow(viewer, own.figures);
  const rows = viewer.role === 'MEM' ? (own.settled ? [self] : []) : await sumsByUser(db, scope, childrenOf(viewer));
  return { UserId: viewer.userId, UserName: viewer.userName, Role: viewer.role, Rows: rows, Self: self, Total: sumFigures(rows) };
}

/** reportFull2: V's own figures per draw, by draw date. */
export async function reportByDraw(db: Db, scope: ReportScope): Promise<ReportByDraw> {
  const { viewer } = scope;
  const rows = await db
    .select({ drawId: draws.id, drawDate: draws.drawDate, ...figureSums })
    .from(settlements)
    .innerJoin(draws, eq(draws.id, settlements.drawId))
    .where(and(settlementsIn(scope.draws), eq(settlements.userId, viewer.userId)))
    .groupBy(draws.id, draws.drawDate)
    .orderBy(asc(draws.drawDate));
  const items = rows.map((row) => ({ DrawId: row.drawId, DrawDate: row.drawDate, ...figuresOf(row) }));
  return { UserId: viewer.userId, UserName: viewer.userName, Role: viewer.role, Rows: items, Total: sumFigures(items) };
}

/** reportSummary3: reportFull2 with V's live payments on the same dates and what stays open. */
export async function reportSummary(db: Db, scope: ReportScope): Promise<ReportSummary> {
  const [byDraw, [paid]] = await Promise.all([
    reportByDraw(db, scope),
    db
      .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(and(paymentsIn(scope.draws), eq(payments.userId, scope.viewer.userId))),
  ]);
  const paymentsTotal = toMoney(String(paid?.total ?? 0));
  return { ...byDraw, Payments: paymentsTotal, Balance: money(cents(byDraw.Total.Amount) + cents(paymentsTotal)) };
}

/** reportUplineFull: V, its parent, ... up to the caller, each with its own sums (zeros without settlements). */
export async function reportUpline(db: Db, scope: ReportScope): Promise<ReportUpline> {
  const chain = await uplineChain(db, scope.viewer, scope.actor);
  const sums = await sumsByUser(db, scope, inArray(settlements.userId, chain.map((user) => user.userId)));
  const byId = new Map(sums.map((row) => [row.UserId, row]));
  return { Rows: chain.map((user, level) => ({ ...(byId.get(user.userId) ?? userRow(user, ZERO_FIGURES)), Level: level })) };
}
