// Fixed-window counters in this process's memory: the store when no REDIS_URL is set.
import type { HitResult, RateLimitStore } from './store';

export interface MemoryStoreOptions {
  /** The most keys held at once; past it the oldest windows are forgotten first. */
  maxKeys?: number;
  /** The clock, injectable for tests. */
  now?: () => number;
}

interface Window {
  count: number;
  resetAt: number;
}

const SWEEP_INTERVAL_MS = 60_000;

/*
 * Bounded so that a flood of distinct user ids or addresses cannot exhaust memory: expired windows
 * are swept at most once a minute, and when the map is full anyway the oldest windows are evicted
 * (a Map iterates in insertion order, and a window is re-inserted whenever it restarts). Eviction
 * forgets a counter early, which favours availability; 50,000 keys take a few MB.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private readonly maxKeys: number;
  private readonly now: () => number;
  private lastSweep: number;

  constructor(options: MemoryStoreOptions = {}) {
    this.maxKeys = options.maxKeys ?? 50_000;
    this.now = options.now ?? Date.now;
    this.lastSweep = this.now();
  }

  get size(): number {
    return this.windows.size;
  }

  async hit(key: string, windowMs: number): Promise<HitResult> {
    const now = this.now();
    if (now - this.lastSweep >= SWEEP_INTERVAL_MS) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.delete(key);
      this.makeRoom(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.resetAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async refund(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now() && window.count > 0) window.count -= 1;
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    this.sweep(now);
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
