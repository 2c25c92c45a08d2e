// GET /api/bench/hop: the floor plus one bare exchange with the platform, a diagnostic of
// `npm run bench -- forwarder` (what a socket round trip alone costs here). Only with BENCH_FLOOR=1.
import { hopHandler } from '@/lib/bench/floor';

export const GET = hopHandler;
