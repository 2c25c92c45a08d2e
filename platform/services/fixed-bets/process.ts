// Fixed Process (docs/decisions/fixed-process.md): a run of the job 'fixed.process' places the live
// fixed bets of a location that play on one draw, one ticket per member (sweep.ts placeGroup: the
// member's account row locked, its due fixed bets read again under the lock, the ticket placed as the
// member, the outcome written to fixed_bet_runs in the same transaction). So a run never places a fixed
// bet twice on a draw, whether it is run again, cut off and resumed, or runs beside another run.
// Each refusal (no credit, a closed draw, a member stopped...) is listed in the run's result with the
// placement's own message. Runs are started by hand (POST updateProcessJob) or automatically (auto.ts).
import { and, asc, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { ProcessFailure, ProcessJobPage, ProcessRun, StartedProcess } from '@/lib/contract/fixed-process';
import type { Db } from '../../db/client';
import { draws, fixedBetRuns, fixedBets, jobs, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { createJob, findJob, isUnfinished, JobFailure, registerJobHandler, startJob, type JobContext, type JobRow, type RunnerOptions } from '../jobs/runner';
import type { UserRow } from '../users/users';
import { playsOn } from './read';
import { placeGroup, type Due } from './sweep';

export const PROCESS_KIND = 'fixed.process';
export type Trigger = 'AUTO' | 'MANUAL';
const DRAW_NOT_FOUND = 'Draw not found.';
const RUN_NOT_FOUND = 'Fixed process run not found.';
/** Runs GET selectProcessJob lists. */
const LISTED_RUNS = 20;
/** Closed, not yet resulted draws offered beside the open ones. */
const CLOSED_DRAWS = 3;

interface ProcessParams {
  drawId: number;
  trigger: Trigger;
}

interface ProcessResult {
  Placed: number;
  AlreadyPlaced: number;
  Failures: ProcessFailure[];
}

/** The members' groups of live fixed bets playing on the draw, in member order. */
async function groupsOf(db: Db, draw: typeof draws.$inferSelect): Promise<Due[]> {
  const live = await db
    .select({ fixed: fixedBets, member: users })
    .from(fixedBets)
    .innerJoin(users, eq(users.userId, fixedBets.userId))
    .where(and(eq(fixedBets.locId, draw.locId), isNull(fixedBets.deletedAt)))
    .orderBy(fixedBets.userId, fixedBets.id);
  const groups = new Map<string, Due>();
  for (const { fixed, member } of live) {
    if (!playsOn(fixed, draw.drawDate)) continue;
    const group = groups.get(fixed.userId) ?? { member, locId: draw.locId, draw, ids: [] };
    group.ids.push(fixed.id);
    groups.set(fixed.userId, group);
  }
  return [...groups.values()];
}

async function processDraw(context: JobContext<ProcessParams>): Promise<ProcessResult> {
  const { db, params } = context;
  const [draw] = await db.select().from(draws).where(eq(draws.id, params.drawId));
  if (!draw) throw new JobFailure(DRAW_NOT_FOUND);
  const groups = await groupsOf(db, draw);
  const result: ProcessResult = { Placed: 0, AlreadyPlaced: 0, Failures: [] };
  const ids = groups.flatMap((group) => group.ids);
  const placedRuns = ids.length
    ? await db
        .select({ fixedBetId: fixedBetRuns.fixedBetId })
        .from(fixedBetRuns)
        .where(and(eq(fixedBetRuns.drawId, draw.id), inArray(fixedBetRuns.fixedBetId, ids), eq(fixedBetRuns.status, 'PLACED')))
    : [];
  const done = new Set(placedRuns.map((run) => run.fixedBetId));
  for (const [index, group] of groups.entries()) {
    const due = group.ids.filter((id) => !done.has(id));
    const outcome = due.length ? await placeGroup(db, { ...group, ids: due }, context.now()) : {};
    if (outcome.ticketId) result.Placed += 1;
    else if (outcome.refused) result.Failures.push({ UserId: group.member.userId, UserName: group.member.userName, FixedBetIds: due, Reason: outcome.refused });
    else result.AlreadyPlaced += 1;
    await context.report({ processed: index + 1, total: groups.length, result: () => result });
  }
  return result;
}

registerJobHandler<ProcessParams>(PROCESS_KIND, processDraw);

/** The answer of a run (its draw's date read with it). */
function runAnswer(job: JobRow, drawDate: string): ProcessRun {
  const params = job.params as ProcessParams;
  const result = (job.result ?? {}) as Partial<ProcessResult>;
  return {
    JobId: job.id,
    DrawId: params.drawId,
    DrawDate: drawDate,
    Trigger: params.trigger,
    Status: job.status as ProcessRun['Status'],
    Progress: job.progress,
    Processed: job.processed,
    Total: job.total,
    Placed: result.Placed ?? 0,
    AlreadyPlaced: result.AlreadyPlaced ?? 0,
    Failures: result.Failures ?? [],
    StartedBy: job.ownerId,
    CreatedDate: job.createdAt.toISOString(),
    FinishedDate: job.finishedAt?.toISOString() ?? null,
    Error: job.error,
  };
}

export interface ProcessDeps {
  db: Db;
  actor: UserRow;
  locId: string;
  now: Date;
  runner: RunnerOptions;
}

/** The runs of the location (or the one of JobId), newest first; an unfinished one is resumed if cut off. */
async function runsOf(deps: ProcessDeps, jobId?: number): Promise<ProcessRun[]> {
  const { db, locId } = deps;
  const rows = await db
    .select({ job: jobs, drawDate: draws.drawDate })
    .from(jobs)
    .innerJoin(draws, eq(draws.id, jobs.subjectId))
    .where(and(eq(jobs.kind, PROCESS_KIND), eq(draws.locId, locId), jobId === undefined ? undefined : eq(jobs.id, jobId)))
    .orderBy(desc(jobs.id))
    .limit(LISTED_RUNS);
  return Promise.all(
    rows.map(async ({ job, drawDate }) => {
      if (!isUnfinished(job.status)) return runAnswer(job, drawDate);
      await startJob(db, job.id, deps.runner);
      return runAnswer((await findJob(db, job.id)) ?? job, drawDate);
    }),
  );
}

/** GET selectProcessJob: the latest runs (JobId: that one, 404 when not of the location) and the draws to pick. */
export async function processJobPage(deps: ProcessDeps, jobId?: number): Promise<ProcessJobPage> {
  const { db, locId, now } = deps;
  const runs = await runsOf(deps, jobId);
  if (jobId !== undefined && runs.length === 0) throw PlatformError.notFound(RUN_NOT_FOUND);
  const open = await db
    .select()
    .from(draws)
    .where(and(eq(draws.locId, locId), eq(draws.status, 'OPEN'), gt(draws.closeAt, now)))
    .orderBy(asc(draws.closeAt));
  const closed = await db
    .select()
    .from(draws)
    .where(and(eq(draws.locId, locId), eq(draws.status, 'OPEN'), lte(draws.closeAt, now)))
    .orderBy(desc(draws.closeAt))
    .limit(CLOSED_DRAWS);
  const drawAnswer = (draw: typeof draws.$inferSelect) => ({ DrawId: draw.id, DrawDate: draw.drawDate, CloseDate: draw.closeAt.toISOString(), Open: draw.closeAt > now });
  return { Runs: runs, Draws: [...open, ...closed].map(drawAnswer) };
}

/** The company account: who an automatic run is recorded as started by. */
export async function companyAdmin(db: Db): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(and(eq(users.role, 'ADMIN'), isNull(users.parentId))).orderBy(asc(users.userId)).limit(1);
  return row;
}

/**
 * Creates a run of the job on the draw (inside `tx`, with the audit row of a run started by hand).
 * The runner starts it once the transaction has committed (startRun).
 */
export async function createRun(tx: Db, owner: UserRow, draw: typeof draws.$inferSelect, trigger: Trigger): Promise<JobRow> {
  const params: ProcessParams = { drawId: draw.id, trigger };
  const job = await createJob(tx, { kind: PROCESS_KIND, subjectId: draw.id, ownerId: owner.userId, locId: draw.locId, params });
  if (trigger === 'MANUAL') {
    await writeAudit(tx, { actorId: owner.userId, entity: 'fixedProcess', entityId: job.id, action: 'CREATE', locId: draw.locId, after: { DrawId: draw.id, DrawDate: draw.drawDate, Trigger: trigger } });
  }
  return job;
}

/**
 * POST updateProcessJob: a run on the draw of the location now. A run of the draw still under way is
 * answered instead (Started false): two clicks start one run.
 */
export async function startProcess(deps: ProcessDeps, drawId: number): Promise<StartedProcess> {
  const { db, actor, locId } = deps;
  const [draw] = await db.select().from(draws).where(and(eq(draws.id, drawId), eq(draws.locId, locId)));
  if (!draw) throw PlatformError.notFound(DRAW_NOT_FOUND);
  const [running] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, PROCESS_KIND), eq(jobs.subjectId, draw.id), inArray(jobs.status, ['QUEUED', 'RUNNING'])))
    .orderBy(desc(jobs.id))
    .limit(1);
  const jobId = running?.id ?? (await db.transaction((tx) => createRun(tx, actor, draw, 'MANUAL'))).id;
  const [run] = await runsOf(deps, jobId);
  if (!run) throw PlatformError.notFound(RUN_NOT_FOUND);
  return { Run: run, Started: !running };
}
