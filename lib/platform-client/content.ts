import 'server-only';
import { cache } from 'react';
import { announcementListSchema, type Announcement } from '@/lib/contract/announcements';
import { locationListSchema, type Location } from '@/lib/contract/locations';
import type { SessionData } from '@/lib/session/data';
import type { SignedInSession } from '@/lib/session/server';
import { platformJson } from './client';

/*
 * Both reads are wrapped in React's cache: the shell layout (switch, ticker) and the home page ask for
 * the same locations and announcements in one render, and the platform is asked once. Outside a
 * render (route handlers) the wrapper is a plain call.
 */

/** The locations the signed-in user may use (asked under the session location's own prefix). */
export const myLocations = cache((session: SignedInSession): Promise<Location[]> => {
  const { prefix, locId } = session.auth;
  return platformJson(`/api/v1/${prefix}/loc`, locationListSchema, { session, query: { LocId: locId } });
});

/** Keyed by the session and the LocId (not the location object), so equal asks share one call. */
const announcementsAt = cache((session: SessionData, prefix: Location['Prefix'], locId: string): Promise<Announcement[]> =>
  platformJson(`/api/v1/${prefix}/announcements`, announcementListSchema, { session, query: { LocId: locId } }),
);

export function announcementsOf(session: SessionData, location: Location): Promise<Announcement[]> {
  return announcementsAt(session, location.Prefix, location.LocId);
}

/** Every announcement of the session's location, scheduled and ended too (All=Y: AdminEdit only), newest first. */
export function everyAnnouncementOf(session: SignedInSession): Promise<Announcement[]> {
  const { prefix, locId } = session.auth;
  return platformJson(`/api/v1/${prefix}/announcements`, announcementListSchema, { session, query: { LocId: locId, All: 'Y' } });
}
