// A chunk-load failure means the build the page came from is gone: one reload fixes it.
import { reloadPage } from '@/lib/build/reload';

/** sessionStorage key holding the time of the last reload caused by a chunk-load failure. */
export const CHUNK_RELOAD_KEY = 'drawdesk:chunk-reload-at';
/**
 * A chunk failure within this time after such a reload is persistent: the page is not reloaded again
 * (no loop) and the error is shown. A failure much later (say after the next deploy) reloads again.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * Reloads the page once for a chunk-load failure. Returns false, without reloading, when a reload for
 * the same reason happened moments ago or when sessionStorage is unavailable (no guard, no loop).
 */
export function reloadAfterChunkError(): boolean {
  try {
    const now = Date.now();
    const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reloadPage();
  return true;
}
