// The planner's statistics on embedded PGlite. PostgreSQL's autovacuum daemon runs ANALYZE on tables
// that changed enough; PGlite runs no background workers, so without this nothing ever does, and the
// planner keeps guessing from empty tables: it then picks nested loops that read a 20,000-bet draw's
// report 2.4 million times over (1.4 s instead of 40 ms, measured by the report-page benchmark).
// So the platform runs ANALYZE itself on PGlite: every table once at start (the cumulative counters
// start from zero in each process), then, every minute, the tables that passed autovacuum's own
// default threshold (50 rows + 10% of the table changed since the last ANALYZE). On PostgreSQL the
// server's autovacuum does this and nothing runs here.
import { sql } from 'drizzle-orm';
import { startPeriodic, type PeriodicTask } from '../services/jobs/periodic';
import type { OpenedDatabase } from './client';

export const STATISTICS_CHECK_MS = 60_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The user tables changed past autovacuum's default analyze threshold since their last ANALYZE. */
export async function staleTables(database: OpenedDatabase): Promise<string[]> {
  const result = await database.db.execute(sql`
    select relname from pg_stat_user_tables
    where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)
    order by relname`);
  return rowsOf<{ relname: string }>(result).map((row) => row.relname);
}

/** ANALYZE of every table (none named) or of the named ones; identifiers quoted. */
export async function analyzeTables(database: OpenedDatabase, tables?: readonly string[]): Promise<void> {
  if (tables === undefined) {
    await database.db.execute(sql`analyze`);
    return;
  }
  for (const table of tables) await database.db.execute(sql`analyze ${sql.identifier(table)}`);
}

/** On PGlite: analyzes every table now, then the stale ones every `intervalMs`. Elsewhere: nothing. */
export function startStatisticsRefresher(
  database: OpenedDatabase,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
): Promise<PeriodicTask> {
  if (database.driver !== 'pglite') return Promise.resolve({ stop: () => undefined, running: () => Promise.resolve() });
  const refresh = async (first: boolean) => analyzeTables(database, first ? undefined : await staleTables(database));
  return startPeriodic('statistics', refresh, options.intervalMs ?? STATISTICS_CHECK_MS, options.log);
}
