// A small background-job runner (docs/product.md#states-and-transitions: long-running processes are polled through status
// calls). A job is a row of `jobs`: its kind picks a handler, which runs in this process after the
// request that started it has answered, in chunks: after each chunk it reports progress and yields to
// the event loop, so other requests are served meanwhile; the progress (with a heartbeat and the answer
// so far) is stored at most every REPORT_EVERY_MS, so any request can poll the row. Who may run an
// unfinished job: on PostgreSQL the process that takes its lease (services/jobs/lease.ts: a lock that
// dies with its connection, so a job of a killed process is claimed at once and a job running in
// another instance never is); on PGlite, opened by one process, a QUEUED job, or a RUNNING one whose
// heartbeat stopped (or any RUNNING one at start-up). A job cut off is run again from the beginning:
// handlers must be idempotent (upload processing places every ticket under a key derived from the
// file and the group; settling finishes its job in its own transaction). Every claim is recorded on
// the row (claims, claimedBy: host and pid), so a job that ran once, however many instances polled it,
// shows 1. startJobSweeper resumes the unfinished jobs when the platform starts, and then every
// SWEEP_EVERY_MS.
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import { leasesOf, poolOf } from './lease';
import { startPeriodic, type PeriodicTask } from './periodic';
import { findUser, type UserRow } from '../users/users';

export type JobRow = typeof jobs.$inferSelect;
type JobState = 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';

/** A RUNNING job without a heartbeat for this long was cut off and may be claimed again. */
const STALE_AFTER_MS = 30_000;
/** Progress, heartbeat and result are stored at most this often while running (the end always writes them). */
const REPORT_EVERY_MS = 250;

export interface JobContext<P> {
  db: Db;
  job: JobRow;
  params: P;
  /** The user who started the job: the handler acts with its rights (checked again by the handler). */
  owner: UserRow;
  /** The platform's clock (tests move it). */
  now: () => Date;
  /**
   * Progress after a chunk: the event loop gets a turn, and at most every REPORT_EVERY_MS the progress
   * is stored with a heartbeat and `result()`, the answer so far (called only then).
   */
  report(progress: { processed: number; total: number; result?: () => unknown }): Promise<void>;
}

/** Runs a job to its end and answers its result; a thrown JobFailure fails the job with its message. */
export type JobHandler<P = unknown> = (context: JobContext<P>) => Promise<unknown>;

/** A failure the user is told about (any other error fails the job with a generic message and is logged). */
export class JobFailure extends Error {
  /** `cause`: an unexpected error behind the failure, logged by the runner (the user sees only the message). */
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobFailure';
  }
}

const handlers = new Map<string, JobHandler<never>>();

/** Registers the handler of a kind (once, at module load). */
export function registerJobHandler<P>(kind: string, handler: JobHandler<P>): void {
  handlers.set(kind, handler as JobHandler<never>);
}

export interface NewJob {
  kind: string;
  subjectId: number | null;
  ownerId: string;
  locId: string | null;
  params: unknown;
}

export async function createJob(db: Db, job: NewJob): Promise<JobRow> {
  const [row] = await db.insert(jobs).values({ ...job, params: job.params ?? {} }).returning();
  if (!row) throw new Error('job insert returned nothing');
  return row;
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export interface RunnerOptions {
  now: () => Date;
  /** Where an unexpected handler error goes (never to the client). */
  logError: (line: string) => void;
}

/** Jobs this process is running, per database (tests run several apps in one process). */
const active = new WeakMap<Db, Set<number>>();

/** The end of each job this process is running (jobEnd). */
const ends = new WeakMap<Db, Map<number, Promise<void>>>();

/** Resolves once the job, if this process is running it, has ended (at once otherwise). */
export const jobEnd = (db: Db, id: number): Promise<void> => ends.get(db)?.get(id) ?? Promise.resolve();

function activeOf(db: Db): Set<number> {
  let set = active.get(db);
  if (!set) active.set(db, (set = new Set()));
  return set;
}

/** How a claim treats a RUNNING job on PGlite: only with a stopped heartbeat, or any (start-up: it was cut off). */
export interface ClaimOptions {
  orphaned?: boolean;
}

interface Claimed {
  job: JobRow;
  /** Gives the lease back once the job has ended (nothing to give on PGlite). */
  release(): Promise<void>;
}

/** Jobs of these states are not finished: a poll, the sweep or start-up may need to resume them. */
const UNFINISHED_STATES: JobState[] = ['QUEUED', 'RUNNING'];

/** This process, as a job's claimedBy records it: host name and process id. */
export const RUNNER_ID = `${hostname()}:${process.pid}`.slice(-96);

/**
 * Marks the job RUNNING with a fresh heartbeat, when `claimable` holds in the same UPDATE, and records
 * the claim (claims counts them; claimedBy is this process).
 */
async function markRunning(db: Db, id: number, claimable: ReturnType<typeof and>): Promise<JobRow | undefined> {
  const wall = new Date();
  const [row] = await db
    .update(jobs)
    .set({ status: 'RUNNING', startedAt: sql`coalesce(${jobs.startedAt}, ${wall})`, heartbeatAt: wall, error: null, claims: sql`${jobs.claims} + 1`, claimedBy: RUNNER_ID })
    .where(and(eq(jobs.id, id), claimable))
    .returning();
  return row;
}

/**
 * Claims an unfinished job, or answers null. PostgreSQL: its lease first (held by another process,
 * it is running there), then the row, still unfinished. PGlite: in one UPDATE, a QUEUED job, or a
 * RUNNING one whose heartbeat stopped (any, with `orphaned`).
 */
async function claim(db: Db, id: number, options: RunnerOptions, claimOptions: ClaimOptions): Promise<Claimed | null> {
  const pool = poolOf(db);
  if (pool) {
    const leases = leasesOf(pool, options.logError);
    if (!(await leases.acquire(id))) return null;
    const release = () => leases.release(id);
    const row = await markRunning(db, id, inArray(jobs.status, UNFINISHED_STATES)).catch(async (error: unknown) => {
      await release();
      throw error;
    });
    if (!row) {
      await release();
      return null;
    }
    return { job: row, release };
  }
  const stale = new Date(Date.now() - STALE_AFTER_MS);
  const cutOff = claimOptions.orphaned ? sql`true` : or(lt(jobs.heartbeatAt, stale), sql`${jobs.heartbeatAt} is null`);
  const row = await markRunning(db, id, or(eq(jobs.status, 'QUEUED'), and(eq(jobs.status, 'RUNNING'), cutOff)));
  return row ? { job: row, release: async () => undefined } : null;
}

const percent = (processed: number, total: number) => (total <= 0 ? 0 : Math.min(99, Math.floor((processed * 100) / total)));
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function run(db: Db, job: JobRow, options: RunnerOptions): Promise<void> {
  const handler = handlers.get(job.kind);
  const fail = (error: string) =>
    db.update(jobs).set({ status: 'FAILED', error, heartbeatAt: new Date(), finishedAt: new Date() }).where(eq(jobs.id, job.id));
  const owner = await findUser(db, job.ownerId);
  if (!handler || !owner) {
    await fail(handler ? 'The user who started this job no longer exists.' : `No handler for jobs of kind ${job.kind}.`);
    return;
  }
  let lastReportAt = 0;
  const context: JobContext<never> = {
    db,
    job,
    params: job.params as never,
    owner,
    now: options.now,
    async report({ processed, total, result }) {
      const wall = Date.now();
      if (wall - lastReportAt >= REPORT_EVERY_MS) {
        lastReportAt = wall;
        await db
          .update(jobs)
          .set({ processed, total, progress: percent(processed, total), heartbeatAt: new Date(wall), ...(result ? { result: result() } : {}) })
          .where(eq(jobs.id, job.id));
      }
      await yieldToEventLoop();
    },
  };
  try {
    const result = await handler(context);
    await db
      .update(jobs)
      .set({ status: 'DONE', progress: 100, processed: sql`${jobs.total}`, result: result ?? null, heartbeatAt: new Date(), finishedAt: new Date() })
      .where(eq(jobs.id, job.id));
  } catch (error) {
    const cause = error instanceof JobFailure ? error.cause : error;
    if (cause !== undefined) {
      const detail = cause instanceof Error ? (cause.stack ?? cause.message) : String(cause);
      options.logError(`[platform] job ${job.id} (${job.kind}) failed: ${detail}`);
    }
    if (error instanceof JobFailure) {
      await fail(error.message);
      return;
    }
    await fail('The job stopped because of an error on the platform. Start it again: nothing is placed twice.');
  }
}

/**
 * Marks the job DONE with its result inside the handler's own transaction, so the job and what it
 * changed commit together: cut off before the commit both are undone, after it both are done and a
 * second run finds the job finished (doneResultOf) instead of doing the work again.
 */
export async function finishJobIn(tx: Db, jobId: number, result: unknown): Promise<void> {
  await tx.update(jobs).set({ status: 'DONE', progress: 100, processed: sql`${jobs.total}`, result: result ?? null, finishedAt: new Date() }).where(eq(jobs.id, jobId));
}

/** The result of the job when it is DONE already (read inside the handler's transaction, after its locks). */
export async function doneResultOf(tx: Db, jobId: number): Promise<{ result: unknown } | undefined> {
  const [row] = await tx.select({ status: jobs.status, result: jobs.result }).from(jobs).where(eq(jobs.id, jobId));
  return row?.status === 'DONE' ? { result: row.result } : undefined;
}

/**
 * Starts the job in the background when it can be claimed (QUEUED, or cut off). Answers at once;
 * the job runs after the current request's work yields. Safe to call on every poll. Answers whether
 * this call started it.
 */
export async function startJob(db: Db, id: number, options: RunnerOptions, claimOptions: ClaimOptions = {}): Promise<boolean> {
  const running = activeOf(db);
  if (running.has(id)) return false;
  // Taken before the claim, so a second call meanwhile (a poll, the sweep) does not claim it too.
  running.add(id);
  let claimed: Claimed | null;
  try {
    claimed = await claim(db, id, options, claimOptions);
  } catch (error) {
    running.delete(id);
    throw error;
  }
  if (!claimed) {
    running.delete(id);
    return false;
  }
  const { job, release } = claimed;
  let ended = () => undefined as void;
  const endsOf = ends.get(db) ?? new Map<number, Promise<void>>();
  ends.set(db, endsOf);
  endsOf.set(id, new Promise<void>((resolve) => (ended = resolve)));
  setImmediate(() => {
    run(db, job, options)
      .catch((error: unknown) => options.logError(`[platform] job ${id} could not be finished: ${String(error)}`))
      .finally(() => {
        running.delete(id);
        endsOf.delete(id);
        ended();
        void release().catch((error: unknown) => options.logError(`[platform] job ${id}: its lease was not given back: ${String(error)}`));
      });
  });
  return true;
}

/** Starts every unfinished job this process may claim (oldest first); answers how many it started. */
export async function resumeJobs(db: Db, options: RunnerOptions, claimOptions: ClaimOptions = {}): Promise<number> {
  const unfinished = await db.select({ id: jobs.id }).from(jobs).where(inArray(jobs.status, UNFINISHED_STATES)).orderBy(asc(jobs.id));
  let started = 0;
  for (const { id } of unfinished) if (await startJob(db, id, options, claimOptions)) started += 1;
  return started;
}

/** How often the sweep looks for jobs whose process died (another instance's, on PostgreSQL). */
const SWEEP_EVERY_MS = 10_000;

/**
 * Resumes the unfinished jobs when the platform starts, then sweeps every SWEEP_EVERY_MS. `orphaned`
 * (PGlite: this process is the database's only one) claims every RUNNING job at start-up, whatever
 * its heartbeat says: whoever ran it is gone.
 */
export function startJobSweeper(db: Db, options: RunnerOptions & { orphaned: boolean; intervalMs?: number; log?: (line: string) => void }): Promise<PeriodicTask> {
  const runner = { now: options.now, logError: options.logError };
  return startPeriodic(
    'jobs',
    async (first) => {
      const started = await resumeJobs(db, runner, { orphaned: first && options.orphaned });
      if (first && started > 0) (options.log ?? console.log)(`[platform] resumed ${started} unfinished job(s)`);
    },
    options.intervalMs ?? SWEEP_EVERY_MS,
    options.logError,
  );
}

/** Whether a job of this status may still need running (a poll resumes it; a finished one is only read). */
export const isUnfinished = (status: string): boolean => (UNFINISHED_STATES as readonly string[]).includes(status);
