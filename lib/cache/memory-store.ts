import 'server-only';
// The GET cache in this process's memory: the store when no REDIS_URL is set.
import { MAX_ENTRY_BYTES, type CachedResponse, type ResponseCacheStore } from './store';

export interface MemoryCacheOptions {
  maxEntries?: number;
  /** Bytes of all bodies together (keys and bookkeeping are small next to them). */
  maxBytes?: number;
  maxEntryBytes?: number;
  /** The clock, injectable for tests. */
  now?: () => number;
}

interface Entry {
  value: CachedResponse;
  user: string;
  bytes: number;
  expiresAt: number;
}

/*
 * An LRU bounded in count and bytes: a Map iterates in insertion order and a hit re-inserts its
 * entry, so the first key is always the least recently used. Expired entries go when they are next
 * asked for or when they reach the front. A per-user index makes a user's invalidation cost only
 * that user's entries.
 */
export class MemoryResponseCache implements ResponseCacheStore {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  /** The generation of each user who has written; the others are at `floor`. */
  private readonly generations = new Map<string, number>();
  private counter = 0;
  private floor = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxEntryBytes: number;
  private readonly now: () => number;
  private bytes = 0;

  constructor(options: MemoryCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxEntryBytes = Math.min(options.maxEntryBytes ?? MAX_ENTRY_BYTES, this.maxBytes);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string, _user?: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Most recently used goes to the back.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  generation(user: string): number {
    return this.generations.get(user) ?? this.floor;
  }

  set(key: string, user: string, value: CachedResponse, ttlMs: number, generation?: number): void {
    if (generation !== undefined && generation !== this.generation(user)) return;
    const bytes = Buffer.byteLength(value.body) + value.contentType.length;
    this.remove(key);
    if (bytes > this.maxEntryBytes || ttlMs <= 0) return;
    while (this.entries.size >= this.maxEntries || this.bytes + bytes > this.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.remove(oldest.value);
    }
    this.add(key, { value, user, bytes, expiresAt: this.now() + ttlMs });
  }

  clearUser(user: string): void {
    for (const key of [...(this.byUser.get(user) ?? [])]) this.remove(key);
    // Bounded like the entries: past the cap every user moves to a new floor, above any generation
    // handed out so far, so no read started before the reset can store its answer.
    if (this.generations.size >= this.maxEntries) {
      this.generations.clear();
      this.floor = ++this.counter;
    }
    this.generations.set(user, ++this.counter);
  }

  clearAll(): void {
    this.entries.clear();
    this.byUser.clear();
    this.bytes = 0;
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    const keys = this.byUser.get(entry.user) ?? new Set<string>();
    keys.add(key);
    this.byUser.set(entry.user, keys);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    const keys = this.byUser.get(entry.user);
    keys?.delete(key);
    if (keys?.size === 0) this.byUser.delete(entry.user);
  }
}
