// The throw-away database of a benchmark: a temporary PGlite data directory, or a new PostgreSQL
// database with a random name on the server of `adminUrl`. `env` names it as the platform's
// readConfig takes it (PLATFORM_DATA_DIR, or DATABASE_URL; the other one empty, so that a
// DATABASE_URL of the environment never receives bench data); dispose() removes it again.
// bench/settlement-db.ts imports it; bench/report-page.mjs loads it through tsx's tsImport.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../platform/db/scratch';

export interface ThrowAwayDatabase {
  env: { PLATFORM_DATA_DIR: string; DATABASE_URL: string };
  dispose(): Promise<void>;
}

/** A new, empty database; `label` names a PGlite directory (a PostgreSQL one is drawdesk_bench_<random>). */
export async function throwAwayDatabase(driver: string, label: string, adminUrl?: string): Promise<ThrowAwayDatabase> {
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `${label}-`));
    return { env: { PLATFORM_DATA_DIR: dataDir, DATABASE_URL: '' }, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (driver !== 'postgres' || !adminUrl) throw new Error(`a throw-away database is pglite, or postgres with an admin URL (not "${driver}")`);
  const scratch = await createScratchDatabase(adminUrl, 'drawdesk_bench');
  return { env: { PLATFORM_DATA_DIR: '', DATABASE_URL: scratch.url }, dispose: scratch.drop };
}
