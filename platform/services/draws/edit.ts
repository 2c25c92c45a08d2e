// POST draw and PUT draw (docs/product.md#call-catalogue "Draws"): an admin with DrawSetting creates a draw or changes its
// date, times, special flag or status (OPEN / CANCELLED). Rules (docs/decisions/results-and-settlement.md "Draw Setting"):
// sales close strictly before the draw time, and the draw time falls on the draw date (operator time); one
// draw per location and date; a draw with tickets keeps its date (its bets were placed for that day);
// a resulted draw is not edited (reset its result first); cancelling voids a draw: its stakes stop
// holding credit and it is never settled. Each change writes an audit row in its transaction, and a
// draw that takes bets gets the fixed bets due on it at once.
import { and, eq } from 'drizzle-orm';
import type { DrawCreate, DrawItem, DrawUpdate } from '@/lib/contract/draws';
import { operatorDate } from '@/lib/domain/operator-time';
import { OPERATOR_TIME_ZONE_LABEL } from '@/lib/domain/operator-zone';
import type { Db } from '../../db/client';
import { draws } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { drawItem, findDrawWithBets, type DrawRow } from './read';
import { runAutomaticFixedProcess } from '../fixed-bets/auto';
import type { UserRow } from '../users/users';

export interface DrawEditContext {
  db: Db;
  actor: UserRow;
  locId: string;
  now: Date;
}

type DrawFields = Pick<DrawRow, 'drawDate' | 'closeAt' | 'drawAt' | 'special' | 'status'>;

const DRAW_NOT_FOUND = 'Draw not found.';

/** 400 unless close < draw and the draw time is on the draw date. */
export function checkDrawTimes(fields: Pick<DrawFields, 'drawDate' | 'closeAt' | 'drawAt'>): void {
  if (operatorDate(fields.drawAt) !== fields.drawDate) {
    throw PlatformError.badRequest(`The draw time must fall on the draw date ${fields.drawDate} (${OPERATOR_TIME_ZONE_LABEL}).`, 'DrawTime');
  }
  if (fields.closeAt.getTime() >= fields.drawAt.getTime()) throw PlatformError.badRequest('Sales must close before the draw time.', 'CloseDate');
}

/** What an audit row records of a draw. */
const auditFields = (fields: DrawFields) => ({
  DrawDate: fields.drawDate,
  CloseDate: fields.closeAt.toISOString(),
  DrawTime: fields.drawAt.toISOString(),
  Special: fields.special,
  Status: fields.status,
});

async function assertDateFree(tx: Db, locId: string, drawDate: string, exceptId?: number): Promise<void> {
  const [taken] = await tx.select({ id: draws.id }).from(draws).where(and(eq(draws.locId, locId), eq(draws.drawDate, drawDate)));
  if (taken && taken.id !== exceptId) throw new PlatformError(409, `There is already a ${locId} draw on ${drawDate}.`, 'DrawDate');
}

/** Starts the automatic Fixed Process runs now due on the location's open draws (after the change is committed). */
async function placeFixedBets(context: DrawEditContext, fields: DrawFields): Promise<void> {
  if (fields.status === 'OPEN' && fields.closeAt.getTime() > context.now.getTime()) {
    await runAutomaticFixedProcess(context.db, context.now, { locId: context.locId, owner: context.actor });
  }
}

/** POST draw: a new draw of the location (409 when the date has one). */
export async function createDraw(context: DrawEditContext, body: DrawCreate): Promise<DrawItem> {
  const { db, actor, locId, now } = context;
  const fields: DrawFields = {
    drawDate: body.DrawDate,
    closeAt: new Date(body.CloseDate),
    drawAt: new Date(body.DrawTime),
    special: body.Special,
    status: body.Status,
  };
  checkDrawTimes(fields);
  const draw = await db.transaction(async (tx) => {
    await assertDateFree(tx, locId, fields.drawDate);
    const [row] = await tx.insert(draws).values({ locId, ...fields }).onConflictDoNothing().returning();
    if (!row) throw new PlatformError(409, `There is already a ${locId} draw on ${fields.drawDate}.`, 'DrawDate');
    await writeAudit(tx, { actorId: actor.userId, entity: 'draw', entityId: row.id, action: 'CREATE', locId, after: auditFields(fields) });
    return row;
  });
  await placeFixedBets(context, fields);
  return drawItem((await findDrawWithBets(db, locId, draw.id)) ?? { draw, hasBets: false }, now);
}

/** The fields after the change, and the refusals of a change the draw does not allow. */
function changedFields(current: DrawRow, hasBets: boolean, body: DrawUpdate): DrawFields {
  const next: DrawFields = {
    drawDate: body.DrawDate ?? current.drawDate,
    closeAt: body.CloseDate ? new Date(body.CloseDate) : current.closeAt,
    drawAt: body.DrawTime ? new Date(body.DrawTime) : current.drawAt,
    special: body.Special ?? current.special,
    status: body.Status ?? current.status,
  };
  if (current.status === 'RESULTED') throw new PlatformError(409, `The draw of ${current.drawDate} has a result: reset the result before changing the draw.`);
  if (hasBets && next.drawDate !== current.drawDate) {
    throw new PlatformError(409, `The draw of ${current.drawDate} has bets: its date cannot move.`, 'DrawDate');
  }
  checkDrawTimes(next);
  return next;
}

const sameFields = (a: DrawFields, b: DrawFields) => JSON.stringify(auditFields(a)) === JSON.stringify(auditFields(b));

/** PUT draw: changes a draw of the location (404 for another location's). */
export async function updateDraw(context: DrawEditContext, body: DrawUpdate): Promise<DrawItem> {
  const { db, actor, locId, now } = context;
  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(draws)
      .where(and(eq(draws.id, body.DrawId), eq(draws.locId, locId)))
      .for('update');
    const found = locked ? await findDrawWithBets(tx, locId, locked.id) : undefined;
    if (!locked || !found) throw PlatformError.notFound(DRAW_NOT_FOUND);
    const next = changedFields(locked, found.hasBets, body);
    if (sameFields(locked, next)) return { fields: next, changed: false };
    if (next.drawDate !== locked.drawDate) await assertDateFree(tx, locId, next.drawDate, locked.id);
    await tx.update(draws).set(next).where(eq(draws.id, locked.id));
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'draw',
      entityId: locked.id,
      action: 'UPDATE',
      locId,
      before: auditFields(locked),
      after: auditFields(next),
    });
    return { fields: next, changed: true };
  });
  if (outcome.changed) await placeFixedBets(context, outcome.fields);
  const row = await findDrawWithBets(db, locId, body.DrawId);
  if (!row) throw PlatformError.notFound(DRAW_NOT_FOUND);
  return drawItem(row, now);
}
