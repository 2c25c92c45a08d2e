// GET draw/weekJob (docs/product.md#call-catalogue "Draws"): the draw schedule job. It applies the location's weekly
// schedule (lib/domain/draw-calendar.ts) from today to the Sunday of the N-th week and creates every
// missing draw whose sales have not closed yet; a date that has a draw (any status, a cancelled one
// too) is left alone, so running it again creates nothing. It is a GET in the spec: it stays safe to
// repeat (idempotent, and it only creates what the schedule says), and DryRun=true only lists what is
// missing. Each draw created writes an audit row; the fixed bets due on the new draws are placed.
import { and, between, eq } from 'drizzle-orm';
import type { DrawWeekJob } from '@/lib/contract/draws';
import { WEEK_JOB_DEFAULT_WEEKS } from '@/lib/contract/draws';
import { DEFAULT_DRAW_SCHEDULES, drawsBetween, type DrawSchedule } from '@/lib/domain/draw-calendar';
import { addDays, operatorDate } from '@/lib/domain/operator-time';
import { draws } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import type { DrawEditContext } from './edit';
import { drawItem, listDrawsWithBets, weekOf } from './read';
import { runAutomaticFixedProcess } from '../fixed-bets/auto';

/** The weekly schedule of a location (the demo locations' defaults; none: the job refuses). */
export function scheduleOf(locId: string): DrawSchedule | undefined {
  return (DEFAULT_DRAW_SCHEDULES as Readonly<Record<string, DrawSchedule>>)[locId];
}

/** Creates the schedule's missing draws of this week and the next `weeks - 1` (DryRun: lists them only). */
export async function runWeekJob(context: DrawEditContext, options: { weeks?: number; dryRun?: boolean }): Promise<DrawWeekJob> {
  const { db, actor, locId, now } = context;
  const schedule = scheduleOf(locId);
  if (!schedule) throw new PlatformError(409, `Location ${locId} has no weekly draw schedule: create its draws one by one.`);
  const from = operatorDate(now);
  const to = addDays(weekOf(from).start, 7 * (options.weeks ?? WEEK_JOB_DEFAULT_WEEKS) - 1);
  const slots = drawsBetween(schedule, from, to).filter((slot) => slot.closeAt.getTime() > now.getTime());
  const dryRun = options.dryRun ?? false;

  const created = await db.transaction(async (tx) => {
    const existing = await tx
      .select({ drawDate: draws.drawDate })
      .from(draws)
      .where(and(eq(draws.locId, locId), between(draws.drawDate, from, to)));
    const taken = new Set(existing.map((row) => row.drawDate));
    const missing = slots.filter((slot) => !taken.has(slot.drawDate));
    if (dryRun || missing.length === 0) return { missing, rows: [] };
    const rows = await tx
      .insert(draws)
      .values(missing.map((slot) => ({ locId, ...slot, status: 'OPEN' as const })))
      .onConflictDoNothing()
      .returning();
    for (const row of rows) {
      await writeAudit(tx, {
        actorId: actor.userId,
        entity: 'draw',
        entityId: row.id,
        action: 'CREATE',
        locId,
        after: { DrawDate: row.drawDate, CloseDate: row.closeAt.toISOString(), DrawTime: row.drawAt.toISOString(), Special: row.special, Status: row.status, Source: 'draw/weekJob' },
      });
    }
    return { missing, rows };
  });
  if (created.rows.length > 0) await runAutomaticFixedProcess(db, now, { locId, owner: actor });
  // Read back: the fixed bets just placed give the new draws bets.
  const ids = new Set(created.rows.map((row) => row.id));
  const fresh = ids.size === 0 ? [] : (await listDrawsWithBets(db, locId, { from, to })).filter((row) => ids.has(row.draw.id));
  return {
    From: from,
    To: to,
    DryRun: dryRun,
    Missing: created.missing.map((slot) => slot.drawDate),
    Created: fresh.reverse().map((row) => drawItem(row, now)),
    Existing: slots.length - created.missing.length,
  };
}
