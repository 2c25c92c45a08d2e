import 'server-only';
// The GET cache in Redis, shared by every app process: the store when REDIS_URL is set.
import type Redis from 'ioredis';
import { MAX_ENTRY_BYTES, type CachedResponse, type ResponseCacheStore } from './store';

export const REDIS_CACHE_PREFIX = 'drawdesk:cache:';

// Store the entry with its TTL and list it in the user's index, which lives at least as long as its
// newest entry, unless the user's generation (KEYS[3]) is no longer the one the read started at
// (ARGV[3]; empty: store anyway). The keys share the user's hash tag, so a Redis Cluster keeps them
// in one slot.
const SET_SCRIPT = `
if ARGV[3] ~= '' and (redis.call('GET', KEYS[3]) or '0') ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SADD', KEYS[2], KEYS[1])
if redis.call('PTTL', KEYS[2]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[2], ARGV[2]) end
return 1`;

// Delete every entry of the index, in slices (Lua's unpack has a limit), then the index itself, and
// move the user's generation on (KEYS[2], kept for ARGV[1] ms).
const CLEAR_SCRIPT = `
local keys = redis.call('SMEMBERS', KEYS[1])
for i = 1, #keys, 500 do redis.call('DEL', unpack(keys, i, math.min(i + 499, #keys))) end
redis.call('DEL', KEYS[1])
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[1])
return #keys`;

/*
 * How long a user's generation outlives its last write: far longer than any read may take (a read
 * that started before the write and ends after the generation expired would find '0' again and could
 * store its stale answer). Expired, a generation reads as 0.
 */
const GENERATION_TTL_MS = 60 * 60 * 1000;

export interface RedisCacheOptions {
  /** The client, from the one Redis seam (lib/redis/client.ts); the caller owns and closes it. */
  client: Redis;
  /** Prepended to every key; tests use their own. */
  prefix?: string;
  maxEntryBytes?: number;
  log?: (message: string) => void;
}

/*
 * Fails OPEN: when Redis does not answer, a lookup is a miss (the call goes to the platform), a store
 * is skipped, and an invalidation is lost; entries expire after their TTL (3 minutes) anyway, so the
 * worst case is a user seeing its own data that old. The outage is logged when it starts and ends.
 * Bounds: each entry is capped in bytes and expires; the total is Redis's `maxmemory` with an LRU
 * eviction policy (allkeys-lru), which the operator sets.
 */
export class RedisResponseCache implements ResponseCacheStore {
  private readonly client: Redis;
  private readonly prefix: string;
  private readonly maxEntryBytes: number;
  private readonly log: (message: string) => void;
  private degraded = false;

  constructor(options: RedisCacheOptions) {
    this.client = options.client;
    this.prefix = options.prefix ?? REDIS_CACHE_PREFIX;
    this.maxEntryBytes = options.maxEntryBytes ?? MAX_ENTRY_BYTES;
    this.log = options.log ?? ((message) => console.error(message));
  }

  private entryKey(key: string, user: string): string {
    return `${this.prefix}{${user}}:e:${key}`;
  }

  private indexKey(user: string): string {
    return `${this.prefix}{${user}}:index`;
  }

  private generationKey(user: string): string {
    return `${this.prefix}{${user}}:gen`;
  }

  /** -1 when Redis does not answer: then no set matches it, and nothing is stored. */
  async generation(user: string): Promise<number> {
    return this.guard(async () => Number((await this.client.get(this.generationKey(user))) ?? '0'), -1);
  }

  async get(key: string, user: string): Promise<CachedResponse | undefined> {
    return this.guard(async () => parseEntry(await this.client.get(this.entryKey(key, user))), undefined);
  }

  async set(key: string, user: string, value: CachedResponse, ttlMs: number, generation?: number): Promise<void> {
    const text = JSON.stringify(value);
    if (Buffer.byteLength(text) > this.maxEntryBytes || ttlMs <= 0 || generation === -1) return;
    await this.guard(async () => {
      await this.client.eval(SET_SCRIPT, 3, this.entryKey(key, user), this.indexKey(user), this.generationKey(user), text, Math.ceil(ttlMs), generation === undefined ? '' : String(generation));
    }, undefined);
  }

  async clearUser(user: string): Promise<void> {
    await this.guard(async () => {
      await this.client.eval(CLEAR_SCRIPT, 2, this.indexKey(user), this.generationKey(user), GENERATION_TTL_MS);
    }, undefined);
  }

  /** Every key under the prefix, found by SCAN in slices and deleted as found (never KEYS, which blocks Redis). */
  async clearAll(): Promise<void> {
    await this.guard(async () => {
      let cursor = '0';
      do {
        const [next, keys] = await this.client.scan(cursor, 'MATCH', `${this.prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await this.client.unlink(...keys);
      } while (cursor !== '0');
    }, undefined);
  }

  private async guard<T>(work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      const result = await work();
      if (this.degraded) {
        this.degraded = false;
        this.log('[cache] Redis answers again; the GET cache is back.');
      }
      return result;
    } catch (error) {
      if (!this.degraded) {
        this.degraded = true;
        const reason = error instanceof Error ? error.message : String(error);
        this.log(`[cache] Redis is unavailable (${reason}); GETs go to the platform until it answers again.`);
      }
      return fallback;
    }
  }
}

function parseEntry(reply: string | null): CachedResponse | undefined {
  if (reply === null) return undefined;
  const value: unknown = JSON.parse(reply);
  if (typeof value !== 'object' || value === null) return undefined;
  const { contentType, body, storedAt } = value as Record<string, unknown>;
  if (typeof contentType !== 'string' || typeof body !== 'string' || typeof storedAt !== 'number') return undefined;
  return { contentType, body, storedAt };
}
