// Turns anything thrown into the error body. PlatformError carries its status; Hono's own errors
// (e.g. a body over the limit) keep theirs; anything else is a 500 with a request id and no details:
// the stack and the message go to the server's log only, never to the client.
import { inspect } from 'node:util';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { ERROR_MESSAGES, type ErrorBody } from '@/lib/contract/errors';
import { PlatformError } from '../errors';
import type { BaseEnv } from './env';

/** A message fit for a client: one short line (Hono's own are; anything longer may carry details). */
const PLAIN_MESSAGE = /^[^\n\r]{1,200}$/;

export function handleError(error: Error, c: Context<BaseEnv>): Response {
  if (error instanceof PlatformError) return c.json<ErrorBody>(error.toBody(), error.status);
  if (error instanceof HTTPException && error.status < 500) {
    const message = PLAIN_MESSAGE.test(error.message) ? error.message : 'Bad request.';
    return c.json<ErrorBody>({ message }, error.status);
  }
  const requestId = c.var.requestId;
  try {
    c.var.deps.logError(`[platform] ${requestId} ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
  } catch {
    // A failing log must not turn the answer into Hono's plain-text 500.
  }
  return c.json<ErrorBody>({ message: ERROR_MESSAGES.internal, requestId }, 500);
}

/**
 * Hono hands only Errors to the error handler; anything else thrown (a string, an object) would leave
 * the app and answer a bare 500. Wrapped here, it takes the same path as any other failure.
 */
export const errorBoundary = createMiddleware<BaseEnv>(async (_c, next) => {
  try {
    await next();
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    throw new Error(`Non-error thrown: ${inspect(thrown, { depth: 3 })}`, { cause: thrown });
  }
});

export function handleNotFound(c: Context<BaseEnv>): Response {
  return c.json<ErrorBody>({ message: ERROR_MESSAGES.notFound }, 404);
}
