// Which databases the platform tests run against. PGlite always. PostgreSQL when one answers at
// DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; with CI=true a missing server is a
// failure (its describe block throws), elsewhere the block is skipped with a printed reason.
// Concurrency tests run on PostgreSQL only (describeOnPostgres, concurrencyTest): PGlite runs every
// query on its one connection, so a race there is no race and proves nothing. Skipped for want of a
// server, they say so with a banner; with CI=true they fail instead.
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
let probed: { adminUrl: string; unavailable?: string } | undefined;

/** The PostgreSQL case of this run: undefined when it is skipped (no server, and not CI). Probed once per file. */
function postgresCase(): Extract<DriverCase, { name: 'postgres' }> | undefined {
  if (!probed) {
    const adminUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
    probed = { adminUrl, unavailable: probePostgres(adminUrl) };
  }
  const { adminUrl, unavailable } = probed;
  if (!unavailable) return { name: 'postgres', adminUrl };
  if (process.env.CI === 'true') return { name: 'postgres', adminUrl, unavailable };
  if (!reported) {
    reported = true;
    console.warn(`PostgreSQL tests skipped: no server answers at ${redact(adminUrl)} (${unavailable}).`);
  }
  return undefined;
}

export function platformDrivers(): DriverCase[] {
  const postgres = postgresCase();
  return postgres ? [{ name: 'pglite' }, postgres] : [{ name: 'pglite' }];
}

const warned = new Set<string>();

/** A banner no one scrolls past: these concurrency tests did not run. */
function warnSkipped(title: string): void {
  if (warned.has(title)) return;
  warned.add(title);
  const line = '!'.repeat(100);
  console.warn(
    [
      line,
      `!! CONCURRENCY TEST SKIPPED: ${title}`,
      `!! It runs on PostgreSQL only, and none answers at ${redact(probed?.adminUrl ?? DEFAULT_POSTGRES_URL)} (${probed?.unavailable ?? 'not probed'}).`,
      '!! PGlite runs every query on one connection: a race there is no race and proves nothing.',
      '!! Start PostgreSQL or set DATABASE_URL to run it; with CI=true this is a failure, not a skip.',
      line,
    ].join('\n'),
  );
}

/**
 * A describe block of concurrency tests: on PostgreSQL only. Without a server it is skipped with a
 * banner (with CI=true its database cannot be created and every test fails).
 */
export function describeOnPostgres(title: string, body: (driver: DriverCase) => void): void {
  const postgres = postgresCase();
  if (postgres) {
    describe(`${title} (postgres)`, () => body(postgres));
    return;
  }
  warnSkipped(title);
  describe.skip(`${title} (needs PostgreSQL)`, () => {
    test('skipped: no PostgreSQL server', () => undefined);
  });
}

/**
 * `test` for a concurrency test inside a block that runs on every driver: it runs on PostgreSQL and is
 * skipped on PGlite, with a banner when PostgreSQL does not run it either.
 */
export function concurrencyTest(driver: DriverCase): (title: string, fn: () => Promise<void>, timeout?: number) => void {
  if (driver.name === 'postgres') return (title, fn, timeout) => test(title, fn, timeout);
  return (title, fn, timeout) => {
    if (!postgresCase()) warnSkipped(title);
    test.skip(`${title} (PostgreSQL only)`, fn, timeout);
  };
}

export function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
