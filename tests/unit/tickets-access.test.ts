// The ticket pages are for everyone the menu shows them to (docs/product.md#menu, #roles-and-permissions): requirePage admits a
// user when the path's guard passes and the user's menu reaches the path.
import { gameOfLocation } from '@/lib/domain/menu';
import { guardOfPath, menuAllowsPath, passesGuard } from '@/lib/domain/menu-access';
import { DEMO_PROFILES, NO_APPS, type DemoUser } from './menu-fixtures';

const PATHS = ['/tickets/page', '/tickets/search', '/tickets/history'] as const;
const USERS = Object.keys(DEMO_PROFILES) as DemoUser[];

describe.each(PATHS)('%s', (path) => {
  it('has the signed-in guard, also under /embed', () => {
    expect(guardOfPath(path)).toBe('signedIn');
    expect(guardOfPath(`/embed${path}`)).toBe('signedIn');
  });

  it.each(USERS.flatMap((user) => [[user, 'SG'], [user, 'TT']] as const))('admits %s in %s, whose menu links it', (user, locId) => {
    const profile = DEMO_PROFILES[user];
    expect(passesGuard('signedIn', profile.Role)).toBe(true);
    expect(menuAllowsPath({ profile, locId, game: gameOfLocation(locId), settings: NO_APPS }, path)).toBe(true);
  });

  it('refuses a role outside admin, agent and member', () => {
    expect(passesGuard('signedIn', 'GUEST')).toBe(false);
  });
});
