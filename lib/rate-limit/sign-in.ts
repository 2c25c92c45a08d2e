// The sign-in brute-force policy (docs/security.md "Sign-in") over the counters of limiters.ts.
import { createHash } from 'node:crypto';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ipBucket } from '@/lib/http/client-ip';
import { BACKOFF_BASE_SECONDS, BACKOFF_CAP_SECONDS, FREE_FAILURES, type SignInLimiterName, type SignInLimiters } from './limiters';

export interface SignInAttempt {
  userId: string;
  /** From clientIp(); 'unknown' is one shared address. */
  ip: string;
}

/** 'rate' answers 429 with Retry-After; 'backoff' answers exactly as a wrong password does. */
export type SignInCheck =
  | { allowed: true }
  | { allowed: false; reason: 'rate'; retryAfterSeconds: number }
  | { allowed: false; reason: 'backoff' };

/** What the platform made of an allowed attempt: a token, wrong credentials, or no verdict on them. */
export type SignInOutcome = 'succeeded' | 'failed' | 'unchecked';

/*
 * User ids are compared trimmed and lower-cased and kept only as a hash: no account names in Redis,
 * a megabyte-long "user id" still makes a short key, and an unknown id is counted exactly like a
 * known one (nothing here asks whether the account exists), so no limit tells them apart.
 */
function userHash(userId: string): string {
  return createHash('sha256').update(userId.trim().toLowerCase()).digest('hex').slice(0, 32);
}

export function signInKeys({ userId, ip }: SignInAttempt): Record<SignInLimiterName, string> {
  const user = userHash(userId);
  const address = ipBucket(ip);
  return { ip: address, userIp: `${user}:${address}`, user, failures: user, wait: user };
}

/** The wait set by the k-th checked failure past the free ones: 1 s, 2 s, 4 s ... up to 15 minutes. */
export function backoffSeconds(pastFree: number): number {
  return Math.min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, pastFree - 1));
}

type Taken = { ok: boolean; res: RateLimiterRes };

/** consume() answers a refusal by rejecting with the counter's state; anything else is a real error. */
async function take(limiter: RateLimiterAbstract, key: string, customDuration?: number): Promise<Taken> {
  try {
    return { ok: true, res: await limiter.consume(key, 1, customDuration === undefined ? {} : { customDuration }) };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { ok: false, res: error };
    throw error;
  }
}

function tooMany(refused: Taken[]): SignInCheck {
  const ms = Math.max(...refused.map((taken) => taken.res.msBeforeNext));
  return { allowed: false, reason: 'rate', retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
}

/**
 * Counts one attempt and says whether the platform may check it. Every counter is consumed before
 * the check (atomic in Redis), so parallel attempts cannot slip past a limit together; the attempt
 * is presumed a failure until settleSignIn says otherwise.
 */
export async function checkSignIn(limiters: SignInLimiters, attempt: SignInAttempt): Promise<SignInCheck> {
  const keys = signInKeys(attempt);
  const address = await take(limiters.ip, keys.ip);
  if (!address.ok) return tooMany([address]);
  const windows = await Promise.all([take(limiters.userIp, keys.userIp), take(limiters.user, keys.user)]);
  const refused = windows.filter((taken) => !taken.ok);
  if (refused.length > 0) return tooMany(refused);
  const failures = await take(limiters.failures, keys.failures);
  if (failures.ok) return { allowed: true };
  // Past the free failures: one attempt per wait, the wait doubling with each checked failure.
  const gate = await take(limiters.wait, keys.wait, backoffSeconds(failures.res.consumedPoints - FREE_FAILURES));
  if (gate.ok) return { allowed: true };
  // Not checked, so not a failure: hammering during a wait does not lengthen the next one.
  await limiters.failures.reward(keys.failures);
  return { allowed: false, reason: 'backoff' };
}

/**
 * After the platform answered an allowed attempt. A success clears the account's failures, its wait
 * and this address's user+IP window, and takes the attempt back from the IP and user windows, so an
 * office of agents behind one address, or a user signing in many times a day, is never locked out.
 * An attempt the platform did not judge (a wrong captcha, an outage) is not a consecutive failure.
 */
export async function settleSignIn(limiters: SignInLimiters, attempt: SignInAttempt, outcome: SignInOutcome): Promise<void> {
  const keys = signInKeys(attempt);
  if (outcome === 'failed') return;
  if (outcome === 'unchecked') {
    await limiters.failures.reward(keys.failures);
    return;
  }
  await Promise.all([
    limiters.userIp.delete(keys.userIp),
    limiters.ip.reward(keys.ip),
    limiters.user.reward(keys.user),
    limiters.failures.delete(keys.failures),
    limiters.wait.delete(keys.wait),
  ]);
}
