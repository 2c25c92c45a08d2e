import { readdirSync } from 'node:fs';
import path from 'node:path';
import { visibleMenu } from '@/lib/domain/menu';
import { MENU_CATALOGUE } from '@/lib/domain/menu-catalogue';
import { BUILT_PAGES } from '@/lib/domain/menu-pages';
import { EXPECTED_MENUS, sidebarMenu } from '../support/menu-expectations';
import { DEMO_PROFILES, demoInput, ids, type DemoUser } from './menu-fixtures';

const SHELL = path.join(process.cwd(), 'app', '(shell)');
const USERS = Object.keys(DEMO_PROFILES) as DemoUser[];
const CASES = USERS.flatMap((user) => (['SG', 'TT'] as const).map((locId) => [user, locId] as const));

/**
 * Every page.tsx under app/(shell), as its route (route groups and private folders have none). An
 * optional catch-all ([[...outlet]]: a page whose tabs are sub-routes, e.g. Out Setting 3) is its parent's route.
 */
function pagesOnDisk(): string[] {
  return readdirSync(SHELL, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => `/${path.relative(SHELL, entry.parentPath).split(path.sep).join('/')}`.replace(/\/\[\[\.\.\.\w+\]\]$/, ''))
    .sort();
}

test('BUILT_PAGES is exactly the pages of app/(shell) (a new page adds itself here)', () => {
  expect([...BUILT_PAGES].sort()).toEqual(pagesOnDisk());
});

test('every built page is a page of the menu catalogue', () => {
  const variants = [false, true].flatMap((mobile) => (['4D', 'TT'] as const).map((game) => ({ game, mobile })));
  const catalogue = new Set(
    MENU_CATALOGUE.flatMap((section) =>
      section.links.flatMap((link) => (link.kind !== 'route' ? [] : typeof link.path === 'string' ? [link.path] : variants.map(link.path))),
    ),
  );
  for (const page of BUILT_PAGES) expect(catalogue.has(page)).toBe(true);
});

describe("the sidebar's menu (builtOnly): only links to pages that exist, no empty section", () => {
  it.each(CASES)('%s in %s', (user, locId) => {
    const menu = visibleMenu(demoInput(user, locId, { builtOnly: true }));
    expect(ids(menu)).toEqual(sidebarMenu(user, locId));
    for (const section of menu) {
      expect(section.links.length).toBeGreaterThan(0);
      for (const link of section.links) if (link.kind === 'route') expect(BUILT_PAGES.has(link.path)).toBe(true);
    }
  });

  it.each(CASES)('%s in %s: the sidebar drops only links to pages not built from the whole menu', (user, locId) => {
    const whole = ids(visibleMenu(demoInput(user, locId)));
    expect(whole).toEqual(EXPECTED_MENUS[user][locId]);
    const sidebar = sidebarMenu(user, locId);
    for (const [section, links] of Object.entries(sidebar)) expect(whole[section]).toEqual(expect.arrayContaining(links));
  });

  test('the clerk sees of Control only what is every admin’s (Announcement Setting, Sub Share; no share-claim right, the rest needs permissions), of SMS all but the gateway (SMSGateway), of Utilities all but Super Password and Address List (both need a permission)', () => {
    for (const locId of ['SG', 'TT'] as const) {
      const sidebar = sidebarMenu('clerk', locId);
      expect(sidebar.control).toEqual(['announcementSetting', 'subShare']);
      expect(sidebar.sms).toEqual(['smsAgent', 'smsSubscribe', 'sendResult', 'sendStrike', 'smsReport', 'smsView']);
      expect(sidebar.smsGateway).toBeUndefined();
      expect(sidebar.utilities).toEqual(locId === 'SG' ? ['backupAra', 'creditRecal', 'clearCache', 'auditLog', 'loginLog'] : ['clearCache', 'auditLog', 'loginLog']);
    }
  });

  test('a mobile browser gets the 20-line bet form, which exists', () => {
    const menu = visibleMenu(demoInput('member1', 'SG', { builtOnly: true, browser: { mobile: true } }));
    const placeBets = menu.flatMap((section) => section.links).find((link) => link.id === 'placeBets');
    expect(placeBets?.kind === 'route' ? placeBets.path : null).toBe('/bet/placeBets/add-20');
  });
});
