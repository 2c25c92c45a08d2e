// Applies the committed SQL migrations (platform/db/migrations) with drizzle's migrator for the driver.
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { OpenedDatabase } from './client';

export async function runMigrations(database: OpenedDatabase): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.driver === 'pglite') await migratePglite(database.drizzle, config);
  else await migratePg(database.drizzle, config);
}
