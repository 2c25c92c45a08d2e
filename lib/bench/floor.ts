import 'server-only';
// The floor of docs/performance.md for `npm run bench`: a route handler that only unseals the session and
// answers from memory; and the hop, a diagnostic: the floor plus one bare exchange with the platform
// (what a socket round trip alone costs on this machine, next to what the forwarder adds to it). Both
// exist only when the app runs with BENCH_FLOOR=1; otherwise they are a 404.
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/http/api-error';
import { route, type RouteContext } from '@/lib/http/route';
import { bearerOf, platformOrigin } from '@/lib/platform-client/client';
import { bytesOf, exchange } from '@/lib/platform-client/upstream';

/** About 1 KB of JSON, like the forwarded answer it is compared with. */
const BODY = JSON.stringify({ items: Array.from({ length: 24 }, (_, index) => ({ id: index, name: `item-${index}`, value: '1000.00' })) });

function signedInBench({ session }: RouteContext): void {
  if (process.env.BENCH_FLOOR !== '1') throw new ApiError(404, { message: 'Not found.' });
  if (!session?.auth?.termsAccepted) throw new ApiError(401, { message: 'Session Error.' });
}

export const floorHandler = route(
  async (context) => {
    signedInBench(context);
    return new NextResponse(BODY, { headers: { 'content-type': 'application/json' } });
  },
  { cacheControl: 'private, no-store' },
);

/**
 * GET of one fixed path on the platform with the session's bearer, its answer passed on as bytes: no
 * catalogue, LocId, key or header work.
 */
export const hopHandler = route(
  async (context) => {
    signedInBench(context);
    const headers = { accept: 'application/json', authorization: `Bearer ${bearerOf(context.session) ?? ''}` };
    const answer = await exchange({ origin: platformOrigin(), path: '/api/v1/4d/announcements?LocId=SG', method: 'GET', headers, timeoutMs: 10_000, requestId: '' });
    if (!Buffer.isBuffer(answer.body)) throw new ApiError(502, { message: 'The bench upstream answered a stream.' });
    return new NextResponse(bytesOf(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  },
  { cacheControl: 'private, no-store' },
);
