import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { clearedSession, sealSession, SESSION_COOKIE, unsealSession, type CookieToSet } from '@/lib/session/cookie';
import { needsTouch, nowSeconds, type SessionData } from '@/lib/session/data';
import { ApiError } from './api-error';
import { jsonBodyProblem, sameOriginProblem } from './same-origin';

export interface RouteContext {
  request: NextRequest;
  /** The live session of the request, or null. */
  session: SessionData | null;
}

export interface RouteOptions {
  /** Writes need the CSRF origin check and, unless told otherwise, a JSON body. */
  write?: boolean;
  json?: boolean;
  /** Cache-Control of every answer, errors included ('no-store' unless told otherwise). */
  cacheControl?: string;
}

export type SessionChange = SessionData | 'clear';

/** Put a new seal (or its removal) on a response. */
export async function withSession<R extends NextResponse>(response: R, change: SessionChange): Promise<R> {
  const cookie: CookieToSet = change === 'clear' ? clearedSession() : await sealSession(change);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

export function errorResponse(error: ApiError, cacheControl = 'no-store'): NextResponse {
  const headers: Record<string, string> = { 'Cache-Control': cacheControl };
  if (error.body.retryAfter) headers['Retry-After'] = String(error.body.retryAfter);
  return NextResponse.json(error.body, { status: error.status, headers });
}

/**
 * Activity keeps a session alive (the 2-hour idle timeout): an answer to a live session, whose handler
 * set no cookie of its own, carries a fresh seal when the last one is older than the touch interval.
 */
async function touched(response: NextResponse, session: SessionData | null): Promise<NextResponse> {
  if (!session || response.cookies.has(SESSION_COOKIE)) return response;
  const now = nowSeconds();
  return needsTouch(session, now) ? withSession(response, { ...session, seenAt: now }) : response;
}

/**
 * Wraps a BFF route handler: reads the session, checks the origin of writes (docs/security.md, CSRF),
 * and turns thrown errors into `{ message, ... }` answers. A platform 401 ends the local session.
 */
export function route(handler: (context: RouteContext) => NextResponse | Promise<NextResponse>, options: RouteOptions = {}) {
  const cacheControl = options.cacheControl ?? 'no-store';
  return async (request: NextRequest): Promise<NextResponse> => {
    if (options.write) {
      const problem = sameOriginProblem(request) ?? (options.json === false ? null : jsonBodyProblem(request));
      if (problem) return errorResponse(new ApiError(403, { message: problem }), cacheControl);
    }
    const session = await unsealSession(request.cookies.get(SESSION_COOKIE)?.value);
    try {
      const response = await handler({ request, session });
      response.headers.set('Cache-Control', cacheControl);
      return touched(response, session);
    } catch (error) {
      if (error instanceof ApiError) {
        const response = errorResponse(error, cacheControl);
        return error.status === 401 || error.isMaintenance ? withSession(response, 'clear') : response;
      }
      const requestId = randomUUID();
      console.error(JSON.stringify({ level: 'error', requestId, route: request.nextUrl.pathname, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }));
      return errorResponse(new ApiError(500, { message: 'Internal error', requestId }), cacheControl);
    }
  };
}

/** Reads a JSON body, or throws a 400 the wrapper answers. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new ApiError(400, { message: 'The request body is not valid JSON.' });
  }
}

/** Parse a body with its contract schema; the first issue becomes a 400 naming the problem. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(400, { message: result.error.issues[0]?.message ?? 'Invalid input.' });
}
