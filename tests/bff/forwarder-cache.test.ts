// The forwarder's GET cache (docs/product.md#caching, docs/security.md "The GET cache"): hits, the switch
// headers, expiry, caps, per-user invalidation and isolation between users, sites and locations.
import { GET, POST, PUT } from '@/app/api/v1/[...path]/route';
import { cacheKey } from '@/lib/cache/key';
import { MemoryResponseCache } from '@/lib/cache/memory-store';
import { replaceResponseCache } from '@/lib/cache/server';
import { forgetLocationPrefixes } from '@/lib/platform-client/location-prefix';
import { seal, signedIn } from './support';
import { echo, forwardCall, startRecordingUpstream, type RecordingUpstream } from './support-forwarder';

let upstream: RecordingUpstream;
let agent1: string;
let agent3: string;
let clock = 1_000_000;
let store: MemoryResponseCache;
/** Upstream answers carry a serial number, so a test can tell a fresh answer from a cached one. */
let serial = 0;

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  process.env.PLATFORM_API_URL = upstream.url;
  agent1 = await seal(signedIn('token-agent1', 'agent1'));
  agent3 = await seal(signedIn('token-agent3', 'agent3'));
});

afterAll(() => upstream.close());

beforeEach(() => {
  upstream.records.length = 0;
  serial = 0;
  upstream.answerWith((req, body, res) => {
    if (req.url?.includes('/loc?')) return echo(req, body, res);
    serial += 1;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ bearer: req.headers.authorization, url: req.url, serial }));
  });
  store = new MemoryResponseCache({ now: () => clock });
  replaceResponseCache(store);
  forgetLocationPrefixes();
});

const get = (path: string, cookie: string, headers: Record<string, string> = {}) => forwardCall(GET, path, { cookie, headers });

describe('the GET cache', () => {
  it('answers a second read of a cacheable resource from the cache', async () => {
    const first = await get('/api/v1/announcements', agent1);
    const second = await get('/api/v1/announcements', agent1);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(second.headers.get('cache-control')).toBe('private, no-store');
    expect(upstream.calls()).toHaveLength(1);
  });

  it('keys on the sorted query, and never caches a resource outside the Caching list', async () => {
    await get('/api/v1/locIdAvailable?UserId=agent2&IsTop=false', agent1);
    expect((await get('/api/v1/locIdAvailable?IsTop=false&UserId=agent2', agent1)).headers.get('x-cache')).toBe('hit');
    expect((await get('/api/v1/locIdAvailable?IsTop=false&UserId=member1', agent1)).headers.get('x-cache')).toBe('miss');
    await get('/api/v1/profile', agent1);
    const again = await get('/api/v1/profile', agent1);
    expect(again.headers.get('x-cache')).toBeNull();
    expect(upstream.calls()).toHaveLength(4);
  });

  it('skips the cache with x-no-cache: 1, and refetches and stores with x-refresh: 1', async () => {
    const skipped = await get('/api/v1/dMemberAllRole', agent1, { 'x-no-cache': '1' });
    expect(skipped.headers.get('x-cache')).toBe('bypass');
    expect((await get('/api/v1/dMemberAllRole', agent1)).body).toMatchObject({ serial: 2 });
    expect((await get('/api/v1/dMemberAllRole', agent1)).headers.get('x-cache')).toBe('hit');
    const refreshed = await get('/api/v1/dMemberAllRole', agent1, { 'x-refresh': '1' });
    expect(refreshed.headers.get('x-cache')).toBe('refresh');
    expect(refreshed.body).toMatchObject({ serial: 3 });
    expect((await get('/api/v1/dMemberAllRole', agent1)).body).toMatchObject({ serial: 3 });
    expect(upstream.calls().every((call) => call.headers['x-no-cache'] === undefined && call.headers['x-refresh'] === undefined)).toBe(true);
  });

  it('expires an entry after 180000 ms', async () => {
    await get('/api/v1/reportDate2', agent1);
    clock += 179_999;
    expect((await get('/api/v1/reportDate2', agent1)).headers.get('x-cache')).toBe('hit');
    clock += 1;
    expect((await get('/api/v1/reportDate2', agent1)).headers.get('x-cache')).toBe('miss');
  });

  it('streams an answer of unknown length and stores it when it ends within the entry cap', async () => {
    const chunked = (size: number) => (_req: unknown, _body: unknown, res: import('node:http').ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"filler":"');
      res.write('x'.repeat(size));
      res.end('"}');
    };
    upstream.answerWith(chunked(100_000));
    const first = await get('/api/v1/bet/summary/userIds', agent1);
    expect(first.headers.get('x-cache')).toBe('miss');
    const second = await get('/api/v1/bet/summary/userIds', agent1);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.text).toBe(first.text);
    upstream.answerWith(chunked(1024 * 1024));
    const big = await get('/api/v1/bet/summary/drawDate', agent1);
    expect(big.text).toHaveLength(1024 * 1024 + 13);
    expect((await get('/api/v1/bet/summary/drawDate', agent1)).headers.get('x-cache')).toBe('miss');
  });

  it('caches only 200 JSON answers', async () => {
    upstream.answerWith((_req, _body, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('plain'));
    await get('/api/v1/bet/userIds', agent1);
    expect((await get('/api/v1/bet/userIds', agent1)).headers.get('x-cache')).toBe('miss');
    upstream.answerWith((_req, _body, res) => res.writeHead(203, { 'content-type': 'application/json' }).end('{}'));
    await get('/api/v1/bet/userIds', agent1);
    expect((await get('/api/v1/bet/userIds', agent1)).headers.get('x-cache')).toBe('miss');
    upstream.answerWith((_req, _body, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"User not found."}'));
    expect((await get('/api/v1/bet/userIds', agent1)).status).toBe(404);
    expect(store.size).toBe(0);
  });
});

describe('isolation', () => {
  it('never gives one agent the cached data of an agent of another branch', async () => {
    const path = '/api/v1/dMemberAllRole?Role=MEM';
    const first1 = await get(path, agent1);
    const first3 = await get(path, agent3);
    const again1 = await get(path, agent1);
    const again3 = await get(path, agent3);
    expect(first1.body).toMatchObject({ bearer: 'Bearer token-agent1' });
    expect(first3.headers.get('x-cache')).toBe('miss');
    expect(first3.body).toMatchObject({ bearer: 'Bearer token-agent3' });
    expect(again1.body).toEqual(first1.body);
    expect(again3.body).toEqual(first3.body);
    expect([again1, again3].map((answer) => answer.headers.get('x-cache'))).toEqual(['hit', 'hit']);
  });

  it('keeps locations and sites apart for the same user', async () => {
    await get('/api/v1/announcements', agent1);
    expect((await get('/api/v1/announcements?LocId=MG', agent1)).headers.get('x-cache')).toBe('miss');
    expect((await get('/api/v1/announcements', agent1, { host: 'bravo.localhost:3000' })).headers.get('x-cache')).toBe('miss');
    expect((await get('/api/v1/announcements?LocId=SG', agent1)).headers.get('x-cache')).toBe('hit');
  });

  it('clears only the writer\'s entries on a write', async () => {
    await get('/api/v1/announcements', agent1);
    await get('/api/v1/announcements?LocId=TT', agent1);
    await get('/api/v1/announcements', agent3);
    const write = await forwardCall(PUT, '/api/v1/mobile', { cookie: agent1, method: 'PUT', json: { Mobile: '6590000000' } });
    expect(write.status).toBe(200);
    expect((await get('/api/v1/announcements', agent1)).headers.get('x-cache')).toBe('miss');
    expect((await get('/api/v1/announcements?LocId=TT', agent1)).headers.get('x-cache')).toBe('miss');
    expect((await get('/api/v1/announcements', agent3)).headers.get('x-cache')).toBe('hit');
  });

  it('does not keep an answer read before a write of the same user that ended while it was on its way', async () => {
    // The read reaches the platform, then the write is sent and answered (it clears the cache), and only
    // then does the read's answer arrive: stored, it would be served stale for the whole TTL.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => {
      upstream.answerWith((req, body, res) => {
        if (req.url?.includes('/loc?') || req.method !== 'GET') return echo(req, body, res);
        serial += 1;
        const answer = JSON.stringify({ url: req.url, serial });
        resolve();
        void held.then(() => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(answer);
        });
      });
    });
    const slowRead = get('/api/v1/announcements', agent1);
    await reached;
    const write = await forwardCall(PUT, '/api/v1/mobile', { cookie: agent1, method: 'PUT', json: { Mobile: '6590000000' } });
    expect(write.status).toBe(200);
    release();
    expect((await slowRead).headers.get('x-cache')).toBe('miss');
    const next = await get('/api/v1/announcements', agent1);
    expect(next.headers.get('x-cache')).toBe('miss');
    expect(next.body).toMatchObject({ serial: 2 });
  });

  it('empties every user\'s entries after POST cache/clear that the platform accepted, and none after a refusal', async () => {
    await get('/api/v1/announcements', agent1);
    await get('/api/v1/announcements', agent3);
    upstream.answerWith((req, body, res) => {
      if (req.url?.includes('/loc?')) return echo(req, body, res);
      const refused = req.headers.authorization === 'Bearer token-agent1';
      res.writeHead(refused ? 403 : 200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(refused ? { message: 'This call is for admins only.' } : { Cleared: true }));
    });
    const refused = await forwardCall(POST, '/api/v1/cache/clear', { cookie: agent1, method: 'POST', json: {} });
    expect(refused.status).toBe(403);
    expect(store.get(cacheKey({ site: 'ALPHA', userId: 'agent3', locId: 'SG', path: 'announcements', query: new URLSearchParams() }), 'agent3')).toBeDefined();
    expect(upstream.calls().at(-1)?.url).toContain('/cache/clear');
    const cleared = await forwardCall(POST, '/api/v1/cache/clear', { cookie: agent3, method: 'POST', json: {} });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ Cleared: true });
    expect((store as unknown as { entries: Map<string, unknown> }).entries.size).toBe(0);
  });

  it('builds different keys for every part, and the same key for the same query in another order', () => {
    const base = { site: 'ALPHA', userId: 'agent1', locId: 'SG', path: 'announcements', query: new URLSearchParams('a=1&b=2') };
    const key = cacheKey(base);
    expect(cacheKey({ ...base, query: new URLSearchParams('b=2&a=1&LocId=XX') })).toBe(key);
    for (const change of [{ site: 'BETA' }, { userId: 'agent3' }, { locId: 'MG' }, { path: 'reportDate2' }, { query: new URLSearchParams('a=1&b=3') }]) {
      expect(cacheKey({ ...base, ...change })).not.toBe(key);
    }
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the memory store caps', () => {
  const entry = (body: string) => ({ contentType: 'application/json', body, storedAt: 0 });

  it('holds at most maxEntries, evicting the least recently used', async () => {
    const capped = new MemoryResponseCache({ maxEntries: 2, now: () => 0 });
    await capped.set('a', 'u', entry('1'), 1000);
    await capped.set('b', 'u', entry('2'), 1000);
    await capped.get('a', 'u');
    await capped.set('c', 'u', entry('3'), 1000);
    expect([await capped.get('a', 'u'), await capped.get('b', 'u'), await capped.get('c', 'u')].map((hit) => hit?.body)).toEqual(['1', undefined, '3']);
  });

  it('keeps the generations of writing users bounded too: past the cap no earlier generation is accepted', async () => {
    const capped = new MemoryResponseCache({ maxEntries: 2, now: () => 0 });
    const before = capped.generation('a');
    capped.clearUser('b');
    capped.clearUser('c');
    capped.set('k1', 'a', entry('1'), 1000, before);
    expect(capped.get('k1', 'a')?.body).toBe('1');
    const current = capped.generation('a');
    // A third writer passes the cap: every user moves on, 'a' included.
    capped.clearUser('d');
    capped.set('k2', 'a', entry('2'), 1000, current);
    expect(capped.get('k2', 'a')).toBeUndefined();
    capped.set('k3', 'a', entry('3'), 1000, capped.generation('a'));
    expect(capped.get('k3', 'a')?.body).toBe('3');
  });

  it('holds at most maxBytes, and never an entry over maxEntryBytes', async () => {
    const capped = new MemoryResponseCache({ maxBytes: 100, maxEntryBytes: 60, now: () => 0 });
    await capped.set('a', 'u', entry('x'.repeat(40)), 1000);
    await capped.set('b', 'u', entry('y'.repeat(40)), 1000);
    expect(capped.size).toBe(1);
    expect(capped.totalBytes).toBeLessThanOrEqual(100);
    expect((await capped.get('b', 'u'))?.body).toHaveLength(40);
    await capped.set('c', 'u', entry('z'.repeat(61)), 1000);
    expect(await capped.get('c', 'u')).toBeUndefined();
  });

  it('does not store an answer over the entry cap through the forwarder, but still sends it', async () => {
    replaceResponseCache(new MemoryResponseCache({ maxEntryBytes: 50, now: () => clock }));
    const answer = await get('/api/v1/announcements', agent1);
    expect(answer.status).toBe(200);
    expect((await get('/api/v1/announcements', agent1)).headers.get('x-cache')).toBe('miss');
  });
});
