// GET, POST groupExpense and DELETE groupExpense/{id} (docs/decisions/sub-shares.md): money a group (a
// child agent and everything below it) cost in one draw of the location. Its parent's group report
// deducts the group's expenses of the draws it covers from the group's net. Every change is audited.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GroupExpense, GroupExpenseList } from '@/lib/contract/sub-shares';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { draws, groupExpenses, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { findDraw } from '../draws/read';
import { inReach } from '../share-claims/access';
import { cents, money } from '../reports/figures';
import { drawIdsOf, type ReportDraws } from '../reports/query';
import { groupAgent, userOfLocation, type ShareContext } from './holders';

const NOT_FOUND = 'Group expense not found.';

const columns = {
  id: groupExpenses.id,
  drawId: groupExpenses.drawId,
  drawDate: draws.drawDate,
  userId: groupExpenses.userId,
  userName: users.userName,
  amount: groupExpenses.amount,
  remark: groupExpenses.remark,
  createdBy: groupExpenses.createdBy,
  createdAt: groupExpenses.createdAt,
};

async function select(db: Db, where: SQL | undefined): Promise<GroupExpense[]> {
  const rows = await db
    .select(columns)
    .from(groupExpenses)
    .innerJoin(users, eq(users.userId, groupExpenses.userId))
    .innerJoin(draws, eq(draws.id, groupExpenses.drawId))
    .where(where)
    .orderBy(desc(draws.drawDate), groupExpenses.userId, groupExpenses.id);
  return rows.map((row) => ({
    ExpenseId: row.id,
    DrawId: row.drawId,
    DrawDate: String(row.drawDate).slice(0, 10),
    UserId: row.userId,
    UserName: row.userName,
    Amount: toMoney(String(row.amount)),
    Remark: row.remark,
    CreatedBy: row.createdBy,
    CreatedAt: row.createdAt.toISOString(),
  }));
}

/** GET groupExpense: the location's expenses the caller reaches, optionally of one draw and one group. */
export async function listGroupExpenses(context: ShareContext, filter: { drawId?: number; userId?: string }): Promise<GroupExpenseList> {
  if (filter.userId !== undefined) await userOfLocation(context, filter.userId);
  const where = and(
    eq(groupExpenses.locId, context.locId),
    filter.drawId ? eq(groupExpenses.drawId, filter.drawId) : undefined,
    filter.userId ? eq(groupExpenses.userId, filter.userId) : undefined,
    inReach(context.actor, groupExpenses.userId),
  );
  const items = await select(context.db, where);
  return { Items: items, Total: money(items.reduce((sum, item) => sum + cents(item.Amount), 0n)) };
}

/** Each group's expenses over the report's draws, added up (the group report's Expense). */
export async function expensesByGroup(db: Db, range: ReportDraws, groups: readonly string[]): Promise<Map<string, string>> {
  if (groups.length === 0) return new Map();
  const drawCondition = range.drawId !== undefined ? eq(groupExpenses.drawId, range.drawId) : sql`${groupExpenses.drawId} in ${drawIdsOf(range)}`;
  const rows = await db
    .select({ userId: groupExpenses.userId, total: sql<string>`coalesce(sum(${groupExpenses.amount}), 0)::text` })
    .from(groupExpenses)
    .where(and(eq(groupExpenses.locId, range.locId), drawCondition, inArray(groupExpenses.userId, [...groups])))
    .groupBy(groupExpenses.userId);
  return new Map(rows.map((row) => [row.userId, toMoney(String(row.total))]));
}

/** POST groupExpense: the draw must be of the location (404), the group an agent in reach (404) of it. */
export async function addGroupExpense(context: ShareContext, input: { DrawId: number; UserId: string; Amount: string; Remark: string }): Promise<GroupExpense> {
  const group = await groupAgent(context, input.UserId);
  const draw = await findDraw(context.db, context.locId, input.DrawId);
  if (!draw) throw PlatformError.notFound('Draw not found.');
  const id = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(groupExpenses)
      .values({ locId: context.locId, drawId: draw.id, userId: group.userId, amount: input.Amount, remark: input.Remark, createdBy: context.actor.userId })
      .returning({ id: groupExpenses.id });
    if (!row) throw new Error('The write returned no row.');
    await writeAudit(tx, {
      actorId: context.actor.userId,
      entity: 'groupExpense',
      entityId: row.id,
      action: 'CREATE',
      targetUserId: group.userId,
      locId: context.locId,
      after: { DrawId: draw.id, Amount: toMoney(input.Amount), Remark: input.Remark },
    });
    return row.id;
  });
  const [saved] = await select(context.db, eq(groupExpenses.id, id));
  if (!saved) throw PlatformError.notFound(NOT_FOUND);
  return saved;
}

/** DELETE groupExpense/{id}: 404 unless it is of the location and in reach. */
export async function deleteGroupExpense(context: ShareContext, id: number): Promise<GroupExpense> {
  const [row] = await select(context.db, and(eq(groupExpenses.id, id), eq(groupExpenses.locId, context.locId), inReach(context.actor, groupExpenses.userId)));
  if (!row) throw PlatformError.notFound(NOT_FOUND);
  await context.db.transaction(async (tx) => {
    const removed = await tx.delete(groupExpenses).where(eq(groupExpenses.id, id)).returning({ id: groupExpenses.id });
    if (removed.length === 0) throw PlatformError.notFound(NOT_FOUND);
    await writeAudit(tx, {
      actorId: context.actor.userId,
      entity: 'groupExpense',
      entityId: id,
      action: 'DELETE',
      targetUserId: row.UserId,
      locId: context.locId,
      before: { DrawId: row.DrawId, Amount: row.Amount, Remark: row.Remark },
    });
  });
  return row;
}
