// The one place that decides the location of a signed-in page request (docs/decisions/shell.md,
// "A link's LocId"). A page URL whose LocId differs from the session's moves the session there before
// anything renders, when the user has that location; the layout, the menu, the header and the page
// then all read the one session. A location the user does not have leaves the session as it is and
// tells the layout, which shows a notice.
import type { NextRequest } from 'next/server';
import type { Location } from '@/lib/contract/locations';
import { myLocations } from '@/lib/platform-client/content';
import type { SessionData } from '@/lib/session/data';
import type { SignedInSession } from '@/lib/session/server';
import { LOCATION_REFUSED_HEADER } from '@/lib/site/header';

/** The longest LocId a link may carry (the platform's are a few letters). */
const MAX_LOC_ID = 8;

/**
 * The location a page URL asks for when it is not the session's own: its LocId (the first, trimmed,
 * at most 8 characters), or null when it names none or the session's. Pure.
 */
export function askedLocation(query: URLSearchParams, current: string): string | null {
  const asked = (query.get('LocId') ?? '').trim().slice(0, MAX_LOC_ID);
  return asked && asked !== current ? asked : null;
}

/** A prefetch asks on the user's behalf before a click; it must not move the session. */
export function isPrefetch(request: Pick<NextRequest, 'headers'>): boolean {
  return request.headers.get('next-router-prefetch') === '1' || request.headers.get('purpose') === 'prefetch';
}

export type LocationStep = { moved: SessionData } | { refused: string } | null;

/** The session in the asked location, or why it stays: pure over the user's locations. */
export function locationStep(session: SignedInSession, asked: string, locations: readonly Location[]): LocationStep {
  const location = locations.find((row) => row.LocId === asked);
  if (!location) return { refused: asked };
  return { moved: { ...session, auth: { ...session.auth, locId: location.LocId, prefix: location.Prefix } } };
}

/**
 * Follows a page URL's LocId for a signed-in session: null when there is nothing to do (no other
 * LocId, a prefetch, or the locations could not be read: the page then shows the session's location
 * and its own error handling speaks). A refusal is handed to the layout on a request header.
 */
export async function followLocation(request: NextRequest, session: SignedInSession, headers: Headers): Promise<SessionData | null> {
  const asked = askedLocation(request.nextUrl.searchParams, session.auth.locId);
  if (!asked || isPrefetch(request)) return null;
  const locations = await myLocations(session).catch(() => null);
  if (!locations) return null;
  const step = locationStep(session, asked, locations);
  if (!step) return null;
  if ('refused' in step) {
    headers.set(LOCATION_REFUSED_HEADER, step.refused);
    return null;
  }
  return step.moved;
}
