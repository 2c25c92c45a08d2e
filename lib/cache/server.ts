import 'server-only';
// The process's GET cache: Redis when REDIS_URL is set (shared by every app process), otherwise
// memory. Kept on globalThis, like the rate limiter's store, so that dev reloads neither empty it nor
// open a new Redis connection each time.
import { MemoryResponseCache } from './memory-store';
import { RedisResponseCache } from './redis-store';
import type { ResponseCacheStore } from './store';

const GLOBAL_KEY = '__drawdeskResponseCache';

interface Held {
  url: string | undefined;
  store: ResponseCacheStore;
}

type Holder = typeof globalThis & { [GLOBAL_KEY]?: Held };

export function getResponseCache(): ResponseCacheStore {
  const holder = globalThis as Holder;
  const url = process.env.REDIS_URL?.trim() || undefined;
  const held = holder[GLOBAL_KEY];
  if (held && held.url === url) return held.store;
  if (held?.store instanceof RedisResponseCache) held.store.close();
  const store = url ? new RedisResponseCache({ client: url }) : new MemoryResponseCache();
  holder[GLOBAL_KEY] = { url, store };
  return store;
}

/** Puts a given store in place (tests inject a clock or a small cap with it); undefined resets. */
export function replaceResponseCache(store: ResponseCacheStore | undefined): void {
  const holder = globalThis as Holder;
  holder[GLOBAL_KEY] = store ? { url: process.env.REDIS_URL?.trim() || undefined, store } : undefined;
}
