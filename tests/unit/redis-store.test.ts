// The Redis store against a real Redis (REDIS_URL or 127.0.0.1:6379). With CI=true a missing Redis
// fails the run; elsewhere these tests are skipped with a printed reason (like the PostgreSQL tests).
import { randomBytes } from 'node:crypto';
import { RedisRateLimitStore } from '@/lib/rate-limit/redis-store';
import { RespClient } from '@/lib/rate-limit/resp-client';
import { checkSignIn, clearSignInFailures } from '@/lib/rate-limit/sign-in';
import { REDIS_URL, redisSuite } from '../support/redis';

const { describeRedis, requireRedis } = redisSuite('Redis tests');

describeRedis('RedisRateLimitStore against Redis', () => {
  const prefix = `drawdesk:rl:test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  let admin: RespClient;
  let store: RedisRateLimitStore;

  beforeAll(() => {
    requireRedis();
    admin = new RespClient({ url: REDIS_URL });
    store = new RedisRateLimitStore({ client: new RespClient({ url: REDIS_URL }), prefix });
  });

  afterAll(async () => {
    if (!admin) return;
    const keys = await admin.command(['KEYS', `${prefix}*`]);
    if (Array.isArray(keys) && keys.length > 0) await admin.command(['DEL', ...keys.map(String)]);
    expect(await admin.command(['KEYS', `${prefix}*`])).toEqual([]);
    admin.close();
    store.close();
  });

  it('counts hits in a window with the key prefix and a TTL', async () => {
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetMs: expect.any(Number) });
    const second = await store.hit('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(59_000);
    expect(second.resetMs).toBeLessThanOrEqual(60_000);
    expect(await admin.command(['GET', `${prefix}a`])).toBe('2');
    expect(await admin.command(['PTTL', `${prefix}a`])).toBeGreaterThan(59_000);
  });

  it('starts again after the window', async () => {
    await store.hit('short', 150);
    await store.hit('short', 150);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.hit('short', 150)).count).toBe(1);
  });

  it('heals a key that lost its TTL', async () => {
    await admin.command(['SET', `${prefix}no-ttl`, '5']);
    const hit = await store.hit('no-ttl', 60_000);
    expect(hit).toEqual({ count: 6, resetMs: 60_000 });
    expect(await admin.command(['PTTL', `${prefix}no-ttl`])).toBeGreaterThan(0);
  });

  it('counts parallel hits exactly once each (pipelined and atomic)', async () => {
    const hits = await Promise.all(Array.from({ length: 50 }, () => store.hit('parallel', 60_000)));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('forgets a key on reset', async () => {
    await store.hit('reset-me', 60_000);
    await store.reset('reset-me');
    expect(await admin.command(['EXISTS', `${prefix}reset-me`])).toBe(0);
  });

  it('takes one hit back, never below zero, keeping the window', async () => {
    await store.hit('refund-me', 60_000);
    await store.hit('refund-me', 60_000);
    await store.refund('refund-me');
    expect(await admin.command(['GET', `${prefix}refund-me`])).toBe('1');
    expect(await admin.command(['PTTL', `${prefix}refund-me`])).toBeGreaterThan(0);
    await store.refund('refund-me');
    await store.refund('refund-me');
    expect(await admin.command(['GET', `${prefix}refund-me`])).toBe('0');
    await store.refund('never-seen');
    expect(await admin.command(['EXISTS', `${prefix}never-seen`])).toBe(0);
    expect((await store.hit('refund-me', 60_000)).count).toBe(1);
  });

  it('reconnects after the connection is closed', async () => {
    const client = new RespClient({ url: REDIS_URL, retryDelayMs: 0 });
    const own = new RedisRateLimitStore({ client, prefix });
    try {
      await own.hit('reconnect', 60_000);
      await client.command(['QUIT']).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await own.hit('reconnect', 60_000)).count).toBe(2);
    } finally {
      own.close();
    }
  });

  it('runs the sign-in policy: the 11th attempt is refused', async () => {
    const attempt = { userId: `user-${randomBytes(4).toString('hex')}`, ip: '203.0.113.7' };
    for (let i = 0; i < 10; i += 1) expect((await checkSignIn(store, attempt)).allowed).toBe(true);
    const refused = await checkSignIn(store, attempt);
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(890);
    await clearSignInFailures(store, attempt);
    expect((await checkSignIn(store, attempt)).allowed).toBe(true);
  });

  it('answers PING', async () => {
    expect(await store.ping()).toBe(true);
  });
});

describe('RedisRateLimitStore when Redis is down', () => {
  it('fails open and logs once per outage', async () => {
    const messages: string[] = [];
    const client = new RespClient({ url: 'redis://127.0.0.1:1', retryDelayMs: 0 });
    const store = new RedisRateLimitStore({ client, prefix: 'drawdesk:rl:down:', log: (m) => messages.push(m) });
    try {
      expect(await store.hit('a', 60_000)).toEqual({ count: 0, resetMs: 0 });
      expect(await store.hit('a', 60_000)).toEqual({ count: 0, resetMs: 0 });
      await store.reset('a');
      expect(await checkSignIn(store, { userId: 'u', ip: '203.0.113.7' })).toEqual({ allowed: true });
      expect(await store.ping()).toBe(false);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/Redis is unavailable \(.*ECONNREFUSED.*\); rate limits fail open/);
    } finally {
      store.close();
    }
  });

  it('logs when Redis answers again', async () => {
    const messages: string[] = [];
    let up = false;
    const client = {
      command: async () => {
        if (!up) throw new Error('down');
        return [1, 1000];
      },
      close: () => undefined,
    } as unknown as RespClient;
    const store = new RedisRateLimitStore({ client, log: (m) => messages.push(m) });
    await store.hit('a', 1000);
    up = true;
    expect(await store.hit('a', 1000)).toEqual({ count: 1, resetMs: 1000 });
    await store.hit('a', 1000);
    expect(messages).toEqual([expect.stringMatching(/unavailable \(down\)/), expect.stringMatching(/answers again/)]);
  });

  it('fails open on an unexpected reply', async () => {
    const messages: string[] = [];
    const client = { command: async () => 'OK', close: () => undefined } as unknown as RespClient;
    const store = new RedisRateLimitStore({ client, log: (m) => messages.push(m) });
    expect(await store.hit('a', 1000)).toEqual({ count: 0, resetMs: 0 });
    expect(messages[0]).toMatch(/unexpected shape/);
  });
});
