// Turns anything thrown into the error body. PlatformError carries its status; Hono's own errors
// (e.g. a body over the limit) keep theirs; anything else is a 500 with a request id and no details.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ERROR_MESSAGES, type ErrorBody } from '@/lib/contract/errors';
import { PlatformError } from '../errors';
import type { BaseEnv } from './env';

export function handleError(error: Error, c: Context<BaseEnv>): Response {
  if (error instanceof PlatformError) return c.json<ErrorBody>(error.toBody(), error.status);
  if (error instanceof HTTPException && error.status < 500) {
    return c.json<ErrorBody>({ message: error.message || 'Bad request.' }, error.status);
  }
  const requestId = c.var.requestId;
  c.var.deps.logError(`[platform] ${requestId} ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
  return c.json<ErrorBody>({ message: ERROR_MESSAGES.internal, requestId }, 500);
}

export function handleNotFound(c: Context<BaseEnv>): Response {
  return c.json<ErrorBody>({ message: ERROR_MESSAGES.notFound }, 404);
}
