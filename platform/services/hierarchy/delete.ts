// DELETE agents/{ParentId}/{UserId} and players/{ParentId}/{UserId}: removes a user strictly below the
// caller whose parent is ParentId. Users are deleted for real (the schema has no deletion marker), so a
// user is removed only while nothing points at it. Refused with 409 and a message that says why, in
// this order: open bets (live bets on draws without a result, or live fixed bets) of the user or below
// it; any downline user; an account balance other than 0 in some location; and any record that keeps
// it as its owner (tickets, payments, settlements, files, audits it made, ...). That last check is the
// database's own foreign keys, so a table added later is covered without a change here. Its accounts,
// grants, tokens and eat limits go with it; the audit row keeps a copy of what was deleted.
import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { PLAYER_OPEN_BETS_MESSAGE } from '@/lib/contract/players';
import { moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { bets, draws, fixedBets, userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { assertManager, KIND_LABEL, managedUser, type DownlineKind, type HierarchyContext } from './access';
import { hasDatabaseCode } from './create';
import { flagsOf } from './rules';
import { listUsers } from '../users/members';

/** Whether any of the users has a live bet on a draw without a result, or a live fixed bet. */
async function hasOpenBets(db: Db, userIds: string[]): Promise<boolean> {
  const [live] = await db
    .select({ id: bets.id })
    .from(bets)
    .innerJoin(draws, eq(draws.id, bets.drawId))
    .where(and(inArray(bets.userId, userIds), eq(draws.status, 'OPEN'), isNull(bets.deletedAt)))
    .limit(1);
  if (live) return true;
  const [fixed] = await db
    .select({ id: fixedBets.id })
    .from(fixedBets)
    .where(and(inArray(fixedBets.userId, userIds), isNull(fixedBets.deletedAt)))
    .limit(1);
  return fixed !== undefined;
}

const refuse = (message: string) => new PlatformError(409, message);

/** Deletes the user; answers the confirmation message. */
export async function deleteDownline(context: HierarchyContext, kind: DownlineKind, parentId: string, userId: string): Promise<string> {
  const { db, actor, location } = context;
  assertManager(actor, kind);
  const target = await managedUser(db, actor, userId, kind);
  if (target.parentId !== parentId) throw PlatformError.notFound(`${KIND_LABEL[kind]} not found.`);
  const label = `${KIND_LABEL[kind]} ${target.userId}`;
  await db.transaction(async (tx) => {
    // Lock the user's row: a downline created or a bet placed meanwhile waits for this to end.
    await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, target.userId)).for('update');
    const subtree = (await listUsers(tx, { subtree: target.userId })).map((row) => row.userId);
    if (await hasOpenBets(tx, subtree)) {
      throw refuse(kind === 'player' ? PLAYER_OPEN_BETS_MESSAGE : `${label} has open bets below it and cannot be deleted.`);
    }
    const [below] = await tx.select({ total: count() }).from(users).where(eq(users.parentId, target.userId));
    if (below && below.total > 0) {
      throw refuse(`${label} has ${below.total} downline user${below.total === 1 ? '' : 's'} and cannot be deleted: delete them first.`);
    }
    const accounts = await tx.select().from(userLocations).where(eq(userLocations.userId, target.userId));
    const owing = accounts.find((account) => moneyToCents(toMoney(account.accBal)) !== 0n);
    if (owing) {
      throw refuse(`${label} has an account balance of ${toMoney(owing.accBal)} in ${owing.locId} and cannot be deleted: settle it with a payment first.`);
    }
    try {
      await tx.delete(users).where(and(eq(users.userId, target.userId), ne(users.role, 'ADMIN')));
    } catch (error) {
      if (!hasDatabaseCode(error, '23503')) throw error;
      throw refuse(
        `${label} has betting, payment or audit history and cannot be deleted: those records keep their owner. Set its credit to 0 and switch its rights off instead.`,
      );
    }
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: kind,
      entityId: target.userId,
      action: 'DELETE',
      targetUserId: target.userId,
      locId: location.locId,
      before: {
        UserId: target.userId,
        UserName: target.userName,
        ParentId: target.parentId,
        Role: target.role,
        Rank: target.rank,
        ...flagsOf(target),
        Accounts: Object.fromEntries(
          accounts.map((account) => [account.locId, { Credit: toMoney(account.credit), Share: Number(account.share), Commission: Number(account.commission), Tax: Number(account.tax) }]),
        ),
      },
    });
  });
  return `${label} deleted.`;
}
