// A request that is provably in flight: its headers go out at once and its body waits for finish().
// Once the server has parsed the headers it is working on the request for as long as a test wants,
// which is how the shutdown tests check that a stopping server still answers what it has begun.
import http from 'node:http';

export interface SlowRequest {
  finish: () => void;
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
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers, 'content-length': String(Buffer.byteLength(body)) },
  });
  const status = new Promise<number | string>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  request.flushHeaders();
  return { finish: () => request.end(body), status };
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
