// `npx tsx platform/maintenance.ts on 2026-12-01T10:00:00Z` (the expected end, ISO 8601 UTC) or
// `npx tsx platform/maintenance.ts off`: switch maintenance in the configured database (DATABASE_URL,
// else the PGlite data directory), like platform/reset.ts. A running platform reads the switch on its
// next call. Embedded PGlite serves one process at a time, so while the platform runs on it, use the
// API instead (PUT /api/v1/4d/settings/maintenance?LocId=SG with a full admin's token).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { maintenanceSchema, type Maintenance } from '@/lib/contract/settings';
import { ConfigError, describeStore, readConfig, type PlatformConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { writeSetting } from './services/content/settings';

const USAGE = 'usage: platform/maintenance.ts on <end time, e.g. 2026-12-01T10:00:00Z> | off';

function parseArguments(args: string[]): Maintenance {
  const [mode, time, ...rest] = args;
  if (mode === 'off' && time === undefined) return { enabled: false, time: null };
  if (mode !== 'on' || time === undefined || rest.length > 0) throw new ConfigError(USAGE);
  const parsed = maintenanceSchema.safeParse({ enabled: true, time });
  if (!parsed.success) throw new ConfigError(`"${time}" is not an ISO 8601 UTC time such as 2026-12-01T10:00:00Z.\n${USAGE}`);
  return parsed.data;
}

/** PGlite writes postmaster.pid while a process has the directory open, and removes it on close. */
function refuseOpenDataDir(config: PlatformConfig): void {
  if (config.databaseUrl || !existsSync(path.join(config.dataDir, 'postmaster.pid'))) return;
  throw new ConfigError(
    `${config.dataDir} is open in another process (postmaster.pid): stop the platform first, or switch ` +
      'maintenance over the API as a full admin. If no platform runs, a crash left the file: start and stop the platform once.',
  );
}

async function switchMaintenance(): Promise<void> {
  const value = parseArguments(process.argv.slice(2));
  const config = readConfig();
  refuseOpenDataDir(config);
  // Migrate and seed an empty database first: seeding later would find this row and fail.
  const { database } = await prepareDatabase(config, new Date());
  try {
    await writeSetting(database.db, 'maintenance', value, new Date());
  } finally {
    await database.close();
  }
  const state = value.enabled ? `on until ${value.time}` : 'off';
  console.log(`[platform] maintenance ${state} (${describeStore(config)})`);
}

switchMaintenance().catch((error: unknown) => {
  console.error(`[platform] maintenance switch failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
