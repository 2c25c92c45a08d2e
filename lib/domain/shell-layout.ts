// The signed-in shell's layout choices (docs/product.md#layouts, #header, #location-change, #constants-and-limits): which layout a request gets,
// the sidebar variant and fold state, the mobile browser test, the ticker text and pace, and the
// location a mobile start falls back to. Pure, so the server layout and jest share it.
import { plainPath } from './menu';

export const HEADER_HEIGHT_PX = 98;
export const SIDEBAR_NEW_WIDTH_PX = 220;
export const SIDEBAR_FOLDED_WIDTH_PX = 80;
export const SIDEBAR_OLD_WIDTH_PX = 150;

/** main: header and sidebar; mobile: the same for a phone; embed: none (in a frame); blank: none, own window. */
export type ShellLayout = 'main' | 'mobile' | 'embed' | 'blank';
export type SidebarVariant = 'new' | 'old';

/** The session flag holding the sidebar variant; only the text 'false' picks the old sidebar. */
export const NEW_LAYOUT_FLAG = 'newLayout';
/** A cookie, set by the browser, remembering the fold of the new sidebar across reloads. */
export const SIDEBAR_FOLD_COOKIE = 'sidebar';
export const SIDEBAR_FOLDED = 'folded';
/** `?Layout=blank` asks for the blank layout (pages opened in a window of their own, e.g. to print). */
export const BLANK_LAYOUT_PARAM = 'Layout';

export function isEmbedPath(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare === '/embed' || bare.startsWith('/embed/');
}

/** The page path an /embed address renders (/embed alone is home). */
export function embeddedPath(path: string): string {
  const bare = plainPath(path);
  return bare === '/' ? '/admin/home' : bare;
}

/** Phones and tablets by their user agent, as the original app chose its mobile layout and bet form. */
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;
export function isMobileBrowser(userAgent: string | null | undefined): boolean {
  return MOBILE_AGENT.test(userAgent ?? '');
}

export function shellLayoutOf(input: { path: string; userAgent: string | null | undefined }): ShellLayout {
  if (isEmbedPath(input.path)) return 'embed';
  const query = new URL(input.path, 'http://app.invalid').searchParams;
  if (query.get(BLANK_LAYOUT_PARAM) === 'blank') return 'blank';
  return isMobileBrowser(input.userAgent) ? 'mobile' : 'main';
}

/**
 * The sidebar variant: the NEW_LAYOUT config flag pins everyone to the new sidebar (and the switch is
 * hidden); without it the session flag decides, and only its text 'false' picks the old one.
 */
export function sidebarVariant(newLayoutPinned: boolean, sessionFlag: string | undefined): SidebarVariant {
  if (newLayoutPinned) return 'new';
  return sessionFlag === 'false' ? 'old' : 'new';
}

export function isFolded(cookieValue: string | undefined): boolean {
  return cookieValue === SIDEBAR_FOLDED;
}

export function sidebarWidthPx(variant: SidebarVariant, folded: boolean): number {
  if (variant === 'old') return SIDEBAR_OLD_WIDTH_PX;
  return folded ? SIDEBAR_FOLDED_WIDTH_PX : SIDEBAR_NEW_WIDTH_PX;
}

/** docs/product.md#constants-and-limits: the ticker moves 2 px a frame, at 60 frames a second. */
export const TICKER_SPEED = 2;
const FRAMES_PER_SECOND = 60;
/** The seconds one pass takes: the text enters at the right edge and leaves at the left. */
export function tickerDurationSeconds(textWidthPx: number, boxWidthPx: number, speed: number = TICKER_SPEED): number {
  const distance = Math.max(0, textWidthPx) + Math.max(0, boxWidthPx);
  return Math.max(1, distance / (speed * FRAMES_PER_SECOND));
}

/** Between two announcements in the ticker. */
export const TICKER_SEPARATOR = '\u2003\u2022\u2003';
const LINE_BREAKS = /<br\s*\/?>|<\/?p(?:\s[^>]*)?>|[\r\n]+/gi;
/** The ticker's HTML: each (already sanitized) announcement without line breaks, joined into one line. */
export function tickerHtml(items: readonly string[]): string {
  return items
    .map((html) => html.replace(LINE_BREAKS, ' ').replace(/\s{2,}/g, ' ').trim())
    .filter((html) => html !== '')
    .join(TICKER_SEPARATOR);
}

/** docs/product.md#location-change, #constants-and-limits: a mobile start loads the locations 500 ms in. */
export const MOBILE_LOCATIONS_DELAY_MS = 500;
/** The location to use: the stored one when the user still has it, else the first available; null for none. */
export function chooseLocation(stored: string, available: readonly { LocId: string }[]): string | null {
  if (available.some((location) => location.LocId === stored)) return stored;
  return available[0]?.LocId ?? null;
}

/** A messaging-bot user name: a letter, then 4-31 letters, digits or _; a leading @ is dropped. */
const BOT_NAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;
/** The bot's user name from the SMS setting, or null when it is not one (operator data). */
export function botName(value: string | null | undefined): string | null {
  const bare = (value ?? '').trim().replace(/^@/, '');
  return BOT_NAME.test(bare) ? bare : null;
}

/** The bot's name and address (always on the bot service's own host), or null for no valid name. */
export function botOf(value: string | null | undefined): { name: string; href: string } | null {
  const name = botName(value);
  return name ? { name, href: `https://t.me/${name}` } : null;
}

export function botLink(value: string | null | undefined): string | null {
  return botOf(value)?.href ?? null;
}

export interface Branding {
  /** A class of the site theme styling the left bar, e.g. vip-left-sg. */
  leftClass: string | null;
  /** The top background, a file of the site's style folder. */
  topImage: string | null;
  /** Table header and alternate-row colours. */
  tableColours: { head: string | null; alt: string | null };
}

const CLASS_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
const IMAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}\.(?:svg|png|jpe?g|webp|gif)$/;
const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * Site branding (docs/product.md#layouts) from the host's style folder and the location's profile fields. Each value is
 * operator data placed into class names, URLs and CSS, so anything but a plain class name, a plain file
 * name and a hex colour is dropped.
 */
export function brandingOf(
  loc: { VipLeftCss: string; VipTopBGImage: string; ColorTbl01: string; ColorTbl02: string },
  styleFolder: string,
): Branding {
  const left = loc.VipLeftCss.trim();
  const image = loc.VipTopBGImage.trim();
  const colour = (value: string) => (COLOUR.test(value.trim()) ? value.trim() : null);
  return {
    leftClass: CLASS_NAME.test(left) ? left : null,
    topImage: IMAGE_FILE.test(image) && !image.includes('..') ? `/styles/${styleFolder}/${image}` : null,
    tableColours: { head: colour(loc.ColorTbl01), alt: colour(loc.ColorTbl02) },
  };
}
