// Collection (RPTCOL, reportCollectionFull) and the statement summary (dSelectStatementSummary): per
// direct child of V holding the location (a member V: itself), the settled Amount over the draws and
// the live payments made on their dates; collection adds the child's AccBal now and what is left to
// collect. Payments come from the `payments` table (empty until the administration issue records some).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Collection, StatementSummary } from '@/lib/contract/reports';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { payments, settlements, userLocations, users } from '../../db/schema';
import { byUserId } from '../users/members';
import { cents, money, sumFields } from './figures';
import { paymentsIn, settlementsIn, type ReportScope } from './query';

interface Account {
  userId: string;
  userName: string;
  role: 'ADMIN' | 'AG' | 'MEM';
  accBal: string;
}

/** V's direct children holding the location (a member V: itself), by UserId, with their AccBal. */
async function accountsOf(db: Db, scope: ReportScope): Promise<Account[]> {
  const { viewer, draws } = scope;
  const who = viewer.role === 'MEM' ? eq(users.userId, viewer.userId) : eq(users.parentId, viewer.userId);
  const rows = await db
    .select({ userId: users.userId, userName: users.userName, role: users.role, accBal: userLocations.accBal })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, draws.locId)))
    .where(who);
  return rows.sort(byUserId);
}

/** Settled Amount and payments per account over the report's draws and dates. */
async function movements(db: Db, scope: ReportScope, userIds: string[]) {
  if (userIds.length === 0) return { settled: new Map<string, string>(), paid: new Map<string, string>() };
  const [settledRows, paidRows] = await Promise.all([
    db
      .select({ userId: settlements.userId, total: sql<string>`coalesce(sum(${settlements.amount}), 0)` })
      .from(settlements)
      .where(and(settlementsIn(scope.draws), inArray(settlements.userId, userIds)))
      .groupBy(settlements.userId),
    db
      .select({ userId: payments.userId, total: sql<string>`coalesce(sum(${payments.amount}), 0)` })
      .from(payments)
      .where(and(paymentsIn(scope.draws), inArray(payments.userId, userIds)))
      .groupBy(payments.userId),
  ]);
  const byUser = (rows: { userId: string; total: unknown }[]) => new Map(rows.map((row) => [row.userId, toMoney(String(row.total))]));
  return { settled: byUser(settledRows), paid: byUser(paidRows) };
}

async function statementRows(db: Db, scope: ReportScope) {
  const accounts = await accountsOf(db, scope);
  const { settled, paid } = await movements(db, scope, accounts.map((account) => account.userId));
  return accounts.map((account) => {
    const amount = settled.get(account.userId) ?? '0.00';
    const payment = paid.get(account.userId) ?? '0.00';
    const net = cents(amount) + cents(payment);
    return {
      UserId: account.userId,
      UserName: account.userName,
      Role: account.role,
      AccBal: toMoney(account.accBal),
      Amount: amount,
      Payments: payment,
      Net: money(net),
      Collect: money(-net),
    };
  });
}

const header = (scope: ReportScope) => ({ UserId: scope.viewer.userId, UserName: scope.viewer.userName, Role: scope.viewer.role });

/** dSelectStatementSummary: Amount, Payments and Net (Amount + Payments) per child, and their totals. */
export async function statementSummary(db: Db, scope: ReportScope): Promise<StatementSummary> {
  const rows = (await statementRows(db, scope)).map(({ UserId, UserName, Role, Amount, Payments, Net }) => ({ UserId, UserName, Role, Amount, Payments, Net }));
  return { ...header(scope), Rows: rows, Total: sumFields(rows, ['Amount', 'Payments', 'Net']) };
}

/** reportCollectionFull: AccBal now, Amount, Payments and what to collect (-(Amount + Payments)) per child. */
export async function collection(db: Db, scope: ReportScope): Promise<Collection> {
  const rows = (await statementRows(db, scope)).map(({ UserId, UserName, Role, AccBal, Amount, Payments, Collect }) => ({ UserId, UserName, Role, AccBal, Amount, Payments, Collect }));
  return { ...header(scope), Rows: rows, Total: sumFields(rows, ['AccBal', 'Amount', 'Payments', 'Collect']) };
}
