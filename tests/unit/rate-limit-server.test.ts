import { MemoryRateLimitStore } from '@/lib/rate-limit/memory-store';
import { RedisRateLimitStore } from '@/lib/rate-limit/redis-store';
import { getSignInLimiter } from '@/lib/rate-limit/server';

describe('getSignInLimiter', () => {
  const saved = process.env.REDIS_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  });

  it('holds one memory store per process when REDIS_URL is not set, across module reloads', () => {
    delete process.env.REDIS_URL;
    const store = getSignInLimiter();
    expect(store).toBeInstanceOf(MemoryRateLimitStore);
    expect(getSignInLimiter()).toBe(store);
    jest.isolateModules(() => {
      // A dev reload evaluates the module again; the counters must survive it.
      const reloaded = jest.requireActual<typeof import('@/lib/rate-limit/server')>('@/lib/rate-limit/server');
      expect(reloaded.getSignInLimiter()).toBe(store);
    });
  });

  it('uses Redis when REDIS_URL is set, without connecting until asked', () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const store = getSignInLimiter();
    expect(store).toBeInstanceOf(RedisRateLimitStore);
    expect(getSignInLimiter()).toBe(store);
    process.env.REDIS_URL = ' ';
    expect(getSignInLimiter()).toBeInstanceOf(MemoryRateLimitStore);
  });
});
