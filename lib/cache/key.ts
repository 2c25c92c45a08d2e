import 'server-only';
// The cache key (docs/security.md "The GET cache"): site, user, LocId, path and the sorted query, hashed,
// so that no two users, sites or locations can ever share an entry, and the key length is fixed.
import { hash } from 'node:crypto';

export interface CacheKeyParts {
  site: string;
  userId: string;
  locId: string;
  /** The resource path under /api/v1/{prefix}/ (the prefix follows from LocId). */
  path: string;
  /** The client's query; its order does not matter, LocId in it is ignored (locId counts). */
  query: URLSearchParams;
}

/** One-shot hashing: no Hash object per call (every cached read computes a key). */
function sha256(text: string): string {
  return hash('sha256', text, 'hex');
}

const byNameThenValue = ([a, x]: [string, string], [b, y]: [string, string]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0);

function sortedQuery(query: URLSearchParams): [string, string][] {
  const pairs: [string, string][] = [];
  for (const pair of query) if (pair[0] !== 'LocId') pairs.push(pair);
  return pairs.length > 1 ? pairs.sort(byNameThenValue) : pairs;
}

/** The user part of every key and of the invalidation index. */
export function userCacheKey(userId: string): string {
  return sha256(JSON.stringify(['user', userId])).slice(0, 32);
}

export function cacheKey({ site, userId, locId, path, query }: CacheKeyParts): string {
  return sha256(JSON.stringify([site, userId, locId, path, sortedQuery(query)]));
}
