// One run of the settlement benchmark (bench/settlement.mjs), on one database:
//   node --import tsx bench/settlement-db.ts pglite <bets> <members>
//   node --import tsx bench/settlement-db.ts postgres <bets> <members> <admin url>
// It makes a throw-away database (a temporary PGlite data directory, or a new PostgreSQL database with
// a random name, dropped at the end), migrates and seeds it like `npm run platform`, inserts the bench
// data (bench/settlement-data.ts), runs ANALYZE, then times in turn, ROUNDS times each:
//   baseline  select user_id, sum(cost) from bets where draw_id = $1 group by user_id
//   settle    settleDraw(db, drawId) (the first round books, later rounds reverse and book again)
// and prints one JSON line: the times, the medians, their ratio and the settlement's summary, with
// the reconciliation check (the draw's amounts sum to 0.00) and the AccBal check (settling again moved
// no balance). Then, on the settled draw, it times the admin's reportFull and reportStrike, each a
// whole platform call (sign-in token, route, SQL, JSON) through the platform's own Hono app, ROUNDS
// times, against the same group by.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createApp } from '../platform/app';
import { readConfig } from '../platform/config';
import type { Db } from '../platform/db/client';
import { prepareDatabase } from '../platform/db/prepare';
import { settleDraw, type SettleSummary } from '../platform/services/settlement/settle';
import { insertBenchData } from './settlement-data';
import { throwAwayDatabase } from './throw-away-db';

const ROUNDS = 3;
const STEP_NAMES = ['lock, result, reverse', 'totals and tree', 'candidates', 'strikes', 'strike rows', 'settlement rows and AccBal'];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => Math.round(value * 10) / 10;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const log = (line: string) => process.stderr.write(`  ${line}\n`);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** The admin's report calls on the settled draw, as the BFF sends them (the Hono app, no socket). */
async function timeReports(db: Db, drawId: number, groupBy: () => Promise<unknown>) {
  const app = createApp({ db, logError: (line) => log(line) });
  const signIn = await app.request('/api/v1/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin1234' }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token?: string };
  if (!token) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const call = async (resource: string) => {
    const answer = await app.request(`/api/v1/4d/${resource}?LocId=SG&DrawId=${drawId}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${resource} answered ${answer.status}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { Items?: unknown[]; Rows?: unknown[] };
    return { bytes: text.length, rows: (body.Items ?? body.Rows ?? []).length };
  };
  const times: Record<'groupBy' | 'reportFull' | 'reportStrike', number[]> = { groupBy: [], reportFull: [], reportStrike: [] };
  const sizes: Record<string, { rows: number; bytes: number }> = {};
  for (let round = 1; round <= ROUNDS; round += 1) {
    times.groupBy.push((await timed(groupBy)).ms);
    for (const resource of ['reportFull', 'reportStrike'] as const) {
      const answered = await timed(() => call(resource));
      times[resource].push(answered.ms);
      sizes[resource] = answered.value;
    }
    log(`reports round ${round}: group by ${ms(times.groupBy.at(-1) ?? 0)} ms, reportFull ${ms(times.reportFull.at(-1) ?? 0)} ms, reportStrike ${ms(times.reportStrike.at(-1) ?? 0)} ms`);
  }
  const groupByMs = median(times.groupBy);
  return Object.fromEntries(
    (['reportFull', 'reportStrike'] as const).map((resource) => [
      resource,
      { ms: times[resource].map(ms), medianMs: ms(median(times[resource])), ...sizes[resource], ratio: Math.round((median(times[resource]) / groupByMs) * 100) / 100 },
    ]),
  );
}

/** The whole measurement on a migrated, demo-seeded database; prints its JSON line. */
async function measure(db: Db, now: Date, driver: string, betCount: number, memberCount: number): Promise<void> {
  log(`${driver}: inserting ${betCount} bets for ${memberCount} members...`);
  const inserted = await timed(() => insertBenchData(db, now, memberCount, betCount, (done) => void (done % 100_000 === 0 && log(`${driver}: ${done} bets`))));
  await db.execute(sql`analyze`);
  const { drawId } = inserted.value;
  const groupBy = () => db.execute(sql`select user_id, sum(cost) from bets where draw_id = ${drawId} group by user_id`);

  const baseline: number[] = [];
  const settle: number[] = [];
  let summary: SettleSummary | undefined;
  let balances = '';
  /** The last round's time per step (onProgress): reverse, totals + tree, candidates, strikes, strike rows, settlement rows. */
  let steps: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const grouped = await timed(groupBy);
    baseline.push(grouped.ms);
    const marks: number[] = [performance.now()];
    const settled = await timed(() => settleDraw(db, drawId, { now, onProgress: () => void marks.push(performance.now()) }));
    steps = marks.slice(1).map((mark, i) => ms(mark - (marks[i] ?? mark)));
    settle.push(settled.ms);
    summary = settled.value;
    const [sums] = rowsOf<{ total: string; balance: string }>(
      await db.execute(sql`select (select sum(amount)::text from settlements where draw_id = ${drawId}) as total,
        (select sum(acc_bal)::text from user_locations where loc_id = 'SG' and user_id like 'b%') as balance`),
    );
    if (sums?.total !== '0.00') throw new Error(`the draw does not reconcile: amounts sum to ${sums?.total}`);
    if (round > 1 && sums.balance !== balances) throw new Error(`settling again moved AccBal: ${balances} -> ${sums.balance}`);
    balances = sums.balance;
    log(`${driver}: round ${round}: group by ${ms(grouped.ms)} ms, settleDraw ${ms(settled.ms)} ms (steps ${steps.join(' / ')})`);
  }
  const ratio = median(settle) / median(baseline);
  const reports = await timeReports(db, drawId, groupBy);
  console.log(
    JSON.stringify({
      driver,
      bets: betCount,
      members: memberCount,
      insertMs: Math.round(inserted.ms),
      baselineMs: baseline.map(ms),
      settleMs: settle.map(ms),
      baselineMedianMs: ms(median(baseline)),
      settleMedianMs: ms(median(settle)),
      firstSettleMs: ms(settle[0] ?? 0),
      lastRoundStepsMs: Object.fromEntries(STEP_NAMES.map((name, i) => [name, steps[i] ?? 0])),
      ratio: Math.round(ratio * 100) / 100,
      summary,
      reconciled: true,
      reports,
    }),
  );
}

async function main(): Promise<void> {
  const [driver = '', betsArg = '', membersArg = '', adminUrl] = process.argv.slice(2);
  const betCount = Number(betsArg);
  const memberCount = Number(membersArg);
  if (!(betCount > 0 && memberCount > 0)) throw new Error('usage: settlement-db.ts pglite|postgres <bets> <members> [admin url]');
  const store = await throwAwayDatabase(driver, 'bench-settlement', adminUrl);
  try {
    const now = new Date();
    const { database } = await prepareDatabase(readConfig({ NODE_ENV: 'production', PLATFORM_TWO_FACTOR_KEY: randomBytes(32).toString('hex'), ...store.env }), now);
    try {
      await measure(database.db, now, driver, betCount, memberCount);
    } finally {
      await database.close();
    }
  } finally {
    await store.dispose();
  }
}

main().catch((error: unknown) => {
  // A failed query's message carries every parameter (a million values): keep it short, with its cause.
  const text = error instanceof Error ? `${error.message.slice(0, 600)}\ncause: ${String(error.cause ?? '')}\n${error.stack?.split('\n').slice(1).join('\n') ?? ''}` : String(error);
  console.error(text);
  process.exit(1);
});
