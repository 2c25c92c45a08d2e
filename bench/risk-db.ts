// One run of the risk board benchmark (bench/risk.mjs), on one database:
//   node --import tsx bench/risk-db.ts pglite|postgres <bets> [admin url]
// It makes a throw-away database, migrates and seeds it like `npm run platform`, inserts one SG draw of
// <bets> bets (bench/settlement-data.ts, the settlement mix: ordinary, roll, i-bet, k-bet), builds the
// board's running totals from those bets as placement does (lib/domain/risk-board.ts fourDDeltas, per
// number and line) and checks they hold the draw's whole cost, runs ANALYZE, then times ROUNDS times:
//   baseline  select number, sum(big), sum(small) from bets where draw_id = $1 group by number
//   board     GET riskBoard?DrawId= as the admin, a whole platform call through the Hono app
// and prints one JSON line: the times, the medians and their ratio (target: the board within 300 ms).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { createApp } from '../platform/app';
import { readConfig } from '../platform/config';
import type { Db } from '../platform/db/client';
import { prepareDatabase } from '../platform/db/prepare';
import { bets, riskTotals } from '../platform/db/schema';
import { centsToMoney, moneyToCents } from '../lib/domain/bet-expansion';
import { fourDDeltas } from '../lib/domain/risk-board';
import type { AraBet } from '../lib/domain/ara-write';
import { insertBenchData } from './settlement-data';
import { throwAwayDatabase } from './throw-away-db';

const ROUNDS = 7;
const CHUNK = 50_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => Math.round(value * 10) / 10;
const log = (line: string) => process.stderr.write(`  ${line}\n`);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** The running totals of the draw from its bets, as placement would have kept them (one line: no overrides). */
async function buildTotals(db: Db, drawId: number): Promise<bigint> {
  const totals = new Map<string, { big: bigint; small: bigint }>();
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: bets.id, kind: bets.kind, number: bets.number, big: bets.big, small: bets.small })
      .from(bets)
      .where(and(eq(bets.drawId, drawId), gt(bets.id, after)))
      .orderBy(asc(bets.id))
      .limit(CHUNK);
    if (rows.length === 0) break;
    after = rows.at(-1)?.id ?? after;
    for (const row of rows) {
      const bet = { kind: row.kind, number: row.number, big: row.big, small: row.small } as AraBet;
      for (const delta of fourDDeltas([bet])) {
        const at = totals.get(delta.number) ?? { big: 0n, small: 0n };
        at.big += delta.big;
        at.small += delta.small;
        totals.set(delta.number, at);
      }
    }
  }
  const entries = [...totals.entries()];
  for (let start = 0; start < entries.length; start += 1000) {
    await db.insert(riskTotals).values(entries.slice(start, start + 1000).map(([number, at]) => ({ drawId, number, line: '', big: at.big, small: at.small })));
  }
  return entries.reduce((sum, [, at]) => sum + at.big + at.small, 0n);
}

async function measure(db: Db, now: Date, driver: string, betCount: number): Promise<void> {
  log(`${driver}: inserting ${betCount} bets...`);
  const inserted = await timed(() => insertBenchData(db, now, 2_000, betCount, (done) => void (done % 100_000 === 0 && log(`${driver}: ${done} bets`))));
  const { drawId } = inserted.value;
  log(`${driver}: building the running totals...`);
  const built = await timed(() => buildTotals(db, drawId));
  const costRows = (await db.execute(sql`select coalesce(sum(cost), 0)::text as cost from bets where draw_id = ${drawId}`)) as unknown as { rows: { cost: string }[] };
  const drawCost = moneyToCents(costRows.rows[0]?.cost ?? '0');
  if (built.value !== drawCost) throw new Error(`the totals hold ${centsToMoney(built.value)}, the draw's bets cost ${centsToMoney(drawCost)}`);
  await db.execute(sql`analyze`);

  const app = createApp({ db, logError: (line) => log(line) });
  const signIn = await app.request('/api/v1/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin1234' }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token?: string };
  if (!token) throw new Error(`admin sign-in failed: ${signIn.status}`);
  const board = async () => {
    const answer = await app.request(`/api/v1/4d/riskBoard?LocId=SG&DrawId=${drawId}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`riskBoard answered ${answer.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as { Numbers: number; Top: unknown[]; TotalBig: string; TotalSmall: string };
  };
  const groupBy = () => db.execute(sql`select number, sum(big), sum(small) from bets where draw_id = ${drawId} group by number`);
  const baseline: number[] = [];
  const boards: number[] = [];
  let last: Awaited<ReturnType<typeof board>> | undefined;
  for (let round = 1; round <= ROUNDS; round += 1) {
    baseline.push((await timed(groupBy)).ms);
    const answered = await timed(board);
    boards.push(answered.ms);
    last = answered.value;
    log(`${driver}: round ${round}: group by ${ms(baseline.at(-1) ?? 0)} ms, riskBoard ${ms(answered.ms)} ms`);
  }
  const shown = moneyToCents(last?.TotalBig ?? '0') + moneyToCents(last?.TotalSmall ?? '0');
  if (shown !== drawCost) throw new Error(`the board shows ${centsToMoney(shown)} of Intake, the bets cost ${centsToMoney(drawCost)}`);
  console.log(
    JSON.stringify({
      driver,
      bets: betCount,
      numbers: last?.Numbers ?? 0,
      top: last?.Top.length ?? 0,
      insertMs: Math.round(inserted.ms),
      totalsMs: Math.round(built.ms),
      baselineMs: baseline.map(ms),
      boardMs: boards.map(ms),
      baselineMedianMs: ms(median(baseline)),
      boardMedianMs: ms(median(boards)),
      ratio: Math.round((median(boards) / median(baseline)) * 100) / 100,
      reconciled: true,
    }),
  );
}

async function main(): Promise<void> {
  const [driver = '', betsArg = '', adminUrl] = process.argv.slice(2);
  const betCount = Number(betsArg);
  if (!(betCount > 0)) throw new Error('usage: risk-db.ts pglite|postgres <bets> [admin url]');
  const store = await throwAwayDatabase(driver, 'bench-risk', adminUrl);
  try {
    const now = new Date();
    const { database } = await prepareDatabase(readConfig({ NODE_ENV: 'production', PLATFORM_TWO_FACTOR_KEY: randomBytes(32).toString('hex'), ...store.env }), now);
    try {
      await measure(database.db, now, driver, betCount);
    } finally {
      await database.close();
    }
  } finally {
    await store.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.message.slice(0, 600)}\n${error.stack ?? ''}` : String(error));
  process.exit(1);
});
