import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { cacheKey, userCacheKey } from '@/lib/cache/key';
import { getResponseCache } from '@/lib/cache/server';
import type { ResponseCacheStore } from '@/lib/cache/store';
import { CACHE_TTL_MS, matchCatalogue, type CatalogueEntry } from '@/lib/contract/catalogue';
import type { PathPrefix } from '@/lib/contract/common';
import { ApiError } from '@/lib/http/api-error';
import { clientIp } from '@/lib/http/client-ip';
import type { RouteContext } from '@/lib/http/route';
import { signedInOrThrow, type SignedInSession } from '@/lib/session/server';
import { SITE_HEADER } from '@/lib/site/header';
import { resolveSite } from '@/sites/index';
import { bearerOf, LONG_TIMEOUT_MS, platformError, platformOrigin, READ_TIMEOUT_MS } from './client';
import { forwardBody, type OutgoingBody } from './forward-body';
import { completedBody } from './forward-fields';
import { cacheSwitch, outgoingHeaders } from './forward-headers';
import { forwardSegments, requestedLocId, upstreamPath } from './forward-path';
import { answerFromCache, answerFromPlatform, type CacheState, type StoreAnswer } from './forward-response';
import { prefixFor } from './location-prefix';
import { exchange, type UpstreamAnswer } from './upstream';

/*
 * The hot path stays lean (docs/performance.md: forwarded GETs at 85% of the floor, cache hits at 95%):
 * a cache hit in memory is answered without waiting on anything, a forwarded call waits on one
 * exchange with the platform, and nothing is parsed or rebuilt that can pass through as it came.
 */
interface Call {
  request: NextRequest;
  session: SignedInSession;
  entry: CatalogueEntry;
  segments: string[];
  locId: string;
}

type Answer = NextResponse | Promise<NextResponse>;

/** A known resource asked with another method is 405 with Allow; an unknown one is 404. */
function allowed(segments: string[], method: string): CatalogueEntry | NextResponse {
  const match = matchCatalogue(segments, method);
  if (match.kind === 'found') return match.entry;
  if (match.kind === 'unknown') throw new ApiError(404, { message: 'Not found.' });
  const allow = match.allow.join(', ');
  return NextResponse.json({ message: `Use ${allow}.` }, { status: 405, headers: { Allow: allow } });
}

/** GET|POST|PUT|DELETE /api/v1/<resource>: one allowlisted call of the catalogue, forwarded. */
export function forward({ request, session }: RouteContext): Answer {
  const signedIn = signedInOrThrow(session);
  const { pathname, searchParams } = request.nextUrl;
  const segments = forwardSegments(pathname);
  const entry = allowed(segments, request.method);
  if (entry instanceof NextResponse) return entry;
  const locId = requestedLocId(searchParams, signedIn.auth.locId);
  const call: Call = { request, session: signedIn, entry, segments, locId };
  return request.method === 'GET' ? read(call) : write(call);
}

/**
 * Sends the call to the platform under a new request id, which the platform logs and the answer or
 * its error carries. The path and the id are made only now: a cache hit never needs them.
 */
function send(call: Call, requestId: string, body?: OutgoingBody): Promise<UpstreamAnswer> {
  const prefix = prefixFor(call.session, call.locId);
  if (prefix instanceof Promise) return prefix.then((known) => sendUnder(call, requestId, known, body));
  return sendUnder(call, requestId, prefix, body);
}

function sendUnder(call: Call, requestId: string, prefix: PathPrefix, body?: OutgoingBody): Promise<UpstreamAnswer> {
  const { request, session, entry, segments, locId } = call;
  return exchange({
    origin: platformOrigin(),
    path: upstreamPath(prefix, segments, request.nextUrl.searchParams, locId),
    method: request.method,
    headers: outgoingHeaders({
      incoming: request.headers,
      token: bearerOf(session) ?? '',
      requestId,
      contentType: body?.contentType,
      client: { address: clientIp(request), siteHost: request.headers.get('host') ?? '' },
    }),
    body: body?.body,
    timeoutMs: entry.long ? LONG_TIMEOUT_MS : READ_TIMEOUT_MS,
    retry: request.method === 'GET',
    requestId,
  });
}

/** The platform's answer to the call, passed on; anything but a 2xx becomes its ApiError. */
async function fetched(call: Call, cache?: { state: CacheState; store?: StoreAnswer }, body?: OutgoingBody): Promise<NextResponse> {
  const requestId = randomUUID();
  const answer = await send(call, requestId, body);
  if (answer.status < 200 || answer.status >= 300) throw platformError(answer, requestId);
  return answerFromPlatform(answer, requestId, cache);
}

function siteOf(request: NextRequest): string {
  return request.headers.get(SITE_HEADER) ?? resolveSite(request.headers.get('host')).key;
}

/** A read, through the cache when its resource is cacheable (docs/product.md#caching). */
function read(call: Call): Answer {
  const { request, entry } = call;
  if (!entry.cacheable) return fetched(call);
  const mode = cacheSwitch(request.headers);
  if (mode === 'skip') return fetched(call, { state: 'bypass' });
  const cache = getResponseCache();
  const { userId } = call.session.auth;
  const user = userCacheKey(userId);
  const key = cacheKey({ site: siteOf(request), userId, locId: call.locId, path: call.segments.join('/'), query: request.nextUrl.searchParams });
  if (mode === 'refresh') return missed(call, cache, key, user, 'refresh');
  const hit = cache.get(key, user);
  if (hit instanceof Promise) return hit.then((found) => (found ? answerFromCache(found) : missed(call, cache, key, user, 'miss')));
  return hit ? answerFromCache(hit) : missed(call, cache, key, user, 'miss');
}

/**
 * The user's generation is read before the platform is asked: a write of that user that clears the
 * cache meanwhile, through this instance or another, moves it on, and the answer (read before the
 * write) is not stored.
 */
function missed(call: Call, cache: ResponseCacheStore, key: string, user: string, state: CacheState): Promise<NextResponse> {
  const go = (generation: number) => fetched(call, { state, store: (value) => cache.set(key, user, value, CACHE_TTL_MS, generation) });
  const generation = cache.generation(user);
  return generation instanceof Promise ? generation.then(go) : go(generation);
}

/**
 * Utilities' Clear Cache (docs/decisions/utilities.md): the platform gates the call (admins only) and
 * records it in the audit log; once it said yes, the BFF empties its GET cache for every user.
 */
const CLEAR_CACHE_CALL = 'cache/clear';

/**
 * A write. Whatever its outcome once it has been sent (a timeout may still have been applied), the
 * user's cached reads are dropped: "any non-GET clears the cache", for that user only.
 */
async function write(call: Call): Promise<NextResponse> {
  const body = completedBody(call.entry.pattern, call.request, await forwardBody(call.request, call.entry.multipart));
  try {
    const answer = await fetched(call, undefined, body);
    if (call.entry.pattern === CLEAR_CACHE_CALL) await getResponseCache().clearAll();
    return answer;
  } finally {
    await getResponseCache().clearUser(userCacheKey(call.session.auth.userId));
  }
}
