// TT's Limit Setting (docs/decisions/betting.md, "Toto limits"): list, create, edit and delete the limits
// of a TT location. The access table admits an ADMIN holding DrawSetting; a 4D location has no limits
// (404). One limit per number and bet type: a second is a 409 on Number. Every change is audited in
// its own transaction; an edit or delete takes the row's lock, so it waits for a placement holding it.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LimitCreate, LimitEdit, LimitsDeleted, TotoLimitRow } from '@/lib/contract/limits';
import type { Db } from '../../db/client';
import { totoLimits } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { hasDatabaseCode } from '../hierarchy/create';
import type { LocationRow } from '../users/locations';
import type { UserRow } from '../users/users';

export interface LimitContext {
  db: Db;
  actor: UserRow;
  location: LocationRow;
  now: Date;
}

type LimitRecord = typeof totoLimits.$inferSelect;
const NOT_FOUND = 'Limit not found.';

function answerOf(row: LimitRecord): TotoLimitRow {
  return {
    LimitId: row.id,
    LocId: row.locId,
    Number: row.number,
    BetType: row.betType as TotoLimitRow['BetType'],
    Amount: row.amount,
    UpdatedBy: row.updatedBy,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

const fieldsOf = (row: LimitRecord) => ({ Number: row.number, BetType: row.betType, Amount: row.amount });

/** Limit Setting is TT's: under a 4D location the calls name nothing (404). */
function ttLocation(context: LimitContext): string {
  if (context.location.game !== 'TT') throw PlatformError.notFound('Limit Setting is for TT locations only.');
  return context.location.locId;
}

const duplicate = (input: LimitCreate) =>
  new PlatformError(409, `A limit for ${input.Number} (${input.BetType}) exists already: edit that one.`, 'Number');

export async function listLimits(context: LimitContext): Promise<TotoLimitRow[]> {
  const locId = ttLocation(context);
  const rows = await context.db.select().from(totoLimits).where(eq(totoLimits.locId, locId)).orderBy(asc(totoLimits.number), asc(totoLimits.id));
  return rows.map(answerOf);
}

/** Runs a write; a unique violation (another admin saving the same number and type at once) is the 409. */
async function uniquely<T>(input: LimitCreate, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (hasDatabaseCode(error, '23505')) throw duplicate(input);
    throw error;
  }
}

async function assertFree(tx: Db, locId: string, input: LimitCreate, except?: number): Promise<void> {
  const [row] = await tx
    .select({ id: totoLimits.id })
    .from(totoLimits)
    .where(and(eq(totoLimits.locId, locId), eq(totoLimits.number, input.Number), eq(totoLimits.betType, input.BetType)));
  if (row && row.id !== except) throw duplicate(input);
}

export async function createLimit(context: LimitContext, input: LimitCreate): Promise<TotoLimitRow> {
  const locId = ttLocation(context);
  return uniquely(input, () =>
    context.db.transaction(async (tx) => {
      await assertFree(tx, locId, input);
      const [row] = await tx
        .insert(totoLimits)
        .values({ locId, number: input.Number, betType: input.BetType, amount: input.Amount, updatedBy: context.actor.userId, updatedAt: context.now })
        .returning();
      if (!row) throw new Error('limit insert returned nothing');
      await writeAudit(tx, { actorId: context.actor.userId, entity: 'limit', entityId: row.id, action: 'CREATE', locId, after: fieldsOf(row) });
      return answerOf(row);
    }),
  );
}

async function lockLimit(tx: Db, locId: string, id: number): Promise<LimitRecord> {
  const [row] = await tx.select().from(totoLimits).where(and(eq(totoLimits.locId, locId), eq(totoLimits.id, id))).for('update');
  if (!row) throw PlatformError.notFound(NOT_FOUND);
  return row;
}

export async function editLimit(context: LimitContext, input: LimitEdit): Promise<TotoLimitRow> {
  const locId = ttLocation(context);
  return uniquely(input, () =>
    context.db.transaction(async (tx) => {
      const before = await lockLimit(tx, locId, input.LimitId);
      await assertFree(tx, locId, input, before.id);
      const [row] = await tx
        .update(totoLimits)
        .set({ number: input.Number, betType: input.BetType, amount: input.Amount, updatedBy: context.actor.userId, updatedAt: context.now })
        .where(eq(totoLimits.id, before.id))
        .returning();
      if (!row) throw new Error('limit update returned nothing');
      await writeAudit(tx, { actorId: context.actor.userId, entity: 'limit', entityId: row.id, action: 'UPDATE', locId, before: fieldsOf(before), after: fieldsOf(row) });
      return answerOf(row);
    }),
  );
}

/** Deletes the limits of the location named by `ids`, all or none: an id of none of them is a 404. */
export async function deleteLimits(context: LimitContext, ids: readonly number[]): Promise<LimitsDeleted> {
  const locId = ttLocation(context);
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  return context.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(totoLimits)
      .where(and(eq(totoLimits.locId, locId), inArray(totoLimits.id, wanted)))
      .orderBy(asc(totoLimits.id))
      .for('update');
    if (rows.length !== wanted.length) throw PlatformError.notFound(NOT_FOUND);
    await tx.delete(totoLimits).where(inArray(totoLimits.id, wanted));
    for (const row of rows) {
      await writeAudit(tx, { actorId: context.actor.userId, entity: 'limit', entityId: row.id, action: 'DELETE', locId, before: fieldsOf(row) });
    }
    return { Deleted: wanted };
  });
}
