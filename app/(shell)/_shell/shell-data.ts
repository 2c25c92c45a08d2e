import 'server-only';
import { ApiError } from '@/lib/http/api-error';
import { handlePageError } from '@/lib/session/server';

/**
 * A read the shell can live without (docs/product.md#error-catalogue: a profile load failure only logs a warning): a session end
 * (401, maintenance) still ends the session; any other failure is logged and the shell shows less.
 */
export async function optional<T>(what: string, promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.isMaintenance)) handlePageError(error);
    console.warn(`The shell could not load ${what}:`, error instanceof Error ? error.message : error);
    return null;
  }
}
