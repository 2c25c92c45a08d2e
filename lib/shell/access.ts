import 'server-only';
import { notFound } from 'next/navigation';
import type { Profile } from '@/lib/contract/profile';
import { gameOfLocation } from '@/lib/domain/menu';
import { pageRefusal, type AccessInput, type PageRefusal } from '@/lib/domain/menu-access';
import { profileOf } from '@/lib/platform-client/shell';
import { handlePageError, requireSignedIn, type SignedInSession } from '@/lib/session/server';

export interface PageAccess {
  session: SignedInSession;
  profile: Profile;
}

/** What the access rules read of a signed-in user in its session's location. */
export function accessInputOf(session: SignedInSession, profile: Profile): AccessInput {
  const { locId } = session.auth;
  return { profile, locId, game: gameOfLocation(locId), settings: { mobileAppData: { downloadUrl: '', iosDownloadUrl: '' } } };
}

/** Why this user may not open the page at `path` in its session's location, or null (pageRefusal). */
export function refusalOf(session: SignedInSession, profile: Profile, path: string): PageRefusal | null {
  return pageRefusal(accessInputOf(session, profile), path);
}

/**
 * The server re-check of a signed-in page (docs/product.md#roles-and-permissions): signed in with terms accepted, the role of the page's
 * guard, and, for a page of the menu, the menu of this profile in this location reaching it. A refused
 * user gets the shell's not-found boundary (app/(shell)/not-found.tsx), which says why in words; a
 * redirect home thrown while the page streams said nothing and logged a server error
 * (docs/decisions/shell.md, "Refused pages").
 * `path` is the page's own route (without /embed), not the address, so a page cannot be mistaken for another.
 */
export async function requirePage(path: string): Promise<PageAccess> {
  const session = await requireSignedIn();
  const profile = await profileOf(session).catch(handlePageError);
  if (refusalOf(session, profile, path)) notFound();
  return { session, profile };
}
