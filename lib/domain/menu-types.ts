// The shapes of the menu catalogue (menu-catalogue.ts): sections, links and the guards of their pages.
import type { Game } from '@/lib/contract/common';
import type { RuleName } from './menu-rules';
import type { ViewCode } from './view-codes';

export type MenuSectionId =
  | 'administration'
  | 'bet'
  | 'report'
  | 'control'
  | 'outset'
  | 'utilities'
  | 'sms'
  | 'smsGateway'
  | 'options';

/** signedIn admits ADMIN, AG and MEM; agentOrAdmin admits only ADMIN and AG (docs/product.md#roles-and-permissions). */
export type RouteGuard = 'signedIn' | 'agentOrAdmin';

export interface MenuVariant {
  game: Game;
  /** A mobile browser (user agent), not a narrow window: it picks the 20-line bet form. */
  mobile: boolean;
}

export interface RouteLinkDef {
  kind: 'route';
  id: string;
  path: string | ((variant: MenuVariant) => string);
  vw?: ViewCode;
  /** Query parameters of the link besides LocId, VW and the time stamp. */
  query?: Readonly<Record<string, string>>;
  rule?: RuleName;
  guard?: RouteGuard;
}
export interface ExternalLinkDef {
  kind: 'external';
  id: string;
  /** The field of settings.mobileAppData holding the URL; the link shows only when it is set. */
  setting: 'downloadUrl' | 'iosDownloadUrl';
}
export interface LogoutDef {
  kind: 'logout';
  id: string;
}
export type LinkDef = RouteLinkDef | ExternalLinkDef | LogoutDef;

export interface SectionDef {
  id: MenuSectionId;
  rule: RuleName;
  /** The guard of every page of the section, unless a link names a stricter one. */
  guard: RouteGuard;
  links: readonly LinkDef[];
}
