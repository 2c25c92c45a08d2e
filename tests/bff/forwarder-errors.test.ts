// How the forwarder answers when the platform fails (docs/product.md#error-catalogue, docs/security.md "Reliability"): 504 for
// a timeout, 503 unreachable, 502 for a 5xx (with a request id, never the upstream body), 401 and
// maintenance end the session, and only GETs are retried.
import { GET, POST } from '@/app/api/v1/[...path]/route';
import { replaceResponseCache } from '@/lib/cache/server';
import { seal, signedIn } from './support';
import { echo, forwardCall, startRecordingUpstream, type RecordingUpstream } from './support-forwarder';

let upstream: RecordingUpstream;
let cookie: string;

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  process.env.PLATFORM_API_URL = upstream.url;
  cookie = await seal(signedIn('token-member1', 'member1'));
});

afterAll(() => upstream.close());

beforeEach(() => {
  upstream.records.length = 0;
  upstream.answerWith(echo);
  replaceResponseCache(undefined);
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Polls without timers, which the timeout test fakes. */
async function until(condition: () => boolean): Promise<void> {
  for (let round = 0; round < 10_000 && !condition(); round += 1) await new Promise((resolve) => setImmediate(resolve));
  if (!condition()) throw new Error('condition never held');
}

function expectSessionCleared(answer: Awaited<ReturnType<typeof forwardCall>>) {
  expect(answer.cookie?.value).toBe('');
  expect(answer.headers.get('set-cookie')).toMatch(/Max-Age=0/);
}

it('answers 504 when the platform does not answer within the read timeout (10 s)', async () => {
  upstream.answerWith(() => undefined);
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance', 'Date'] });
  try {
    let answered = false;
    const pending = forwardCall(GET, '/api/v1/profile', { cookie }).finally(() => (answered = true));
    await until(() => upstream.records.length === 1);
    // undici keeps read timeouts on one coarse shared clock: it fires within about half a second.
    let elapsed = 0;
    for (; !answered && elapsed < 12_000; elapsed += 250) {
      jest.advanceTimersByTime(250);
      for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(elapsed).toBeGreaterThan(10_000);
    expect(elapsed).toBeLessThanOrEqual(11_000);
    const answer = await pending;
    expect(answer.status).toBe(504);
    expect(answer.body).toEqual({ message: 'The platform did not answer in time.', requestId: expect.stringMatching(UUID) });
    expect(upstream.records).toHaveLength(1);
  } finally {
    jest.useRealTimers();
  }
});

it('answers 502 with a request id for a platform 5xx, without its body', async () => {
  upstream.answerWith((_req, _body, res) =>
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'boom', stack: 'at secret.ts:12' })),
  );
  for (const answer of [await forwardCall(GET, '/api/v1/profile', { cookie }), await forwardCall(POST, '/api/v1/bet', { cookie, method: 'POST', json: {} })]) {
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ message: 'The platform failed to answer.', requestId: expect.stringMatching(UUID) });
    expect(answer.text).not.toMatch(/boom|secret/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  }
});

it('ends the session on a platform 401 and answers "Session Error."', async () => {
  upstream.answerWith((_req, _body, res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Token revoked"}'));
  const answer = await forwardCall(GET, '/api/v1/profile', { cookie });
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ message: 'Session Error.' });
  expectSessionCleared(answer);
});

it('passes maintenance (subCode 8000 with time) through as 503 and ends the session', async () => {
  const maintenance = { message: 'The platform is under maintenance.', subCode: 8000, time: '2025-04-20T12:00:00.000Z' };
  upstream.answerWith((_req, _body, res) => res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify(maintenance)));
  const answer = await forwardCall(GET, '/api/v1/announcements', { cookie });
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual(maintenance);
  expectSessionCleared(answer);
});

it('passes the platform\'s own 4xx through, keeping the session', async () => {
  const refusal = { message: 'Location TT is not available to this user.', field: 'LocId' };
  upstream.answerWith((_req, _body, res) => res.writeHead(403, { 'content-type': 'application/json' }).end(JSON.stringify(refusal)));
  const answer = await forwardCall(GET, '/api/v1/profile', { cookie });
  expect([answer.status, answer.body, answer.cookie]).toEqual([403, refusal, undefined]);
});

it('never follows a redirect of the platform (502)', async () => {
  upstream.answerWith((_req, _body, res) => res.writeHead(302, { location: 'http://evil.example/steal' }).end());
  const answer = await forwardCall(GET, '/api/v1/profile', { cookie });
  expect(answer.status).toBe(502);
  expect(answer.headers.get('location')).toBeNull();
  expect(upstream.records).toHaveLength(1);
});

it('answers 502 when the platform cuts its answer short', async () => {
  upstream.answerWith((_req, _body, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"partial":');
    setTimeout(() => res.destroy(), 20);
  });
  expect((await forwardCall(GET, '/api/v1/profile', { cookie })).status).toBe(502);
});

it('retries a GET once when the connection is reset, and never a write', async () => {
  let resets = 1;
  upstream.answerWith((req, body, res) => {
    if (resets-- > 0) return void req.socket.destroy();
    echo(req, body, res);
  });
  expect((await forwardCall(GET, '/api/v1/profile', { cookie })).status).toBe(200);
  expect(upstream.records).toHaveLength(2);

  upstream.records.length = 0;
  upstream.answerWith((req) => void req.socket.destroy());
  const write = await forwardCall(POST, '/api/v1/bet', { cookie, method: 'POST', json: { Number: '1234' } });
  expect(write.status).toBe(503);
  expect(upstream.records).toHaveLength(1);
});

it('answers 503 with a request id when the platform cannot be reached (last: it closes the upstream)', async () => {
  await upstream.close();
  const answer = await forwardCall(GET, '/api/v1/profile', { cookie });
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual({ message: 'The platform cannot be reached.', requestId: expect.stringMatching(UUID) });
  expect(answer.cookie).toBeUndefined();
  upstream = { ...upstream, close: async () => undefined };
});
