import 'server-only';
import { announcementListSchema, type Announcement } from '@/lib/contract/announcements';
import { locationListSchema, type Location } from '@/lib/contract/locations';
import type { SessionData } from '@/lib/session/data';
import type { SignedInSession } from '@/lib/session/server';
import { platformJson } from './client';

/** The locations the signed-in user may use (asked under the session location's own prefix). */
export function myLocations(session: SignedInSession): Promise<Location[]> {
  const { prefix, locId } = session.auth;
  return platformJson(`/api/v1/${prefix}/loc`, locationListSchema, { session, query: { LocId: locId } });
}

export function announcementsOf(session: SessionData, location: Location): Promise<Announcement[]> {
  return platformJson(`/api/v1/${location.Prefix}/announcements`, announcementListSchema, { session, query: { LocId: location.LocId } });
}
