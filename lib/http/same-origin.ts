// CSRF guard for every non-GET route handler (docs/security.md, "Session, CSRF, Host"). Pure: takes a Fetch
// API Request, so it works in route handlers, in proxy.ts and in jest.

/*
 * Why this shape:
 * - Browsers send `Sec-Fetch-Site` on every request and page scripts cannot forge it, so when present
 *   it decides alone: only `same-origin` passes (`same-site` would trust sibling subdomains, `none` is
 *   a typed URL or a bookmark, neither of which posts).
 * - Older browsers send `Origin` on cross-origin requests and on every POST. Our own origin is the
 *   request URL's scheme (Next sets it from the socket or X-Forwarded-Proto) plus the raw `Host`
 *   header: the browser sets Host and Origin from the same address bar. `X-Forwarded-Host` is never
 *   read: any client can send it.
 * - `Origin: null` (sandboxed frames, data: URLs, some redirects) and a missing Origin are refused:
 *   we cannot tell where they come from, and a real browser of ours always sends one or the other.
 * - The comparison is on strict, lower-cased `scheme://host[:port]` strings; a Host that is not a
 *   plain host name or IP address with an optional port never matches anything.
 */

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/;
const ORIGIN = /^(https?:)\/\/([^/?#@\s]+)$/;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `scheme://host[:port]` without the scheme's default port, or undefined when malformed. */
function canonicalOrigin(protocol: string, rawHost: string): string | undefined {
  const host = rawHost.trim().toLowerCase();
  const match = HOST.exec(host);
  if (!match) return undefined;
  const port = match[1];
  if (port !== undefined && Number(port) > 65535) return undefined;
  const bare = port === undefined ? host : host.slice(0, -(port.length + 1));
  return port === undefined || port === DEFAULT_PORTS[protocol] ? `${protocol}//${bare}` : `${protocol}//${bare}:${port}`;
}

/** The request's own origin: the URL's scheme and the raw Host header. */
export function ownOrigin(request: Request): string | undefined {
  const host = request.headers.get('host');
  if (host === null) return undefined;
  const protocol = new URL(request.url).protocol;
  return DEFAULT_PORTS[protocol] === undefined ? undefined : canonicalOrigin(protocol, host);
}

/** Why a state-changing request may be cross-site, or null when it certainly comes from our pages. */
export function sameOriginProblem(request: Request): string | null {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) {
    return fetchSite.trim().toLowerCase() === 'same-origin' ? null : `Sec-Fetch-Site is ${fetchSite.slice(0, 20)}`;
  }
  const origin = request.headers.get('origin');
  if (origin === null) return 'Origin is missing';
  if (origin.trim().toLowerCase() === 'null') return 'Origin is null';
  const own = ownOrigin(request);
  if (own === undefined) return 'Host is missing or malformed';
  const match = ORIGIN.exec(origin.trim().toLowerCase());
  const theirs = match?.[1] && match[2] ? canonicalOrigin(match[1], match[2]) : undefined;
  return theirs === own ? null : 'Origin does not match the host';
}

/** A DELETE that carries nothing: no Content-Type, no length (or 0) and no chunked body. */
function bodylessDelete(request: Request): boolean {
  const { headers } = request;
  return (
    request.method === 'DELETE' &&
    headers.get('content-type') === null &&
    headers.get('transfer-encoding') === null &&
    (headers.get('content-length') ?? '0').trim() === '0'
  );
}

/**
 * Why a request body is not declared as JSON, or null when it is (`application/json`, UTF-8). A
 * DELETE without any body passes: a cross-site page cannot send a DELETE without a CORS preflight,
 * so there is no body type to vouch for, and `DELETE files/{FileId}` needs none.
 */
export function jsonBodyProblem(request: Request): string | null {
  if (bodylessDelete(request)) return null;
  const contentType = request.headers.get('content-type');
  if (contentType === null) return 'Content-Type must be application/json';
  const [mediaType = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return 'Content-Type must be application/json';
  const charsetOnly = parameters.every((parameter) => /^charset=(?:utf-8|"utf-8")$/.test(parameter));
  return charsetOnly && parameters.length <= 1 ? null : 'Content-Type must be application/json with UTF-8';
}
