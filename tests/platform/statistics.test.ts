// The planner's statistics (platform/db/statistics.ts): on PGlite, which runs no autovacuum, the
// platform analyzes every table at start and then the tables changed past autovacuum's threshold; on
// PostgreSQL it leaves that to the server. The proof that it matters: a report's plan before and after.
import { sql } from 'drizzle-orm';
import { analyzeTables, staleTables, startStatisticsRefresher } from '@/platform/db/statistics';
import { createTestDatabase, type TestDatabase } from './support/database';
import { platformDrivers } from './support/drivers';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// A new PostgreSQL database is migrated and seeded first (the harness's own allowance).
jest.setTimeout(60_000);

describe.each(platformDrivers())('statistics on $name', (driver) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(driver);
  });
  afterAll(() => testDb?.dispose());

  const lastAnalyzed = async (table: string) => {
    const [row] = rowsOf<{ at: string | null }>(await testDb.database.db.execute(sql`select last_analyze::text as at from pg_stat_user_tables where relname = ${table}`));
    return row?.at ?? null;
  };
  /**
   * 200 rows into a table the seed leaves small: past the threshold of 50 + 10%. A backend hands its
   * counts to the statistics at most once a second; the flush is forced so the next query sees them.
   */
  const changeAnnouncements = async () => {
    await testDb.database.db.execute(sql`insert into announcements (loc_id, content) select 'SG', 'statistics test ' || i from generate_series(1, 200) as i`);
    await testDb.database.db.execute(sql`select pg_stat_force_next_flush()`);
  };
  const until = async (check: () => Promise<boolean>, timeoutMs = 5_000) => {
    for (const end = Date.now() + timeoutMs; !(await check()); ) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  if (driver.name === 'pglite') {
    test('start analyzes every table; then only the tables changed past the threshold', async () => {
      const lines: string[] = [];
      const refresher = await startStatisticsRefresher(testDb.database, { intervalMs: 60_000, log: (line) => lines.push(line) });
      try {
        expect(await lastAnalyzed('bets')).not.toBeNull();
        expect(await lastAnalyzed('users')).not.toBeNull();
        expect(await staleTables(testDb.database)).toEqual([]);

        await changeAnnouncements();
        expect(await staleTables(testDb.database)).toEqual(['announcements']);
        const usersBefore = await lastAnalyzed('users');
        await analyzeTables(testDb.database, await staleTables(testDb.database));
        expect(await staleTables(testDb.database)).toEqual([]);
        expect(await lastAnalyzed('users')).toBe(usersBefore);
      } finally {
        refresher.stop();
        await refresher.running();
      }
      expect(lines).toEqual([]);
    });

    test('the refresher analyzes the stale tables on its interval', async () => {
      const refresher = await startStatisticsRefresher(testDb.database, { intervalMs: 20 });
      try {
        const before = await lastAnalyzed('announcements');
        await changeAnnouncements();
        await until(async () => (await lastAnalyzed('announcements')) !== before);
        expect(await staleTables(testDb.database)).toEqual([]);
      } finally {
        refresher.stop();
        await refresher.running();
      }
    });
  } else {
    test('PostgreSQL: the platform runs no ANALYZE of its own (autovacuum does)', async () => {
      const refresher = await startStatisticsRefresher(testDb.database, { intervalMs: 20 });
      refresher.stop();
      await refresher.running();
      // Manual ANALYZEs only: the server's autovacuum may have analyzed the fresh tables meanwhile.
      const [row] = rowsOf<{ count: string }>(await testDb.database.db.execute(sql`select sum(analyze_count)::text as count from pg_stat_user_tables`));
      expect(row?.count).toBe('0');
    });
  }
});
