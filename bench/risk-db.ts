// One run of the risk board benchmark (bench/risk.mjs), on one database:
//   node --import tsx bench/risk-db.ts pglite|postgres <bets> [admin url]
// It makes a throw-away database, migrates and seeds it like `npm run platform`, inserts one SG draw of
// <bets> bets (bench/settlement-data.ts, the settlement mix: ordinary, roll, i-bet, k-bet, of members
// under 4 agents and their 8 sub-agents), builds the board's running totals from those bets as placement
// does (lib/domain/risk-board.ts fourDDeltas, per number, line and holder: the member's parent) and
// checks they hold the draw's whole cost, runs ANALYZE, then times ROUNDS times:
//   baseline  select number, sum(big), sum(small) from bets where draw_id = $1 group by number
//   board     GET riskBoard?DrawId= as the admin, a whole platform call through the Hono app (the first
//             is cold: the process reads the draw's totals whole; before each later one 200 totals grow, as
//             two seconds of betting would, so it reads and climbs those again); the bench agents eat
//             nothing, so the company keeps the whole book, checked against the totals' sum
// then gives every bench agent an eat limit (sub-agents Big 5 / Small 3, agents 20 / 10) and times
//   climbed   the same call, after the same growth, the totals now climbing the eat limits (the new
//             limits climb every number again in the first round), checked against a climb of the
//             same totals written out here for the bench's two levels
// and prints one JSON line: the times, the medians and their ratios (target: the board within 300 ms).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { createApp } from '../platform/app';
import { readConfig } from '../platform/config';
import type { Db } from '../platform/db/client';
import { prepareDatabase } from '../platform/db/prepare';
import { bets, outsetLimits, riskTotals, tickets, users } from '../platform/db/schema';
import { centsToMoney, moneyToCents } from '../lib/domain/bet-expansion';
import { fourDDeltas } from '../lib/domain/risk-board';
import type { AraBet } from '../lib/domain/ara-write';
import { insertBenchData } from './settlement-data';
import { throwAwayDatabase } from './throw-away-db';

const ROUNDS = 7;
/** How many totals grow before each read of the board (about two seconds of placements). */
const TOUCHED = 200;
const CHUNK = 50_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => Math.round(value * 10) / 10;
const log = (line: string) => process.stderr.write(`  ${line}\n`);

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** The bench agents' eat limits of the climbed rounds: sub-agents (bagNsM) and agents (bagN), in cents. */
const SUB_LIMIT = { big: 500n, small: 300n };
const AGENT_LIMIT = { big: 2000n, small: 1000n };
const limitOf = (userId: string) => (/^bag\d+s\d+$/.test(userId) ? SUB_LIMIT : /^bag\d+$/.test(userId) ? AGENT_LIMIT : null);

interface Held {
  number: string;
  holder: string;
  big: bigint;
  small: bigint;
}

/** The running totals of the draw from its bets, as placement would have kept them (one line: no overrides; the holder: each member's parent). */
async function buildTotals(db: Db, drawId: number): Promise<{ cost: bigint; held: Held[] }> {
  const parentOf = new Map((await db.select({ userId: users.userId, parentId: users.parentId }).from(users)).map((row) => [row.userId, row.parentId ?? '']));
  const totals = new Map<string, Held>();
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ id: bets.id, userId: tickets.userId, kind: bets.kind, number: bets.number, big: bets.big, small: bets.small })
      .from(bets)
      .innerJoin(tickets, eq(tickets.id, bets.ticketId))
      .where(and(eq(bets.drawId, drawId), gt(bets.id, after)))
      .orderBy(asc(bets.id))
      .limit(CHUNK);
    if (rows.length === 0) break;
    after = rows.at(-1)?.id ?? after;
    for (const row of rows) {
      const bet = { kind: row.kind, number: row.number, big: row.big, small: row.small } as AraBet;
      const holder = parentOf.get(row.userId) ?? '';
      for (const delta of fourDDeltas([bet])) {
        const key = `${delta.number} ${holder}`;
        const at = totals.get(key) ?? { number: delta.number, holder, big: 0n, small: 0n };
        at.big += delta.big;
        at.small += delta.small;
        totals.set(key, at);
      }
    }
  }
  const held = [...totals.values()];
  for (let start = 0; start < held.length; start += 1000) {
    await db.insert(riskTotals).values(held.slice(start, start + 1000).map((at) => ({ drawId, number: at.number, line: '', holder: at.holder, big: at.big, small: at.small })));
  }
  return { cost: held.reduce((sum, at) => sum + at.big + at.small, 0n), held };
}

/** What the company keeps of the totals with the bench's limits, climbed here for its two levels (sub-agent, agent), independent of the platform's climb. */
function climbedByHand(held: readonly Held[], parentOf: ReadonlyMap<string, string>): bigint {
  const inOf = new Map<string, { big: bigint; small: bigint }>();
  const receive = (key: string, big: bigint, small: bigint) => {
    const at = inOf.get(key) ?? { big: 0n, small: 0n };
    at.big += big;
    at.small += small;
    inOf.set(key, at);
  };
  for (const at of held) receive(`${at.number} ${at.holder}`, at.big, at.small);
  const over = (value: bigint, limit: bigint) => (value > limit ? value - limit : 0n);
  for (const level of [/^bag\d+s\d+$/, /^bag\d+$/]) {
    for (const [key, at] of [...inOf]) {
      const [number, holder = ''] = key.split(' ');
      if (!level.test(holder)) continue;
      const limit = limitOf(holder) ?? { big: 0n, small: 0n };
      inOf.delete(key);
      receive(`${number} ${parentOf.get(holder) ?? ''}`, over(at.big, limit.big), over(at.small, limit.small));
    }
  }
  let kept = 0n;
  for (const [key, at] of inOf) if (!/ bag/.test(key)) kept += at.big + at.small;
  return kept;
}

async function measure(db: Db, now: Date, driver: string, betCount: number): Promise<void> {
  log(`${driver}: inserting ${betCount} bets...`);
  const inserted = await timed(() => insertBenchData(db, now, 2_000, betCount, (done) => void (done % 100_000 === 0 && log(`${driver}: ${done} bets`))));
  const { drawId } = inserted.value;
  log(`${driver}: building the running totals...`);
  const built = await timed(() => buildTotals(db, drawId));
  const costRows = (await db.execute(sql`select coalesce(sum(cost), 0)::text as cost from bets where draw_id = ${drawId}`)) as unknown as { rows: { cost: string }[] };
  const drawCost = moneyToCents(costRows.rows[0]?.cost ?? '0');
  if (built.value.cost !== drawCost) throw new Error(`the totals hold ${centsToMoney(built.value.cost)}, the draw's bets cost ${centsToMoney(drawCost)}`);
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
  // Betting goes on while the board is watched: before each read, TOUCHED totals of random numbers and
  // holders grow by $1 Big, as about two seconds of placements would (each write records its transaction,
  // as placement's do), so each warm read climbs those numbers again.
  const touch = () =>
    db.execute(sql`
      update risk_totals set big_cents = big_cents + 100, changed_xact = pg_current_xact_id()::text::bigint
      where (draw_id, number, line, holder) in (select draw_id, number, line, holder from risk_totals where draw_id = ${drawId} order by random() limit ${TOUCHED})`);
  const tableCost = async () => {
    const rows = (await db.execute(sql`select coalesce(sum(big_cents + small_cents), 0)::text as cents from risk_totals where draw_id = ${drawId}`)) as unknown as { rows: { cents: string }[] };
    return BigInt(rows.rows[0]?.cents ?? '0');
  };
  const baseline: number[] = [];
  const boards: number[] = [];
  let last: Awaited<ReturnType<typeof board>> | undefined;
  for (let round = 1; round <= ROUNDS; round += 1) {
    baseline.push((await timed(groupBy)).ms);
    if (round > 1) await touch();
    const answered = await timed(board);
    boards.push(answered.ms);
    last = answered.value;
    log(`${driver}: round ${round}: group by ${ms(baseline.at(-1) ?? 0)} ms, riskBoard ${ms(answered.ms)} ms`);
  }
  const shown = moneyToCents(last?.TotalBig ?? '0') + moneyToCents(last?.TotalSmall ?? '0');
  const touched = await tableCost();
  if (shown !== touched) throw new Error(`the board shows ${centsToMoney(shown)} of Intake, its totals hold ${centsToMoney(touched)}`);

  // The climbed rounds: every bench agent eats now.
  const agents = (await db.select({ userId: users.userId, parentId: users.parentId }).from(users)).filter((row) => limitOf(row.userId) !== null);
  await db.insert(outsetLimits).values(
    agents.map((row) => {
      const limit = limitOf(row.userId) ?? { big: 0n, small: 0n };
      return { userId: row.userId, locId: 'SG', big: centsToMoney(limit.big), small: centsToMoney(limit.small), unit: '0.00' };
    }),
  );
  const climbed: number[] = [];
  let climbedLast: Awaited<ReturnType<typeof board>> | undefined;
  for (let round = 1; round <= ROUNDS; round += 1) {
    await touch();
    const answered = await timed(board);
    climbed.push(answered.ms);
    climbedLast = answered.value;
    log(`${driver}: round ${round}: riskBoard with eat limits ${ms(answered.ms)} ms`);
  }
  const held = await db.select({ number: riskTotals.number, holder: riskTotals.holder, big: riskTotals.big, small: riskTotals.small }).from(riskTotals).where(eq(riskTotals.drawId, drawId));
  const expected = climbedByHand(held, new Map(agents.map((row) => [row.userId, row.parentId ?? ''])));
  const climbedShown = moneyToCents(climbedLast?.TotalBig ?? '0') + moneyToCents(climbedLast?.TotalSmall ?? '0');
  if (climbedShown !== expected) throw new Error(`with eat limits the board shows ${centsToMoney(climbedShown)} of Intake, the climb by hand ${centsToMoney(expected)}`);
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
      coldMs: ms(boards[0] ?? 0),
      touchedPerRound: TOUCHED,
      baselineMedianMs: ms(median(baseline)),
      boardMedianMs: ms(median(boards)),
      ratio: Math.round((median(boards) / median(baseline)) * 100) / 100,
      climbedMs: climbed.map(ms),
      climbedMedianMs: ms(median(climbed)),
      climbedRatio: Math.round((median(climbed) / median(baseline)) * 100) / 100,
      climbedNumbers: climbedLast?.Numbers ?? 0,
      climbedIntake: centsToMoney(climbedShown),
      heldRows: built.value.held.length,
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
