// The forwarder against a recording upstream: SSRF and traversal strings never reach it, headers cross
// only by allowlist, every session state is checked before anything is sent (docs/security.md).
import { DELETE, GET, POST, PUT } from '@/app/api/v1/[...path]/route';
import { replaceResponseCache } from '@/lib/cache/server';
import { forgetLocationPrefixes } from '@/lib/platform-client/location-prefix';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/session/data';
import { seal, signedIn } from './support';
import { echo, forwardCall, startRecordingUpstream, type RecordingUpstream } from './support-forwarder';

let upstream: RecordingUpstream;
let agent1: string;

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  process.env.PLATFORM_API_URL = upstream.url;
  agent1 = await seal(signedIn('token-agent1', 'agent1'));
});

afterAll(() => upstream.close());

beforeEach(() => {
  upstream.records.length = 0;
  upstream.answerWith(echo);
  replaceResponseCache(undefined);
  forgetLocationPrefixes();
});

describe('SSRF and path traversal', () => {
  it.each([
    '/api/v1/../profile',
    '/api/v1/%2e%2e/profile',
    '/api/v1/%252e%252e/profile',
    '/api/v1/%2e%2e%2f%2e%2e%2fadmin',
    '/api/v1//evil.com',
    '/api/v1//evil.com/profile',
    '/api/v1/http:evil.com',
    '/api/v1/http:%2f%2fevil.com',
    '/api/v1/\\\\evil.com',
    '/api/v1/%5c%5cevil.com',
    '/api/v1/profile%2f..%2f..%2fsettings',
    '/api/v1/checkMemberAccess/..%2fsettings',
    '/api/v1/checkMemberAccess/%2e%2e',
    '/api/v1/profile%00',
    '/api/v1/profile%0d%0aX-Injected:%201',
    '/api/v1/profile%7f',
    '/api/v1/profile/',
  ])('%s never reaches the upstream (400 or 404)', async (path) => {
    for (const handler of [GET, POST]) {
      const answer = await forwardCall(handler, path, { cookie: agent1, method: handler === GET ? 'GET' : 'POST', json: handler === GET ? undefined : {} });
      expect([400, 404]).toContain(answer.status);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
    expect(upstream.records).toEqual([]);
  });

  it('answers resources outside the catalogue and the auth calls with 404', async () => {
    for (const path of ['nothing', 'oauth/token', 'logout', 'updatePassword', 'terms', 'message', 'captcha', 'settings/maintenance']) {
      expect((await forwardCall(GET, `/api/v1/${path}`, { cookie: agent1 })).status).toBe(404);
      expect((await forwardCall(POST, `/api/v1/${path}`, { cookie: agent1, method: 'POST', json: {} })).status).toBe(404);
    }
    expect(upstream.records).toEqual([]);
  });

  it('answers a known resource asked with another method with 405 and Allow', async () => {
    const answer = await forwardCall(DELETE, '/api/v1/profile', { cookie: agent1, method: 'DELETE' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET');
    const wrongRead = await forwardCall(GET, '/api/v1/bet/t', { cookie: agent1 });
    expect(wrongRead.status).toBe(405);
    expect(wrongRead.headers.get('allow')).toBe('POST');
    expect(upstream.records).toEqual([]);
  });

  it('forwards a catalogue call under the prefix of its LocId, with the bearer of the session', async () => {
    const answer = await forwardCall(GET, '/api/v1/checkMemberAccess/member1?b=2&a=1&LocId=SG', { cookie: agent1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ bearer: 'Bearer token-agent1', url: '/api/v1/4d/checkMemberAccess/member1?b=2&a=1&LocId=SG' });
    const tt = await forwardCall(GET, '/api/v1/settings?LocId=TT', { cookie: agent1 });
    expect(tt.body).toMatchObject({ url: '/api/v1/tt/settings?LocId=TT' });
    const defaulted = await forwardCall(GET, '/api/v1/settings', { cookie: agent1 });
    expect(defaulted.body).toMatchObject({ url: '/api/v1/4d/settings?LocId=SG' });
    // TT's prefix came from one `loc` lookup, asked with the session's own location.
    expect(upstream.records.filter((record) => record.url.startsWith('/api/v1/4d/loc?LocId=SG'))).toHaveLength(1);
  });

  it('refuses a malformed or repeated LocId', async () => {
    for (const query of ['LocId=..%2f', 'LocId=SG&LocId=TT', 'LocId=']) {
      expect((await forwardCall(GET, `/api/v1/settings?${query}`, { cookie: agent1 })).status).toBe(400);
    }
    expect(upstream.records).toEqual([]);
  });
});

describe('header hygiene', () => {
  it('forwards only allowlisted headers plus the bearer, and passes back no upstream cookie or internals', async () => {
    const answer = await forwardCall(GET, '/api/v1/profile', {
      cookie: `${agent1}; other=1`,
      headers: {
        authorization: 'Bearer stolen',
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        forwarded: 'for=1.2.3.4',
        'x-real-ip': '1.2.3.4',
        connection: 'close, x-secret',
        'x-secret': '1',
        'keep-alive': 'timeout=1',
        'proxy-authorization': 'Basic eA==',
        te: 'trailers',
        upgrade: 'websocket',
        'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy',
        'x-no-cache': '1',
        'x-refresh': '1',
        'accept-language': 'zh',
        'idempotency-key': 'k-1',
      },
    });
    expect(answer.status).toBe(200);
    const [record] = upstream.records;
    expect(Object.keys(record?.headers ?? {}).sort()).toEqual(
      ['accept', 'accept-language', 'authorization', 'connection', 'host', 'idempotency-key', 'x-request-id', 'x-drawdesk-client-address', 'x-drawdesk-site-host'].sort(),
    );
    // The client as the app sees it (the app server has put the socket peer in x-forwarded-for), never the browser's forwarded headers.
    expect(record?.headers).toMatchObject({ 'x-drawdesk-client-address': '203.0.113.9', 'x-drawdesk-site-host': 'alpha.localhost:3000' });
    expect(record?.headers).toMatchObject({ authorization: 'Bearer token-agent1', connection: 'keep-alive', host: new URL(upstream.url).host });
    expect(answer.headers.get('set-cookie')).toBeNull();
    for (const name of ['x-powered-by', 'proxy-authenticate', 'x-internal-trace', 'connection', 'keep-alive']) expect(answer.headers.get(name)).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-request-id')).toBe(record?.headers['x-request-id']);
  });
});

describe('the client address the platform sees', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY_HOPS;
  });

  it("is the app's view of the client: the socket peer at 0 hops, the entry left of our proxies past that; a browser's own header is never forwarded", async () => {
    const seen = async (forwardedFor: string, extra: Record<string, string> = {}) => {
      upstream.records.length = 0;
      expect((await forwardCall(GET, '/api/v1/profile', { cookie: agent1, headers: { 'x-forwarded-for': forwardedFor, 'x-no-cache': '1', ...extra } })).status).toBe(200);
      return upstream.calls()[0]?.headers['x-drawdesk-client-address'];
    };
    // TRUST_PROXY_HOPS=0: the app server wrote the socket peer last; whatever the client put before it is ignored.
    expect(await seen('198.51.100.1, 203.0.113.9', { 'x-drawdesk-client-address': '10.0.0.1' })).toBe('203.0.113.9');
    expect(await seen('[::ffff:203.0.113.10]:5000')).toBe('203.0.113.10');
    process.env.TRUST_PROXY_HOPS = '1';
    expect(await seen('198.51.100.1, 203.0.113.9')).toBe('198.51.100.1');
  });
});

describe('session states', () => {
  const now = Math.floor(Date.now() / 1000);
  it.each<[string, number, () => Promise<string | undefined>]>([
    ['none', 401, async () => undefined],
    ['tampered', 401, async () => 'Fe26.2**tampered'],
    ['expired', 401, () => seal({ ...signedIn('t', 'agent1'), issuedAt: now - SESSION_MAX_AGE_SECONDS - 5, seenAt: now - 10 })],
    ['terms pending', 403, () => seal(signedIn('t', 'agent1', false))],
    ['must change password', 403, () => seal({ pendingPassword: { userId: 'fresh1', token: 't' } })],
  ])('%s: %i, never forwarded', async (_state, status, cookie) => {
    const value = await cookie();
    const read = await forwardCall(GET, '/api/v1/profile', { cookie: value });
    const write = await forwardCall(PUT, '/api/v1/mobile', { cookie: value, method: 'PUT', json: { Mobile: '1' } });
    expect([read.status, write.status]).toEqual([status, status]);
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    if (status === 401) expect(read.body).toEqual({ message: 'Session Error.' });
    expect(upstream.records).toEqual([]);
  });
});

describe('writes', () => {
  it('refuse cross-site senders before anything else (CSRF)', async () => {
    const senders: Record<string, string | null>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': null, origin: 'null' }, { 'sec-fetch-site': null }];
    for (const headers of senders) {
      expect((await forwardCall(POST, '/api/v1/bet', { cookie: agent1, method: 'POST', json: {}, headers })).status).toBe(403);
    }
    expect(upstream.records).toEqual([]);
  });

  it('send a JSON body as it came, and refuse other types, bad JSON and oversized bodies', async () => {
    const sent = await forwardCall(POST, '/api/v1/bet', { cookie: agent1, method: 'POST', json: { Number: '1234' } });
    expect(sent.body).toMatchObject({ method: 'POST', url: '/api/v1/4d/bet?LocId=SG', body: '{"Number":"1234"}' });
    const types = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'];
    for (const type of types) {
      expect((await forwardCall(POST, '/api/v1/bet', { cookie: agent1, method: 'POST', body: '{}', headers: { 'content-type': type } })).status).toBe(415);
    }
    expect((await forwardCall(POST, '/api/v1/bet', { cookie: agent1, method: 'POST', body: '{nope' })).status).toBe(400);
    const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024) });
    expect((await forwardCall(POST, '/api/v1/bet', { cookie: agent1, method: 'POST', body: big })).status).toBe(413);
    expect(upstream.calls()).toHaveLength(1);
  });

  it('forward a DELETE without a body, and refuse a bodyless POST', async () => {
    const removed = await forwardCall(DELETE, '/api/v1/files/17', { cookie: agent1, method: 'DELETE', headers: { 'content-type': null } });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ method: 'DELETE', url: '/api/v1/4d/files/17?LocId=SG', body: '' });
    expect((await forwardCall(POST, '/api/v1/bet', { cookie: agent1, method: 'POST', headers: { 'content-type': null } })).status).toBe(415);
    expect(upstream.calls()).toHaveLength(1);
  });

  it('stream a multipart upload chunked, and cut it at the cap while streaming (413)', async () => {
    const form = new FormData();
    form.set('file', new Blob(['1234 1-1\n']), 'bets.ttt');
    form.set('UserId', 'member1');
    const sent = await forwardCall(POST, '/api/v1/files/upload', { cookie: agent1, method: 'POST', body: form, headers: { 'content-type': null } });
    expect(sent.status).toBe(200);
    const [record] = upstream.calls();
    // Chunked, or (when the whole small form was already read) the length counted on the way: never the client's.
    const { 'transfer-encoding': encoding, 'content-length': length } = record?.headers ?? {};
    expect(encoding === 'chunked' ? length : Number(length)).toBe(encoding === 'chunked' ? undefined : record?.body.length);
    expect(record?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(record?.body.toString()).toContain('1234 1-1');
    // JSON is not an upload.
    expect((await forwardCall(POST, '/api/v1/files/upload', { cookie: agent1, method: 'POST', json: {} })).status).toBe(415);

    const limit = 10 * 1024 * 1024;
    let sentBytes = 0;
    const chunk = new Uint8Array(1024 * 1024).fill(65);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sentBytes > limit + chunk.length) return controller.close();
        sentBytes += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const headers = { 'content-type': 'multipart/form-data; boundary=abc' };
    const cut = await forwardCall(POST, '/api/v1/files/upload', { cookie: agent1, method: 'POST', body: endless, headers });
    expect(cut.status).toBe(413);
    const declared = await forwardCall(POST, '/api/v1/files/upload', { cookie: agent1, method: 'POST', body: 'x', headers: { ...headers, 'content-length': String(limit + 1) } });
    expect(declared.status).toBe(413);
    expect(upstream.calls()).toHaveLength(1);
  });
});
