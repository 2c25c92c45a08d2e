// The browser's one way to call the BFF: JSON in, JSON out, and every failure as ApiError (status 0
// when no answer came back at all). SWR hooks and form submits both use it.
import type { ErrorBody } from '@/lib/contract/errors';
import { ApiError } from '@/lib/http/api-error';

export async function requestJson<T>(url: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown } = {}): Promise<T> {
  const response = await fetchBff(url, {
    method: init.method ?? 'GET',
    headers: init.json === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as T;
  throw refusalOf(response, body);
}

/** A call to the BFF, same-origin and never cached; no answer at all is ApiError(0). */
export async function fetchBff(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'same-origin', cache: 'no-store' });
  } catch {
    throw new ApiError(0, { message: '' });
  }
}

/** A refused answer as ApiError: its status, the BFF's error body (already read) and Retry-After. */
export function refusalOf(response: Pick<Response, 'status' | 'headers'>, body: unknown): ApiError {
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  return new ApiError(response.status, { ...errorBodyOf(body), retryAfter });
}

/**
 * The BFF's own error body, checked by hand: the BFF built it from the shared contract, and the
 * browser bundle stays free of the schema library (docs/performance.md budgets).
 */
export function errorBodyOf(body: unknown): ErrorBody {
  if (typeof body !== 'object' || body === null) return { message: '' };
  const value = body as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
  const data = Array.isArray(value.data) ? value.data.filter((item): item is string => typeof item === 'string') : undefined;
  const limit = typeof value.limit === 'object' && value.limit !== null ? (value.limit as Record<string, unknown>) : undefined;
  const limitText = (key: string) => (typeof limit?.[key] === 'string' ? (limit[key] as string) : '');
  return {
    message: text('message') ?? '',
    field: text('field'),
    data,
    captchaRequired: value.captchaRequired === true ? true : undefined,
    subCode: typeof value.subCode === 'number' ? value.subCode : undefined,
    time: text('time'),
    requestId: text('requestId'),
    limit: limit && { Number: limitText('Number'), BetType: limitText('BetType'), Left: limitText('Left') },
  };
}

/** A text as JSON, or undefined when it is none (an error answer of a download or an upload). */
export function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
