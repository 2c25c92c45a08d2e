import { gameOfLocation } from '@/lib/domain/menu';
import { gameCounterpart, guardOfPath, menuAllowsPath, pageRefusal, type AccessInput } from '@/lib/domain/menu-access';
import { MENU_CATALOGUE } from '@/lib/domain/menu-catalogue';
import { visibleMenu } from '@/lib/domain/menu';
import { DEMO_PROFILES, NO_APPS, profile, type DemoUser } from './menu-fixtures';

const USERS = Object.keys(DEMO_PROFILES) as DemoUser[];
const access = (user: DemoUser, locId: string): AccessInput => ({ profile: DEMO_PROFILES[user], locId, game: gameOfLocation(locId), settings: NO_APPS });
const VARIANTS = [false, true].flatMap((mobile) => (['4D', 'TT'] as const).map((game) => ({ game, mobile })));
const PATHS = [
  ...new Set(
    MENU_CATALOGUE.flatMap((section) =>
      section.links.flatMap((link) => (link.kind !== 'route' ? [] : typeof link.path === 'string' ? [link.path] : VARIANTS.map(link.path))),
    ),
  ),
];
const CASES = USERS.flatMap((user) => (['SG', 'TT'] as const).map((locId) => [user, locId] as const));

describe('pageRefusal: why a page is not open, for every demo user, location and menu page', () => {
  it.each(CASES)('%s in %s: refused exactly where its menu does not reach, for the right reason', (user, locId) => {
    const input = access(user, locId);
    const other = access(user, locId === 'TT' ? 'SG' : 'TT');
    const reached = new Set(
      [false, true].flatMap((mobile) =>
        visibleMenu({ ...input, browser: { mobile }, timestamp: 0 }).flatMap((section) => section.links.flatMap((link) => (link.kind === 'route' ? [link.path] : []))),
      ),
    );
    for (const path of PATHS) {
      const refusal = pageRefusal(input, path);
      expect(refusal === null).toBe(reached.has(path));
      if (refusal === 'location') expect(menuAllowsPath(other, path)).toBe(true);
      if (refusal === 'rights') expect(menuAllowsPath(other, path)).toBe(false);
    }
  });
});

test('a page outside the menu is never refused here (its page decides alone)', () => {
  expect(pageRefusal(access('member1', 'SG'), '/admin/nowhere')).toBeNull();
  expect(guardOfPath('/admin/nowhere')).toBeNull();
});

test('the role comes first: a member on an agents-and-admins page', () => {
  expect(pageRefusal(access('member1', 'SG'), '/report/stake')).toBe('role');
  expect(pageRefusal(access('member1', 'SG'), '/embed/report/stake')).toBe('role');
  expect(pageRefusal(access('member1', 'SG'), '/control/drawSetting')).toBe('role');
});

test("the game: a TT page in a 4D location and a 4D-only page in TT", () => {
  expect(pageRefusal(access('admin', 'SG'), '/report/tt/full')).toBe('location');
  expect(pageRefusal(access('admin', 'TT'), '/report/full')).toBe('location');
  expect(pageRefusal(access('admin', 'TT'), '/control/payRate')).toBe('location');
  expect(pageRefusal(access('admin', 'SG'), '/control/limitSetting')).toBe('location');
});

test('rights: the clerk (a sub-admin) on Draw Setting and the share-claim pages', () => {
  for (const locId of ['SG', 'TT']) {
    expect(pageRefusal(access('clerk', locId), '/control/drawSetting')).toBe('rights');
    expect(pageRefusal(access('clerk', locId), '/control/shareClaim')).toBe('rights');
  }
  expect(pageRefusal(access('admin', 'SG'), '/control/shareClaim')).toBeNull();
});

describe('shareClaimControl: the Control share-claim pages follow the platform (a sub-admin needs the payments right)', () => {
  const links = (who: ReturnType<typeof profile>, locId: string) =>
    visibleMenu({ profile: who, locId, game: gameOfLocation(locId), settings: NO_APPS, browser: { mobile: false }, timestamp: 0 })
      .find((section) => section.id === 'control')
      ?.links.map((link) => link.id)
      .filter((id) => id.startsWith('shareClaim')) ?? [];
  const ALL = ['shareClaim', 'shareClaimSetting', 'shareClaimCompany'];

  it.each([
    ['the company (* and every flag)', DEMO_PROFILES.admin, ALL],
    ['an admin holding * without the payments right', profile({ Role: 'ADMIN', Rank: 0, Granted: ['*'] }), []],
    ['a sub-admin with the payments right', profile({ Role: 'ADMIN', Rank: 0, Granted: ['Report'], EnableCreateDownline: true }), ALL],
    ['a sub-admin without it (the clerk)', DEMO_PROFILES.clerk, []],
    ['a sub-admin with every name but not *', profile({ Role: 'ADMIN', Rank: 0, Granted: ['DrawSetting', 'OutSet', 'AdminEdit'] }), []],
    ['an agent with the flag (Control is admin only)', profile({ Role: 'AG', Rank: 1, EnableCreateDownline: true }), []],
  ])('%s', (_name, who, expected) => {
    for (const locId of ['SG', 'TT']) expect(links(who, locId)).toEqual(expected);
  });
});

describe("gameCounterpart: a page of the other game's variant", () => {
  test.each([
    ['/report/full', 'TT', '/report/tt/full'],
    ['/report/tt/full', '4D', '/report/full'],
    ['/report/tt/group2', '4D', '/report/group2'],
    ['/embed/report/strike', 'TT', '/embed/report/tt/strike'],
    ['/bet/placeBets/add', 'TT', '/bet/placeBets/add-simple'],
    ['/bet/placeBets/add-20', 'TT', '/bet/placeBets/add-simple'],
    ['/bet/placeBets/add-simple', '4D', '/bet/placeBets/add'],
  ] as const)('%s in %s opens %s', (path, game, expected) => {
    expect(gameCounterpart(path, game)).toBe(expected);
  });

  test.each([
    ['/report/full', '4D'],
    ['/report/tt/full', 'TT'],
    ['/bet/placeBets/add-20', '4D'],
    ['/report/collection', 'TT'],
    ['/control/payRate', 'TT'],
    ['/admin/home', 'TT'],
    ['/nowhere', '4D'],
  ] as const)('%s in %s stays', (path, game) => {
    expect(gameCounterpart(path, game)).toBeNull();
  });

  test('every counterpart is a page the same user reaches in that game (admin)', () => {
    for (const path of PATHS) {
      for (const locId of ['SG', 'TT']) {
        const other = gameCounterpart(path, gameOfLocation(locId));
        if (other) expect(menuAllowsPath(access('admin', locId), other)).toBe(true);
      }
    }
  });
});
