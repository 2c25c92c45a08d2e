// Prepares the throw-away database of the report-page benchmark (bench/report-page.mjs), run as
// `node --import tsx bench/report-page-db.ts <dataDir | postgres URL>` before the platform starts on
// it (a PGlite data directory, or an empty PostgreSQL database the benchmark created). It opens the
// directory with the platform's own code (migrations and demo seed, as `npm run platform` does), then
// adds the settlement benchmark's hierarchy under admin with 200 members and one closed SG draw whose
// Stake Report for admin has exactly REPORT_ROWS rows: every 4D number once as an ordinary bet
// (10,000), every number that is not four alike once as a k-bet (9,990), and the ten rolls R000-R009.
// It prints {"drawId","rows"} as one JSON line.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readConfig } from '../platform/config';
import { prepareDatabase } from '../platform/db/prepare';
import { benchBetOf, insertBenchData, type BenchBet } from './settlement-data';

const MEMBERS = 200;
const NUMBERS = 10_000;
const four = (value: number) => String(value).padStart(4, '0');
/** The numbers with at least two different digits: the ones a k-bet may take. */
const BOXABLE = Array.from({ length: NUMBERS }, (_, i) => four(i)).filter((number) => new Set(number).size > 1);
const ROLLS = Array.from({ length: 10 }, (_, i) => `R00${i}`);
const REPORT_ROWS = NUMBERS + BOXABLE.length + ROLLS.length;

/** Bet i of the draw: one stake row per number and kind, so the report has one row per bet. */
function reportBet(_random: () => number, index: number): BenchBet {
  const big = ((index % 40) * 0.25 + 0.25).toFixed(2);
  if (index < NUMBERS) return benchBetOf('ORDINARY', four(index), big, index % 3 === 0 ? '1.00' : '0.00');
  const boxed = BOXABLE[index - NUMBERS];
  if (boxed) return benchBetOf('KBET', boxed, big, '0.00');
  return benchBetOf('ROLL', ROLLS[index - NUMBERS - BOXABLE.length] ?? 'R000', big, '0.00');
}

async function main(): Promise<void> {
  const [store] = process.argv.slice(2);
  if (!store) throw new Error('usage: report-page-db.ts <dataDir | postgres URL>');
  // Only the store named here: never a DATABASE_URL of the environment (the bench's data is thrown away).
  const postgres = /^postgres(ql)?:\/\//.test(store);
  const config = readConfig({ NODE_ENV: 'production', PLATFORM_TWO_FACTOR_KEY: randomBytes(32).toString('hex'), ...(postgres ? { DATABASE_URL: store } : { PLATFORM_DATA_DIR: store }) });
  const now = new Date();
  const { database } = await prepareDatabase(config, now);
  try {
    const { drawId } = await insertBenchData(database.db, now, MEMBERS, REPORT_ROWS, () => undefined, reportBet);
    // What autovacuum (PostgreSQL) or the platform's start (PGlite) does before anyone asks for the report.
    await database.db.execute(sql`analyze`);
    console.log(JSON.stringify({ drawId, rows: REPORT_ROWS }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
