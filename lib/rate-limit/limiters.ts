// The counters of the sign-in limits, from rate-limiter-flexible: in memory, or in Redis (through the
// one Redis seam) with an in-memory insurance limiter that takes over whenever Redis fails.
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** How long a run of consecutive failures is remembered without a success (from its first failure). */
export const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

/** Consecutive failures of one account that are checked without a wait. */
export const FREE_FAILURES = 5;

/** The back-off: 1 s after the first failure past the free ones, doubling up to 15 minutes. */
export const BACKOFF_BASE_SECONDS = 1;
export const BACKOFF_CAP_SECONDS = 15 * 60;

/*
 * - ip (50 per window): one address spraying many accounts (IPv6 counted per /64). Checked first, so
 *   an address that is refused touches no other counter: a flood from it creates no keys at all.
 * - userIp (10): one person guessing one account; the only window a success clears.
 * - user (30): many addresses guessing one account.
 * - failures (5 free): consecutive failures of one account from anywhere, until a success.
 * - wait (1 point): the back-off gate; its key lives as long as the current wait.
 */
export const SIGN_IN_LIMITS = {
  ip: { points: 50, duration: SIGN_IN_WINDOW_SECONDS },
  userIp: { points: 10, duration: SIGN_IN_WINDOW_SECONDS },
  user: { points: 30, duration: SIGN_IN_WINDOW_SECONDS },
  failures: { points: FREE_FAILURES, duration: FAILURE_MEMORY_SECONDS },
  wait: { points: 1, duration: BACKOFF_CAP_SECONDS },
} as const;

export type SignInLimiterName = keyof typeof SIGN_IN_LIMITS;
export type SignInLimiters = Record<SignInLimiterName, RateLimiterAbstract>;

export const SIGN_IN_KEY_PREFIX = 'drawdesk:rl:signin';

/**
 * One limiter per counter. With a Redis client, each counts in Redis, and its insurance limiter (the
 * same limits, in this process's memory) answers whenever Redis does not: not connected
 * (`rejectIfRedisNotReady`, so nothing waits for a reconnect), refused, or past the client's 500 ms
 * command timeout. There is never no limit. The insurance counts from zero when it takes over, so
 * an outage gives each app process at most one fresh window of attempts.
 */
export function createSignInLimiters(redis?: Redis, prefix = SIGN_IN_KEY_PREFIX): SignInLimiters {
  const build = (name: SignInLimiterName): RateLimiterAbstract => {
    const options = { ...SIGN_IN_LIMITS[name], keyPrefix: `${prefix}:${name}` };
    const memory = new RateLimiterMemory(options);
    if (!redis) return memory;
    return new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory });
  };
  return { ip: build('ip'), userIp: build('userIp'), user: build('user'), failures: build('failures'), wait: build('wait') };
}
