// Which databases the platform tests run against. PGlite always. PostgreSQL when one answers at
// DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; with CI=true a missing server is a
// failure (its describe block throws), elsewhere the block is skipped with a printed reason.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type DriverCase =
  | { name: 'pglite' }
  | { name: 'postgres'; adminUrl: string; unavailable?: string };

const PROBE = `
const { Client } = require('pg');
const client = new Client({ connectionString: process.env.PROBE_URL, connectionTimeoutMillis: 3000 });
client.connect().then(() => client.query('select 1')).then(() => client.end())
  .then(() => process.exit(0), (error) => { console.error(error.message); process.exit(1); });
`;

/** A synchronous probe: describe.each needs its table before any test runs. */
function probePostgres(url: string): string | undefined {
  const result = spawnSync(process.execPath, ['-e', PROBE], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...process.env, PROBE_URL: url, NODE_OPTIONS: '' },
    encoding: 'utf8',
    timeout: 10_000,
  });
  if (result.status === 0) return undefined;
  return (result.stderr || result.error?.message || `exit ${result.status}`).trim().split('\n')[0];
}

let reported = false;

export function platformDrivers(): DriverCase[] {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  const unavailable = probePostgres(adminUrl);
  if (!unavailable) return [{ name: 'pglite' }, { name: 'postgres', adminUrl }];
  if (process.env.CI === 'true') return [{ name: 'pglite' }, { name: 'postgres', adminUrl, unavailable }];
  if (!reported) {
    reported = true;
    console.warn(`PostgreSQL tests skipped: no server answers at ${redact(adminUrl)} (${unavailable}).`);
  }
  return [{ name: 'pglite' }];
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
