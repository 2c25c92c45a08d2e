// GET /api/bench/floor/<any path>: the same floor in the forwarder's catch-all route shape, a diagnostic
// of `npm run bench -- forwarder` (what the route shape alone costs). Only with BENCH_FLOOR=1.
import { floorHandler } from '@/lib/bench/floor';

export const GET = floorHandler;
