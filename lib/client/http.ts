// The browser's one way to call the BFF: JSON in, JSON out, and every failure as ApiError (status 0
// when no answer came back at all). SWR hooks and form submits both use it.
import { errorBodySchema } from '@/lib/contract/errors';
import { ApiError } from '@/lib/http/api-error';

export async function requestJson<T>(url: string, init: { method?: 'GET' | 'POST'; json?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: init.json === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, { message: '' });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) return body as T;
  const parsed = errorBodySchema.safeParse(body);
  const retryAfter = Number(response.headers.get('retry-after')) || undefined;
  throw new ApiError(response.status, { ...(parsed.success ? parsed.data : { message: '' }), retryAfter });
}
