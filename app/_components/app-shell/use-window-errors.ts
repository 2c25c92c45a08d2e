import { useEffect } from 'react';
import { reloadAfterChunkError } from '@/lib/errors/chunk-reload';
import { reportError } from '@/lib/errors/report';
import { isChunkLoadError } from '@/lib/errors/user-message';

/** What the app does with an error nothing else caught: reload once for a stale build, else report. */
export function handleUncaughtError(error: unknown, kind: string): void {
  if (isChunkLoadError(error) && reloadAfterChunkError()) return;
  reportError(error, { kind });
}

/** Listens for uncaught errors and unhandled promise rejections on window. */
export function useWindowErrors(): void {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      // A cross-origin script (often a browser extension) gives only "Script error." and no details.
      if (!event.error && event.message === 'Script error.') return;
      handleUncaughtError(event.error ?? event.message, 'error');
    };
    const onRejection = (event: PromiseRejectionEvent) => handleUncaughtError(event.reason, 'unhandledrejection');
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
