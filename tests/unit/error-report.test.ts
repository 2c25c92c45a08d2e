import { ERROR_REPORT_PATH, isNavigationSignal, REPORT_DEDUPE_MS, reportError } from '@/lib/errors/report';
import { clientErrorReportSchema, REPORT_LIMITS, REPORT_MAX_BYTES } from '@/lib/errors/schema';

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

function sent(call = 0): { url: unknown; init: RequestInit; body: Record<string, unknown> } {
  const [url, init = {}] = fetchMock.mock.calls[call] ?? [];
  return { url, init, body: JSON.parse(String(init.body)) as Record<string, unknown> };
}

beforeAll(() => {
  Object.defineProperty(globalThis, 'location', {
    value: new URL('https://alpha.localhost/admin/home?token=secret#x'),
    configurable: true,
  });
});
afterAll(() => Reflect.deleteProperty(globalThis, 'location'));

// Each test starts a minute after the previous one, past its dedupe window.
let clock = Date.parse('2026-05-01T00:00:00Z');

beforeEach(() => {
  clock += 60_000;
  jest.useFakeTimers({ now: clock });
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

test('posts a small JSON report with keepalive to /api/errors', () => {
  const error = Object.assign(new Error('boom'), { digest: 'd-1' });
  reportError(error, { boundary: 'segment' });
  const { url, init, body } = sent();
  expect(url).toBe(ERROR_REPORT_PATH);
  expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } });
  expect(body).toMatchObject({ name: 'Error', message: 'boom', digest: 'd-1', context: { boundary: 'segment' } });
  expect(typeof body.stack).toBe('string');
});

test('sends the path without query or fragment', () => {
  reportError(new Error('path'));
  expect(sent().body.path).toBe('/admin/home');
});

test('identical reports within the window are sent once; after it, again', () => {
  reportError(new Error('same'));
  reportError(new Error('same'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  reportError(new Error('different'));
  expect(fetchMock).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(REPORT_DEDUPE_MS);
  reportError(new Error('same'));
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('long fields are trimmed so the report fits the 8 KB limit and the schema', () => {
  const error = new Error('m'.repeat(50_000));
  error.stack = 's'.repeat(50_000);
  error.name = 'N'.repeat(5_000);
  const context = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`key${i}`.padEnd(200, 'k'), 'v'.repeat(5_000)]));
  reportError(error, context);
  const { init, body } = sent();
  expect((body.stack as string).length).toBe(REPORT_LIMITS.stack);
  expect((body.message as string).length).toBe(REPORT_LIMITS.message);
  expect(new TextEncoder().encode(String(init.body)).byteLength).toBeLessThanOrEqual(REPORT_MAX_BYTES);
  expect(clientErrorReportSchema.safeParse(body).success).toBe(true);
});

test('multi-byte text is shed until the report fits 8 KB', () => {
  const error = new Error('错'.repeat(50_000));
  error.stack = '栈\u0001'.repeat(50_000);
  reportError(error, { note: '注'.repeat(1_000) });
  const { init, body } = sent();
  expect(new TextEncoder().encode(String(init.body)).byteLength).toBeLessThanOrEqual(REPORT_MAX_BYTES);
  expect(body.message).toMatch(/^错+$/);
  expect(clientErrorReportSchema.safeParse(body).success).toBe(true);
});

test('anything thrown can be reported: strings, plain objects, null', () => {
  reportError('plain text');
  reportError({ message: 'shaped', status: 0 });
  reportError(null);
  expect(fetchMock.mock.calls.map((_, i) => sent(i).body.message)).toEqual(['plain text', 'shaped', 'null']);
});

test('never throws: not when fetch throws, rejects, or is missing', async () => {
  fetchMock.mockImplementationOnce(() => {
    throw new TypeError('blocked');
  });
  expect(() => reportError(new Error('a'))).not.toThrow();
  fetchMock.mockRejectedValueOnce(new TypeError('offline'));
  expect(() => reportError(new Error('b'))).not.toThrow();
  Reflect.deleteProperty(globalThis, 'fetch');
  expect(() => reportError(new Error('c'))).not.toThrow();
  const hostile = {
    get message(): string {
      throw new Error('getter');
    },
  };
  expect(() => reportError(hostile)).not.toThrow();
  await Promise.resolve();
});

test("Next's navigation signals (not found, forbidden, redirect) are not reported; other digests are", () => {
  const signal = (digest: string) => Object.assign(new Error('Minified React error #419'), { digest });
  reportError(signal('NEXT_HTTP_ERROR_FALLBACK;404'));
  reportError(signal('NEXT_HTTP_ERROR_FALLBACK;403'));
  reportError(signal('NEXT_REDIRECT;replace;/admin/home;307;'));
  expect(fetchMock).not.toHaveBeenCalled();
  reportError(signal('2417735411'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(isNavigationSignal(undefined)).toBe(false);
  expect(isNavigationSignal('NEXT_NOT_A_SIGNAL')).toBe(false);
});
