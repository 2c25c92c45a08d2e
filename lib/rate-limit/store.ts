// One interface for the rate limiters' counters: in memory for one process, in Redis when shared.

/** A fixed window's state after one more hit. */
export interface HitResult {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetMs: number;
}

export interface RateLimitStore {
  /** Counts one hit on `key`, opening a window of `windowMs` when none is running. */
  hit(key: string, windowMs: number): Promise<HitResult>;
  /** Forgets `key`'s window. */
  reset(key: string): Promise<void>;
  /** Takes one hit back from `key`'s running window (never below zero; nothing when none runs). */
  refund(key: string): Promise<void>;
}
