// The ONE sanitizer for announcement HTML (docs/security.md, "Browser"). Runs on the server (jsdom inside
// isomorphic-dompurify) and in the browser alike.
import DOMPurify, { type Config } from 'isomorphic-dompurify';

/*
 * A tight allowlist: announcements are formatted text with lists, links and simple tables.
 * - No `style` (CSS can exfiltrate and overlay the page) and no `class` (harmless, but it would tie
 *   operators' HTML to our stylesheet). No `id` or `name` either: they enable DOM clobbering.
 * - No svg, math, form controls, frames, objects, scripts, styles, link, meta or base.
 * - No `img`: an announcement is text, and a remote image is a tracking pixel that tells a third party
 *   who read which announcement and from where. Inline `data:` images are refused with every URL.
 * - Links: only http:, https:, mailto: and relative addresses. Every link opens in a new tab with
 *   rel="noopener noreferrer" so the target cannot script this window or learn the signed-in URL.
 */
const ALLOWED_TAGS = [
  'b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'span', 'div', 'small', 'sub', 'sup',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr',
  'ul', 'ol', 'li',
  'a',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan'];
/** A scheme among http, https and mailto, or no scheme at all (relative, `#anchor`, `/path`). */
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const SPAN = /^[1-9]\d{0,2}$/;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

/** Links open safely; table spans are small numbers; hrefs are rechecked by the URL parser. */
function afterSanitizeAttributes(node: Element): void {
  if (node.nodeName === 'A') {
    const href = node.getAttribute('href');
    if (href !== null && !hasAllowedProtocol(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  for (const name of ['colspan', 'rowspan']) {
    const value = node.getAttribute(name);
    if (value !== null && !SPAN.test(value.trim())) node.removeAttribute(name);
  }
}

function hasAllowedProtocol(href: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(href, 'https://relative.invalid/').protocol);
  } catch {
    return false;
  }
}

// DOMPurify hooks are global to its instance. Register ours once per instance, even when this module
// is evaluated again (dev reloads) while isomorphic-dompurify's instance lives on.
const HOOKED_KEY = '__drawdeskSanitizeHooked';
const holder = globalThis as typeof globalThis & { [HOOKED_KEY]?: WeakSet<object> };
const hooked = (holder[HOOKED_KEY] ??= new WeakSet<object>());
if (!hooked.has(DOMPurify)) {
  DOMPurify.addHook('afterSanitizeAttributes', afterSanitizeAttributes);
  hooked.add(DOMPurify);
}

/** Announcement HTML reduced to the allowlist above, ready for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Announcement HTML as one line of plain text (for a table cell, which escapes it again). */
export function announcementText(html: string): string {
  return sanitizeHtml(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const TAG = /<[a-z][^>]*>/gi;
const HANDLER = /([\s/"'])(on[a-z-]*\s*=)/gi;

/**
 * The live preview's sanitizing in the browser: the same sanitizer, after renaming event-handler
 * attributes (onerror=, onclick=, ...) inside tags to data-defused-on...=, which the sanitizer drops
 * as it drops the handlers. Chrome reports a CSP script-src-attr violation whenever it parses an
 * inline handler, even into an inert document where nothing runs; this keeps the preview from raising
 * those false reports (docs/decisions/announcements.md). The output is sanitizeHtml's for any HTML
 * whose allowed attribute values do not themselves hold " on...=".
 */
export function previewHtml(html: string): string {
  return sanitizeHtml(html.replace(TAG, (tag) => tag.replace(HANDLER, '$1data-defused-$2')));
}
