'use client';

import { useEffect } from 'react';
import { loadPage } from '@/lib/client/navigate';
import { getMessage } from '@/lib/client/auth-api';
import { MESSAGE_POLL_MS } from '@/lib/client/message-poll';
import { maintenanceUrl } from '@/lib/session/gate';

interface MessageWatcherProps {
  /**
   * 'starts' (signed-in pages): when maintenance begins, go to the maintenance page (the check itself
   * has ended the local session). 'ends' (the maintenance page): when the flag is empty again, reload
   * sign-in with a time stamp so no cache serves an old page.
   */
  watch: 'starts' | 'ends';
}

/** The spec's message check: every 60 s, and again 60 s after a failure. */
export function MessageWatcher({ watch }: MessageWatcherProps) {
  useEffect(() => {
    let stopped = false;
    let timer: number | undefined;
    const check = async () => {
      try {
        const { maintenance } = await getMessage();
        if (stopped) return;
        if (watch === 'ends' && maintenance === '') return loadPage(`/login?_t=${Date.now()}`);
        if (watch === 'starts' && maintenance !== '') return loadPage(maintenanceUrl(maintenance));
      } catch {
        // The platform may be restarting; try again at the next tick.
      }
      if (!stopped) timer = window.setTimeout(check, MESSAGE_POLL_MS);
    };
    timer = window.setTimeout(check, MESSAGE_POLL_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [watch]);
  return null;
}
