import { POST } from '@/app/api/errors/route';
import { REPORT_MAX_BYTES } from '@/lib/errors/schema';
import { FORWARD_TIMEOUT_MS, REPORTS_PER_MINUTE, takeReportSlot } from '@/lib/errors/server-report';

const URL_ = 'http://alpha.localhost:3000/api/errors';
const REPORT = { name: 'TypeError', message: 'x is undefined', path: '/admin/home', stack: 'at a (b.js:1:2)', context: { kind: 'error' } };

function post(body: BodyInit | null, headers: Record<string, string> = {}): Promise<Response> {
  return POST(
    new Request(URL_, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit),
  );
}

let logged: string[];
beforeEach(() => {
  logged = [];
  jest.spyOn(console, 'error').mockImplementation((line: unknown) => void logged.push(String(line)));
  delete process.env.ERROR_REPORT_URL;
});
afterEach(() => jest.restoreAllMocks());

test('a valid report is logged as one JSON line and answered 204', async () => {
  const response = await post(JSON.stringify(REPORT), { 'x-drawdesk-site': 'ALPHA', 'user-agent': 'Test/1.0' });
  expect(response.status).toBe(204);
  expect(await response.text()).toBe('');
  expect(logged).toHaveLength(1);
  const line = logged[0] ?? '';
  expect(line).not.toContain('\n');
  expect(JSON.parse(line)).toMatchObject({ level: 'error', source: 'browser', site: 'ALPHA', userAgent: 'Test/1.0', ...REPORT });
});

test('a newline in a message cannot forge a second log line', async () => {
  await post(JSON.stringify({ ...REPORT, message: 'a\n{"level":"info"}' }));
  expect(logged).toHaveLength(1);
  expect(logged[0]).not.toContain('\n');
});

test('a body past 8 KB is refused with 413, whether or not it declares its length', async () => {
  const big = JSON.stringify({ ...REPORT, message: 'm'.repeat(REPORT_MAX_BYTES) });
  expect((await post(big)).status).toBe(413);
  expect((await post('{}', { 'content-length': String(REPORT_MAX_BYTES + 1) })).status).toBe(413);
  const chunk = new TextEncoder().encode('x'.repeat(4_096));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 3; i += 1) controller.enqueue(chunk);
      controller.close();
    },
  });
  expect((await post(stream)).status).toBe(413);
  expect(logged).toHaveLength(0);
});

test('exactly 8 KB passes the size check', async () => {
  const padded = JSON.stringify({ ...REPORT, stack: '' });
  const body = padded.replace('"stack":""', `"stack":"${'s'.repeat(4_096)}"`).padEnd(REPORT_MAX_BYTES, ' ');
  expect(new TextEncoder().encode(body).byteLength).toBe(REPORT_MAX_BYTES);
  expect((await post(body)).status).toBe(204);
});

test.each([
  ['malformed JSON', '{"name":'],
  ['an empty body', ''],
  ['a JSON array', '[]'],
  ['a missing message', JSON.stringify({ name: 'E', path: '/' })],
  ['an unknown field', JSON.stringify({ ...REPORT, cookie: 'x' })],
  ['an over-long stack', JSON.stringify({ ...REPORT, stack: 's'.repeat(5_000) })],
])('%s is a 400', async (_case, body) => {
  const response = await post(body);
  expect(response.status).toBe(400);
  expect(await response.json()).toHaveProperty('message');
});

const JSON_TYPE = { 'content-type': 'application/json' };

test.each([
  ['a cross-site Sec-Fetch-Site', { ...JSON_TYPE, 'sec-fetch-site': 'cross-site' }],
  ['a foreign Origin (no Sec-Fetch-Site)', { ...JSON_TYPE, host: 'alpha.localhost:3000', origin: 'https://evil.example' }],
  ['Origin: null', { ...JSON_TYPE, host: 'alpha.localhost:3000', origin: 'null' }],
  ['no Origin and no Sec-Fetch-Site', { ...JSON_TYPE, host: 'alpha.localhost:3000' }],
  ['a form post', { 'sec-fetch-site': 'same-origin', 'content-type': 'text/plain' }],
])('%s is refused with 403', async (_case, headers) => {
  const response = await POST(new Request(URL_, { method: 'POST', headers, body: JSON.stringify(REPORT) }));
  expect(response.status).toBe(403);
  expect(logged).toHaveLength(0);
});

test('an older browser sending only its own Origin is accepted', async () => {
  const headers = { ...JSON_TYPE, host: 'alpha.localhost:3000', origin: 'http://alpha.localhost:3000' };
  const response = await POST(new Request(URL_, { method: 'POST', headers, body: JSON.stringify(REPORT) }));
  expect(response.status).toBe(204);
});

test('with ERROR_REPORT_URL the line is also posted there, with a timeout', async () => {
  process.env.ERROR_REPORT_URL = 'https://errors.example/intake';
  const forward = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 202 }));
  expect((await post(JSON.stringify(REPORT))).status).toBe(204);
  expect(forward).toHaveBeenCalledTimes(1);
  const [target, init] = forward.mock.calls[0] ?? [];
  expect(String(target)).toBe('https://errors.example/intake');
  expect(init?.method).toBe('POST');
  expect(init?.signal).toBeInstanceOf(AbortSignal);
  expect(JSON.parse(String(init?.body))).toMatchObject(REPORT);
  expect(FORWARD_TIMEOUT_MS).toBe(3_000);
});

test('a failing intake is logged, never thrown', async () => {
  process.env.ERROR_REPORT_URL = 'https://errors.example/intake';
  jest.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new Error('The operation was aborted due to timeout'));
  expect((await post(JSON.stringify(REPORT))).status).toBe(204);
  jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('no', { status: 500 }));
  expect((await post(JSON.stringify({ ...REPORT, message: 'second' }))).status).toBe(204);
  expect(logged.filter((line) => line.includes('forwarding failed'))).toHaveLength(2);
});

test('a non-http ERROR_REPORT_URL is ignored with a warning', async () => {
  process.env.ERROR_REPORT_URL = 'file:///etc/passwd';
  const forward = jest.spyOn(globalThis, 'fetch');
  expect((await post(JSON.stringify(REPORT))).status).toBe(204);
  expect(forward).not.toHaveBeenCalled();
  expect(logged.some((line) => line.includes('ERROR_REPORT_URL'))).toBe(true);
});

test(`at most ${REPORTS_PER_MINUTE} reports a minute are taken`, () => {
  const start = Date.now() + 3_600_000;
  for (let i = 0; i < REPORTS_PER_MINUTE; i += 1) expect(takeReportSlot(start + i)).toBe(true);
  expect(takeReportSlot(start + 59_999)).toBe(false);
  expect(takeReportSlot(start + 60_000)).toBe(true);
});
