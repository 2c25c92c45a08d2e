// First middleware of every request: dependencies, a request id, and headers for every answer.
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, BaseEnv } from '../http/env';

/** A request id from the BFF is kept when it is a plain token; otherwise we make one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestContext(deps: AppDeps) {
  return createMiddleware<BaseEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    await next();
    // Answers hold per-user data: never cached by intermediaries, never sniffed as another type.
    c.header('x-request-id', requestId);
    c.header('cache-control', 'no-store');
    c.header('x-content-type-options', 'nosniff');
  });
}
