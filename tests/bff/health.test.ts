// GET /api/health/ready tells an outage apart: the platform and, when used, Redis.
import { GET as ready } from '@/app/api/health/ready/route';
import { closeSharedRedis } from '@/lib/redis/client';
import { REDIS_URL, redisSuite } from '../support/redis';

const { describeRedis, requireRedis } = redisSuite('Readiness with Redis');

process.env.PLATFORM_API_URL = 'http://127.0.0.1:9';

afterEach(() => {
  delete process.env.REDIS_URL;
  closeSharedRedis();
});

test('an unreachable platform makes the app unready (503), without Redis in use', async () => {
  const response = await ready();
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: 'unavailable', platform: 'error', redis: 'not used' });
  expect(response.headers.get('cache-control')).toBe('no-store');
});

test('a Redis that does not answer is reported when REDIS_URL is set, within the readiness budget', async () => {
  process.env.REDIS_URL = 'redis://127.0.0.1:1';
  const started = Date.now();
  const response = await ready();
  expect(await response.json()).toMatchObject({ redis: 'error' });
  expect(Date.now() - started).toBeLessThan(4_000);
});

describeRedis('with Redis up', () => {
  beforeAll(requireRedis);

  test('Redis is reported through the shared client, even on the first call after start', async () => {
    process.env.REDIS_URL = REDIS_URL;
    const response = await ready();
    expect(await response.json()).toMatchObject({ platform: 'error', redis: 'ok' });
  });
});
