import 'server-only';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { NextResponse, type NextRequest } from 'next/server';
import { cacheKey, userCacheKey } from '@/lib/cache/key';
import { getResponseCache } from '@/lib/cache/server';
import { serverEnv } from '@/lib/config/server-env';
import { CACHE_TTL_MS, matchCatalogue, type CatalogueEntry } from '@/lib/contract/catalogue';
import { ApiError } from '@/lib/http/api-error';
import type { RouteContext } from '@/lib/http/route';
import { signedInOrThrow, type SignedInSession } from '@/lib/session/server';
import { SITE_HEADER } from '@/lib/site/header';
import { resolveSite } from '@/sites';
import { bearerOf, LONG_TIMEOUT_MS, platformError, READ_TIMEOUT_MS } from './client';
import { forwardBody, type OutgoingBody } from './forward-body';
import { cacheSwitch, outgoingHeaders } from './forward-headers';
import { forwardSegments, requestedLocId, upstreamUrl } from './forward-path';
import { answerFromCache, answerFromPlatform } from './forward-response';
import { prefixFor } from './location-prefix';
import { sendUpstream } from './upstream';

interface Call {
  request: NextRequest;
  session: SignedInSession;
  entry: CatalogueEntry;
  segments: string[];
  locId: string;
  requestId: string;
}

/** A known resource asked with another method is 405 with Allow; an unknown one is 404. */
function allowed(segments: string[], method: string): CatalogueEntry | NextResponse {
  const match = matchCatalogue(segments, method);
  if (match.kind === 'found') return match.entry;
  if (match.kind === 'unknown') throw new ApiError(404, { message: 'Not found.' });
  const allow = match.allow.join(', ');
  return NextResponse.json({ message: `Use ${allow}.` }, { status: 405, headers: { Allow: allow } });
}

/** GET|POST|PUT|DELETE /api/v1/<resource>: one allowlisted call of the catalogue, forwarded. */
export async function forward({ request, session }: RouteContext): Promise<NextResponse> {
  const signedIn = signedInOrThrow(session);
  const segments = forwardSegments(request.nextUrl.pathname);
  const entry = allowed(segments, request.method);
  if (entry instanceof NextResponse) return entry;
  const locId = requestedLocId(request.nextUrl.searchParams, signedIn.auth.locId);
  const call: Call = { request, session: signedIn, entry, segments, locId, requestId: randomUUID() };
  return request.method === 'GET' ? read(call) : write(call);
}

/** Sends the call to the platform (the URL is built only now: a cache hit never needs it). */
async function send(call: Call, body?: OutgoingBody): Promise<IncomingMessage> {
  const { request, session, entry, segments, locId, requestId } = call;
  const prefix = await prefixFor(session, locId);
  const url = upstreamUrl(serverEnv().PLATFORM_API_URL, prefix, segments, request.nextUrl.searchParams, locId);
  const res = await sendUpstream({
    url,
    method: request.method,
    headers: outgoingHeaders({ incoming: request.headers, token: bearerOf(session) ?? '', requestId, contentType: body?.contentType }),
    body: body?.body,
    timeoutMs: entry.long ? LONG_TIMEOUT_MS : READ_TIMEOUT_MS,
    retry: request.method === 'GET',
    requestId,
  });
  const status = res.statusCode ?? 502;
  if (status >= 200 && status < 300) return res;
  throw await platformError(res, requestId);
}

function siteOf(request: NextRequest): string {
  return request.headers.get(SITE_HEADER) ?? resolveSite(request.headers.get('host')).key;
}

/** A read, through the cache when its resource is cacheable (spec 001 §7 "Caching"). */
async function read(call: Call): Promise<NextResponse> {
  const { request, entry, requestId } = call;
  if (!entry.cacheable) return answerFromPlatform(await send(call), requestId);
  const mode = cacheSwitch(request.headers);
  if (mode === 'skip') return answerFromPlatform(await send(call), requestId, { state: 'bypass' });
  const cache = getResponseCache();
  const { userId } = call.session.auth;
  const user = userCacheKey(userId);
  const key = cacheKey({ site: siteOf(request), userId, locId: call.locId, path: call.segments.join('/'), query: request.nextUrl.searchParams });
  if (mode === 'use') {
    const hit = await cache.get(key, user);
    if (hit) return answerFromCache(hit, requestId);
  }
  const store = (value: Parameters<typeof cache.set>[2]) => cache.set(key, user, value, CACHE_TTL_MS);
  return answerFromPlatform(await send(call), requestId, { state: mode === 'refresh' ? 'refresh' : 'miss', store });
}

/**
 * A write. Whatever its outcome once it has been sent (a timeout may still have been applied), the
 * user's cached reads are dropped: "any non-GET clears the cache", for that user only.
 */
async function write(call: Call): Promise<NextResponse> {
  const body = await forwardBody(call.request, call.entry.multipart);
  try {
    return await answerFromPlatform(await send(call, body), call.requestId);
  } finally {
    await getResponseCache().clearUser(userCacheKey(call.session.auth.userId));
  }
}
