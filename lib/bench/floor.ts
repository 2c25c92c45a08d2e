import 'server-only';
// The floor of PERFORMANCE.md for `npm run bench`: a route handler that only unseals the session and
// answers from memory. It exists only when the app runs with BENCH_FLOOR=1; otherwise it is a 404.
import { NextResponse } from 'next/server';
import { ApiError } from '@/lib/http/api-error';
import { route } from '@/lib/http/route';

/** About 1 KB of JSON, like the forwarded answer it is compared with. */
const BODY = JSON.stringify({ items: Array.from({ length: 24 }, (_, index) => ({ id: index, name: `item-${index}`, value: '1000.00' })) });

export const floorHandler = route(
  async ({ session }) => {
    if (process.env.BENCH_FLOOR !== '1') throw new ApiError(404, { message: 'Not found.' });
    if (!session?.auth?.termsAccepted) throw new ApiError(401, { message: 'Session Error.' });
    return new NextResponse(BODY, { headers: { 'content-type': 'application/json' } });
  },
  { cacheControl: 'private, no-store' },
);
