// Who runs a job, on PostgreSQL: the process that holds its lease, a session advisory lock
// (JOB_LEASE, job id) taken on one connection of the process's own for as long as it runs jobs.
// PostgreSQL drops the lock the moment that connection ends, so a job whose process died (SIGKILL,
// a lost machine) is free to claim at once, and a job another instance is running is never claimed
// however slow its heartbeat: no clock decides. PGlite is opened by one process only, so there the
// runner's in-process set and the heartbeat decide (services/jobs/runner.ts) and this module is not used.
import pg from 'pg';
import type { Db } from '../../db/client';

/** Any key in the second half of the advisory-lock space; the settlement and claim-back locks are neighbours. */
export const JOB_LEASE = 4_861_011;

/** The pool behind a PostgreSQL Db (undefined on PGlite, or for a transaction). */
export function poolOf(db: Db): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/**
 * The process's lease connection of one pool: checked out while it holds a lease and returned once
 * the last is given back (so closing the pool never waits on an idle lease). Calls run one at a time.
 */
class LeaseConnection {
  private client: pg.PoolClient | undefined;
  private readonly held = new Set<number>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: (line: string) => void,
  ) {}

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async connection(): Promise<pg.PoolClient> {
    if (this.client) return this.client;
    const client = await this.pool.connect();
    // Without a listener a dropped connection would throw in the process. Its leases are gone with it.
    client.on('error', (error) => this.lost(client, error));
    this.client = client;
    return client;
  }

  private lost(client: pg.PoolClient, error: Error): void {
    if (this.client !== client) return;
    this.log(`[platform] the job lease connection was lost (${error.message}); its ${this.held.size} job(s) may be claimed by another instance`);
    this.client = undefined;
    this.held.clear();
    client.release(error);
  }

  private returnIfIdle(): void {
    if (this.held.size > 0 || !this.client) return;
    this.client.release();
    this.client = undefined;
  }

  /** Takes the lease of the job; false when another session (another process) holds it. */
  acquire(jobId: number): Promise<boolean> {
    return this.serial(async () => {
      if (this.held.has(jobId)) return false;
      const client = await this.connection();
      const { rows } = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1, $2) as got', [JOB_LEASE, jobId]);
      if (rows[0]?.got) this.held.add(jobId);
      else this.returnIfIdle();
      return this.held.has(jobId);
    });
  }

  /** Gives the lease back (the job has ended, one way or another). */
  release(jobId: number): Promise<void> {
    return this.serial(async () => {
      if (!this.held.delete(jobId) || !this.client) return;
      const client = this.client;
      try {
        await client.query('select pg_advisory_unlock($1, $2)', [JOB_LEASE, jobId]);
      } catch (error) {
        this.lost(client, error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.returnIfIdle();
    });
  }
}

const connections = new WeakMap<pg.Pool, LeaseConnection>();

/** The lease connection of the pool (one per pool and process). */
export function leasesOf(pool: pg.Pool, log: (line: string) => void): LeaseConnection {
  let leases = connections.get(pool);
  if (!leases) connections.set(pool, (leases = new LeaseConnection(pool, log)));
  return leases;
}
