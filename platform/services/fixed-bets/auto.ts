// The automatic runs of Fixed Process (docs/decisions/fixed-process.md), which replace the silent
// sweep: each location whose Fixed Setting is on gets ONE run per draw, started once the draw is the
// next draw of one of its live fixed bets (the earliest open draw on one of its days), falls on a
// weekday the setting covers, and closes within its LeadHours. fixed_auto_runs (primary key: the draw)
// makes that one run across instances; the jobs lease makes it run in one of them. A run is recorded
// like one started by hand and listed by selectProcessJob. Checked at start (awaited), every minute,
// and when a draw is created or edited. Refusals are retried by a run started by hand.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fixedAutoRuns, fixedBets } from '../../db/schema';
import { jobEnd, startJob, type RunnerOptions } from '../jobs/runner';
import { startPeriodic, type PeriodicTask } from '../jobs/periodic';
import type { DrawRow } from '../draws/read';
import type { UserRow } from '../users/users';
import { nextDrawOf, openDrawsByLocation, playsOn } from './read';
import { companyAdmin, createRun } from './process';
import { autoSettingOf } from './settings';

const HOUR_MS = 3_600_000;

/** A thrown marker: the draw had its automatic run already (the transaction is undone). */
class Taken extends Error {}

/** The draws due an automatic run now (of one location with `locId`), by the settings and the fixed bets. */
async function drawsDue(db: Db, now: Date, locId?: string): Promise<DrawRow[]> {
  const live = await db
    .select({ locId: fixedBets.locId, days: fixedBets.days })
    .from(fixedBets)
    .where(and(isNull(fixedBets.deletedAt), locId ? eq(fixedBets.locId, locId) : undefined));
  const open = await openDrawsByLocation(db, live.map((row) => row.locId), now);
  const next = new Map<number, DrawRow>();
  for (const fixed of live) {
    const draw = nextDrawOf(fixed, open.get(fixed.locId));
    if (draw) next.set(draw.id, draw);
  }
  if (next.size === 0) return [];
  const started = await db.select({ drawId: fixedAutoRuns.drawId }).from(fixedAutoRuns).where(inArray(fixedAutoRuns.drawId, [...next.keys()]));
  const taken = new Set(started.map((row) => row.drawId));
  const due: DrawRow[] = [];
  for (const draw of next.values()) {
    if (taken.has(draw.id)) continue;
    const setting = await autoSettingOf(db, draw.locId);
    if (!setting.auto || !playsOn(setting, draw.drawDate)) continue;
    if (setting.leadHours !== null && draw.closeAt.getTime() - setting.leadHours * HOUR_MS > now.getTime()) continue;
    due.push(draw);
  }
  return due.sort((a, b) => a.closeAt.getTime() - b.closeAt.getTime() || a.id - b.id);
}

export interface AutoOptions {
  locId?: string;
  /** Who the run is recorded as started by (the user whose draw change started it); the company otherwise. */
  owner?: UserRow;
  logError?: (line: string) => void;
}

/**
 * Starts the automatic runs due now and waits for those this process runs. Answers the jobs created.
 */
export async function runAutomaticFixedProcess(db: Db, now: Date, options: AutoOptions = {}): Promise<number[]> {
  const due = await drawsDue(db, now, options.locId);
  if (due.length === 0) return [];
  const owner = options.owner ?? (await companyAdmin(db));
  if (!owner) return [];
  const runner: RunnerOptions = { now: () => now, logError: options.logError ?? ((line) => console.error(line)) };
  const created: number[] = [];
  for (const draw of due) {
    try {
      const job = await db.transaction(async (tx) => {
        const made = await createRun(tx, owner, draw, 'AUTO');
        const [claimed] = await tx.insert(fixedAutoRuns).values({ drawId: draw.id, jobId: made.id }).onConflictDoNothing().returning();
        if (!claimed) throw new Taken();
        return made;
      });
      created.push(job.id);
    } catch (error) {
      if (!(error instanceof Taken)) throw error;
    }
  }
  for (const id of created) await startJob(db, id, runner);
  await Promise.all(created.map((id) => jobEnd(db, id)));
  return created;
}

export const FIXED_PROCESS_CHECK_MS = 60_000;

/**
 * Checks for automatic runs once (awaited: the platform serves only after the fixed bets are on the
 * draws due, so the first requests see a settled CreditLeft) and then every `intervalMs`.
 */
export function startFixedBetSweeper(
  db: Db,
  options: { now?: () => Date; intervalMs?: number; log?: (line: string) => void } = {},
): Promise<PeriodicTask> {
  const now = options.now ?? (() => new Date());
  const logError = options.log ?? ((line: string) => console.error(line));
  return startPeriodic('fixed process', () => runAutomaticFixedProcess(db, now(), { logError }), options.intervalMs ?? FIXED_PROCESS_CHECK_MS, options.log);
}
