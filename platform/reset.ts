// `npm run platform:reset`: wipe the platform's data and seed the demo data again.
// Embedded: removes the PGlite data directory. DATABASE_URL: drops the platform's tables, enums and
// migration journal. Then migrates and seeds, and closes cleanly.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { isPgEnum, PgTable } from 'drizzle-orm/pg-core';
import { ConfigError, describeStore, readConfig, type PlatformConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import * as schema from './db/schema';

/** Refuse to delete a directory that is not a PostgreSQL data directory (a typo in PLATFORM_DATA_DIR). */
function wipeDataDir(dir: string): void {
  if (!existsSync(dir)) return;
  const isPgData = existsSync(path.join(dir, 'PG_VERSION'));
  if (!isPgData && readdirSync(dir).length > 0) {
    throw new ConfigError(`${dir} is not a PGlite data directory; not deleting it.`);
  }
  rmSync(dir, { recursive: true, force: true });
}

async function dropPlatformTables(config: PlatformConfig): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  try {
    const values: unknown[] = Object.values(schema);
    const tables = values.filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableName(table));
    const enums = values.filter(isPgEnum).map((value) => value.enumName);
    await database.db.transaction(async (tx) => {
      for (const table of tables) await tx.execute(sql`drop table if exists ${sql.identifier(table)} cascade`);
      for (const name of enums) await tx.execute(sql`drop type if exists ${sql.identifier(name)} cascade`);
      await tx.execute(sql`drop schema if exists drizzle cascade`);
    });
  } finally {
    await database.close();
  }
}

async function reset(): Promise<void> {
  const config = readConfig();
  if (config.databaseUrl) await dropPlatformTables(config);
  else wipeDataDir(config.dataDir);
  const { database } = await prepareDatabase(config, new Date());
  await database.close();
  console.log(`[platform] reset done: ${describeStore(config)} holds fresh demo data`);
}

reset().catch((error: unknown) => {
  console.error(`[platform] reset failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
