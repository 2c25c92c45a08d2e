import 'server-only';
// The process's sign-in limiters: counted in Redis when REDIS_URL is set (shared by every app
// process, through the one Redis seam), otherwise in memory. Kept on globalThis so that dev reloads
// do not reset the counters.
import type Redis from 'ioredis';
import { sharedRedis } from '@/lib/redis/client';
import { createSignInLimiters, type SignInLimiters } from './limiters';

const GLOBAL_KEY = '__drawdeskSignInLimiters';

interface Held {
  /** The client the limiters count through; a new client (REDIS_URL changed) means new limiters. */
  client: Redis | undefined;
  limiters: SignInLimiters;
}

export function getSignInLimiters(): SignInLimiters {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Held };
  const client = sharedRedis();
  const held = holder[GLOBAL_KEY];
  if (held && held.client === client) return held.limiters;
  const limiters = createSignInLimiters(client);
  holder[GLOBAL_KEY] = { client, limiters };
  return limiters;
}
