// A crash never leaves money half-way (docs/security.md "Reliability"): the real platform (`tsx
// platform/main.ts`, a child process) on a scratch PostgreSQL database settles a draw of 100,000 bets,
// takes a corrected result, and is killed with SIGKILL while the re-settlement runs (its transaction
// has already reversed the old settlement). Right after the kill the database holds the old result
// and the old books, whole. Started again, the platform resumes the job by itself (no poll: the test
// reads the job row) and books the new result once: the books check (r5/report) is balanced, settling
// again changes nothing, and every AccBal is still the sum of its settlements and live payments.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { FOUR_D_SLOTS } from '@/lib/contract/results';
import { openDatabase, type OpenedDatabase } from '@/platform/db/client';
import { draws, jobs, settlements } from '@/platform/db/schema';
import { insertBenchData } from '../../bench/settlement-data';
import { scoped } from './support/actors';
import { createEmptyPostgres, type EmptyDatabase } from './support/database';
import { describeOnPostgres } from './support/drivers';

const REPO = path.resolve(__dirname, '../..');
const BETS = 100_000;
const MEMBERS = 400;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Running {
  child: ChildProcess;
  url: string;
  exit: Promise<unknown>;
  output: () => string;
}

/** `node --import tsx platform/main.ts` on the database, as scripts/processes.mjs runs it; resolves once it serves. */
function startPlatform(databaseUrl: string): Promise<Running> {
  const env: NodeJS.ProcessEnv = { ...process.env, PLATFORM_PORT: '0', PLATFORM_HOST: '127.0.0.1', NODE_OPTIONS: '', ENABLE_CAPTCHA: '', DATABASE_URL: databaseUrl };
  delete env.PLATFORM_DATA_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', 'platform/main.ts'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exit = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /\[platform\] ready on (http:\/\/[\d.]+:\d+)/.exec(output)?.[1];
      if (url) resolve({ child, url, exit, output: () => output });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exit.then(() => reject(new Error(`the platform exited before it served:\n${output.slice(-3000)}`)));
  });
}

async function kill(running: Running | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
  running.child.kill('SIGKILL');
  await running.exit;
}

/** A 4D result whose 23 numbers come from `seed` (distinct enough to strike other bets than another seed's). */
const resultOf = (seed: number) => FOUR_D_SLOTS.map((slot, i) => ({ ...slot, Number: String((seed * 7919 + i * 4111) % 10_000).padStart(4, '0') }));

describeOnPostgres('a re-settlement killed by SIGKILL', (driver) => {
  jest.setTimeout(240_000);
  let scratch: EmptyDatabase | undefined;
  let database: OpenedDatabase | undefined;
  let running: Running | undefined;

  afterAll(async () => {
    await kill(running);
    await database?.close();
    await scratch?.drop();
  });

  const db = () => {
    if (!database) throw new Error('no database');
    return database.db;
  };
  async function call<T>(method: string, resource: string, body?: unknown, token = ''): Promise<{ status: number; body: T }> {
    const response = await fetch(`${running?.url}${scoped(resource)}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  async function signIn(): Promise<string> {
    const response = await fetch(`${running?.url}/api/v1/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'username=admin&password=Admin1234' });
    return ((await response.json()) as { access_token: string }).access_token;
  }
  /** The job row, read from the database (a status poll would resume the job itself). */
  async function jobRow(id: number) {
    const [row] = await db().select().from(jobs).where(eq(jobs.id, id));
    if (!row) throw new Error(`no job ${id}`);
    return row;
  }
  async function done(id: number, timeoutMs: number) {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await pause(50)) {
      const row = await jobRow(id);
      if (row.status === 'DONE' || row.status === 'FAILED') return row;
    }
    throw new Error(`job ${id} did not finish within ${timeoutMs / 1000} s:\n${running?.output().slice(-3000)}`);
  }
  /** What the books say now: the stored FIRST number, settled, every settlements row, and the accounts that disagree with them. */
  async function books(drawId: number) {
    const [draw] = await db().select().from(draws).where(eq(draws.id, drawId));
    const first = await db().execute(sql`select number from draw_results where draw_id = ${drawId} and prize = 'FIRST'`);
    const rows = await db().select({ userId: settlements.userId, amount: settlements.amount, strike: settlements.strike }).from(settlements).where(eq(settlements.drawId, drawId)).orderBy(settlements.userId);
    const disagreeing = await db().execute(sql`
      select ul.user_id from user_locations ul
      where ul.acc_bal <> coalesce((select sum(s.amount) from settlements s where s.user_id = ul.user_id and s.loc_id = ul.loc_id), 0)
        + coalesce((select sum(p.amount) from payments p where p.user_id = ul.user_id and p.loc_id = ul.loc_id and p.deleted_at is null), 0)`);
    return {
      first: (first as unknown as { rows: { number: string }[] }).rows[0]?.number,
      settled: draw?.settledAt !== null,
      rows,
      disagreeing: (disagreeing as unknown as { rows: unknown[] }).rows,
    };
  }

  test('the old books stand after the kill; the restarted platform resumes and books the new result once', async () => {
    scratch = await createEmptyPostgres(driver);
    running = await startPlatform(scratch.url);
    database = await openDatabase({ databaseUrl: scratch.url });
    const { drawId } = await insertBenchData(db(), new Date(), MEMBERS, BETS, () => undefined);
    let token = await signIn();

    const first = await call<{ JobId: number }>('POST', 'draw/result/r5', { DrawId: drawId }, token);
    expect(first.status).toBe(202);
    expect((await done(first.body.JobId, 120_000)).status).toBe('DONE');

    // Re-enter a corrected result and kill the platform once the job's transaction has reversed the
    // old settlement (its first progress step). A job that commits before the kill lands is tried again.
    let landed: { jobId: number; entered: string; old: Awaited<ReturnType<typeof books>> } | undefined;
    for (let attempt = 1; attempt <= 4 && !landed; attempt++) {
      const old = await books(drawId);
      const result = resultOf(attempt);
      const entered = await call<{ JobId: number }>('POST', 'insertProcess', { DrawId: drawId, Results: result }, token);
      expect(entered.status).toBe(202);
      const jobId = entered.body.JobId;
      let row = await jobRow(jobId);
      for (const deadline = Date.now() + 60_000; row.status === 'QUEUED' || (row.status === 'RUNNING' && row.progress === 0); row = await jobRow(jobId)) {
        if (Date.now() > deadline) throw new Error(`job ${jobId} made no progress in 60 s`);
      }
      if (row.status === 'RUNNING') await kill(running);
      if ((await jobRow(jobId)).status === 'RUNNING') landed = { jobId, entered: result[0]?.Number ?? '', old };
      else if (row.status === 'RUNNING') {
        running = await startPlatform(scratch.url);
        token = await signIn();
      }
    }
    if (!landed) throw new Error('the re-settlement finished before the kill landed, four times');

    // The platform is dead mid-transaction: the database holds the old result and the old books, whole.
    const afterKill = await books(drawId);
    expect(afterKill).toEqual(landed.old);
    expect(afterKill.settled).toBe(true);
    expect(afterKill.disagreeing).toEqual([]);
    expect(afterKill.first).not.toBe(landed.entered);

    // Started again, it resumes the job by itself and books the new result.
    running = await startPlatform(scratch.url);
    expect((await done(landed.jobId, 120_000)).status).toBe('DONE');
    const resumed = await books(drawId);
    expect(resumed).toMatchObject({ first: landed.entered, settled: true, disagreeing: [] });
    expect(resumed.rows).not.toEqual(landed.old.rows);

    token = await signIn();
    const check = await call<{ JobId: number }>('POST', 'draw/result/r5/report', { DrawId: drawId }, token);
    expect(check.status).toBe(202);
    const report = await done(check.body.JobId, 60_000);
    expect(report.result).toMatchObject({ DrawId: drawId, Settled: true, AmountSum: '0.00', Balanced: true, Differences: [] });

    // The books are those of the new result: settling it again changes nothing.
    const again = await call<{ JobId: number }>('POST', 'draw/result/r5', { DrawId: drawId }, token);
    expect((await done(again.body.JobId, 120_000)).status).toBe('DONE');
    expect(await books(drawId)).toEqual(resumed);
  });
});
