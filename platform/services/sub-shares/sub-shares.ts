// GET, POST subShare and DELETE subShare/{id} (docs/decisions/sub-shares.md). A holder's sub shares
// add up to at most 100.00 % of its share (400 naming Percent); one row per holder and partner, so a
// second POST for a partner changes its percent. The holder's row is locked while its sub shares
// change, so two concurrent POSTs cannot pass 100 % together. Every change writes an audit row.
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import type { SubShare, SubShareList } from '@/lib/contract/sub-shares';
import { fitsFullShare, percentBasis, percentText } from '@/lib/domain/sub-shares';
import type { Db } from '../../db/client';
import { subShares, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { shareHolder, userOfLocation, type ShareContext } from './holders';
import { inReach } from '../share-claims/access';

const NOT_FOUND = 'Sub share not found.';

const columns = {
  id: subShares.id,
  userId: subShares.userId,
  userName: users.userName,
  partner: subShares.partner,
  percent: subShares.percent,
  remark: subShares.remark,
  createdBy: subShares.createdBy,
  createdAt: subShares.createdAt,
};
type Row = { id: number; userId: string; userName: string; partner: string; percent: string; remark: string; createdBy: string; createdAt: Date };

const toWire = (row: Row): SubShare => ({
  SubShareId: row.id,
  UserId: row.userId,
  UserName: row.userName,
  Partner: row.partner,
  Percent: percentText(percentBasis(String(Number(row.percent))) ?? 0n),
  Remark: row.remark,
  CreatedBy: row.createdBy,
  CreatedAt: row.createdAt.toISOString(),
});

async function select(db: Db, where: SQL | undefined): Promise<Row[]> {
  return db.select(columns).from(subShares).innerJoin(users, eq(users.userId, subShares.userId)).where(where).orderBy(asc(subShares.userId), asc(subShares.partner));
}

/** GET subShare: the location's sub shares the caller reaches, or one holder's. */
export async function listSubShares(context: ShareContext, userId?: string): Promise<SubShareList> {
  if (userId !== undefined) await userOfLocation(context, userId);
  const where = and(eq(subShares.locId, context.locId), userId ? eq(subShares.userId, userId) : undefined, inReach(context.actor, subShares.userId));
  return { Items: (await select(context.db, where)).map(toWire) };
}

/** The percents of a holder's sub shares in a location (the group report splits by them). */
export async function percentsOf(db: Db, locId: string, userId: string): Promise<string[]> {
  const rows = await db.select({ percent: subShares.percent }).from(subShares).where(and(eq(subShares.locId, locId), eq(subShares.userId, userId)));
  return rows.map((row) => String(row.percent));
}

export interface SubShareChange {
  UserId: string;
  Partner: string;
  Percent: string;
  Remark: string;
}

/** POST subShare: add the partner's sub share, or change its percent and remark. */
export async function saveSubShare(context: ShareContext, input: SubShareChange): Promise<SubShare> {
  const holder = await shareHolder(context, input.UserId);
  const percent = percentText(percentBasis(input.Percent) ?? 0n);
  const id = await context.db.transaction(async (tx) => {
    await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, holder.userId)).for('update');
    const mine = and(eq(subShares.locId, context.locId), eq(subShares.userId, holder.userId));
    const others = await tx.select({ percent: subShares.percent }).from(subShares).where(and(mine, ne(subShares.partner, input.Partner)));
    if (!fitsFullShare(others.map((row) => String(row.percent)), percent)) {
      throw PlatformError.badRequest(`${holder.userId}'s sub shares would pass 100.00% of its share.`, 'Percent');
    }
    const [before] = await tx.select().from(subShares).where(and(mine, eq(subShares.partner, input.Partner)));
    const values = { percent, remark: input.Remark };
    const [row] = before
      ? await tx.update(subShares).set(values).where(eq(subShares.id, before.id)).returning({ id: subShares.id })
      : await tx
          .insert(subShares)
          .values({ ...values, locId: context.locId, userId: holder.userId, partner: input.Partner, createdBy: context.actor.userId })
          .returning({ id: subShares.id });
    if (!row) throw new Error('The write returned no row.');
    await writeAudit(tx, {
      actorId: context.actor.userId,
      entity: 'subShare',
      entityId: row.id,
      action: before ? 'UPDATE' : 'CREATE',
      targetUserId: holder.userId,
      locId: context.locId,
      before: before ? { Partner: before.partner, Percent: String(before.percent), Remark: before.remark } : null,
      after: { Partner: input.Partner, Percent: percent, Remark: input.Remark },
    });
    return row.id;
  });
  const [saved] = await select(context.db, eq(subShares.id, id));
  if (!saved) throw PlatformError.notFound(NOT_FOUND);
  return toWire(saved);
}

/** DELETE subShare/{id}: 404 unless it is of the location and in reach. */
export async function deleteSubShare(context: ShareContext, id: number): Promise<SubShare> {
  const [row] = await select(context.db, and(eq(subShares.id, id), eq(subShares.locId, context.locId), inReach(context.actor, subShares.userId)));
  if (!row) throw PlatformError.notFound(NOT_FOUND);
  await context.db.transaction(async (tx) => {
    const removed = await tx.delete(subShares).where(eq(subShares.id, id)).returning({ id: subShares.id });
    if (removed.length === 0) throw PlatformError.notFound(NOT_FOUND);
    await writeAudit(tx, {
      actorId: context.actor.userId,
      entity: 'subShare',
      entityId: id,
      action: 'DELETE',
      targetUserId: row.userId,
      locId: context.locId,
      before: { Partner: row.partner, Percent: String(row.percent), Remark: row.remark },
    });
  });
  return toWire(row);
}
