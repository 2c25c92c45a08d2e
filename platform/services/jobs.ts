// A small background-job runner (spec 001 §4: long-running processes are polled through status
// calls). A job is a row of `jobs`: its kind picks a handler, which runs in this process after the
// request that started it has answered, in chunks: after each chunk it reports progress and yields to
// the event loop, so other requests are served meanwhile; the progress (with a heartbeat and the answer
// so far) is stored at most every REPORT_EVERY_MS, so any request can poll the row. A RUNNING job
// whose heartbeat stopped (the platform restarted, or crashed) is claimed again by the next start or
// poll and run from the beginning: handlers must be idempotent (upload processing places every ticket
// under a key derived from the file and the group).
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { findUser, type UserRow } from './users';

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
  constructor(message: string) {
    super(message);
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

function activeOf(db: Db): Set<number> {
  let set = active.get(db);
  if (!set) active.set(db, (set = new Set()));
  return set;
}

/**
 * Claims the job (QUEUED, or RUNNING with a stale heartbeat) in one UPDATE, so two processes never
 * run it at once; null when it is not claimable.
 */
async function claim(db: Db, id: number): Promise<JobRow | null> {
  const wall = new Date();
  const stale = new Date(wall.getTime() - STALE_AFTER_MS);
  const [row] = await db
    .update(jobs)
    .set({ status: 'RUNNING', startedAt: sql`coalesce(${jobs.startedAt}, ${wall})`, heartbeatAt: wall, error: null })
    .where(and(eq(jobs.id, id), or(eq(jobs.status, 'QUEUED'), and(eq(jobs.status, 'RUNNING'), or(lt(jobs.heartbeatAt, stale), sql`${jobs.heartbeatAt} is null`)))))
    .returning();
  return row ?? null;
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
    if (error instanceof JobFailure) {
      await fail(error.message);
      return;
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    options.logError(`[platform] job ${job.id} (${job.kind}) failed: ${detail}`);
    await fail('The job stopped because of an error on the platform. Start it again: nothing is placed twice.');
  }
}

/**
 * Starts the job in the background when it can be claimed (QUEUED, or cut off). Answers at once;
 * the job runs after the current request's work yields. Safe to call on every poll.
 */
export async function startJob(db: Db, id: number, options: RunnerOptions): Promise<void> {
  const running = activeOf(db);
  if (running.has(id)) return;
  const job = await claim(db, id);
  if (!job) return;
  running.add(id);
  setImmediate(() => {
    run(db, job, options)
      .catch((error: unknown) => options.logError(`[platform] job ${id} could not be finished: ${String(error)}`))
      .finally(() => running.delete(id));
  });
}

/** Jobs of these states are not finished: a poll may need to resume them. */
const UNFINISHED: readonly JobState[] = ['QUEUED', 'RUNNING'];

/** Whether a job of this status may still need running (a poll resumes it; a finished one is only read). */
export const isUnfinished = (status: string): boolean => (UNFINISHED as readonly string[]).includes(status);
