import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { closeSharedRedis, sharedRedis } from '@/lib/redis/client';
import { getSignInLimiters } from '@/lib/rate-limit/server';

describe('getSignInLimiters', () => {
  const saved = process.env.REDIS_URL;
  afterEach(() => {
    closeSharedRedis();
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  });

  it('holds one set of memory limiters per process when REDIS_URL is not set, across module reloads', () => {
    delete process.env.REDIS_URL;
    const limiters = getSignInLimiters();
    expect(limiters.ip).toBeInstanceOf(RateLimiterMemory);
    expect(getSignInLimiters()).toBe(limiters);
    jest.isolateModules(() => {
      // A dev reload evaluates the module again; the counters must survive it.
      const reloaded = jest.requireActual<typeof import('@/lib/rate-limit/server')>('@/lib/rate-limit/server');
      expect(reloaded.getSignInLimiters()).toBe(limiters);
    });
  });

  it('counts in Redis through the shared client when REDIS_URL is set, insured by memory', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const limiters = getSignInLimiters();
    expect(limiters.ip).toBeInstanceOf(RateLimiterRedis);
    // Typed on RateLimiterAbstract only, though RateLimiterRedis has it (RateLimiterInsuredAbstract).
    expect((limiters.ip as unknown as { insuranceLimiter: unknown }).insuranceLimiter).toBeInstanceOf(RateLimiterMemory);
    expect(getSignInLimiters()).toBe(limiters);
    const client = sharedRedis();
    process.env.REDIS_URL = ' ';
    expect(getSignInLimiters().ip).toBeInstanceOf(RateLimiterMemory);
    // The old client is closed, not left reconnecting in the background.
    for (let i = 0; i < 100 && client?.status !== 'end'; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client?.status).toBe('end');
  });
});
