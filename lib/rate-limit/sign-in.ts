// The sign-in brute-force policy (SECURITY.md, "Sign-in"): three fixed windows of 15 minutes.
import { createHash } from 'node:crypto';
import { ipBucket } from '@/lib/http/client-ip';
import type { RateLimitStore } from './store';

export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/*
 * - user + IP, 10: one person guessing one account; the only bucket a success clears.
 * - IP, 50: one address spraying many accounts (IPv6 counted per /64).
 * - user, 30: many addresses guessing one account. An attacker can hold an account's sign-in shut
 *   with it, for 15 minutes at a time; that is the accepted price of bounding distributed guessing,
 *   and the lock always lifts by itself.
 * Every attempt counts in all three, refused ones included, so hammering does not help; a successful
 * sign-in is then taken back from the IP and user buckets (and clears user + IP), so a busy office
 * behind one address, or a user signing in many times a day, is never locked out. User ids are
 * compared trimmed and lower-cased, and stored only as a hash: no account names in Redis, and a
 * megabyte-long "user id" still makes a short key.
 */
const BUCKETS = [
  { name: 'user-ip', limit: 10 },
  { name: 'ip', limit: 50 },
  { name: 'user', limit: 30 },
] as const;

export type SignInBucket = (typeof BUCKETS)[number]['name'];

export interface SignInAttempt {
  userId: string;
  /** From clientIp(); 'unknown' is one shared address. */
  ip: string;
}

export type SignInDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function userHash(userId: string): string {
  return createHash('sha256').update(userId.trim().toLowerCase()).digest('hex').slice(0, 32);
}

export function signInKey(bucket: SignInBucket, { userId, ip }: SignInAttempt): string {
  switch (bucket) {
    case 'user-ip':
      return `signin:user-ip:${userHash(userId)}:${ipBucket(ip)}`;
    case 'ip':
      return `signin:ip:${ipBucket(ip)}`;
    case 'user':
      return `signin:user:${userHash(userId)}`;
  }
}

/**
 * Counts one sign-in attempt and says whether it may go on. When refused, `retryAfterSeconds` is the
 * time until every exceeded bucket has reset (for the `Retry-After` header), at least 1.
 */
export async function checkSignIn(store: RateLimitStore, attempt: SignInAttempt): Promise<SignInDecision> {
  const hits = await Promise.all(
    BUCKETS.map(async (bucket) => ({
      limit: bucket.limit,
      ...(await store.hit(signInKey(bucket.name, attempt), SIGN_IN_WINDOW_MS)),
    })),
  );
  const exceeded = hits.filter((hit) => hit.count > hit.limit);
  if (exceeded.length === 0) return { allowed: true };
  const resetMs = Math.max(...exceeded.map((hit) => hit.resetMs));
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetMs / 1000)) };
}

/** After a successful sign-in: forget this person's failures from this address, and take the attempt back. */
export async function clearSignInFailures(store: RateLimitStore, attempt: SignInAttempt): Promise<void> {
  await Promise.all([
    store.reset(signInKey('user-ip', attempt)),
    store.refund(signInKey('ip', attempt)),
    store.refund(signInKey('user', attempt)),
  ]);
}
