// Writing a draw's result (its numbers and Toto dividends) and the audit row of that change, shared by
// insertProcess (a draw without a settlement stores it at once) and the settle job (a re-entered result
// of a settled draw is stored in the same transaction that settles it: services/results/settle.ts).
import { eq } from 'drizzle-orm';
import type { InsertProcess } from '@/lib/contract/results';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { drawResults, draws, ttDividends } from '../../db/schema';
import { writeAudit } from '../audit/write';
import { resultsOf } from '../draws/read';

/** A result as entered: what the settle job carries for a settled draw until it settles. */
export type EnteredResult = Pick<InsertProcess, 'Results' | 'Dividends'>;

/** A compact record of a draw's stored result for the audit log (null without one). */
export async function resultRecord(tx: Db, drawId: number): Promise<Record<string, unknown> | null> {
  const { numbers, dividends } = await resultsOf(tx, drawId);
  if (numbers.length === 0) return null;
  return {
    Results: numbers.map((row) => `${row.prize}-${row.position} ${row.number}`).join(', '),
    ...(dividends.length > 0 ? { Dividends: dividends.map((row) => `G${row.group} ${row.amount}`).join(', ') } : {}),
  };
}

export interface StoreResult {
  actorId: string;
  locId: string;
  drawId: number;
  /** When it was entered: the draw's resultAt. */
  at: Date;
}

/**
 * Replaces the draw's result, marks it RESULTED and writes the audit row (CREATE, or UPDATE over an
 * earlier result), all in the caller's transaction with the draw row locked. settled_at is left
 * alone: only a settlement sets or clears it.
 */
export async function storeResult(tx: Db, target: StoreResult, input: EnteredResult): Promise<void> {
  const { drawId } = target;
  const before = await resultRecord(tx, drawId);
  await tx.delete(drawResults).where(eq(drawResults.drawId, drawId));
  await tx.delete(ttDividends).where(eq(ttDividends.drawId, drawId));
  await tx.insert(drawResults).values(input.Results.map((row) => ({ drawId, prize: row.Prize, position: row.Position, number: row.Number.trim() })));
  if (input.Dividends.length > 0) {
    await tx.insert(ttDividends).values(input.Dividends.map((row) => ({ drawId, group: row.Group, amount: toMoney(String(row.Amount)) })));
  }
  await tx.update(draws).set({ status: 'RESULTED', resultAt: target.at }).where(eq(draws.id, drawId));
  await writeAudit(tx, {
    actorId: target.actorId,
    entity: 'result',
    entityId: drawId,
    action: before ? 'UPDATE' : 'CREATE',
    locId: target.locId,
    before,
    after: await resultRecord(tx, drawId),
  });
}
