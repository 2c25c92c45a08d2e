// Open the configured database, migrate it, and seed it when empty. Closes it again on failure.
import type { PlatformConfig } from '../config';
import { seedIfEmpty } from '../seed';
import { openDatabase, type OpenedDatabase } from './client';
import { runMigrations } from './migrate';

export async function prepareDatabase(config: PlatformConfig, now: Date): Promise<{ database: OpenedDatabase; seeded: boolean }> {
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const seeded = await seedIfEmpty(database.db, { now, enableCaptcha: config.enableCaptcha });
    return { database, seeded };
  } catch (error) {
    await database.close();
    throw error;
  }
}
