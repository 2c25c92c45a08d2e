// The settlement benchmark: settling one draw of 1,000,000 bets (BENCH_SETTLEMENT_BETS)
// placed by 2,000 members (BENCH_SETTLEMENT_MEMBERS) under a few agents, against a raw SQL
//   select user_id, sum(cost) from bets where draw_id = $1 group by user_id
// over the same bets in the same database, measured in the same run (target: settleDraw within 5x).
// It runs on PGlite (a throw-away data directory) and on PostgreSQL when one answers at DATABASE_URL
// or postgres://postgres@127.0.0.1:5432/test (a throw-away database, as the platform tests do).
// On the settled draw it also times the admin's reportFull and reportStrike calls (median of 3, with
// their ratio to the same group by). Each database is prepared and measured by bench/settlement-db.ts
// in its own process; it needs no build of the app and starts no server.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../scripts/processes.mjs';
import { DEFAULT_POSTGRES_URL, probePostgres, redact, runDbChild } from './db-child.mjs';

const BETS = Number(process.env.BENCH_SETTLEMENT_BETS ?? 1_000_000);
const MEMBERS = Number(process.env.BENCH_SETTLEMENT_MEMBERS ?? 2_000);
const TARGET = 5;
function runOne(driver, adminUrl) {
  process.stdout.write(`  ${driver}: ${BETS} bets, ${MEMBERS} members (throw-away database)...\n`);
  return runDbChild('bench/settlement-db.ts', driver, [String(BETS), String(MEMBERS)], adminUrl);
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
