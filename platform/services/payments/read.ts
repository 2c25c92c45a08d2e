// Balances for the Payments page: selectStatementSum (V's direct children), selectStatementSumFull
// (V's whole downline), paymentUserIds (the children of V the caller records payments for) and
// selectStatementType. Agents and members only (sub-admins hold no money), with an account in the
// location. A fixed number of queries whatever the size of the downline.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { PAYMENT_TYPE_LABELS, PAYMENT_TYPES, RECORDABLE_TYPES, type StatementSum, type StatementSumRow } from '@/lib/contract/payments';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { payments, userLocations } from '../../db/schema';
import { creditLeftByUser } from '../users/accounts';
import { byUserId, listUsers, treeOrder, type MemberRow } from '../users/members';
import { assertPaymentCaller, mayPay, viewerOf } from './rights';
import type { UserRow } from '../users/users';

export interface ReadContext {
  db: Db;
  actor: UserRow;
  locId: string;
}

/** The agents and members below V that hold an account in the location, with their tree level. */
async function below(db: Db, viewer: UserRow, locId: string, full: boolean): Promise<{ row: MemberRow; level: number }[]> {
  if (viewer.role === 'MEM') return [];
  const rows = (await listUsers(db, { subtree: viewer.userId }, locId)).filter(
    (row) => row.userId !== viewer.userId && row.role !== 'ADMIN' && (full || row.parentId === viewer.userId),
  );
  return full ? treeOrder(rows) : rows.sort(byUserId).map((row) => ({ row, level: 0 }));
}

/** The latest live payment of each user, in one query. */
async function lastPayments(db: Db, userIds: string[], locId: string): Promise<Map<string, { at: Date; amount: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([payments.userId], { userId: payments.userId, at: payments.createdAt, amount: payments.amount })
    .from(payments)
    .where(and(inArray(payments.userId, userIds), eq(payments.locId, locId), isNull(payments.deletedAt)))
    .orderBy(payments.userId, desc(payments.createdAt), desc(payments.id));
  return new Map(rows.map((row) => [row.userId, { at: row.at, amount: toMoney(row.amount) }]));
}

async function balancesOf(db: Db, userIds: string[], locId: string): Promise<Map<string, { credit: string; accBal: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userLocations.userId, credit: userLocations.credit, accBal: userLocations.accBal })
    .from(userLocations)
    .where(and(eq(userLocations.locId, locId), inArray(userLocations.userId, userIds)));
  return new Map(rows.map((row) => [row.userId, { credit: toMoney(row.credit), accBal: toMoney(row.accBal) }]));
}

const total = (rows: StatementSumRow[], field: 'Credit' | 'AccBal' | 'CreditLeft') =>
  centsToMoney(rows.reduce((sum, row) => sum + moneyToCents(row[field]), 0n));

/** GET selectStatementSum (direct children of V) and selectStatementSumFull (V's whole downline). */
export async function statementSums(context: ReadContext, userId: string | undefined, full: boolean): Promise<StatementSum> {
  const { db, actor, locId } = context;
  assertPaymentCaller(actor);
  const viewer = await viewerOf(db, actor, userId);
  const rows = await below(db, viewer, locId, full);
  const ids = rows.map(({ row }) => row.userId);
  // One after the other: a fixed number of queries, whatever the size of the downline.
  const balances = await balancesOf(db, ids, locId);
  const left = await creditLeftByUser(db, ids, locId);
  const last = await lastPayments(db, ids, locId);
  const items = rows.map(({ row, level }): StatementSumRow => {
    const balance = balances.get(row.userId) ?? { credit: '0.00', accBal: '0.00' };
    const payment = last.get(row.userId);
    return {
      UserId: row.userId,
      UserName: row.userName,
      Role: row.role,
      ParentId: row.parentId,
      Level: level,
      Credit: balance.credit,
      AccBal: balance.accBal,
      CreditLeft: left.get(row.userId) ?? '0.00',
      LastPaymentDate: payment ? payment.at.toISOString() : null,
      LastPaymentAmount: payment ? payment.amount : null,
      Payable: mayPay(actor, row),
    };
  });
  return {
    UserId: viewer.userId,
    LocId: locId,
    Items: items,
    Sum: { Credit: total(items, 'Credit'), AccBal: total(items, 'AccBal'), CreditLeft: total(items, 'CreditLeft') },
  };
}

/** GET paymentUserIds: V's direct children the caller records payments for (an agent: its own children). */
export async function paymentUsers(context: ReadContext, userId: string | undefined) {
  const { db, actor, locId } = context;
  assertPaymentCaller(actor);
  const viewer = await viewerOf(db, actor, userId);
  const rows = (await below(db, viewer, locId, false)).map(({ row }) => row).filter((row) => mayPay(actor, row));
  const balances = await balancesOf(db, rows.map((row) => row.userId), locId);
  return rows.map((row) => ({ UserId: row.userId, UserName: row.userName, Role: row.role, AccBal: balances.get(row.userId)?.accBal ?? '0.00' }));
}

/** GET selectStatementType: every type with its label; SETTLE is written by updateStatementSum only. */
export function paymentTypes(actor: UserRow) {
  assertPaymentCaller(actor);
  const recordable: readonly string[] = RECORDABLE_TYPES;
  return PAYMENT_TYPES.map((type) => ({ Type: type, Label: PAYMENT_TYPE_LABELS[type], Recordable: recordable.includes(type) }));
}
