// The platform transport (lib/platform-client/upstream.ts): small answers whole, large ones streamed before
// the platform has finished, a reader that goes away ends the upstream request, and every failure
// mapped (504 late, 503 unreachable, 502 or 504 cut short), with one retry for a reset GET only.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '@/lib/http/api-error';
import { BUFFERED_LIMIT, exchange, type UpstreamRequest } from '@/lib/platform-client/upstream';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

let server: http.Server;
let origin: string;
let handler: Handler;
let requests = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests += 1;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
});

beforeEach(() => {
  requests = 0;
});

const call = (overrides: Partial<UpstreamRequest> = {}) =>
  exchange({ origin, path: '/api/v1/4d/x?LocId=SG', method: 'GET', headers: { accept: 'application/json' }, timeoutMs: 10_000, requestId: 'r-1', ...overrides });

async function failureOf(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.status, message: error.body.message };
}

async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

it('gives a small answer whole, with its status and lower-case headers', async () => {
  handler = (_req, res) => res.writeHead(201, { 'Content-Type': 'application/json', 'X-Trace': 'a' }).end('{"ok":true}');
  const answer = await call();
  expect(answer.status).toBe(201);
  expect(answer.headers).toMatchObject({ 'content-type': 'application/json', 'x-trace': 'a' });
  expect(Buffer.isBuffer(answer.body) && answer.body.toString()).toBe('{"ok":true}');
});

it('streams a large answer: its headers arrive before the platform has sent it all', async () => {
  let finish: () => void = () => undefined;
  const size = 4 * BUFFERED_LIMIT;
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(size) });
    res.write('a'.repeat(size / 2));
    finish = () => res.end('b'.repeat(size / 2));
  };
  const answer = await call();
  expect(Buffer.isBuffer(answer.body)).toBe(false);
  finish();
  const text = await textOf(answer.body as ReadableStream<Uint8Array>);
  expect(text).toBe('a'.repeat(size / 2) + 'b'.repeat(size / 2));
});

it('switches an answer of unknown length to a stream once it outgrows the buffer, losing nothing', async () => {
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    for (let index = 0; index < 40; index += 1) res.write(`${String(index).padStart(4, '0')}${'x'.repeat(4092)}`);
    res.end();
  };
  const answer = await call();
  expect(Buffer.isBuffer(answer.body)).toBe(false);
  const text = await textOf(answer.body as ReadableStream<Uint8Array>);
  expect(text).toHaveLength(40 * 4096);
  expect(text.slice(39 * 4096, 39 * 4096 + 4)).toBe('0039');
});

it('ends the upstream request when the reader of a streamed answer goes away', async () => {
  let upstreamClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (upstreamClosed = resolve));
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(100 * BUFFERED_LIMIT) });
    res.write('a'.repeat(2 * BUFFERED_LIMIT));
    res.once('close', upstreamClosed);
  };
  const answer = await call();
  await (answer.body as ReadableStream<Uint8Array>).cancel();
  await closed;
});

it('answers 504 when no answer comes within the timeout, and when a body stalls', async () => {
  handler = () => undefined;
  expect(await failureOf(call({ timeoutMs: 200 }))).toEqual({ status: 504, message: 'The platform did not answer in time.' });
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"partial":');
  };
  expect(await failureOf(call({ timeoutMs: 200 }))).toEqual({ status: 504, message: 'The platform answer was cut short.' });
});

it('answers 502 when the connection is cut after the headers', async () => {
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
    res.write('{"partial":');
    setTimeout(() => res.destroy(), 20);
  };
  expect(await failureOf(call())).toEqual({ status: 502, message: 'The platform answer was cut short.' });
});

it('sends a GET once more when the connection is reset before an answer, and nothing else', async () => {
  let resets = 1;
  handler = (req, res) => {
    if (resets-- > 0) return void req.socket.destroy();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  };
  expect((await call({ retry: true })).status).toBe(200);
  expect(requests).toBe(2);

  requests = 0;
  handler = (req) => void req.socket.destroy();
  expect(await failureOf(call({ retry: true }))).toEqual({ status: 503, message: 'The platform cannot be reached.' });
  expect(requests).toBe(2);
  requests = 0;
  expect(await failureOf(call({ method: 'POST', body: Buffer.from('{}') }))).toEqual({ status: 503, message: 'The platform cannot be reached.' });
  expect(requests).toBe(1);
});

it('never follows a redirect: the 3xx is the answer', async () => {
  handler = (_req, res) => res.writeHead(302, { location: 'http://evil.example/steal' }).end();
  const answer = await call();
  expect([answer.status, answer.headers.location, requests]).toEqual([302, 'http://evil.example/steal', 1]);
});

it('answers 503 when the platform cannot be reached', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  expect(await failureOf(call({ origin: `http://127.0.0.1:${port}` }))).toEqual({ status: 503, message: 'The platform cannot be reached.' });
});
