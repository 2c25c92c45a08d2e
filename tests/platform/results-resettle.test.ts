// Re-entering the result of a settled draw is never half-way: the draw keeps its old result and its
// old settlement (settled_at, AccBal, strikes, CreditLeft) until ONE transaction stores the new result,
// reverses the old settlement and books the new one. A re-settlement that fails leaves the old books
// whole; a job cut off is resumed when the platform starts (PGlite: whoever ran it is gone; PostgreSQL:
// its lease is free) and runs once when two instances share the database. The crash itself (SIGKILL
// of a platform process) is tests/platform/resettle-crash.test.ts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FOUR_D_SLOTS } from '@/lib/contract/results';
import { openDatabase } from '@/platform/db/client';
import { audits, draws, jobs, payRates, strikes } from '@/platform/db/schema';
import { resumeJobs, RUNNER_ID, startJobSweeper } from '@/platform/services/jobs/runner';
import { JOB_LEASE, poolOf } from '@/platform/services/jobs/lease';
import '@/platform/services/results/entry';
import { SETTLE_LOCK } from '@/platform/services/settlement/load';
import { scoped, useActorTokens } from './support/actors';
import { newKey } from './support/bets';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Status {
  JobId: number;
  Status: string;
  Message?: string;
}

/** Sun 2025-04-20 18:05 GMT+8: SG's Sunday draw has closed. */
const AFTER_SUNDAY_CLOSE = new Date('2025-04-20T10:05:00Z');
const fourD = (first: string) => FOUR_D_SLOTS.map((slot, i) => ({ ...slot, Number: i === 0 ? first : String(3000 + i * 11) }));
const OLD = fourD('4321');
const NEW = fourD('8765');
const runner = { now: () => AFTER_SUNDAY_CLOSE, logError: (line: string) => console.error(line) };

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let drawId = 0;

  const insert = (results: unknown[]) => sendJson<Status>(platform, 'POST', scoped('insertProcess'), { DrawId: drawId, Results: results }, tokens.admin);
  async function finished(jobId: number): Promise<Status> {
    for (let i = 0; i < 600; i++) {
      const [row] = await platform.db.select().from(jobs).where(eq(jobs.id, jobId));
      if (row?.status === 'DONE' || row?.status === 'FAILED') return { JobId: jobId, Status: row.status, Message: row.error ?? undefined };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`job ${jobId} did not finish`);
  }
  /** What a reader sees of the draw's books: its result, settled or not, member1's money, the strikes. */
  async function books() {
    const result = await platform.get<{ Results: { Prize: string; Number: string }[] }>(scoped('draw/result', 'SG', `DrawId=${drawId}`), tokens.member1);
    const profile = await platform.get<{ AccBal: string; CreditLeft: string }>(scoped('profile'), tokens.member1);
    const [draw] = await platform.db.select().from(draws).where(eq(draws.id, drawId));
    const won = await platform.db.select({ total: sql<string | null>`sum(${strikes.total})` }).from(strikes).where(eq(strikes.drawId, drawId));
    return {
      first: result.body.Results.find((row) => row.Prize === 'FIRST')?.Number,
      settled: draw?.settledAt !== null,
      accBal: profile.body.AccBal,
      creditLeft: profile.body.CreditLeft,
      strike: won[0]?.total ?? '0.00',
    };
  }

  /** Accounts whose AccBal is not the sum of their settlements and live payments: none, whatever happened. */
  async function disagreeing(): Promise<unknown[]> {
    const answer = await platform.db.execute(sql`
      select ul.user_id, ul.loc_id, ul.acc_bal,
        coalesce((select sum(s.amount) from settlements s where s.user_id = ul.user_id and s.loc_id = ul.loc_id), 0)
        + coalesce((select sum(p.amount) from payments p where p.user_id = ul.user_id and p.loc_id = ul.loc_id and p.deleted_at is null), 0) as booked
      from user_locations ul`);
    return (answer as unknown as { rows: { acc_bal: string; booked: string }[] }).rows.filter((row) => Number(row.acc_bal) !== Number(row.booked));
  }

  beforeAll(async () => {
    const [draw] = await platform.db.select().from(draws).where(and(eq(draws.locId, 'SG'), eq(draws.drawDate, '2025-04-20')));
    drawId = draw?.id ?? 0;
    const bets = [{ Number: '4321', Big: '1', Small: '1', Kind: 'ORDINARY' }, { Number: '8765', Big: '2', Kind: 'ORDINARY' }];
    const placed = await sendJson(platform, 'POST', scoped('bet'), { UserId: 'member1', DrawId: drawId, IdempotencyKey: newKey(), Bets: bets }, tokens.agent2);
    expect(placed.status).toBe(201);
    platform.setNow(AFTER_SUNDAY_CLOSE);
    const first = await insert(OLD);
    expect(first.status).toBe(202);
    expect((await finished(first.body.JobId)).Status).toBe('DONE');
  });

  test('a re-settlement that fails stores nothing: the old result and its settlement stand', async () => {
    const before = await books();
    expect(before).toMatchObject({ first: '4321', settled: true });
    const removed = await platform.db
      .delete(payRates)
      .where(and(eq(payRates.locId, 'SG'), isNull(payRates.agentId), eq(payRates.betKind, 'ORDINARY'), eq(payRates.prize, 'FIRST')))
      .returning();
    expect(removed.length).toBeGreaterThan(0);
    const started = await insert(NEW);
    const failed = await finished(started.body.JobId);
    expect(failed.Status).toBe('FAILED');
    expect(failed.Message).toMatch(/^The result was not stored and the earlier settlement stands: The SG pay table has no ORDINARY/);
    expect(await books()).toEqual(before);
    expect(await disagreeing()).toEqual([]);
    await platform.db.insert(payRates).values(removed.map(({ id: _id, ...row }) => row));
  });

  test('a settle job cut off with a re-entered result is resumed at start-up and books the new result once', async () => {
    const before = await books();
    // As if the platform died while settling: the job RUNNING with a fresh heartbeat, its process gone.
    const [job] = await platform.db
      .insert(jobs)
      .values({ kind: 'results.settle', subjectId: drawId, ownerId: 'admin', locId: 'SG', status: 'RUNNING', heartbeatAt: new Date(), params: { drawId, result: { Results: NEW, Dividends: [] }, enteredAt: AFTER_SUNDAY_CLOSE.toISOString() } })
      .returning();
    const jobId = job?.id ?? 0;
    // PGlite: a poll takes a RUNNING job only once its heartbeat is stale; start-up takes it at once.
    if (driver.name === 'pglite') expect(await resumeJobs(platform.db, runner)).toBe(0);
    const sweeper = await startJobSweeper(platform.db, { ...runner, orphaned: driver.name === 'pglite', log: () => undefined });
    sweeper.stop();
    expect((await finished(jobId)).Status).toBe('DONE');
    const after = await books();
    expect(after).toMatchObject({ first: '8765', settled: true });
    expect(after.strike).not.toBe(before.strike);
    expect(await disagreeing()).toEqual([]);
    const trail = await platform.db.select().from(audits).where(and(eq(audits.entity, 'result'), eq(audits.entityId, String(drawId))));
    expect(trail.map((row) => [row.action, row.actorId])).toEqual([
      ['CREATE', 'admin'],
      ['UPDATE', 'admin'],
    ]);
    expect(await resumeJobs(platform.db, runner, { orphaned: true })).toBe(0);
    const [claimed] = await platform.db.select({ claims: jobs.claims }).from(jobs).where(eq(jobs.id, jobId));
    expect(claimed?.claims).toBe(1);
  });

  concurrencyTest(driver)('while the settlement waits, readers see the old books whole; then the new ones', async () => {
    const before = await books();
    const pool = poolOf(platform.db);
    if (!pool) throw new Error('PostgreSQL only');
    // Another settlement of the location holds its lock: the job waits inside its transaction.
    const blocker = await pool.connect();
    await blocker.query('begin');
    await blocker.query('select pg_advisory_xact_lock($1, hashtext($2))', [SETTLE_LOCK, 'SG']);
    const started = await insert(OLD);
    expect(started.status).toBe(202);
    for (let i = 0; i < 10; i++) {
      expect(await books()).toEqual(before);
      expect(await disagreeing()).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    const [waiting] = await platform.db.select().from(jobs).where(eq(jobs.id, started.body.JobId));
    expect(waiting?.status).toBe('RUNNING');
    await blocker.query('commit');
    blocker.release();
    expect((await finished(started.body.JobId)).Status).toBe('DONE');
    const after = await books();
    expect(after).toMatchObject({ first: '4321', settled: true });
    expect(after.accBal).not.toBe(before.accBal);
    expect(await disagreeing()).toEqual([]);
  });

  concurrencyTest(driver)('two instances sharing the database resume a cut-off job once', async () => {
    const url = poolOf(platform.db)?.options.connectionString;
    const [job] = await platform.db
      .insert(jobs)
      .values({ kind: 'results.settle', subjectId: drawId, ownerId: 'admin', locId: 'SG', status: 'RUNNING', heartbeatAt: new Date(), params: { drawId, result: { Results: NEW, Dividends: [] } } })
      .returning();
    const jobId = job?.id ?? 0;
    // A job whose lease another instance holds is running there: nobody else takes it.
    const holder = await poolOf(platform.db)?.connect();
    await holder?.query('select pg_advisory_lock($1, $2)', [JOB_LEASE, jobId]);
    expect(await resumeJobs(platform.db, runner)).toBe(0);
    await holder?.query('select pg_advisory_unlock($1, $2)', [JOB_LEASE, jobId]);
    holder?.release();

    const before = await platform.db.select({ n: sql<number>`count(*)::int` }).from(audits).where(eq(audits.entity, 'result'));
    const other = await openDatabase({ databaseUrl: url });
    try {
      const started = await Promise.all([resumeJobs(platform.db, runner), resumeJobs(other.db, runner), resumeJobs(platform.db, runner), resumeJobs(other.db, runner)]);
      expect(started.reduce((total, n) => total + n, 0)).toBe(1);
      expect((await finished(jobId)).Status).toBe('DONE');
      // The row records the one claim, by this process (both instances live in it here).
      const [claimed] = await platform.db.select({ claims: jobs.claims, claimedBy: jobs.claimedBy }).from(jobs).where(eq(jobs.id, jobId));
      expect(claimed).toEqual({ claims: 1, claimedBy: RUNNER_ID });
    } finally {
      await other.close();
    }
    const after = await platform.db.select({ n: sql<number>`count(*)::int` }).from(audits).where(eq(audits.entity, 'result'));
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
    expect((await books()).first).toBe('8765');
    expect(await disagreeing()).toEqual([]);
  });
});
