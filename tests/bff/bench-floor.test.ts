// The benchmark's floor handlers (lib/bench/floor.ts): absent (404) unless the app runs with
// BENCH_FLOOR=1, and then the honest minimum: a live signed-in session, or 401, and a fixed answer.
import { GET as floor } from '@/app/api/bench/floor/route';
import { GET as floorCatchAll } from '@/app/api/bench/floor/[...path]/route';
import { GET as hop } from '@/app/api/bench/hop/route';
import { call, seal, signedIn } from './support';
import { startRecordingUpstream } from './support-forwarder';

afterEach(() => {
  delete process.env.BENCH_FLOOR;
});

it.each([
  ['the floor', floor, '/api/bench/floor'],
  ['the floor in the catch-all shape', floorCatchAll, '/api/bench/floor/announcements?LocId=SG'],
])('%s exists only with BENCH_FLOOR=1, and asks for a sign-in', async (_name, handler, path) => {
  const cookie = await seal(signedIn('token-member1', 'member1'));
  expect((await call(handler, path, { cookie })).status).toBe(404);
  process.env.BENCH_FLOOR = '1';
  expect((await call(handler, path)).status).toBe(401);
  const answer = await call(handler, path, { cookie });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  expect((answer.body as { items: unknown[] }).items).toHaveLength(24);
});

it('the hop exists only with BENCH_FLOOR=1, asks for a sign-in, and passes on one fixed exchange with the bearer', async () => {
  const upstream = await startRecordingUpstream();
  process.env.PLATFORM_API_URL = upstream.url;
  try {
    const cookie = await seal(signedIn('token-member1', 'member1'));
    expect((await call(hop, '/api/bench/hop', { cookie })).status).toBe(404);
    process.env.BENCH_FLOOR = '1';
    expect((await call(hop, '/api/bench/hop')).status).toBe(401);
    const answer = await call(hop, '/api/bench/hop', { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body).toEqual({ bearer: 'Bearer token-member1', method: 'GET', url: '/api/v1/4d/announcements?LocId=SG', body: '' });
    expect(upstream.records).toHaveLength(1);
  } finally {
    await upstream.close();
  }
});
