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

/** The prefix of a call's LocId: at once when it is known, after the user's `loc` lookup otherwise. */
export function prefixFor(session: SignedInSession, locId: string): PathPrefix | Promise<PathPrefix> {
  const { auth } = session;
  if (locId === auth.locId) return auth.prefix;
  const now = Date.now();
  const entry = known().get(auth.userId);
  if (entry && entry.expiresAt > now) return entry.prefixes.get(locId) ?? auth.prefix;
  return lookedUp(session, now).then((prefixes) => prefixes.get(locId) ?? auth.prefix);
}

async function lookedUp(session: SignedInSession, now: number): Promise<ReadonlyMap<string, PathPrefix>> {
  const { userId } = session.auth;
  const locations = await myLocations(session);
  const entry = { expiresAt: now + TTL_MS, prefixes: new Map(locations.map((location) => [location.LocId, location.Prefix])) };
  const users = known();
  users.delete(userId);
  // Oldest first out: a Map keeps insertion order.
  if (users.size >= MAX_USERS) users.delete(users.keys().next().value ?? '');
  users.set(userId, entry);
  return entry.prefixes;
}

/** Forgets every lookup (tests). */
export function forgetLocationPrefixes(): void {
  known().clear();
}
