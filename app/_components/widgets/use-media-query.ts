import { useCallback, useSyncExternalStore } from 'react';

/** docs/product.md#constants-and-limits: "mobile" is a viewport under 992 px. */
export const MOBILE_MEDIA_QUERY = '(max-width: 991.98px)';

const hasMatchMedia = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a media query matches, kept in step with the viewport. The server and the first client
 * render answer false, so hydration matches; the real answer follows right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}
