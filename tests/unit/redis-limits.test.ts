// The sign-in limits on Redis (through the one Redis seam, ioredis), and through a Redis outage: the
// shared Redis (REDIS_URL or 127.0.0.1:6379) for counting, a private redis-server of this file for
// the outage (never the shared one). With CI=true a missing Redis fails the run.
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { createRedisClient, redisAnswers } from '@/lib/redis/client';
import { createSignInLimiters, type SignInLimiters } from '@/lib/rate-limit/limiters';
import { checkSignIn, settleSignIn, type SignInCheck } from '@/lib/rate-limit/sign-in';
import { REDIS_URL, redisSuite, startPrivateRedis, type PrivateRedis } from '../support/redis';

const { describeRedis, requireRedis } = redisSuite('Redis rate-limit tests');

type Verdict = 'checked' | 'backoff' | 'rate';
const verdict = (check: SignInCheck): Verdict => (check.allowed ? 'checked' : check.reason);

async function attempt(limiters: SignInLimiters, userId: string, ip: string): Promise<Verdict> {
  const check = await checkSignIn(limiters, { userId, ip });
  if (check.allowed) await settleSignIn(limiters, { userId, ip }, 'failed');
  return verdict(check);
}

const quiet = { log: () => undefined };

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describeRedis('the sign-in limits on Redis', () => {
  const prefix = `drawdesk:rl:test-${process.pid}-${randomBytes(4).toString('hex')}`;
  let admin: Redis;
  let clients: Redis[];

  beforeAll(async () => {
    requireRedis();
    admin = createRedisClient(REDIS_URL, quiet);
    // Counting is what these tests check, not the 500 ms command timeout (the outage tests below do):
    // on a loaded machine a starved test process let replies pass it, and the insurance took over.
    clients = [createRedisClient(REDIS_URL, { ...quiet, commandTimeout: 10_000 }), createRedisClient(REDIS_URL, { ...quiet, commandTimeout: 10_000 })];
    for (const client of [admin, ...clients]) expect(await redisAnswers(client, 5_000)).toBe(true);
  });

  afterAll(async () => {
    if (!admin) return;
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    expect(await admin.keys(`${prefix}*`)).toEqual([]);
    for (const client of [admin, ...clients]) client.disconnect();
  });

  it('counts in Redis, shared by two app processes, with each key\'s window as its TTL', async () => {
    const [one, two] = clients.map((client) => createSignInLimiters(client, `${prefix}:shared`));
    if (!one || !two) throw new Error('two limiter sets');
    const seen: Verdict[] = [];
    for (let i = 0; i < 11; i += 1) seen.push(await attempt(i % 2 === 0 ? one : two, 'agent1', '203.0.113.7'));
    expect(seen).toEqual(['checked', 'checked', 'checked', 'checked', 'checked', 'checked', 'backoff', 'backoff', 'backoff', 'backoff', 'rate']);
    const keys = await admin.keys(`${prefix}:shared:*`);
    expect(keys.map((key) => key.split(':')[4]).sort()).toEqual(['failures', 'ip', 'user', 'userIp', 'wait']);
    for (const key of keys) expect(await admin.pttl(key)).toBeGreaterThan(0);
  });

  it('keeps agent1\'s count through a flood of 5,000 refused attempts with random user ids', async () => {
    const limiters = createSignInLimiters(clients[0], `${prefix}:flood`);
    for (let i = 0; i < 3; i += 1) expect(await attempt(limiters, 'agent1', '203.0.113.7')).toBe('checked');
    // In waves of 100 at once, as a flood would come (and so that it takes seconds, not a minute). Waves
    // of 250 kept up to 750 commands in flight on the one connection: on a loaded 2-core CI machine some
    // then passed the client's 500 ms command timeout, the in-memory insurance took over as designed,
    // and 65 attempts were checked instead of 50.
    const flood: Verdict[] = [];
    for (let wave = 0; wave < 50; wave += 1) {
      flood.push(...(await Promise.all(Array.from({ length: 100 }, () => attempt(limiters, randomBytes(6).toString('hex'), '192.0.2.66')))));
    }
    expect(flood).toHaveLength(5_000);
    expect(flood.filter((v) => v === 'checked')).toHaveLength(50);
    // Refused attempts made no keys: agent1's 4, the address's 1, and 3 for each allowed attempt.
    expect(await admin.keys(`${prefix}:flood:*`)).toHaveLength(4 + 1 + 50 * 3);
    const after: Verdict[] = [];
    for (let i = 0; i < 8; i += 1) after.push(await attempt(limiters, 'agent1', '203.0.113.7'));
    expect(after).toEqual(['checked', 'checked', 'checked', 'backoff', 'backoff', 'backoff', 'backoff', 'rate']);
  }, 60_000);
});

describe('the sign-in limits when Redis stops in the middle', () => {
  let redis: PrivateRedis;
  let client: Redis;
  const log: string[] = [];

  beforeAll(async () => {
    redis = await startPrivateRedis();
    client = createRedisClient(redis.url, { log: (message) => log.push(message) });
    expect(await redisAnswers(client, 5_000)).toBe(true);
  });

  afterAll(async () => {
    client?.disconnect();
    await redis?.kill();
  });

  it('still hold: the memory insurance takes over at once, and Redis counts again once it is back', async () => {
    const limiters = createSignInLimiters(client);
    for (let i = 0; i < 3; i += 1) expect(await attempt(limiters, 'agent1', '203.0.113.7')).toBe('checked');
    expect(await client.dbsize()).toBe(4); // the counters live in Redis

    await redis.kill();
    // Each answer is quick (no offline queue, no waiting for a reconnect), and the limits hold: the
    // insurance counts from zero, so this process allows at most one fresh window of attempts.
    const during: Verdict[] = [];
    for (let i = 0; i < 11; i += 1) {
      const started = Date.now();
      during.push(await attempt(limiters, 'agent1', '203.0.113.7'));
      expect(Date.now() - started).toBeLessThan(1_500);
    }
    expect(during).toEqual(['checked', 'checked', 'checked', 'checked', 'checked', 'checked', 'backoff', 'backoff', 'backoff', 'backoff', 'rate']);
    expect(await attempt(limiters, 'agent1', '203.0.113.7')).toBe('rate');
    expect(await redisAnswers(client, 200)).toBe(false);
    // The client may learn of the closed socket only after the first answers went to the insurance.
    await until(() => log.length > 0);
    expect(log).toEqual([expect.stringMatching(/^\[redis\] Redis is unavailable/)]);

    await redis.restart();
    expect(await redisAnswers(client, 10_000)).toBe(true);
    expect(log).toEqual([expect.stringMatching(/unavailable/), expect.stringMatching(/answers again/)]);
    expect(await attempt(limiters, 'member1', '198.51.100.5')).toBe('checked');
    expect(await client.dbsize()).toBe(4);
  });
});

describe('the Redis seam when nothing answers', () => {
  it('fails a command at once instead of queueing it, and logs the outage once', async () => {
    const log: string[] = [];
    const client = createRedisClient('redis://127.0.0.1:1', { log: (message) => log.push(message) });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = Date.now();
      await expect(client.get('x')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(200);
      expect(await redisAnswers(client, 300)).toBe(false);
      const limiters = createSignInLimiters(client);
      for (let i = 0; i < 10; i += 1) await attempt(limiters, 'agent1', '203.0.113.7');
      expect(await attempt(limiters, 'agent1', '203.0.113.7')).toBe('rate');
      expect(log).toHaveLength(1);
    } finally {
      client.disconnect();
    }
  });
});
