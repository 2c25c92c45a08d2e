import 'server-only';
// The path side of the forwarder's SSRF defence (docs/security.md "The BFF forwarder"). Pure functions.
import { ApiError } from '@/lib/http/api-error';
import { pathPrefixSchema, type PathPrefix } from '@/lib/contract/common';

export const FORWARD_BASE = '/api/v1/';
const MAX_PATH_LENGTH = 512;
/** `/ \ % :`, control characters and whitespace: nothing a catalogue resource or an id holds. */
const FORBIDDEN = /[/\\%:\s\u0000-\u001f\u007f]/;
const LOC_ID = /^[A-Za-z0-9]{1,8}$/;
const PREFIXES: ReadonlySet<string> = new Set(pathPrefixSchema.options);

/** The segments a URL resolves away (`.`, `..`) or that would make `//`. */
const isDotOrEmpty = (segment: string) => segment === '' || segment === '.' || segment === '..';

/*
 * Segments come from the raw request pathname, never from Next's decoded `params`: a client's `%2f`
 * or `%2e%2e` would otherwise arrive as `/` or `..` inside one "segment". A raw segment holding `%`
 * is refused outright, since no catalogue resource or id needs percent-encoding; `.`, `..`, empty
 * segments (`//evil.com`, a trailing slash) and `/ \ :` (`http:evil.com`, `\\evil.com`) are refused too.
 */
export function forwardSegments(rawPathname: string): string[] {
  if (!rawPathname.startsWith(FORWARD_BASE)) throw new ApiError(404, { message: 'Not found.' });
  const rest = rawPathname.slice(FORWARD_BASE.length);
  if (rest.length > MAX_PATH_LENGTH) throw new ApiError(414, { message: 'The path is too long.' });
  const segments = rest.split('/');
  for (const segment of segments) {
    if (isDotOrEmpty(segment) || FORBIDDEN.test(segment)) {
      throw new ApiError(400, { message: 'The path is not valid.' });
    }
  }
  return segments;
}

/** The LocId of a call: the query's (exactly one), else the session's location. */
export function requestedLocId(query: URLSearchParams, sessionLocId: string): string {
  const values = query.getAll('LocId');
  if (values.length === 0) return sessionLocId;
  const [value] = values;
  if (values.length > 1 || value === undefined || !LOC_ID.test(value)) {
    throw new ApiError(400, { message: 'LocId is not valid.', field: 'LocId' });
  }
  return value;
}

/**
 * The platform path of a forwarded call: `/api/v1/{prefix}/`, the encoded segments, and the client's
 * query with its LocId replaced by ours. It is sent only to the platform's own origin (upstream.ts
 * keeps one pool per origin), and checked once more here to stay under that prefix, so no future
 * change to the steps above can send the bearer to another resource.
 */
export function upstreamPath(prefix: PathPrefix, segments: readonly string[], query: URLSearchParams, locId: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of query) if (name !== 'LocId') params.append(name, value);
  params.append('LocId', locId);
  if (!PREFIXES.has(prefix) || segments.some(isDotOrEmpty) || !LOC_ID.test(locId)) {
    throw new ApiError(400, { message: 'The path is not valid.' });
  }
  return `${FORWARD_BASE}${prefix}/${segments.map(encodeURIComponent).join('/')}?${params.toString()}`;
}
