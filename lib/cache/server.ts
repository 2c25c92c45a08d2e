import 'server-only';
// The process's GET cache: Redis when REDIS_URL is set (shared by every app process, through the one
// Redis seam), otherwise memory. Kept on globalThis, like the sign-in limits, so that dev reloads do
// not empty it.
import type Redis from 'ioredis';
import { sharedRedis } from '@/lib/redis/client';
import { MemoryResponseCache } from './memory-store';
import { RedisResponseCache } from './redis-store';
import type { ResponseCacheStore } from './store';

const GLOBAL_KEY = '__drawdeskResponseCache';

interface Held {
  /** The Redis client the store was built on; a new client (REDIS_URL changed) means a new store. */
  client: Redis | undefined;
  store: ResponseCacheStore;
}

type Holder = typeof globalThis & { [GLOBAL_KEY]?: Held };

export function getResponseCache(): ResponseCacheStore {
  const holder = globalThis as Holder;
  const client = sharedRedis();
  const held = holder[GLOBAL_KEY];
  if (held && held.client === client) return held.store;
  const store = client ? new RedisResponseCache({ client }) : new MemoryResponseCache();
  holder[GLOBAL_KEY] = { client, store };
  return store;
}

/** Puts a given store in place (tests inject a clock or a small cap with it); undefined resets. */
export function replaceResponseCache(store: ResponseCacheStore | undefined): void {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] = store ? { client: sharedRedis(), store } : undefined;
}
