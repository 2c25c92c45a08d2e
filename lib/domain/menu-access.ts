// Which guard a page of the menu needs, and whether the menu of a profile reaches a path: the server
// re-check of every page (docs/product.md#roles-and-permissions), from the same catalogue and rules as the menu itself.
import type { Game } from '@/lib/contract/common';
import { MENU_CATALOGUE } from './menu-catalogue';
import type { MenuVariant, RouteGuard } from './menu-types';
import { admitsAgentOrAdmin, admitsSignedIn } from './menu-rules';
import { plainPath, visibleMenu, type MenuInput } from './menu';

const VARIANTS: readonly MenuVariant[] = [
  { game: '4D', mobile: false },
  { game: '4D', mobile: true },
  { game: 'TT', mobile: false },
  { game: 'TT', mobile: true },
];

/** Every path of the catalogue with its guard (a link's own guard, else its section's). */
const GUARDS: ReadonlyMap<string, RouteGuard> = new Map(
  MENU_CATALOGUE.flatMap((section) =>
    section.links.flatMap((link) => {
      if (link.kind !== 'route') return [];
      const paths = typeof link.path === 'string' ? [link.path] : VARIANTS.map(link.path);
      return paths.map((path): [string, RouteGuard] => [path, link.guard ?? section.guard]);
    }),
  ),
);

/** The guard of a menu page, or null when the path is not a page of the menu. */
export function guardOfPath(path: string): RouteGuard | null {
  return GUARDS.get(plainPath(path)) ?? null;
}

/** Whether a signed-in role passes a guard. */
export function passesGuard(guard: RouteGuard, role: string | null | undefined): boolean {
  return guard === 'agentOrAdmin' ? admitsAgentOrAdmin(role) : admitsSignedIn(role);
}

export type AccessInput = Omit<MenuInput, 'browser' | 'timestamp'>;

/**
 * Whether the menu of this profile, in this location, links to the path on a desktop or a mobile
 * browser; null when the path is not a page of the menu (its page decides alone).
 */
export function menuAllowsPath(input: AccessInput, path: string): boolean | null {
  const bare = plainPath(path);
  if (!GUARDS.has(bare)) return null;
  return [false, true].some((mobile) =>
    visibleMenu({ ...input, browser: { mobile }, timestamp: 0 }).some((section) =>
      section.links.some((link) => link.kind === 'route' && link.path === bare),
    ),
  );
}

/**
 * Why a signed-in user may not open a path, or null when it may (or the path is not a page of the
 * menu, whose page decides alone): `role` when the page's guard refuses the role, `location` when the
 * menu reaches it in a location of the other game only, `rights` when the account's rights or flags
 * leave it out of the menu. The shell says so in words instead of a silent bounce.
 */
export type PageRefusal = 'role' | 'location' | 'rights';

export function pageRefusal(input: AccessInput, path: string): PageRefusal | null {
  const guard = guardOfPath(path);
  if (guard === null) return null;
  if (!passesGuard(guard, input.profile.Role)) return 'role';
  if (menuAllowsPath(input, path) !== false) return null;
  const otherGame = input.game === 'TT' ? '4D' : 'TT';
  return menuAllowsPath({ ...input, game: otherGame }, path) ? 'location' : 'rights';
}

/** Every page that has a counterpart in the other game (Full Report: /report/full in 4D, /report/tt/full in TT). */
const COUNTERPARTS: ReadonlyMap<string, { game: Game; other: string }> = new Map(
  MENU_CATALOGUE.flatMap((section) =>
    section.links.flatMap((link) => {
      if (link.kind !== 'route' || typeof link.path === 'string') return [];
      const path = link.path;
      const of = (game: Game) => [...new Set([false, true].map((mobile) => path({ game, mobile })))];
      const [fourD, tt] = [of('4D'), of('TT')];
      if (fourD.some((candidate) => tt.includes(candidate))) return [];
      return [
        ...fourD.map((candidate): [string, { game: Game; other: string }] => [candidate, { game: '4D', other: tt[0] ?? candidate }]),
        ...tt.map((candidate): [string, { game: Game; other: string }] => [candidate, { game: 'TT', other: fourD[0] ?? candidate }]),
      ];
    }),
  ),
);

/**
 * The same page in the given game when `path` is its other game's variant (a link to /report/full
 * followed in TT opens /report/tt/full), keeping an /embed prefix; null when the path fits the game.
 */
export function gameCounterpart(path: string, game: Game): string | null {
  const bare = plainPath(path);
  const entry = COUNTERPARTS.get(bare);
  if (!entry || entry.game === game) return null;
  return bare === path ? entry.other : `/embed${entry.other}`;
}
