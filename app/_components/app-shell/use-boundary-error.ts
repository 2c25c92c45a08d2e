import { useEffect } from 'react';
import { reloadAfterChunkError } from '@/lib/errors/chunk-reload';
import { reportError } from '@/lib/errors/report';
import { isChunkLoadError } from '@/lib/errors/user-message';

/**
 * What an error boundary does with its error: a chunk-load failure reloads the page once (a newer
 * build is live); anything else, or the same failure straight after that reload, is reported.
 */
export function useBoundaryError(error: unknown, boundary: 'segment' | 'root'): void {
  useEffect(() => {
    if (isChunkLoadError(error) && reloadAfterChunkError()) return;
    reportError(error, { boundary });
  }, [error, boundary]);
}
