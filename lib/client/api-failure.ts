// What the browser does with a failed BFF call (docs/product.md#error-catalogue): a 401 ends the session (to /login with
// 'Session Error.'), maintenance (subCode 8000) ends it too (to /maintenance?t=), any other error gives
// the text to show: the server's message, or the generic text, reported to the error service.
import { ApiError } from '@/lib/http/api-error';
import { reportError } from '@/lib/errors/report';
import { userErrorMessage } from '@/lib/errors/user-message';
import { requestJson } from './http';
import { loadPage } from './navigate';

/** Where the browser goes when a call says the session is over, or null when it is not. */
export function sessionEndUrl(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return '/api/auth/session-end?reason=expired';
  if (error.isMaintenance) return `/api/auth/session-end?${new URLSearchParams({ reason: 'maintenance', t: error.body.time ?? '' })}`;
  return null;
}

/** Leaves for the session end when due (and returns null); otherwise the text for the user. */
export function handleApiFailure(error: unknown, genericText: string): string | null {
  const end = sessionEndUrl(error);
  if (end) {
    loadPage(end);
    return null;
  }
  const { text, report } = userErrorMessage(error, genericText);
  if (report) reportError(error, { where: 'api-call' });
  return text;
}

/** The fetcher of the SWR hooks: requestJson, and a session that ended leaves for its page (docs/product.md#error-catalogue). */
export async function fetchData<T>(url: string): Promise<T> {
  try {
    return await requestJson<T>(url);
  } catch (error) {
    const end = sessionEndUrl(error);
    if (end) loadPage(end);
    throw error;
  }
}
