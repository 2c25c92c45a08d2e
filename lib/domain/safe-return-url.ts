// Where to send a user after sign-in: the ONE open-redirect guard (docs/security.md, "Sign-in").
// Pure; no Next imports, so the proxy, route handlers, pages and jest share it.

export const DEFAULT_RETURN_URL = '/admin/home';
const MAX_LENGTH = 2048;
/** A base that only exists to resolve relative paths; anything resolving elsewhere is refused. */
const BASE = 'http://return-url.invalid';
/** Controls (browsers strip tabs and newlines from URLs), any Unicode space, and backslashes. */
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\s\\]/u;
/** The same in decoded bytes, ASCII only: UTF-8 bytes of a legitimate non-ASCII path must pass. */
const UNSAFE_DECODED = /[\u0000-\u0020\u007F\\]/;
const MAX_DECODE_ROUNDS = 3;

/*
 * Why so strict: browsers and servers disagree on URLs. Browsers turn `\` into `/`, strip tabs and
 * newlines, and servers or frameworks may decode `%2F` or `%09` once more before redirecting. So the
 * raw value must be a plain path starting with exactly one `/`, and its path part must stay one even
 * after being percent-decoded up to three times. The result is re-serialised by the URL parser and
 * checked again, because dot segments can collapse into `//` (`/.//evil.com` parses to `//evil.com`).
 */

/**
 * A same-origin path (with its query and hash, as the URL parser normalises them) taken from an
 * untrusted value such as `?returnUrl=`, or `fallback` when the value could lead anywhere else.
 */
export function safeReturnUrl(value: string | null | undefined, fallback: string = DEFAULT_RETURN_URL): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!isSinglySlashedPath(value)) return fallback;
  if (!pathSurvivesDecoding(value.split(/[?#]/, 1)[0] ?? '')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return isSinglySlashedPath(result) ? result : fallback;
}

function isSinglySlashedPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE.test(value);
}

/** Decodes `%XX` byte by byte (never throws on stray `%`); enough for the ASCII this guard checks. */
function percentDecode(value: string): string {
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A decoded path must still be one path: one leading `/`, also once its dot segments are resolved. */
function isSafeDecodedPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || UNSAFE_DECODED.test(path)) return false;
  try {
    return !new URL(path, BASE).pathname.startsWith('//');
  } catch {
    return false;
  }
}

function pathSurvivesDecoding(path: string): boolean {
  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const decoded = percentDecode(current);
    if (decoded === current) return true;
    if (!isSafeDecodedPath(decoded)) return false;
    current = decoded;
  }
  // Still changing after three rounds: nobody encodes a legitimate path that deeply.
  return percentDecode(current) === current;
}

/**
 * The address after a successful sign-in (spec, section 4): the return URL with `LocId` set to the
 * user's location. An empty or unsafe address, `/` or `/login` (with any query) means the home page.
 */
export function postSignInUrl(returnUrl: string | null | undefined, locId: string): string {
  const url = new URL(safeReturnUrl(returnUrl), BASE);
  if (url.pathname === '/' || url.pathname === '/login' || url.pathname === '/login/') {
    const home = new URL(DEFAULT_RETURN_URL, BASE);
    home.searchParams.set('LocId', locId);
    return `${home.pathname}${home.search}`;
  }
  url.searchParams.set('LocId', locId);
  return `${url.pathname}${url.search}${url.hash}`;
}
