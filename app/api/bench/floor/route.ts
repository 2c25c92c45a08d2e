// GET /api/bench/floor: the floor of docs/performance.md for `npm run bench` (unseal the session, answer
// from memory; lib/bench/floor.ts). It exists only when the app runs with BENCH_FLOOR=1.
import { floorHandler } from '@/lib/bench/floor';

export const GET = floorHandler;
