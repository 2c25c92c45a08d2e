// The network under a page test: the platform client's one transport (exchange) answered from
// fixtures by method and path, every call recorded. Everything above it is the app's own code: the
// client's status mapping, the contract schemas, the page context and the page's error handling.
import type { UpstreamAnswer, UpstreamRequest } from '@/lib/platform-client/upstream';
import { MAINTENANCE_SUB_CODE } from '@/lib/contract/constants';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as the platform received it: its path without the query, the query, its bearer token. */
export interface PlatformRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  token: string | undefined;
}

export interface PlatformAnswer {
  status: number;
  body?: unknown;
}

type Route = PlatformAnswer | ((request: PlatformRequest) => PlatformAnswer);

const keyOf = (method: string, path: string) => `${method} ${path}`;

export class FakePlatform {
  private readonly routes = new Map<string, Route>();
  private readonly received: PlatformRequest[] = [];

  /** Answers `path` with 200 and `body`. */
  answer(path: string, body: unknown, method: Method = 'GET'): this {
    this.routes.set(keyOf(method, path), { status: 200, body });
    return this;
  }

  /** Answers `path` with 200 and a body made afresh from each request (its query, its caller). */
  answerWith(path: string, body: (request: PlatformRequest) => unknown, method: Method = 'GET'): this {
    this.routes.set(keyOf(method, path), (request) => ({ status: 200, body: body(request) }));
    return this;
  }

  /** The platform's refusal: a 4xx with its message (or a 401, a session it no longer knows). */
  refuse(path: string, status: number, message: string, method: Method = 'GET'): this {
    this.routes.set(keyOf(method, path), { status, body: { message } });
    return this;
  }

  /** The platform failing: a 5xx with a body the app must never pass on. */
  fail(path: string, status = 500, method: Method = 'GET'): this {
    this.routes.set(keyOf(method, path), { status, body: { message: 'internal detail' } });
    return this;
  }

  /** The platform under maintenance until `time`. */
  maintain(path: string, time: string, method: Method = 'GET'): this {
    this.routes.set(keyOf(method, path), { status: 503, body: { message: 'Under maintenance.', subCode: MAINTENANCE_SUB_CODE, time } });
    return this;
  }

  /** The queries `path` was called with, in order. */
  queries(path: string, method: Method = 'GET'): Record<string, string>[] {
    return this.received.filter((request) => request.method === method && request.path === path).map(({ query }) => query);
  }

  /** Every call so far, as `METHOD /path`. */
  calls(): string[] {
    return this.received.map(({ method, path }) => keyOf(method, path));
  }

  reset(): void {
    this.routes.clear();
    this.received.length = 0;
  }

  /** The transport's exchange. A call without a fixture fails the test loudly, never as a quiet 404. */
  exchange(upstream: UpstreamRequest): Promise<UpstreamAnswer> {
    const url = new URL(upstream.path, upstream.origin);
    const authorization = upstream.headers.authorization;
    const request: PlatformRequest = {
      method: upstream.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      token: authorization?.replace(/^Bearer /, ''),
    };
    this.received.push(request);
    const route = this.routes.get(keyOf(request.method, request.path));
    if (!route) return Promise.reject(new Error(`The fake platform has no answer for ${keyOf(request.method, request.path)}.`));
    const { status, body } = typeof route === 'function' ? route(request) : route;
    const bytes = Buffer.from(body === undefined ? '' : JSON.stringify(body));
    return Promise.resolve({ status, headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) }, body: bytes });
  }
}
