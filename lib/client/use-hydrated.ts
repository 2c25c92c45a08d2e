import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once React runs in the browser. A button whose
 * work is a click handler stays disabled until then, so a click that comes before the script has
 * loaded is never swallowed silently (the browser shows the button as not ready yet).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
