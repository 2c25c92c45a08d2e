// The demo users of docs/demo.md as menu profiles (only the fields the menu reads), for the menu tests.
import { gameOfLocation, type MenuInput, type MenuSection } from '@/lib/domain/menu';
import type { MenuProfile } from '@/lib/domain/menu-rules';

export const BASE_PROFILE: MenuProfile = {
  Role: 'MEM',
  Rank: 3,
  Granted: [],
  dShare: 0,
  tShare: 0,
  EnableCreateAgent: false,
  EnableCreateDownline: false,
  EnablePlaceBet: false,
  EnableUpload: false,
  disablePlaceBetAndFixedBet: false,
  GroupReportDisabled: false,
  GroupReportBreakdownDisabled: false,
  dEnableViewShareClaim: 0,
  tOutSetting1Enabled: false,
};

export const profile = (overrides: Partial<MenuProfile>): MenuProfile => ({ ...BASE_PROFILE, ...overrides });

export const DEMO_PROFILES = {
  admin: profile({
    Role: 'ADMIN',
    Rank: 0,
    Granted: ['*'],
    EnableCreateAgent: true,
    EnableCreateDownline: true,
    EnablePlaceBet: true,
    EnableUpload: true,
    dShare: 1,
    tShare: 1,
    dEnableViewShareClaim: 1,
    tOutSetting1Enabled: true,
  }),
  clerk: profile({ Role: 'ADMIN', Rank: 0, Granted: ['BetEntry', 'Report'], EnablePlaceBet: true }),
  agent1: profile({
    Role: 'AG',
    Rank: 1,
    EnableCreateAgent: true,
    EnableCreateDownline: true,
    EnablePlaceBet: true,
    EnableUpload: true,
    dShare: 0.5,
    tShare: 0.4,
    dEnableViewShareClaim: 1,
  }),
  agent2: profile({ Role: 'AG', Rank: 2, EnableCreateDownline: true, EnablePlaceBet: true, dShare: 0.2, tShare: 0.2 }),
  agent3: profile({ Role: 'AG', Rank: 1, GroupReportDisabled: true, dShare: 0.3, tShare: 0.3 }),
  member1: profile({ Role: 'MEM', Rank: 3, EnablePlaceBet: true }),
  member3: profile({ Role: 'MEM', Rank: 3, EnablePlaceBet: true, disablePlaceBetAndFixedBet: true }),
} satisfies Record<string, MenuProfile>;
export type DemoUser = keyof typeof DEMO_PROFILES;

export const NO_APPS = { mobileAppData: { downloadUrl: '', iosDownloadUrl: '' } };
export const TIMESTAMP = 1_700_000_000_000;

/** The menu input of a profile in a location, on a desktop browser, with no app download URLs. */
export function menuInput(user: MenuProfile, locId: string, overrides: Partial<MenuInput> = {}): MenuInput {
  return {
    profile: user,
    locId,
    game: gameOfLocation(locId),
    settings: NO_APPS,
    browser: { mobile: false },
    timestamp: TIMESTAMP,
    ...overrides,
  };
}

export const demoInput = (user: DemoUser, locId: string, overrides: Partial<MenuInput> = {}): MenuInput =>
  menuInput(DEMO_PROFILES[user], locId, overrides);

/** Section id to its link ids, in order. */
export const ids = (menu: MenuSection[]): Record<string, string[]> =>
  Object.fromEntries(menu.map((section) => [section.id, section.links.map((link) => link.id)]));

/** Every link id of a menu as `section/link`. */
export const linkIds = (menu: MenuSection[]): string[] =>
  menu.flatMap((section) => section.links.map((link) => `${section.id}/${link.id}`));
