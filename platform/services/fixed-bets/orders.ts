// Fixed bets: create (POST bet/fixed), end (DELETE bet/fixed), list (GET bet/fixed/page3) and show
// (GET bet/fixed/view), every one scoped to the caller's reach like tickets. Creating and ending need
// the same rights as placing and deleting bets (bets/rights.ts); the bet passes the same contract
// schema and normalization as POST bet. Creating and ending write an audit row each.
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DeletedFixedBet, FixedBet, FixedBetPage, FixedBetView, FixedRun } from '@/lib/contract/fixed-bets';
import { MAX_FIXED_BETS } from '@/lib/contract/fixed-bets';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { fixedBets, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { lockAccount } from '../users/credit';
import { writeAudit } from '../audit/write';
import { submissionHash, type NewBet } from '../bets/normalize';
import { assertMayPlaceBets, betTarget } from '../bets/rights';
import { scopeFor, type BetScope } from '../bets/scope';
import { reachableUser } from '../users/downline';
import {
  daysToMask,
  drawWeekdaysOf,
  FIXED_BET_NOT_FOUND,
  fixedBetAnswer,
  openDrawsByLocation,
  runsOf,
  type FixedBetRow,
} from './read';
import type { UserRow } from '../users/users';

export interface FixedContext {
  db: Db;
  actor: UserRow;
  locId: string;
  now: Date;
}

export interface FixedOrder {
  UserId?: string;
  IdempotencyKey: string;
  Days?: number[];
  bet: NewBet;
}

/** Days checked against the location's draw weekdays; absent: all of them. */
function daysOf(locId: string, days: number[] | undefined): number[] {
  const allowed = drawWeekdaysOf(locId);
  if (!days) return allowed;
  const other = days.find((day) => !allowed.includes(day as never));
  if (other !== undefined) {
    throw PlatformError.badRequest(`${locId} does not draw on weekday ${other}: pick among ${allowed.join(', ')} (0 = Sunday).`, 'Days');
  }
  return days;
}

/** The answers of the rows, with their members' names, next draws and runs. */
async function answersOf(db: Db, rows: FixedBetRow[], now: Date, deletable: boolean): Promise<{ answer: FixedBet; runs: FixedRun[] }[]> {
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const names = userIds.length
    ? await db.select({ userId: users.userId, userName: users.userName }).from(users).where(inArray(users.userId, userIds))
    : [];
  const context = {
    userNames: new Map(names.map((row) => [row.userId, row.userName])),
    open: await openDrawsByLocation(db, rows.map((row) => row.locId), now),
    runs: await runsOf(db, rows.map((row) => row.id)),
    deletable,
  };
  return rows.map((row) => ({ answer: fixedBetAnswer(row, context), runs: context.runs.get(row.id) ?? [] }));
}

/** One fixed bet with every run. */
export async function fixedBetView(db: Db, row: FixedBetRow, now: Date, deletable: boolean): Promise<FixedBetView> {
  const [one] = await answersOf(db, [row], now, deletable);
  if (!one) throw new Error('fixed bet answer missing');
  return { ...one.answer, Runs: one.runs };
}

/**
 * POST bet/fixed: a new fixed bet for the caller or a member of its downline (same rights as POST bet).
 * A key already used answers the fixed bet it created (created false), or 409 for another order.
 */
export async function createFixedBet(context: FixedContext, order: FixedOrder): Promise<{ row: FixedBetRow; created: boolean }> {
  const { db, actor, locId, now } = context;
  await assertMayPlaceBets(db, actor);
  const target = await betTarget(db, actor, order.UserId ?? actor.userId);
  const days = daysOf(locId, order.Days);
  const hash = submissionHash({ call: 'bet/fixed', locId, userId: target.userId, bet: order.bet, days: [...days].sort() });
  return db.transaction(async (tx) => {
    // Serializes with placements and other creations of the member: the count below stays true.
    await lockAccount(tx, target.userId, locId);
    const [previous] = await tx
      .select()
      .from(fixedBets)
      .where(and(eq(fixedBets.userId, target.userId), eq(fixedBets.idempotencyKey, order.IdempotencyKey)));
    if (previous) {
      if (previous.requestHash !== hash || previous.locId !== locId) {
        throw new PlatformError(409, 'This IdempotencyKey was already used for another fixed bet: send a new key for a new one.');
      }
      if (previous.deletedAt) throw new PlatformError(409, `Fixed bet ${previous.id} of this IdempotencyKey was deleted: send a new key to add it again.`);
      return { row: previous, created: false };
    }
    const [live] = await tx
      .select({ n: count() })
      .from(fixedBets)
      .where(and(eq(fixedBets.userId, target.userId), eq(fixedBets.locId, locId), isNull(fixedBets.deletedAt)));
    if ((live?.n ?? 0) >= MAX_FIXED_BETS) {
      throw new PlatformError(409, `${target.userId} already has ${MAX_FIXED_BETS} fixed bets in ${locId}: delete one first.`);
    }
    const [row] = await tx
      .insert(fixedBets)
      .values({ ...order.bet, userId: target.userId, locId, createdBy: actor.userId, idempotencyKey: order.IdempotencyKey, requestHash: hash, days: daysToMask(days), createdAt: now })
      .returning();
    if (!row) throw new Error('fixed bet insert returned nothing');
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'fixedBet',
      entityId: row.id,
      action: 'CREATE',
      targetUserId: row.userId,
      locId,
      after: { Kind: row.kind, Number: row.number, Cost: row.cost, Days: days },
    });
    return { row, created: true };
  });
}

/** A live fixed bet of the location whose member the actor reaches; else 404. */
export async function visibleFixedBet(db: Db, actor: UserRow, locId: string, id: number): Promise<FixedBetRow> {
  const [row] = await db
    .select()
    .from(fixedBets)
    .where(and(eq(fixedBets.id, id), eq(fixedBets.locId, locId), isNull(fixedBets.deletedAt)));
  if (!row || !(await reachableUser(db, actor, row.userId))) throw PlatformError.notFound(FIXED_BET_NOT_FOUND);
  return row;
}

/** DELETE bet/fixed: it places no more tickets; the tickets it placed stay (delete them as tickets). */
export async function deleteFixedBet(context: FixedContext, id: number): Promise<DeletedFixedBet> {
  const { db, actor, locId, now } = context;
  await visibleFixedBet(db, actor, locId, id);
  await assertMayPlaceBets(db, actor);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(fixedBets)
      .set({ deletedAt: now, deletedBy: actor.userId })
      .where(and(eq(fixedBets.id, id), isNull(fixedBets.deletedAt)))
      .returning({ id: fixedBets.id, userId: fixedBets.userId });
    if (!row) throw PlatformError.notFound(FIXED_BET_NOT_FOUND);
    await writeAudit(tx, { actorId: actor.userId, entity: 'fixedBet', entityId: row.id, action: 'DELETE', targetUserId: row.userId, locId, after: { DeletedDate: now.toISOString() } });
    return { FixedBetId: row.id, DeletedDate: now.toISOString() };
  });
}

function inScope(scope: BetScope): SQL {
  return and(
    eq(fixedBets.locId, scope.locId),
    isNull(fixedBets.deletedAt),
    scope.userIds ? inArray(fixedBets.userId, scope.userIds) : undefined,
  ) as SQL;
}

/** GET bet/fixed/page3: the live fixed bets in reach (UserId: its subtree), newest first. */
export async function fixedBetPage(
  context: FixedContext,
  query: { UserId?: string; PageIndex: number; PageSize: number },
): Promise<FixedBetPage> {
  const { db, actor, locId, now } = context;
  const scope = await scopeFor(db, actor, locId, { UserId: query.UserId }, now);
  if (scope.userIds?.length === 0) return { Items: [], Total: 0, Sum: '0.00', PageIndex: query.PageIndex, PageSize: query.PageSize };
  const where = inScope(scope);
  const [totals] = await db
    .select({ n: count(), sum: sql<string | null>`sum(${fixedBets.cost})` })
    .from(fixedBets)
    .where(where);
  const rows = await db
    .select()
    .from(fixedBets)
    .where(where)
    .orderBy(desc(fixedBets.createdAt), desc(fixedBets.id))
    .limit(query.PageSize)
    .offset((query.PageIndex - 1) * query.PageSize);
  const answers = await answersOf(db, rows, now, scope.mayDelete);
  return {
    Items: answers.map((one) => one.answer),
    Total: totals?.n ?? 0,
    Sum: toMoney(totals?.sum ?? '0'),
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
  };
}
