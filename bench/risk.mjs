// The risk board benchmark: GET riskBoard over one SG draw of 1,000,000 bets (BENCH_RISK_BETS for a
// quicker run), against a raw SQL
//   select number, sum(big), sum(small) from bets where draw_id = $1 group by number
// over the same bets in the same database, measured in the same run, with the bench agents eating
// nothing and then every one eating (the board climbs the totals through the eat limits), while some
// totals grow between reads as betting would. Target: the board's data within 300 ms on PostgreSQL
// (docs/performance.md). It runs on PostgreSQL at DATABASE_URL or
// postgres://postgres@127.0.0.1:5432/test (a throw-away database), and on PGlite too with
// BENCH_RISK_PGLITE=1. Each database is prepared and measured by bench/risk-db.ts in its own process;
// it needs no build of the app and starts no server.
import { DEFAULT_POSTGRES_URL, probePostgres, redact, runDbChild } from './db-child.mjs';

const BETS = Number(process.env.BENCH_RISK_BETS ?? 1_000_000);
const TARGET_MS = 300;

function runOne(driver, adminUrl) {
  process.stdout.write(`  ${driver}: ${BETS} bets (throw-away database)...\n`);
  return runDbChild('bench/risk-db.ts', driver, [String(BETS)], adminUrl);
}

export async function runRiskBench() {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const unavailable = probePostgres(adminUrl);
  const results = [];
  if (process.env.BENCH_RISK_PGLITE === '1') results.push(runOne('pglite'));
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
    ratios[`${result.driver} riskBoard / group by`] = result.ratio;
    ratios[`${result.driver} riskBoard with eat limits / group by`] = result.climbedRatio;
    if (result.driver === 'postgres') {
      targets[`postgres riskBoard within ${TARGET_MS} ms`] = result.boardMedianMs <= TARGET_MS;
      targets[`postgres riskBoard with eat limits within ${TARGET_MS} ms`] = result.climbedMedianMs <= TARGET_MS;
    }
    targets[`${result.driver} the board holds the draw's whole cost, and with eat limits the company's climbed Intake`] = result.reconciled === true;
    console.log(
      `  ${result.driver}: group by ${result.baselineMedianMs} ms, riskBoard ${result.boardMedianMs} ms (ratio ${result.ratio}; the first, cold, ${result.coldMs} ms), ` +
        `with eat limits ${result.climbedMedianMs} ms (ratio ${result.climbedRatio}, ${result.heldRows} totals climbed, the company keeps ${result.climbedIntake}); ` +
        `${result.bets} bets on ${result.numbers} numbers; inserting took ${Math.round(result.insertMs / 1000)} s, the totals ${Math.round(result.totalsMs / 1000)} s`,
    );
  }
  return {
    setup: `one SG draw, ${BETS} bets (the settlement mix) of 2000 members under 12 agents; the board's running totals built from them per holder; median of 7 alternating rounds (200 totals grow before each but the first, cold, read), then 7 with every agent eating`,
    baseline: 'select number, sum(big), sum(small) from bets where draw_id = $1 group by number',
    postgres: unavailable ? `skipped: ${unavailable}` : redact(adminUrl),
    results,
    ratios,
    targets,
  };
}
