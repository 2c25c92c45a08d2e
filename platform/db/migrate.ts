// Applies the committed SQL migrations (platform/db/migrations) with drizzle's migrator for the driver.
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { OpenedDatabase } from './client';

/** The advisory lock that lets one platform instance at a time migrate a PostgreSQL database. */
export const MIGRATE_LOCK = 4_861_020;

/*
 * On PostgreSQL, instances starting together (a deployment of two replicas on a fresh database) would
 * each create drizzle's journal table and apply the same migrations: drizzle's migrator takes no lock.
 * A session advisory lock on a connection of its own makes them take turns; the second then finds
 * every migration applied. The lock dies with its connection, so a crashed instance never holds it.
 */
export async function runMigrations(database: OpenedDatabase): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.driver === 'pglite') {
    await migratePglite(database.drizzle, config);
    return;
  }
  const lock = await database.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATE_LOCK]);
    await migratePg(database.drizzle, config);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATE_LOCK]).catch(() => undefined);
    lock.release();
  }
}
