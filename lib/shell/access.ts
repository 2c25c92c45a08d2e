import 'server-only';
import { redirect } from 'next/navigation';
import type { Profile } from '@/lib/contract/profile';
import { gameOfLocation } from '@/lib/domain/menu';
import { guardOfPath, menuAllowsPath, passesGuard } from '@/lib/domain/menu-access';
import { profileOf } from '@/lib/platform-client/shell';
import { homeUrl } from '@/lib/session/gate';
import { handlePageError, requireSignedIn, type SignedInSession } from '@/lib/session/server';

export interface PageAccess {
  session: SignedInSession;
  profile: Profile;
}

/**
 * The server re-check of a signed-in page (docs/product.md#roles-and-permissions): signed in with terms accepted, the role of the page's
 * guard, and, for a page of the menu, the menu of this profile in this location reaching it. A refused
 * user is redirected home (docs/security.md: pages fail closed with a redirect); the menu never links there.
 * `path` is the page's own route (without /embed), not the address, so a page cannot be mistaken for another.
 */
export async function requirePage(path: string): Promise<PageAccess> {
  const session = await requireSignedIn();
  const profile = await profileOf(session).catch(handlePageError);
  const guard = guardOfPath(path) ?? 'signedIn';
  const { locId } = session.auth;
  const allowed =
    passesGuard(guard, profile.Role) &&
    menuAllowsPath({ profile, locId, game: gameOfLocation(locId), settings: { mobileAppData: { downloadUrl: '', iosDownloadUrl: '' } } }, path) !== false;
  if (!allowed) redirect(homeUrl(locId));
  return { session, profile };
}
