// The GET cache in a real Redis (REDIS_URL or 127.0.0.1:6379), through the one Redis seam. With
// CI=true a missing Redis fails the run; elsewhere these tests are skipped with a printed reason.
import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { GET, PUT } from '@/app/api/v1/[...path]/route';
import { RedisResponseCache } from '@/lib/cache/redis-store';
import { replaceResponseCache } from '@/lib/cache/server';
import { createRedisClient, redisAnswers } from '@/lib/redis/client';
import { seal, signedIn } from './support';
import { forwardCall, startRecordingUpstream, type RecordingUpstream } from './support-forwarder';
import { REDIS_URL, redisSuite } from '../support/redis';

const { describeRedis, requireRedis } = redisSuite('Redis cache tests');

const entry = (body: string) => ({ contentType: 'application/json', body, storedAt: 1 });

describeRedis('RedisResponseCache against Redis', () => {
  const prefix = `drawdesk:cache:test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  let admin: Redis;
  let client: Redis;
  let store: RedisResponseCache;
  let upstream: RecordingUpstream;

  beforeAll(async () => {
    requireRedis();
    admin = createRedisClient(REDIS_URL);
    client = createRedisClient(REDIS_URL);
    expect(await redisAnswers(admin, 5_000)).toBe(true);
    expect(await redisAnswers(client, 5_000)).toBe(true);
    store = new RedisResponseCache({ client, prefix, maxEntryBytes: 4096 });
    upstream = await startRecordingUpstream();
    process.env.PLATFORM_API_URL = upstream.url;
  });

  afterAll(async () => {
    await upstream?.close();
    replaceResponseCache(undefined);
    if (!admin) return;
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    expect(await admin.keys(`${prefix}*`)).toEqual([]);
    admin.disconnect();
    client.disconnect();
  });

  it('stores an entry with its TTL (PX) and lists it in the user\'s index', async () => {
    await store.set('k1', 'u1', entry('{"a":1}'), 60_000);
    expect(await store.get('k1', 'u1')).toEqual(entry('{"a":1}'));
    expect(await admin.pttl(`${prefix}{u1}:e:k1`)).toBeGreaterThan(59_000);
    expect(await admin.smembers(`${prefix}{u1}:index`)).toEqual([`${prefix}{u1}:e:k1`]);
    expect(await admin.pttl(`${prefix}{u1}:index`)).toBeGreaterThan(59_000);
  });

  it('lets an entry expire', async () => {
    await store.set('short', 'u1', entry('1'), 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.get('short', 'u1')).toBeUndefined();
  });

  it('clears one user\'s entries and nobody else\'s', async () => {
    await store.set('a', 'u2', entry('a'), 60_000);
    await store.set('b', 'u2', entry('b'), 60_000);
    await store.set('c', 'u3', entry('c'), 60_000);
    await store.clearUser('u2');
    expect([await store.get('a', 'u2'), await store.get('b', 'u2')]).toEqual([undefined, undefined]);
    expect(await store.get('c', 'u3')).toEqual(entry('c'));
    expect(await admin.exists(`${prefix}{u2}:index`)).toBe(0);
  });

  it('does not store an answer read before another instance cleared the user, and moves only that user on', async () => {
    // Two app instances: each its own client and store on the one Redis.
    const other = new RedisResponseCache({ client: admin, prefix, maxEntryBytes: 4096 });
    const before = await store.generation('u4');
    const bystander = await store.generation('u5');
    await other.clearUser('u4');
    await store.set('late', 'u4', entry('stale'), 60_000, before);
    expect(await other.get('late', 'u4')).toBeUndefined();
    expect(await store.generation('u4')).toBe(before + 1);
    expect(await admin.pttl(`${prefix}{u4}:gen`)).toBeGreaterThan(59 * 60_000);
    await store.set('fresh', 'u4', entry('fresh'), 60_000, await store.generation('u4'));
    expect(await other.get('fresh', 'u4')).toEqual(entry('fresh'));
    await store.set('kept', 'u5', entry('kept'), 60_000, bystander);
    expect(await other.get('kept', 'u5')).toEqual(entry('kept'));
  });

  it('clears every user\'s entries under its prefix, and nothing outside it', async () => {
    await store.set('a', 'u4', entry('a'), 60_000);
    await store.set('b', 'u5', entry('b'), 60_000);
    await admin.set('drawdesk:other-test-key', '1', 'PX', 60_000);
    await store.clearAll();
    expect([await store.get('a', 'u4'), await store.get('b', 'u5')]).toEqual([undefined, undefined]);
    expect(await admin.keys(`${prefix}*`)).toEqual([]);
    expect(await admin.get('drawdesk:other-test-key')).toBe('1');
    await admin.del('drawdesk:other-test-key');
  });

  it('does not store an entry over the byte cap', async () => {
    await store.set('big', 'u1', entry('x'.repeat(5000)), 60_000);
    expect(await store.get('big', 'u1')).toBeUndefined();
  });

  it('fails open at once when Redis does not answer, and says so once', async () => {
    const log = jest.fn();
    const deadClient = createRedisClient('redis://127.0.0.1:1', { log: () => undefined });
    const dead = new RedisResponseCache({ client: deadClient, log });
    try {
      const started = Date.now();
      await dead.set('k', 'u', entry('1'), 1000);
      expect(await dead.get('k', 'u')).toBeUndefined();
      await dead.clearUser('u');
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      deadClient.disconnect();
    }
  });

  it('serves the forwarder: hits, isolation between agents, and per-user invalidation', async () => {
    replaceResponseCache(store);
    const agent1 = await seal(signedIn('token-agent1', 'agent1'));
    const agent3 = await seal(signedIn('token-agent3', 'agent3'));
    const read = (cookie: string) => forwardCall(GET, '/api/v1/dMemberAllRole', { cookie });
    const first1 = await read(agent1);
    const first3 = await read(agent3);
    expect([first1.headers.get('x-cache'), first3.headers.get('x-cache')]).toEqual(['miss', 'miss']);
    const hit1 = await read(agent1);
    const hit3 = await read(agent3);
    expect([hit1.headers.get('x-cache'), hit3.headers.get('x-cache')]).toEqual(['hit', 'hit']);
    expect(hit1.body).toMatchObject({ bearer: 'Bearer token-agent1' });
    expect(hit3.body).toMatchObject({ bearer: 'Bearer token-agent3' });
    await forwardCall(PUT, '/api/v1/mobile', { cookie: agent1, method: 'PUT', json: {} });
    expect((await read(agent1)).headers.get('x-cache')).toBe('miss');
    expect((await read(agent3)).headers.get('x-cache')).toBe('hit');
  });
});
