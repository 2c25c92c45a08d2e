import 'server-only';
// One interface for the forwarder's GET cache: in this process's memory, or in Redis when shared.

/** A cached platform answer: always a 200 with a JSON body (text, UTF-8). */
export interface CachedResponse {
  contentType: string;
  body: string;
  /** Milliseconds since the epoch, by the store's clock. */
  storedAt: number;
}

/**
 * The memory store answers at once and Redis with a promise; callers wait only when there is a
 * promise, so a cache hit in memory costs no turn of the event loop (docs/performance.md, cache hits).
 */
type MaybePromise<T> = T | Promise<T>;

export interface ResponseCacheStore {
  /** The entry of `key`, stored for `user` (Redis keeps a user's keys together). */
  get(key: string, user: string): MaybePromise<CachedResponse | undefined>;
  /**
   * The user's generation: it changes with every clearUser. A read asks for it before it goes to the
   * platform and passes it to set, so an answer fetched before a write that cleared the cache in the
   * meantime (on this instance or any other) is not stored: it would be served stale until its TTL.
   */
  generation(user: string): MaybePromise<number>;
  /**
   * Stores an answer under `key`, listed under `user` so that clearUser finds it; with `generation`,
   * only while the user's generation is still that one.
   */
  set(key: string, user: string, value: CachedResponse, ttlMs: number, generation?: number): MaybePromise<void>;
  /** Forgets every entry of one user (after that user's write), and only those, and moves its generation on. */
  clearUser(user: string): MaybePromise<void>;
  /** Forgets every entry of every user (Utilities' Clear Cache, POST cache/clear). */
  clearAll(): MaybePromise<void>;
}

/** No single answer may take more than this (the answer is still sent, just not kept). */
export const MAX_ENTRY_BYTES = 1024 * 1024;
