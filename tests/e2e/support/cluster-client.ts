// The two-instance test's clients (tests/e2e/instances.spec.ts): plain HTTP to one instance or the
// balancer with a site's host and origin, a browser's cookie jar, a multipart upload body, and a local
// Twilio-style SMS gateway that records what it is given.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { expect } from '@playwright/test';
import { cookieHeader, keepCookies } from '../../../scripts/cookie-jar.mjs';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A body sent as it is (a multipart form), with its content type. */
interface RawBody {
  type: string;
  bytes: Buffer;
}

/** One request to a port with the site's host and origin; `cookies` is a jar, updated from Set-Cookie. */
export function send(host: string, port: number, method: string, pathname: string, cookies: Map<string, string>, body?: unknown): Promise<Reply> {
  const raw = body instanceof Object && 'bytes' in body && Buffer.isBuffer(body.bytes) ? (body as RawBody) : undefined;
  const payload = raw ? raw.bytes : body === undefined ? undefined : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = { host, origin: `http://${host}`, accept: 'application/json' };
  const cookie = cookieHeader(cookies);
  if (cookie) headers.cookie = cookie;
  if (payload !== undefined) headers['content-type'] = raw ? raw.type : 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: pathname, headers, agent: false }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        keepCookies(cookies, response.headers['set-cookie']);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

export const status = (host: string, port: number, pathname: string) => send(host, port, 'GET', pathname, new Map()).then((reply) => reply.status, () => 0);

/** A user's browser: a cookie jar, sending to one instance or to the balancer. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly host: string,
    readonly name: string,
  ) {}
  call(port: number, method: string, pathname: string, body?: unknown): Promise<Reply> {
    return send(this.host, port, method, pathname, this.cookies, body);
  }
  async json<T>(port: number, method: string, pathname: string, body?: unknown): Promise<T> {
    const reply = await this.call(port, method, pathname, body);
    if (reply.status < 200 || reply.status > 299) throw new Error(`${this.name}: ${method} ${pathname} on ${port} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
    return JSON.parse(reply.body) as T;
  }
  async signIn(port: number, password: string): Promise<void> {
    const signIn = await this.call(port, 'POST', '/api/auth/sign-in', { UserId: this.name, Password: password, Lang: 'en' });
    expect(signIn.status, signIn.body).toBe(200);
    const terms = await this.call(port, 'POST', '/api/auth/terms', { agree: true });
    expect(terms.status, terms.body).toBe(200);
  }
}

/** A multipart form of text fields and one file part named `file`. */
export function multipart(fields: Record<string, string>, fileName: string, content: string): RawBody {
  const boundary = `instances${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  parts.push(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${fileName}"\r\ncontent-type: text/plain\r\n\r\n${content}\r\n--${boundary}--\r\n`);
  return { type: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.from(parts.join('')) };
}

export interface GatewayHit {
  to: string;
  body: string;
  sid: string;
}

/**
 * A local Twilio-style SMS gateway (services/messaging/adapters.ts): records every message it is given
 * and answers each with a sid of its own. It answers after `delayMs`, so a sender holds its rows' locks
 * that long and the other platform's sender comes by meanwhile.
 */
export async function startSmsGateway(delayMs: number): Promise<{ url: string; hits: GatewayHit[]; close: () => Promise<void> }> {
  const hits: GatewayHit[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(text);
      const sid = `SM${hits.length + 1}`;
      hits.push({ to: form.get('To') ?? '', body: form.get('Body') ?? '', sid });
      setTimeout(() => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ sid }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, hits, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
