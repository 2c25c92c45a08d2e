// GET /api/health/ready tells an outage apart: the platform and, when used, Redis.
import { GET as ready } from '@/app/api/health/ready/route';

process.env.PLATFORM_API_URL = 'http://127.0.0.1:9';

afterEach(() => {
  delete process.env.REDIS_URL;
});

test('an unreachable platform makes the app unready (503), without Redis in use', async () => {
  const response = await ready();
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ status: 'unavailable', platform: 'error', redis: 'not used' });
  expect(response.headers.get('cache-control')).toBe('no-store');
});

test('a Redis that does not answer is reported when REDIS_URL is set', async () => {
  process.env.REDIS_URL = 'redis://127.0.0.1:1';
  const response = await ready();
  expect(await response.json()).toMatchObject({ redis: 'error' });
});
