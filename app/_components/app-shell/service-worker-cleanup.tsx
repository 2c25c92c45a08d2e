'use client';

import { useEffect } from 'react';

/** Removes every service worker registration left by earlier versions of the site (docs/product.md#entry-states-and-transitions, App shell). */
export async function unregisterServiceWorkers(): Promise<number> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 0;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const results = await Promise.all(registrations.map((registration) => registration.unregister().catch(() => false)));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}

export function ServiceWorkerCleanup() {
  useEffect(() => {
    void unregisterServiceWorkers();
  }, []);
  return null;
}
