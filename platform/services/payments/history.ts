// A user's account history (Payment History): every movement of its AccBal in the location, oldest
// first, with a running balance. The movements are its settlements (one per settled draw, with an
// amount other than 0.00, dated at the draw) and its live payments (dated when recorded); voided
// payments no longer count. So the balance after the last movement is AccBal, and a range's Opening
// is the sum of everything before it (summed in SQL; only the range's rows are read).
import { and, eq, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Movement, PaymentType, Statement, StatementByMonth } from '@/lib/contract/payments';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { operatorDayEnd, operatorDayStart } from '@/lib/domain/operator-time';
import { OPERATOR_TIME_ZONE } from '@/lib/domain/operator-zone';
import { toMoney } from '@/lib/domain/money';
import { draws, payments, settlements, userLocations } from '../../db/schema';
import { creditLeft, type AccountMoney } from '../users/accounts';
import { assertInDownline } from '../users/downline';
import { assertPaymentCaller, viewerOf } from './rights';
import type { ReadContext } from './read';
import type { UserRow } from '../users/users';

export interface DateRange {
  DateFrom?: string;
  DateTo?: string;
}

function settlementsOf(userId: string, locId: string) {
  return and(eq(settlements.userId, userId), eq(settlements.locId, locId), ne(settlements.amount, '0'));
}
function paymentsOf(userId: string, locId: string) {
  return and(eq(payments.userId, userId), eq(payments.locId, locId), isNull(payments.deletedAt));
}

/** Sum of the movements before DateFrom (0.00 without it). */
async function openingOf(context: ReadContext, userId: string, from: string | undefined): Promise<bigint> {
  if (!from) return 0n;
  const { db, locId } = context;
  const [settled] = await db
    .select({ total: sql<string | null>`sum(${settlements.amount})` })
    .from(settlements)
    .innerJoin(draws, eq(draws.id, settlements.drawId))
    .where(and(settlementsOf(userId, locId), lt(draws.drawDate, from)));
  const [paid] = await db
    .select({ total: sql<string | null>`sum(${payments.amount})` })
    .from(payments)
    .where(and(paymentsOf(userId, locId), lt(payments.createdAt, operatorDayStart(from))));
  return moneyToCents(toMoney(settled?.total ?? '0')) + moneyToCents(toMoney(paid?.total ?? '0'));
}

type Unbalanced = Omit<Movement, 'Balance'> & { order: [number, number, number] };

/** The range's movements, unsorted, without balances. */
async function movementsIn(context: ReadContext, userId: string, range: DateRange): Promise<Unbalanced[]> {
  const { db, locId } = context;
  const settled = await db
    .select({ drawId: draws.id, drawDate: draws.drawDate, drawAt: draws.drawAt, amount: settlements.amount })
    .from(settlements)
    .innerJoin(draws, eq(draws.id, settlements.drawId))
    .where(
      and(
        settlementsOf(userId, locId),
        range.DateFrom ? gte(draws.drawDate, range.DateFrom) : undefined,
        range.DateTo ? lte(draws.drawDate, range.DateTo) : undefined,
      ),
    );
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(
        paymentsOf(userId, locId),
        range.DateFrom ? gte(payments.createdAt, operatorDayStart(range.DateFrom)) : undefined,
        range.DateTo ? lt(payments.createdAt, operatorDayEnd(range.DateTo)) : undefined,
      ),
    );
  return [
    ...settled.map((row): Unbalanced => ({
      Kind: 'SETTLEMENT',
      Date: row.drawAt.toISOString(),
      DrawId: row.drawId,
      DrawDate: row.drawDate,
      PaymentId: null,
      Type: null,
      Remark: '',
      CreatedBy: null,
      Amount: toMoney(row.amount),
      // At the same instant a draw's settlement comes before a payment.
      order: [row.drawAt.getTime(), 0, row.drawId],
    })),
    ...paid.map((row): Unbalanced => ({
      Kind: 'PAYMENT',
      Date: row.createdAt.toISOString(),
      DrawId: null,
      DrawDate: null,
      PaymentId: row.id,
      Type: row.type as PaymentType,
      Remark: row.remark,
      CreatedBy: row.createdBy,
      Amount: toMoney(row.amount),
      order: [row.createdAt.getTime(), 1, row.id],
    })),
  ];
}

function byOrder(a: Unbalanced, b: Unbalanced): number {
  return a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2];
}

/** The user's account row in the location; undefined when it has none there. */
async function accountOf(context: ReadContext, userId: string): Promise<AccountMoney | undefined> {
  const [row] = await context.db
    .select({ credit: userLocations.credit, accBal: userLocations.accBal })
    .from(userLocations)
    .where(and(eq(userLocations.userId, userId), eq(userLocations.locId, context.locId)));
  return row;
}

/** GET statementByUserId: a user in the caller's reach (else 404), its movements in the range. */
export async function statementOf(context: ReadContext, userId: string, range: DateRange): Promise<Statement> {
  const { db, actor, locId } = context;
  assertPaymentCaller(actor);
  const user: UserRow = await assertInDownline(db, actor, userId);
  const opening = await openingOf(context, user.userId, range.DateFrom);
  const moves = (await movementsIn(context, user.userId, range)).sort(byOrder);
  let balance = opening;
  const items = moves.map(({ order: _order, ...move }): Movement => {
    balance += moneyToCents(move.Amount);
    return { ...move, Balance: centsToMoney(balance) };
  });
  const account = await accountOf(context, user.userId);
  return {
    UserId: user.userId,
    UserName: user.userName,
    LocId: locId,
    DateFrom: range.DateFrom ?? null,
    DateTo: range.DateTo ?? null,
    Opening: centsToMoney(opening),
    Closing: centsToMoney(balance),
    AccBal: toMoney(account?.accBal ?? '0'),
    CreditLeft: await creditLeft(db, user.userId, locId, account),
    Items: items,
  };
}

// The operator month of a payment's instant and of a draw's date. PostgreSQL reads an offset given
// as text with POSIX signs (a positive offset lies west), but an interval with ISO signs (east).
// The zone is written into the text, not bound: GROUP BY must see the very expression the SELECT has.
const OPERATOR_ZONE_SQL = sql.raw(`interval '${OPERATOR_TIME_ZONE}'`);
const PAYMENT_MONTH = sql<string>`to_char(${payments.createdAt} at time zone ${OPERATOR_ZONE_SQL}, 'YYYY-MM')`;
const DRAW_MONTH = sql<string>`to_char(${draws.drawDate}, 'YYYY-MM')`;

/**
 * GET statementByMonth: V's movements summed per local month over its whole history (so each
 * month's closing Balance is exact), then the months the range touches (whole months).
 */
export async function statementByMonth(context: ReadContext, userId: string | undefined, range: DateRange): Promise<StatementByMonth> {
  const { db, actor, locId } = context;
  assertPaymentCaller(actor);
  const viewer = await viewerOf(db, actor, userId);
  const settled = await db
    .select({ month: DRAW_MONTH, total: sql<string>`sum(${settlements.amount})`, count: sql<number>`count(*)::int` })
    .from(settlements)
    .innerJoin(draws, eq(draws.id, settlements.drawId))
    .where(settlementsOf(viewer.userId, locId))
    .groupBy(DRAW_MONTH);
  const paid = await db
    .select({ month: PAYMENT_MONTH, total: sql<string>`sum(${payments.amount})`, count: sql<number>`count(*)::int` })
    .from(payments)
    .where(paymentsOf(viewer.userId, locId))
    .groupBy(PAYMENT_MONTH);
  const months = new Map<string, { settled: bigint; paid: bigint; count: number }>();
  const bucket = (month: string) => {
    const found = months.get(month);
    if (found) return found;
    const fresh = { settled: 0n, paid: 0n, count: 0 };
    months.set(month, fresh);
    return fresh;
  };
  for (const row of settled) {
    const sums = bucket(row.month);
    sums.settled = moneyToCents(toMoney(row.total));
    sums.count += row.count;
  }
  for (const row of paid) {
    const sums = bucket(row.month);
    sums.paid = moneyToCents(toMoney(row.total));
    sums.count += row.count;
  }
  const from = range.DateFrom?.slice(0, 7);
  const to = range.DateTo?.slice(0, 7);
  let balance = 0n;
  const items = [...months.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([month, sums]) => {
      balance += sums.settled + sums.paid;
      return {
        Month: month,
        Settled: centsToMoney(sums.settled),
        Paid: centsToMoney(sums.paid),
        Net: centsToMoney(sums.settled + sums.paid),
        Balance: centsToMoney(balance),
        Movements: sums.count,
      };
    })
    .filter((row) => (!from || row.Month >= from) && (!to || row.Month <= to));
  return { UserId: viewer.userId, LocId: locId, Items: items };
}
