// Tests against a real Redis (REDIS_URL or 127.0.0.1:6379). With CI=true a missing Redis fails the
// run; elsewhere the block is skipped with a printed reason (like the PostgreSQL platform tests).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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

/** A free local port (the OS picks it; a tiny race with other programs is accepted). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PrivateRedis {
  url: string;
  /** Kills the server at once (SIGKILL): an outage, not a shutdown; its data is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
}

/**
 * A redis-server of this test alone, on a free port, without persistence: tests may kill it, which
 * they must never do to the shared Redis at 6379. The binary comes with the Redis server package.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (probeRedis(`redis://127.0.0.1:${port}`) !== undefined) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, restart: start };
}
