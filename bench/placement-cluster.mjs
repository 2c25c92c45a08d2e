// The processes of the placement benchmark (bench/placement.mjs): N platforms on one store and N apps,
// app i forwarding to platform i, all apps with the same SESSION_SECRET (a session sealed once is
// good on either) and, when Redis answers, the same Redis under a key prefix of this run (the BFF's
// cache invalidation after a write is then shared, as two instances need it; the prefix's keys are
// deleted at the end). Also the CPU time of the PostgreSQL backends serving the bench database.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import Redis from 'ioredis';
import { forgetRedisKeys } from '../scripts/redis-keys.mjs';
import pg from 'pg';
import { appChild, platformChild, stop } from './children.mjs';
import { cpuMs } from './forwarder.mjs';

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether Redis answers at the URL (the reason when it does not). */
export async function probeRedis(url) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: true, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts `instances` platforms on `storeEnv` (PLATFORM_DATA_DIR or DATABASE_URL) and as many apps;
 * resolves to { platforms, apps, secret, redis, cpu(), stop() } (ports and pids; cpu() is the CPU
 * milliseconds of every app and every platform so far). On failure the children's output is printed.
 * `appEnv` adds to every app's environment (the soak's TRUST_PROXY_HOPS behind nginx); `label` begins
 * the Redis key prefix.
 */
export async function startCluster({ storeEnv, instances, redisUrl, appEnv = {}, label = 'bench-placement' }) {
  const children = [];
  const secret = randomBytes(32).toString('base64url');
  const prefix = `${label}-${randomBytes(4).toString('hex')}:`;
  const stopAll = async () => {
    for (const { proc } of children) await stop(proc);
    if (redisUrl) await forgetRedisKeys(redisUrl, prefix).catch(() => undefined);
  };
  try {
    const platforms = [];
    for (let i = 0; i < instances; i += 1) {
      const platform = platformChild(storeEnv);
      children.push(platform);
      platforms.push({ port: await platform.started, pid: platform.proc.pid });
    }
    const apps = [];
    for (const { port } of platforms) {
      const redis = redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } : {};
      const app = await appChild({ PLATFORM_API_URL: `http://127.0.0.1:${port}`, SESSION_SECRET: secret, ...redis, ...appEnv });
      children.unshift(app);
      apps.push({ port: await app.started, pid: app.proc.pid });
    }
    const sum = (list) => list.reduce((total, { pid }) => total + cpuMs(pid), 0);
    return { platforms, apps, secret, cpu: () => ({ app: sum(apps), platform: sum(platforms) }), output: () => children.map((c) => c.output().slice(-3000)).join('\n'), stop: stopAll };
  } catch (error) {
    for (const { output } of children) console.error(output().slice(-3000));
    await stopAll();
    throw error;
  }
}

const TICK_MS = 10;
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * The CPU time of the PostgreSQL backends connected to the bench database (read from /proc: the server
 * is on this machine). `refresh()` asks pg_stat_activity for their pids; `snapshot()` reads their CPU
 * time synchronously (a backend that appeared since the last refresh is missed, one that exited loses
 * its time: the platforms' pools keep theirs open under load, so this is close). Null when the server
 * is not local (no /proc entries).
 */
export async function postgresCpu(url) {
  const database = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('select pg_backend_pid() as pid');
  if (!readdirSync('/proc').includes(String(rows[0].pid))) {
    await client.end();
    return null;
  }
  let pids = [];
  const refresh = async () => {
    const answer = await client.query('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
    pids = answer.rows.map((row) => row.pid);
  };
  await refresh();
  return {
    refresh,
    snapshot: () => new Map(pids.map((pid) => [pid, processCpuMs(pid)])),
    close: () => client.end(),
  };
}

/** CPU ms between two snapshots, over the backends present in both. */
export function cpuBetween(before, after) {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? ms);
  return total;
}
