// Tests against a real Redis (REDIS_URL or 127.0.0.1:6379). With CI=true a missing Redis fails the
// run; elsewhere the block is skipped with a printed reason (like the PostgreSQL platform tests).
import { spawnSync } from 'node:child_process';

export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const PROBE = `
const client = require('node:net').connect({ host: process.argv[1], port: Number(process.argv[2]) });
const timer = setTimeout(() => { console.error('no answer within 2 s'); process.exit(1); }, 2000);
client.on('error', (error) => { console.error(error.message); process.exit(1); });
client.on('data', (data) => { clearTimeout(timer); client.destroy(); if (data.toString().startsWith('+PONG') || data.toString().startsWith('-NOAUTH')) process.exit(0); console.error(data.toString().trim()); process.exit(1); });
client.write('PING\\r\\n');
`;

/** A synchronous probe: the describe block must know before any test runs. */
function probeRedis(url: string): string | undefined {
  const { hostname, port } = new URL(url);
  const result = spawnSync(process.execPath, ['-e', PROBE, hostname || '127.0.0.1', port || '6379'], {
    env: { ...process.env, NODE_OPTIONS: '' },
    encoding: 'utf8',
    timeout: 5_000,
  });
  if (result.status === 0) return undefined;
  return (result.stderr || result.error?.message || `exit ${result.status}`).trim().split('\n')[0];
}

/**
 * `describe` when Redis answers (or CI demands it), `describe.skip` otherwise; call `requireRedis()` in
 * the block's beforeAll so that CI fails loudly when Redis is missing.
 */
export function redisSuite(what: string) {
  const unavailable = probeRedis(REDIS_URL);
  const mandatory = process.env.CI === 'true';
  if (unavailable && !mandatory) console.warn(`${what} skipped: nothing answers at ${REDIS_URL} (${unavailable}).`);
  return {
    describeRedis: unavailable && !mandatory ? describe.skip : describe,
    requireRedis: () => {
      if (unavailable) throw new Error(`CI=true requires Redis, but none answers at ${REDIS_URL}: ${unavailable}`);
    },
  };
}
