import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { serverEnv } from '@/lib/config/server-env';
import { errorBodySchema, MAINTENANCE_SUB_CODE } from '@/lib/contract/errors';
import { ApiError } from '@/lib/http/api-error';
import type { SessionData } from '@/lib/session/data';

/**
 * The one seam to the platform: every call goes through platformCall. It adds the bearer token (read
 * here and nowhere else), a request id and a timeout, and maps every failure to ApiError:
 * a timeout → 504, an unreachable platform → 503, a platform 5xx → 502 (without its body), while
 * the platform's own 4xx and maintenance answers pass through as they are.
 */
export const READ_TIMEOUT_MS = 10_000;

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

function bearerOf(session: SessionData | null | undefined, credential: Credential): string | undefined {
  return credential === 'signed-in' ? session?.auth?.token : session?.pendingPassword?.token;
}

function bodyOf(options: CallOptions): { body?: string; type?: string } {
  if (options.json !== undefined) return { body: JSON.stringify(options.json), type: 'application/json' };
  if (options.form) {
    const entries = Object.entries(options.form).filter((entry): entry is [string, string] => entry[1] !== undefined);
    return { body: new URLSearchParams(entries).toString(), type: 'application/x-www-form-urlencoded' };
  }
  return {};
}

export function platformUrl(path: string, query?: CallOptions['query']): URL {
  const url = new URL(path, serverEnv().PLATFORM_API_URL);
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, value);
  return url;
}

export async function platformCall(path: string, options: CallOptions = {}): Promise<Response> {
  const requestId = randomUUID();
  const { body, type } = bodyOf(options);
  const headers = new Headers({ accept: 'application/json', 'x-request-id': requestId });
  if (type) headers.set('content-type', type);
  for (const [key, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers.set(key, value);
  const token = bearerOf(options.session, options.credential ?? 'signed-in');
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(platformUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? READ_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw timedOut
      ? new ApiError(504, { message: 'The platform did not answer in time.', requestId })
      : new ApiError(503, { message: 'The platform cannot be reached.', requestId });
  }
  if (response.ok) return response;
  throw await errorOf(response, requestId);
}

async function errorOf(response: Response, requestId: string): Promise<ApiError> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  const body = parsed.success ? parsed.data : undefined;
  if (body?.subCode === MAINTENANCE_SUB_CODE) return new ApiError(503, body);
  if (response.status >= 500) return new ApiError(502, { message: 'The platform failed to answer.', requestId });
  return new ApiError(response.status, body ?? { message: `The platform answered ${response.status}.`, requestId });
}

/** A call whose JSON answer is checked against its contract schema (a mismatch is a 502). */
export async function platformJson<S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}): Promise<z.output<S>> {
  const response = await platformCall(path, options);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(502, { message: 'The platform answered in an unexpected shape.' });
  return parsed.data;
}
