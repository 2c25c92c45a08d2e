// Fresh, migrated, seeded databases for one test file.
// PGlite: initdb + migrations + seed run once and are cached as a dump (keyed by the platform's
// sources), then every test file loads that dump into its own in-memory database.
// PostgreSQL: the same migrated, seeded database is made once as a template (keyed by the same hash),
// and every test file copies it into its own database with a random name (CREATE DATABASE ... TEMPLATE,
// well under a second against 30 s or more to migrate and seed on a loaded 2-core machine) and drops
// it at the end.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type OpenedDatabase } from '@/platform/db/client';
import { runMigrations } from '@/platform/db/migrate';
import { createScratchDatabase, ensureTemplateDatabase, type ScratchDatabase } from '@/platform/db/scratch';
import { seedIfEmpty } from '@/platform/seed';
import { redact, type DriverCase } from './drivers';

/** The tests' clock: Sun 2025-04-20 10:00 GMT+8, before that day's close; a Magnum special is 9 days on. */
export const FIXED_NOW = new Date('2025-04-20T02:00:00Z');

const REPO = path.resolve(__dirname, '../../..');
const SOURCES = ['platform', 'lib/domain', 'lib/contract'];

export interface TestDatabase {
  database: OpenedDatabase;
  dispose(): Promise<void>;
}

let hashed: string | undefined;

function sourcesHash(): string {
  return (hashed ??= hashSources());
}

function hashSources(): string {
  const hash = createHash('sha256').update(FIXED_NOW.toISOString());
  for (const root of SOURCES) {
    const files = readdirSync(path.join(REPO, root), { recursive: true, encoding: 'utf8' }).sort();
    for (const file of files) {
      const full = path.join(REPO, root, file);
      if (statSync(full).isFile()) hash.update(`${root}/${file}`).update(readFileSync(full));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Dumps of older sources are dead weight; keep the last hour's (another checkout may be testing). */
function pruneOldDumps(dir: string, keep: string): void {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (full !== keep && name.startsWith('seeded-') && Date.now() - statSync(full).mtimeMs > 3600_000) {
      rmSync(full, { force: true });
    }
  }
}

async function seededDump(): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'drawdesk-platform-tests');
  const file = path.join(dir, `seeded-${sourcesHash()}.tar.gz`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'drawdesk-template-'));
    const database = await openDatabase({ dataDir });
    try {
      await runMigrations(database);
      await seedIfEmpty(database.db, { now: FIXED_NOW, enableCaptcha: false });
      if (database.driver !== 'pglite') throw new Error('expected PGlite');
      const dump = await database.client.dumpDataDir('gzip');
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
      renameSync(temp, file);
      pruneOldDumps(dir, file);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return new Blob([readFileSync(file)]);
}

// In memory (a test database is thrown away, so writing its files to disk only cost time), with
// relaxed durability, from the seeded dump.
async function pgliteDatabase(): Promise<TestDatabase> {
  const dump = await seededDump();
  const database = await openDatabase({ loadDataDir: dump, relaxedDurability: true });
  return { database, dispose: () => database.close() };
}

export type EmptyDatabase = ScratchDatabase;

/** A new, empty PostgreSQL database with a random name (dropped by `drop`). */
export async function createEmptyPostgres(driver: DriverCase): Promise<EmptyDatabase> {
  return createScratchDatabase(postgresAdminUrl(driver), 'drawdesk_test');
}

/** The PostgreSQL server's admin URL, or the reason CI cannot run without one. */
function postgresAdminUrl(driver: DriverCase): string {
  if (driver.name !== 'postgres') throw new Error('PostgreSQL only');
  if (driver.unavailable) {
    throw new Error(`CI=true requires PostgreSQL, but none answers at ${redact(driver.adminUrl)}: ${driver.unavailable}`);
  }
  return driver.adminUrl;
}

/** Migrates and seeds the database at `url` as every test file starts it. */
async function migrateAndSeed(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  try {
    await runMigrations(database);
    await seedIfEmpty(database.db, { now: FIXED_NOW, enableCaptcha: false });
  } finally {
    await database.close();
  }
}

async function postgresDatabase(driver: DriverCase): Promise<TestDatabase> {
  const adminUrl = postgresAdminUrl(driver);
  const template = await ensureTemplateDatabase(adminUrl, 'drawdesk_tpl', `drawdesk_tpl_${sourcesHash()}`, migrateAndSeed);
  const copy = await createScratchDatabase(adminUrl, 'drawdesk_test', template);
  try {
    const database = await openDatabase({ databaseUrl: copy.url });
    return {
      database,
      dispose: async () => {
        await database.close();
        await copy.drop();
      },
    };
  } catch (error) {
    await copy.drop();
    throw error;
  }
}

export async function createTestDatabase(driver: DriverCase): Promise<TestDatabase> {
  return driver.name === 'pglite' ? pgliteDatabase() : postgresDatabase(driver);
}
