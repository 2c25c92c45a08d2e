// The background jobs of a draw's result (services/jobs/runner.ts), as files/process.ts does for uploads: a
// job is a row of `jobs` with the draw as its subject, started after the request that asked for it has
// committed, polled through a /status call that resumes a job cut off by a restart. Every handler is
// idempotent (settling again reverses the earlier settlement first; the checks and bin jobs only read
// and answer), so running one again is safe. The status calls answer a job only under its own call
// (kinds) and location; any other id is a 404.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { JobStarted } from '@/lib/contract/results';
import type { Db } from '../../db/client';
import { draws, jobs } from '../../db/schema';
import { PlatformError } from '../../errors';
import type { DrawRow } from '../draws/read';
import { createJob, findJob, isUnfinished, startJob, type JobRow, type RunnerOptions } from '../jobs/runner';
import type { UserRow } from '../users/users';

/** The job kinds of the result calls. */
export const RESULT_JOB_KINDS = {
  /** insertProcess and draw/result/r5: settleDraw. */
  settle: 'results.settle',
  /** draw/result/r5/report: the books check. */
  check: 'results.check',
  binBurst: 'results.binBurst',
  binConfirm: 'results.binConfirm',
  binReport: 'results.binReport',
} as const;
export type ResultJobKind = (typeof RESULT_JOB_KINDS)[keyof typeof RESULT_JOB_KINDS];

/** The parameters of every result job: its draw (bin confirmations add the numbers confirmed). */
export interface DrawJobParams {
  drawId: number;
}

export interface ResultJobDeps {
  db: Db;
  actor: UserRow;
  locId: string;
  runner: RunnerOptions;
}

const JOB_NOT_FOUND = 'Job not found.';
const DRAW_NOT_FOUND = 'Draw not found.';
export const SETTLING = 'A settlement of this draw is running: wait until it has finished.';

/** The draw of the location, locked until the transaction ends (404 otherwise). */
export async function lockDraw(tx: Db, locId: string, drawId: number): Promise<DrawRow> {
  const [draw] = await tx
    .select()
    .from(draws)
    .where(and(eq(draws.id, drawId), eq(draws.locId, locId)))
    .for('update');
  if (!draw) throw PlatformError.notFound(DRAW_NOT_FOUND);
  return draw;
}

/**
 * Starts a job that reads the draw (the books check, the bin jobs): the draw must be of the location
 * (404) and pass `check` (a 409 of the caller's); the job is created with the draw row locked and
 * its params may be completed by `check` (it returns extra params, or nothing).
 */
export async function startDrawJob(
  deps: ResultJobDeps,
  kind: ResultJobKind,
  params: DrawJobParams & Record<string, unknown>,
  check: (draw: DrawRow, tx: Db) => Promise<Record<string, unknown> | void> | Record<string, unknown> | void,
): Promise<JobStarted> {
  const job = await deps.db.transaction(async (tx) => {
    const draw = await lockDraw(tx, deps.locId, params.drawId);
    // Inside the transaction only tx may be used: on PGlite a query on db would wait for it to end.
    const extra = await check(draw, tx);
    return createDrawJob(tx, deps, kind, { ...params, ...(extra ?? {}) });
  });
  return launch(deps, job);
}

/** Creates a job of the draw (call inside the transaction that makes the change it follows). */
export async function createDrawJob(tx: Db, deps: ResultJobDeps, kind: ResultJobKind, params: DrawJobParams & Record<string, unknown>): Promise<JobRow> {
  return createJob(tx, { kind, subjectId: params.drawId, ownerId: deps.actor.userId, locId: deps.locId, params });
}

/** Starts a created job (after its transaction committed) and answers its first state. */
export async function launch(deps: ResultJobDeps, job: JobRow): Promise<JobStarted> {
  await startJob(deps.db, job.id, deps.runner);
  const now = (await findJob(deps.db, job.id)) ?? job;
  return { JobId: now.id, DrawId: job.subjectId ?? 0, Status: now.status as JobStarted['Status'] };
}

/** The unfinished settle jobs of the draw. */
async function unfinishedSettles(db: Db, drawId: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, RESULT_JOB_KINDS.settle), eq(jobs.subjectId, drawId), inArray(jobs.status, ['QUEUED', 'RUNNING'])));
}

/**
 * Resumes the draw's settle jobs that a restart cut off (claimed only when their heartbeat stopped),
 * so a stuck job never blocks a reset for good. Call before the transaction that checks assertNotSettling.
 */
export async function resumeSettles(db: Db, drawId: number, runner: RunnerOptions): Promise<void> {
  for (const job of await unfinishedSettles(db, drawId)) await startJob(db, job.id, runner);
}

/** 409 while a settle job of the draw is queued or running (call with the draw row locked). */
export async function assertNotSettling(tx: Db, drawId: number): Promise<void> {
  if ((await unfinishedSettles(tx, drawId)).length > 0) throw new PlatformError(409, SETTLING);
}

/** The latest finished (DONE) job of a kind for the draw, if any. */
export async function latestDone(db: Db, kind: ResultJobKind, drawId: number): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.subjectId, drawId), eq(jobs.status, 'DONE')))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(1);
  return row;
}

/** A job's state as the status calls answer it; the result's shape is the caller's. */
export interface JobState {
  JobId: number;
  DrawId: number;
  Status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  Progress: number;
  Message?: string;
  Result?: unknown;
  StartedDate: string;
  FinishedDate: string | null;
}

export function jobState(job: JobRow): JobState {
  const status = job.status as JobState['Status'];
  return {
    JobId: job.id,
    DrawId: job.subjectId ?? 0,
    Status: status,
    Progress: status === 'DONE' ? 100 : job.progress,
    ...(status === 'FAILED' && job.error ? { Message: job.error } : {}),
    ...(status === 'DONE' && job.result !== null ? { Result: job.result } : {}),
    StartedDate: (job.startedAt ?? job.createdAt).toISOString(),
    FinishedDate: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}

/** GET .../{id}/status: the job of the kind in the caller's location (404 otherwise); resumes a cut-off one. */
export async function drawJobStatus(deps: ResultJobDeps, jobId: number, kind: ResultJobKind): Promise<JobState> {
  const listed = await findJob(deps.db, jobId);
  if (!listed || listed.kind !== kind || listed.locId !== deps.locId) throw PlatformError.notFound(JOB_NOT_FOUND);
  if (isUnfinished(listed.status)) await startJob(deps.db, listed.id, deps.runner);
  const job = await findJob(deps.db, jobId);
  if (!job) throw PlatformError.notFound(JOB_NOT_FOUND);
  return jobState(job);
}
