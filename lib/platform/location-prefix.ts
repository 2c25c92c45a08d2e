import 'server-only';
import type { PathPrefix } from '@/lib/contract/common';
import type { SignedInSession } from '@/lib/session/server';
import { myLocations } from './content';

/*
 * The path prefix (4d/ or tt/) of a call's LocId. The session's own location carries its prefix
 * (from sign-in). Any other LocId is looked up in the user's locations (the platform's `loc` call,
 * which names each location's Prefix), kept per user for a few minutes so that a page on another
 * location costs one lookup, not one per call. A LocId the user does not have falls back to the
 * session's prefix: the platform is the authority and refuses it (403, or 400 naming the prefix).
 */
const TTL_MS = 5 * 60_000;
const MAX_USERS = 10_000;
const GLOBAL_KEY = '__drawdeskLocationPrefixes';

interface Known {
  expiresAt: number;
  prefixes: ReadonlyMap<string, PathPrefix>;
}

function known(): Map<string, Known> {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Map<string, Known> };
  return (holder[GLOBAL_KEY] ??= new Map());
}

export async function prefixFor(session: SignedInSession, locId: string, now = Date.now()): Promise<PathPrefix> {
  const { auth } = session;
  if (locId === auth.locId) return auth.prefix;
  const users = known();
  let entry = users.get(auth.userId);
  if (!entry || entry.expiresAt <= now) {
    const locations = await myLocations(session);
    entry = { expiresAt: now + TTL_MS, prefixes: new Map(locations.map((location) => [location.LocId, location.Prefix])) };
    users.delete(auth.userId);
    // Oldest first out: a Map keeps insertion order.
    if (users.size >= MAX_USERS) users.delete(users.keys().next().value ?? '');
    users.set(auth.userId, entry);
  }
  return entry.prefixes.get(locId) ?? auth.prefix;
}

/** Forgets every lookup (tests). */
export function forgetLocationPrefixes(): void {
  known().clear();
}
