// The settlement benchmark: settling one draw of 1,000,000 bets (BENCH_SETTLEMENT_BETS)
// placed by 2,000 members (BENCH_SETTLEMENT_MEMBERS) under a few agents, against a raw SQL
//   select user_id, sum(cost) from bets where draw_id = $1 group by user_id
// over the same bets in the same database, measured in the same run (target: settleDraw within 5x).
// It runs on PGlite (a throw-away data directory) and on PostgreSQL when one answers at DATABASE_URL
// or postgres://postgres@127.0.0.1:5432/test (a throw-away database, as the platform tests do).
// On the settled draw it also times the admin's reportFull and reportStrike calls (median of 3, with
// their ratio to the same group by). Each database is prepared and measured by bench/settlement-db.ts
// in its own process; it needs no build of the app and starts no server.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/processes.mjs';

const BETS = Number(process.env.BENCH_SETTLEMENT_BETS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_SETTLEMENT_MEMBERS ?? 2_000);
const TARGET = 5;
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** Generous: inserting a million bets into PGlite takes minutes on a small machine. */
const TIMEOUT_MS = 60 * 60_000;

const PROBE = `
const { Client } = require('pg');
const client = new Client({ connectionString: process.env.PROBE_URL, connectionTimeoutMillis: 3000 });
client.connect().then(() => client.query('select 1')).then(() => client.end())
  .then(() => process.exit(0), (error) => { console.error(error.message); process.exit(1); });
`;

/** Whether PostgreSQL answers at the URL (the reason when it does not). */
export function probePostgres(url) {
  const result = spawnSync(process.execPath, ['-e', PROBE], { cwd: root, env: { ...process.env, PROBE_URL: url, NODE_OPTIONS: '' }, encoding: 'utf8', timeout: 10_000 });
  return result.status === 0 ? null : (result.stderr || `exit ${result.status}`).trim().split('\n')[0];
}

export const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

function runOne(driver, adminUrl) {
  process.stdout.write(`  ${driver}: ${BETS} bets, ${MEMBERS} members (throw-away database)...\n`);
  const args = ['--import', 'tsx', 'bench/settlement-db.ts', driver, String(BETS), String(MEMBERS), ...(adminUrl ? [adminUrl] : [])];
  const started = Date.now();
  const run = spawnSync(process.execPath, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) return { driver, error: `bench/settlement-db.ts ${driver} failed (exit ${run.status ?? run.signal})`, wallMs: Date.now() - started };
  return { ...JSON.parse(run.stdout.trim().split('\n').at(-1)), wallMs: Date.now() - started };
}

export async function runSettlementBench() {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const unavailable = probePostgres(adminUrl);
  const results = [runOne('pglite')];
  if (unavailable) process.stdout.write(`  postgres: skipped, nothing answers at ${redact(adminUrl)} (${unavailable})\n`);
  else results.push(runOne('postgres', adminUrl));

  const ratios = {};
  const targets = {};
  for (const result of results) {
    if (result.error) {
      targets[`${result.driver}: ran`] = false;
      console.log(`  ${result.driver}: ${result.error}`);
      continue;
    }
    ratios[`${result.driver} settleDraw / group by`] = result.ratio;
    targets[`${result.driver} settleDraw within ${TARGET}x of the group by`] = result.ratio <= TARGET;
    targets[`${result.driver} draw reconciles (amounts sum to 0.00) and settling again moves no AccBal`] = result.reconciled === true;
    console.log(
      `  ${result.driver}: group by ${result.baselineMedianMs} ms, settleDraw ${result.settleMedianMs} ms (first ${result.firstSettleMs} ms), ` +
        `ratio ${result.ratio}; ${result.summary.bets} bets, ${result.summary.strikes} strikes, ${result.summary.users} users; ` +
        `inserting the bets took ${Math.round(result.insertMs / 1000)} s`,
    );
    console.log(`    last round by step (ms): ${JSON.stringify(result.lastRoundStepsMs)}`);
    for (const [resource, report] of Object.entries(result.reports ?? {})) {
      ratios[`${result.driver} ${resource} (admin) / group by`] = report.ratio;
      console.log(`    ${resource} for admin: ${report.medianMs} ms (${report.rows} rows, ${Math.round(report.bytes / 1024)} KiB), ratio ${report.ratio} to the group by`);
    }
  }
  return {
    setup: `one SG draw, ${BETS} bets (70% ordinary, 10% roll, 10% i-bet, 10% k-bet) of ${MEMBERS} members under 4 agents and 8 sub-agents; median of 3 alternating rounds`,
    baseline: 'select user_id, sum(cost) from bets where draw_id = $1 group by user_id',
    postgres: unavailable ? `skipped: ${unavailable}` : redact(adminUrl),
    results,
    ratios,
    targets,
  };
}

// `node bench/settlement.mjs` runs it alone, without the build that bench/run.mjs prepares for the
// others, and writes bench/results/settlement.json as run.mjs does.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const machine = { node: process.version, cpus: os.cpus().length, loadavg: os.loadavg().map((value) => Math.round(value * 100) / 100) };
  const result = await runSettlementBench();
  const outDir = path.join(root, 'bench', 'results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'settlement.json'), `${JSON.stringify({ name: 'settlement', at: new Date().toISOString(), machine, ...result }, null, 2)}\n`);
  console.log('\nratios:', result.ratios);
  console.log('targets:', result.targets);
  console.log('written to bench/results/settlement.json');
}
