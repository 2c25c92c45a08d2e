// REDIS_KEY_PREFIX: deployments (or test runs) sharing one Redis keep apart. Every key the sign-in
// limits and the GET cache write through a prefixed client lands under the prefix, the cache's Lua
// scripts included, and a user's invalidation still finds that user's entries.
import { randomBytes } from 'node:crypto';
import { createSignInLimiters } from '@/lib/rate-limit/limiters';
import { checkSignIn } from '@/lib/rate-limit/sign-in';
import { RedisResponseCache } from '@/lib/cache/redis-store';
import { createRedisClient, redisAnswers, redisKeyPrefix } from '@/lib/redis/client';
import { REDIS_URL, redisSuite } from '../support/redis';

const { describeRedis, requireRedis } = redisSuite('Redis key prefix tests');
const quiet = { log: () => undefined };

describe('REDIS_KEY_PREFIX', () => {
  it('is optional, and otherwise 1 to 64 printable characters without spaces', () => {
    expect(redisKeyPrefix(undefined)).toBeUndefined();
    expect(redisKeyPrefix('  ')).toBeUndefined();
    expect(redisKeyPrefix(' blue: ')).toBe('blue:');
    expect(() => redisKeyPrefix('two words')).toThrow('REDIS_KEY_PREFIX');
    expect(() => redisKeyPrefix('line\nbreak')).toThrow('REDIS_KEY_PREFIX');
    expect(() => redisKeyPrefix('x'.repeat(65))).toThrow('REDIS_KEY_PREFIX');
    expect(() => redisKeyPrefix('caf\u00e9')).toThrow('REDIS_KEY_PREFIX');
  });
});

describeRedis('a prefixed Redis client', () => {
  const prefix = `drawdesk-test-${process.pid}-${randomBytes(4).toString('hex')}:`;

  it('puts the limits and the cache, scripts included, under the prefix', async () => {
    requireRedis();
    const plain = createRedisClient(REDIS_URL, quiet);
    const prefixed = createRedisClient(REDIS_URL, { ...quiet, keyPrefix: prefix });
    try {
      expect(await redisAnswers(plain, 5_000)).toBe(true);
      expect(await redisAnswers(prefixed, 5_000)).toBe(true);
      expect((await checkSignIn(createSignInLimiters(prefixed), { userId: 'agent1', ip: '203.0.113.9' })).allowed).toBe(true);
      const cache = new RedisResponseCache({ client: prefixed });
      await cache.set('k1', 'u1', { contentType: 'application/json', body: '[1]', storedAt: 1 }, 60_000);
      await cache.set('k2', 'u2', { contentType: 'application/json', body: '[2]', storedAt: 2 }, 60_000);
      const keys = await plain.keys(`${prefix}*`);
      expect(keys.some((key) => key.startsWith(`${prefix}drawdesk:rl:signin:`))).toBe(true);
      expect(keys.filter((key) => key.startsWith(`${prefix}drawdesk:cache:`))).toHaveLength(4);
      // Nothing of it outside the prefix.
      expect(await plain.keys('drawdesk:cache:{u1}*')).toEqual([]);
      await cache.clearUser('u1');
      expect(await cache.get('k1', 'u1')).toBeUndefined();
      expect((await cache.get('k2', 'u2'))?.body).toBe('[2]');
    } finally {
      const keys = await plain.keys(`${prefix}*`);
      if (keys.length > 0) await plain.del(...keys);
      plain.disconnect();
      prefixed.disconnect();
    }
  });
});
