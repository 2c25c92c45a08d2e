// What the database benchmarks share: the PostgreSQL they may use (DATABASE_URL or the tests' default),
// a probe that says why it does not answer, and the child process that prepares and measures one
// database (bench/*-db.ts under tsx), its last stdout line being the result as JSON.
import { spawnSync } from 'node:child_process';
import { root } from '../scripts/processes.mjs';

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** Generous: inserting a million bets into PGlite takes minutes on a small machine. */
const TIMEOUT_MS = 60 * 60_000;

const PROBE = `
const { Client } = require('pg');
const client = new Client({ connectionString: process.env.PROBE_URL, connectionTimeoutMillis: 3000 });
client.connect().then(() => client.query('select 1')).then(() => client.end())
  .then(() => process.exit(0), (error) => { console.error(error.message); process.exit(1); });
`;

/** Whether PostgreSQL answers at the URL (the reason when it does not). */
export function probePostgres(url) {
  const result = spawnSync(process.execPath, ['-e', PROBE], { cwd: root, env: { ...process.env, PROBE_URL: url, NODE_OPTIONS: '' }, encoding: 'utf8', timeout: 10_000 });
  return result.status === 0 ? null : (result.stderr || `exit ${result.status}`).trim().split('\n')[0];
}

export const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * Runs `script` (bench/…-db.ts) for one driver with its arguments (the admin URL last, on PostgreSQL);
 * answers its JSON result with the wall time, or the driver and why it failed.
 */
export function runDbChild(script, driver, args, adminUrl) {
  const started = Date.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, driver, ...args, ...(adminUrl ? [adminUrl] : [])], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) return { driver, error: `${script} ${driver} failed (exit ${run.status ?? run.signal})`, wallMs: Date.now() - started };
  return { ...JSON.parse(run.stdout.trim().split('\n').at(-1)), wallMs: Date.now() - started };
}
