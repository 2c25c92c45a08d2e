// A request that is provably in flight: its headers go out at once and its body waits for finish().
// Once the server has parsed the headers it is working on the request for as long as a test wants,
// which is how the shutdown tests check that a stopping server still answers what it has begun. The
// headers ask `Expect: 100-continue`, which Node's server answers as soon as it has parsed them (and
// emitted the request), so `inProgress` proves it: a fixed pause did not on a loaded machine, where
// the server had not yet accepted a connection when the test stopped it.
import http from 'node:http';

export interface SlowRequest {
  finish: () => void;
  /** Resolves once the server has parsed the request's headers (its 100 Continue). */
  inProgress: Promise<void>;
  /** The response status, or the socket error code (ECONNRESET, ...) when there was no answer. */
  status: Promise<number | string>;
}

export function slowSignIn(baseUrl: string, body = 'username=admin&password=Admin1234'): SlowRequest {
  return slowPost(baseUrl, '/api/v1/oauth/token', body);
}

/** A POST of `body` to `path` whose headers go out at once and whose body waits for finish(). */
export function slowPost(baseUrl: string, path: string, body: string, headers: Record<string, string> = {}): SlowRequest {
  const request = http.request(`${baseUrl}${path}`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/x-www-form-urlencoded', expect: '100-continue', ...headers, 'content-length': String(Buffer.byteLength(body)) },
  });
  const status = new Promise<number | string>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  const inProgress = new Promise<void>((resolve) => request.once('continue', () => resolve()));
  request.flushHeaders();
  return { finish: () => request.end(body), inProgress, status };
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
