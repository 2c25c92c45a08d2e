import 'server-only';
// The process's sign-in rate-limit store: Redis when REDIS_URL is set (shared by every app process),
// otherwise memory. Kept on globalThis so that dev reloads neither reset the counters nor open a
// new Redis connection each time.
import { MemoryRateLimitStore } from './memory-store';
import { RedisRateLimitStore } from './redis-store';
import type { RateLimitStore } from './store';

const GLOBAL_KEY = '__drawdeskSignInLimiter';

interface Held {
  url: string | undefined;
  store: RateLimitStore;
}

export function getSignInLimiter(): RateLimitStore {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Held };
  const url = process.env.REDIS_URL?.trim() || undefined;
  const held = holder[GLOBAL_KEY];
  if (held && held.url === url) return held.store;
  if (held?.store instanceof RedisRateLimitStore) held.store.close();
  const store = url ? new RedisRateLimitStore({ client: url }) : new MemoryRateLimitStore();
  holder[GLOBAL_KEY] = { url, store };
  return store;
}
