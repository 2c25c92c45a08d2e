// The signed-in menu (docs/product.md#menu) with the visibility of docs/product.md#roles-and-permissions, as one pure function of the profile,
// the game of the current location, the server settings and the browser. Labels are translation keys
// of the "menu" namespace; the time stamp is an input so the function stays pure.
import type { Game } from '@/lib/contract/common';
import type { MobileAppData } from '@/lib/contract/settings';
import { MENU_CATALOGUE } from './menu-catalogue';
import { BUILT_PAGES } from './menu-pages';
import type { LinkDef, MenuSectionId, MenuVariant } from './menu-types';
import { RULES, type MenuProfile, type RuleContext } from './menu-rules';
import type { ViewCode } from './view-codes';

export { admitsAgentOrAdmin, admitsSignedIn, hasPermission, isMemberRole } from './menu-rules';
export type { MenuSectionId, RouteGuard } from './menu-types';

/** The query parameter holding the time stamp that makes a click on the same link reload the page. */
export const TIMESTAMP_PARAM = 'rand';
/** The location whose game is the pool game (TT); every other location plays 4D. */
export const POOL_GAME_LOC_ID = 'TT';
/** docs/product.md#menu and #constants-and-limits: the menu refreshes about 260 ms after a navigation. */
export const MENU_REFRESH_DELAY_MS = 260;
/** Under this width the sidebar toggles, and a link click closes it. */
export const SIDEBAR_BREAKPOINT_PX = 992;

export interface MenuInput {
  profile: MenuProfile;
  /** The current location: LocId of every link, and its game. */
  locId: string;
  game: Game;
  settings: { mobileAppData: MobileAppData };
  browser: { mobile: boolean };
  /** Milliseconds since the epoch, e.g. the time of the last navigation. */
  timestamp: number;
  /** The sidebar's menu: only links to pages that exist (menu-pages.ts). Without it, the spec's whole menu. */
  builtOnly?: boolean;
}

export type MenuLink =
  | { kind: 'route'; id: string; labelKey: string; path: string; vw: ViewCode | null; query: Record<string, string>; href: string }
  | { kind: 'external'; id: string; labelKey: string; href: string }
  | { kind: 'logout'; id: string; labelKey: string };

export interface MenuSection {
  id: MenuSectionId;
  labelKey: string;
  links: MenuLink[];
}

export function gameOfLocation(locId: string): Game {
  return locId === POOL_GAME_LOC_ID ? 'TT' : '4D';
}

/** The visible sections, in the spec's order, each with its visible links; empty sections are left out. */
export function visibleMenu(input: MenuInput): MenuSection[] {
  const context: RuleContext = { profile: input.profile, game: input.game };
  const variant: MenuVariant = { game: input.game, mobile: input.browser.mobile };
  return MENU_CATALOGUE.filter((section) => RULES[section.rule](context))
    .map((section) => ({
      id: section.id,
      labelKey: `sections.${section.id}`,
      links: section.links.flatMap((link) => toLink(link, input, context, variant)),
    }))
    .filter((section) => section.links.length > 0);
}

function toLink(link: LinkDef, input: MenuInput, context: RuleContext, variant: MenuVariant): MenuLink[] {
  const labelKey = `links.${link.id}`;
  if (link.kind === 'logout') return [{ kind: 'logout', id: link.id, labelKey }];
  if (link.kind === 'external') {
    const href = downloadUrl(input.settings.mobileAppData[link.setting]);
    return href ? [{ kind: 'external', id: link.id, labelKey, href }] : [];
  }
  if (link.rule && !RULES[link.rule](context)) return [];
  const path = typeof link.path === 'string' ? link.path : link.path(variant);
  if (input.builtOnly && !BUILT_PAGES.has(path)) return [];
  const query: Record<string, string> = { LocId: input.locId };
  if (link.vw) query.VW = link.vw;
  Object.assign(query, link.query);
  query[TIMESTAMP_PARAM] = String(input.timestamp);
  const href = `${path}?${new URLSearchParams(query).toString()}`;
  return [{ kind: 'route', id: link.id, labelKey, path, vw: link.vw ?? null, query, href }];
}

/**
 * A download URL from the settings, or null when it is unset. Only http(s) URLs are linked: the value
 * is operator data rendered as an href, so a `javascript:` or other scheme must never reach the page.
 */
export function downloadUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Prefixes of docs/product.md#menu, most specific first: /admin/home opens bet, /sms/smsGateway its own section. */
const SECTION_PREFIXES: readonly [string, MenuSectionId][] = [
  ['/admin/home', 'bet'],
  ['/admin/', 'administration'],
  ['/bet/', 'bet'],
  ['/tickets/', 'bet'],
  ['/control/', 'control'],
  ['/report/', 'report'],
  ['/options/', 'options'],
  ['/payOut', 'options'],
  ['/announcement', 'options'],
  ['/sms/smsGateway', 'smsGateway'],
  ['/sms/', 'sms'],
  ['/outset/', 'outset'],
  ['/utilities/', 'utilities'],
];

/** The path of a URL or path, without query, hash and the /embed prefix. */
export function plainPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare === '/embed' ? '/' : bare.startsWith('/embed/') ? bare.slice('/embed'.length) : bare;
}

/** A prefix ending in / matches what is under it; any other matches itself or what is under it. */
function matches(path: string, prefix: string): boolean {
  return prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`);
}

/** The section that is open for a path (docs/product.md#menu), or null when the path opens none. */
export function sectionOfPath(path: string): MenuSectionId | null {
  const bare = plainPath(path);
  return SECTION_PREFIXES.find(([prefix]) => matches(bare, prefix))?.[1] ?? null;
}

/** Whether the sidebar toggles and closes after a link click at this window width. */
export function isNarrowScreen(widthPx: number): boolean {
  return widthPx < SIDEBAR_BREAKPOINT_PX;
}
