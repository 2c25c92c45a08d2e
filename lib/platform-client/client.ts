import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { serverEnv } from '@/lib/config/server-env';
import { ERROR_MESSAGES, errorBodySchema, MAINTENANCE_SUB_CODE } from '@/lib/contract/errors';
import { ApiError } from '@/lib/http/api-error';
import type { SessionData } from '@/lib/session/data';
import type { SignedInSession } from '@/lib/session/server';
import { bytesOf, exchange, type UpstreamAnswer } from './upstream';

/**
 * The one seam to the platform: every call goes through platformCall (or, for the forwarder, through
 * the same exchange and platformError). It adds the bearer token (read here and in the forwarder,
 * nowhere else), a request id and a timeout, and maps every failure to ApiError: a timeout → 504, an
 * unreachable platform → 503, a platform 5xx → 502 (without its body), a 401 → 'Session Error.', while
 * the platform's own 4xx and maintenance answers pass through as they are.
 */
export const READ_TIMEOUT_MS = 10_000;
/** Exports, uploads and their processing. */
export const LONG_TIMEOUT_MS = 120_000;

export type Credential = 'signed-in' | 'password-change';

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | undefined>;
  json?: unknown;
  form?: Record<string, string | undefined>;
  headers?: Record<string, string | undefined>;
  /** Whose token to send: the signed-in user's, or the one kept for a forced password change. */
  session?: SessionData | null;
  credential?: Credential;
  timeoutMs?: number;
}

export function bearerOf(session: SessionData | null | undefined, credential: Credential = 'signed-in'): string | undefined {
  return credential === 'signed-in' ? session?.auth?.token : session?.pendingPassword?.token;
}

function bodyOf(options: CallOptions): { body?: Buffer; type?: string } {
  if (options.json !== undefined) return { body: Buffer.from(JSON.stringify(options.json)), type: 'application/json' };
  if (options.form) {
    const entries = Object.entries(options.form).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return { body: Buffer.from(new URLSearchParams(entries).toString()), type: 'application/x-www-form-urlencoded' };
  }
  return {};
}

let platform: { base: string; origin: string } | undefined;

/** The platform's origin, parsed once per configured URL (the forwarder asks on every call). */
export function platformOrigin(): string {
  const base = serverEnv().PLATFORM_API_URL;
  if (platform?.base !== base) platform = { base, origin: new URL(base).origin };
  return platform.origin;
}

export function platformUrl(path: string, query?: CallOptions['query']): URL {
  const url = new URL(path, serverEnv().PLATFORM_API_URL);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

export async function platformCall(path: string, options: CallOptions = {}): Promise<Response> {
  const requestId = randomUUID();
  const { body, type } = bodyOf(options);
  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': requestId };
  if (type) headers['content-type'] = type;
  for (const [key, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers[key.toLowerCase()] = value;
  const token = bearerOf(options.session, options.credential);
  if (token) headers.authorization = `Bearer ${token}`;
  const method = options.method ?? 'GET';
  const url = platformUrl(path, options.query);
  const answer = await exchange({
    origin: url.origin,
    path: `${url.pathname}${url.search}`,
    method,
    headers,
    body,
    timeoutMs: options.timeoutMs ?? READ_TIMEOUT_MS,
    retry: method === 'GET',
    requestId,
  });
  if (answer.status >= 200 && answer.status < 300) return toResponse(answer);
  throw platformError(answer, requestId);
}

function toResponse({ status, headers: upstream, body }: UpstreamAnswer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(upstream)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const empty = status === 204 || status === 205;
  if (empty && !Buffer.isBuffer(body)) void body.cancel();
  return new Response(empty ? null : Buffer.isBuffer(body) ? bytesOf(body) : body, { status, headers });
}

/**
 * The ApiError of a platform answer that is not 2xx (its body is read, never passed on for a 5xx). An
 * error body is small; one too large to have arrived whole is not read (its status still maps).
 */
export function platformError({ status, body }: UpstreamAnswer, requestId: string): ApiError {
  let text = '';
  if (Buffer.isBuffer(body)) text = body.toString('utf8');
  else void body.cancel();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: only the status counts.
  }
  const parsed = errorBodySchema.safeParse(json);
  const error = parsed.success ? parsed.data : undefined;
  if (error?.subCode === MAINTENANCE_SUB_CODE) return new ApiError(503, error);
  if (status === 401) return new ApiError(401, { message: ERROR_MESSAGES.sessionError });
  if (status >= 500) return new ApiError(502, { message: 'The platform failed to answer.', requestId });
  if (status < 400) return new ApiError(502, { message: `The platform answered ${status}.`, requestId });
  return new ApiError(status, error ?? { message: `The platform answered ${status}.`, requestId });
}

/** A call whose JSON answer is checked against its contract schema (a mismatch is a 502). */
export async function platformJson<S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}): Promise<z.output<S>> {
  const response = await platformCall(path, options);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(502, { message: 'The platform answered in an unexpected shape.' });
  return parsed.data;
}

/** A read under the session location's prefix (/api/v1/<4d|tt>/<resource>?LocId=<session location>). */
export function scopedJson<S extends z.ZodType>(session: SignedInSession, resource: string, schema: S, query: CallOptions['query'] = {}): Promise<z.output<S>> {
  const { prefix, locId } = session.auth;
  return platformJson(`/api/v1/${prefix}/${resource}`, schema, { session, query: { ...query, LocId: locId } });
}
