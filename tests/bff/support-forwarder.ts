// Helpers of the forwarder tests: a recording upstream (a tiny node:http server that keeps every
// request it gets and answers JSON echoing the bearer) and a NextRequest builder for any method.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest, type NextResponse } from 'next/server';
import { SESSION_COOKIE } from '@/lib/session/cookie';
import { ORIGIN } from './support';

export interface Recorded {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export type UpstreamHandler = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void;

export const LOCATIONS = [
  { LocId: 'SG', Loc: 'Singapore', Game: '4D', Prefix: '4d', IsDefault: true },
  { LocId: 'MG', Loc: 'Magnum', Game: '4D', Prefix: '4d', IsDefault: false },
  { LocId: 'TT', Loc: 'Toto', Game: 'TT', Prefix: 'tt', IsDefault: false },
];

/** Echoes who asked for what, with headers the BFF must never pass back. */
export const echo: UpstreamHandler = (req, body, res) => {
  const path = new URL(req.url ?? '/', 'http://upstream.invalid').pathname;
  const answer = path.endsWith('/loc') ? LOCATIONS : { bearer: req.headers.authorization ?? null, method: req.method, url: req.url, body: body.toString() };
  res.writeHead(200, {
    'content-type': 'application/json',
    'set-cookie': 'platform=secret; Path=/',
    'x-powered-by': 'platform',
    'proxy-authenticate': 'Basic',
    'x-internal-trace': 'abc',
  });
  res.end(JSON.stringify(answer));
};

export interface RecordingUpstream {
  url: string;
  records: Recorded[];
  /** Requests that reached the upstream, except the prefix lookups (`loc`). */
  calls(): Recorded[];
  answerWith(handler: UpstreamHandler): void;
  close(): Promise<void>;
}

export async function startRecordingUpstream(): Promise<RecordingUpstream> {
  const records: Recorded[] = [];
  let handler: UpstreamHandler = echo;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => undefined);
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      records.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    records,
    calls: () => records.filter((record) => !/\/loc\?/.test(record.url)),
    answerWith: (next) => {
      handler = next;
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

type Handler = (request: NextRequest) => Promise<NextResponse>;

export interface ForwardOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  cookie?: string;
  json?: unknown;
  body?: BodyInit;
  /** Extra headers; null removes one the helper would send. */
  headers?: Record<string, string | null>;
}

/** Calls a handler as Next would, for a path on the test site (the URL parser normalises it like a server). */
export async function forwardCall(handler: Handler, path: string, options: ForwardOptions = {}) {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { host: 'alpha.localhost:3000' };
  if (method !== 'GET') Object.assign(headers, { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' });
  if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === null) delete headers[name];
    else headers[name] = value;
  }
  const body = options.json === undefined ? options.body : JSON.stringify(options.json);
  const init = { method, headers, body, duplex: 'half' as const };
  const response = await handler(new NextRequest(`${ORIGIN}${path}`, init));
  const text = await response.text();
  const parsed: unknown = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, body: parsed, text, headers: response.headers, cookie: response.cookies.get(SESSION_COOKIE) };
}
