// POST insertProcess, POST draw/result/r5, PUT draw/result/reset6/{id} and reset7/{id}: storing a
// draw's result and settling it as a job, settling again, and undoing. Every change holds the draw row
// FOR UPDATE (settleDraw takes the same lock, so a change and a settlement never interleave), refuses
// with 409 while a settle job of the draw is queued or running, and writes an audit row in its
// transaction. A draw without a settlement stores the result at once. A settled draw keeps its result
// and its settlement, settled_at included, until the settle job stores the new result, reverses the
// old settlement and books the new one in ONE transaction (services/results/settle.ts): a reader sees
// the old books or the new ones, never a mix, and a crash or a failed job leaves the old ones whole.
import { count, eq } from 'drizzle-orm';
import type { DrawStatus } from '@/lib/contract/draws';
import { resultProblems, type InsertProcess, type JobStarted, type ResetAnswer, type ResultInput } from '@/lib/contract/results';
import type { Db } from '../../db/client';
import { drawResults, draws, settlements, ttDividends } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { drawStatus, type DrawRow } from '../draws/read';
import { assertNotSettling, createDrawJob, launch, lockDraw, RESULT_JOB_KINDS, resumeSettles, type ResultJobDeps } from './jobs';
import './settle';
import type { SettleParams } from './settle';
import { resultRecord, storeResult } from './store';
import { unsettleDraw } from '../settlement/settle';

export interface EntryDeps extends ResultJobDeps {
  game: '4D' | 'TT';
  now: Date;
}

/** 400 with every problem of the result (the first one names the field). */
function assertValidResult(game: '4D' | 'TT', input: ResultInput): void {
  const problems = resultProblems(game, input);
  const first = problems[0];
  if (first) throw new PlatformError(400, first.message, first.field, { data: problems.map((problem) => problem.message) });
}

/** 409 unless the draw may take a result: closed (sales over) and not cancelled. */
function assertMayTakeResult(draw: DrawRow, now: Date): void {
  if (draw.status === 'CANCELLED') throw new PlatformError(409, `The draw of ${draw.drawDate} is cancelled: it has no result.`);
  if (draw.closeAt.getTime() > now.getTime()) {
    throw new PlatformError(409, `The draw of ${draw.drawDate} is still open: its result can be entered after sales close at ${draw.closeAt.toISOString()}.`);
  }
}

/** POST insertProcess: stores (or, for a settled draw, hands the settle job) the result and starts its settlement. */
export async function insertResult(deps: EntryDeps, input: InsertProcess): Promise<JobStarted> {
  assertValidResult(deps.game, input);
  await resumeSettles(deps.db, input.DrawId, deps.runner);
  const job = await deps.db.transaction(async (tx) => {
    const draw = await lockDraw(tx, deps.locId, input.DrawId);
    assertMayTakeResult(draw, deps.now);
    await assertNotSettling(tx, draw.id);
    const entered = { Results: input.Results, Dividends: input.Dividends };
    // Settled: the job stores it with the new settlement. Not settled: nothing is booked to mix with.
    const params: SettleParams = draw.settledAt ? { drawId: draw.id, result: entered, enteredAt: deps.now.toISOString() } : { drawId: draw.id };
    if (!draw.settledAt) await storeResult(tx, { actorId: deps.actor.userId, locId: deps.locId, drawId: draw.id, at: deps.now }, entered);
    return createDrawJob(tx, deps, RESULT_JOB_KINDS.settle, { ...params });
  });
  return launch(deps, job);
}

/** POST draw/result/r5: settles the resulted draw again (409 while one is under way). */
export async function resettle(deps: EntryDeps, drawId: number): Promise<JobStarted> {
  await resumeSettles(deps.db, drawId, deps.runner);
  const job = await deps.db.transaction(async (tx) => {
    const draw = await lockDraw(tx, deps.locId, drawId);
    if (draw.status !== 'RESULTED') throw new PlatformError(409, `The draw of ${draw.drawDate} has no result to settle.`);
    await assertNotSettling(tx, draw.id);
    await writeAudit(tx, { actorId: deps.actor.userId, entity: 'settlement', entityId: draw.id, action: 'UPDATE', locId: deps.locId, after: { Resettle: true } });
    return createDrawJob(tx, deps, RESULT_JOB_KINDS.settle, { drawId: draw.id });
  });
  return launch(deps, job);
}

async function settlementRows(tx: Db, drawId: number): Promise<number> {
  const [row] = await tx.select({ rows: count() }).from(settlements).where(eq(settlements.drawId, drawId));
  return row?.rows ?? 0;
}

/**
 * PUT reset6 (keepResult false): the settlement is reversed and the result removed, so the draw is
 * OPEN again in the table (CLOSED by the clock). PUT reset7 (keepResult true): the settlement only is
 * reversed; the result stays, ready to be settled again with r5 (e.g. after pay rates were corrected).
 */
export async function resetResult(deps: EntryDeps, drawId: number, keepResult: boolean): Promise<ResetAnswer> {
  await resumeSettles(deps.db, drawId, deps.runner);
  const draw = await deps.db.transaction(async (tx) => {
    const locked = await lockDraw(tx, deps.locId, drawId);
    if (locked.status !== 'RESULTED') throw new PlatformError(409, `The draw of ${locked.drawDate} has no result to reset.`);
    await assertNotSettling(tx, locked.id);
    const reversed = await settlementRows(tx, locked.id);
    const before = await resultRecord(tx, locked.id);
    await unsettleDraw(tx, locked.id);
    if (!keepResult) {
      await tx.delete(drawResults).where(eq(drawResults.drawId, locked.id));
      await tx.delete(ttDividends).where(eq(ttDividends.drawId, locked.id));
    }
    const [row] = await tx
      .update(draws)
      .set(keepResult ? { settledAt: null } : { status: 'OPEN', resultAt: null, settledAt: null })
      .where(eq(draws.id, locked.id))
      .returning();
    await writeAudit(tx, {
      actorId: deps.actor.userId,
      entity: keepResult ? 'settlement' : 'result',
      entityId: locked.id,
      action: 'DELETE',
      locId: deps.locId,
      before: { ...before, Settled: locked.settledAt !== null, SettlementRows: reversed },
      after: keepResult ? { Settled: false } : null,
    });
    return { row: row ?? locked, reversed };
  });
  const status: DrawStatus = drawStatus(draw.row, deps.now);
  return { DrawId: drawId, Status: status, HasResult: draw.row.status === 'RESULTED', Settled: false, Reversed: draw.reversed };
}
