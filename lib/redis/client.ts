import 'server-only';
// The one Redis seam of the app: the sign-in limits (lib/rate-limit) and the GET cache (lib/cache)
// share one ioredis client per process, opened from REDIS_URL; the readiness check asks it too.
import Redis, { type RedisOptions } from 'ioredis';

/*
 * Redis is an accelerator here, never a dependency a request waits on: every caller has a fallback
 * (the limits count in memory, the cache misses). So the client fails fast instead of queueing:
 * - no offline queue, no per-command retries: a command sent while the connection is down fails at
 *   once rather than waiting for a reconnect;
 * - a command that gets no answer fails after 500 ms (a hung server, a dropped packet);
 * - connecting gives up after 1 s, and reconnecting goes on in the background for as long as the
 *   outage lasts, at most every 2 s, so the callers pick Redis up again by themselves.
 */
export const REDIS_CLIENT_OPTIONS: RedisOptions = {
  connectTimeout: 1_000,
  commandTimeout: 500,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt: number) => Math.min(100 * attempt, 2_000),
};

export interface RedisClientOptions {
  /** Where the outage and recovery notices go (once per outage, not per command). */
  log?: (message: string) => void;
  /** Prepended by ioredis to every key (REDIS_KEY_PREFIX): deployments or test runs sharing one Redis. */
  keyPrefix?: string;
  /** Past REDIS_CLIENT_OPTIONS' 500 ms: only for tests that count through Redis on a loaded machine. */
  commandTimeout?: number;
}

/** REDIS_KEY_PREFIX: up to 64 printable characters without spaces, or none. */
const KEY_PREFIX = /^[\x21-\x7e]{1,64}$/;

export function redisKeyPrefix(value: string | undefined = process.env.REDIS_KEY_PREFIX): string | undefined {
  const prefix = value?.trim() || undefined;
  if (prefix !== undefined && !KEY_PREFIX.test(prefix)) {
    throw new Error('REDIS_KEY_PREFIX must be 1 to 64 printable characters without spaces.');
  }
  return prefix;
}

/** A client for `url` (`redis://` or `rediss://`); it starts connecting at once. */
export function createRedisClient(url: string, options: RedisClientOptions = {}): Redis {
  const log = options.log ?? ((message: string) => console.error(message));
  const client = new Redis(url, {
    ...REDIS_CLIENT_OPTIONS,
    ...(options.keyPrefix ? { keyPrefix: options.keyPrefix } : {}),
    ...(options.commandTimeout ? { commandTimeout: options.commandTimeout } : {}),
  });
  let down = false;
  const lost = (reason: string) => {
    if (down || client.status === 'end') return;
    down = true;
    log(`[redis] Redis is unavailable (${reason}); sign-in limits count in this process's memory and the GET cache is bypassed until it answers again.`);
  };
  // Without an 'error' listener ioredis would print every failed reconnect.
  client.on('error', (error: Error) => lost(error.message));
  client.on('close', () => lost('connection closed'));
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log('[redis] Redis answers again; sign-in limits and the GET cache are shared again.');
  });
  return client;
}

const GLOBAL_KEY = '__drawdeskRedis';

interface Held {
  url: string | undefined;
  prefix: string | undefined;
  client: Redis | undefined;
}

type Holder = typeof globalThis & { [GLOBAL_KEY]?: Held };

/**
 * The process's client for REDIS_URL, or undefined when it is not set. Kept on globalThis so that dev
 * reloads do not open a new connection each time; a changed REDIS_URL or REDIS_KEY_PREFIX closes the old client.
 */
export function sharedRedis(): Redis | undefined {
  const holder = globalThis as Holder;
  const url = process.env.REDIS_URL?.trim() || undefined;
  const prefix = redisKeyPrefix();
  const held = holder[GLOBAL_KEY];
  if (held && held.url === url && held.prefix === prefix) return held.client;
  held?.client?.disconnect();
  const client = url ? createRedisClient(url, { keyPrefix: prefix }) : undefined;
  holder[GLOBAL_KEY] = { url, prefix, client };
  return client;
}

/** Closes the shared client (tests); the next sharedRedis() opens a new one. */
export function closeSharedRedis(): void {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY]?.client?.disconnect();
  holder[GLOBAL_KEY] = undefined;
}

/** Whether Redis answers a PING, waiting up to `timeoutMs` for a connection in progress. */
export async function redisAnswers(client: Redis, timeoutMs = 1_000): Promise<boolean> {
  if (client.status !== 'ready' && !(await becomesReady(client, timeoutMs))) return false;
  try {
    // Bounded by the client's command timeout.
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  }
}

function becomesReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === 'end') return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    client.on('ready', onReady);
  });
}
