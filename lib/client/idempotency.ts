// The client half of "a retried submission is never placed twice": one random key per submission,
// kept by the form until the submission succeeds or what it submits changes (bets, payments).

/** A random key of 32 hex digits (or a UUID where the browser has randomUUID). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
