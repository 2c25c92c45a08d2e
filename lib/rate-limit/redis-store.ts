// Fixed-window counters in Redis, shared by every app process: the store when REDIS_URL is set.
import { RespClient, type RespValue } from './resp-client';
import type { HitResult, RateLimitStore } from './store';

export const REDIS_KEY_PREFIX = 'drawdesk:rl:';

// One round trip, atomic: count the hit, and give the key its lifetime when it has none (a new key,
// or one left without a TTL by anything else). Answers {count, milliseconds left}.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// Takes one hit back while the window runs, never below zero, and keeps the window's lifetime.
const REFUND_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export interface RedisStoreOptions {
  /** A client, or the URL to open one with (REDIS_URL). */
  client: RespClient | string;
  /** Prepended to every key; tests use their own. */
  prefix?: string;
  /** Where the outage and recovery notices go. */
  log?: (message: string) => void;
}

/*
 * Fails OPEN: when Redis does not answer (refused, 500 ms timeout, error reply), a hit counts as the
 * first of its window and sign-in goes on. A Redis outage must not lock every user out of the back
 * office; while it lasts, brute force is slowed only by the platform's password hashing and captcha.
 * The outage is logged once when it starts and once when Redis answers again, not on every request.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly client: RespClient;
  private readonly prefix: string;
  private readonly log: (message: string) => void;
  private degraded = false;

  constructor(options: RedisStoreOptions) {
    this.client = typeof options.client === 'string' ? new RespClient({ url: options.client }) : options.client;
    this.prefix = options.prefix ?? REDIS_KEY_PREFIX;
    this.log = options.log ?? ((message) => console.error(message));
  }

  async hit(key: string, windowMs: number): Promise<HitResult> {
    try {
      const reply = await this.client.command(['EVAL', HIT_SCRIPT, 1, this.prefix + key, Math.max(1, Math.ceil(windowMs))]);
      const result = parseHit(reply);
      this.recovered();
      return result;
    } catch (error) {
      this.failed(error);
      return { count: 0, resetMs: 0 };
    }
  }

  async reset(key: string): Promise<void> {
    try {
      await this.client.command(['DEL', this.prefix + key]);
      this.recovered();
    } catch (error) {
      this.failed(error);
    }
  }

  async refund(key: string): Promise<void> {
    try {
      await this.client.command(['EVAL', REFUND_SCRIPT, 1, this.prefix + key]);
      this.recovered();
    } catch (error) {
      this.failed(error);
    }
  }

  /** Whether Redis answers right now (for the readiness check). */
  async ping(): Promise<boolean> {
    try {
      return (await this.client.command(['PING'])) === 'PONG';
    } catch {
      return false;
    }
  }

  close(): void {
    this.client.close();
  }

  private failed(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.log(`[rate-limit] Redis is unavailable (${reason}); rate limits fail open until it answers again.`);
  }

  private recovered(): void {
    if (!this.degraded) return;
    this.degraded = false;
    this.log('[rate-limit] Redis answers again; rate limits are enforced.');
  }
}

function parseHit(reply: RespValue): HitResult {
  if (Array.isArray(reply) && typeof reply[0] === 'number' && typeof reply[1] === 'number') {
    return { count: reply[0], resetMs: reply[1] };
  }
  throw new Error('Redis answered the rate-limit script with an unexpected shape');
}
