'use client';

import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS, clockSkewMs, formatClock, serverNow } from '@/lib/domain/server-clock';

/** The server's time, ticking every second from the skew measured when the page arrived. */
export function useServerNow(serverTime: string): Date {
  const [now, setNow] = useState(() => new Date(serverTime));
  useEffect(() => {
    const skew = clockSkewMs(serverTime, Date.now());
    const tick = () => setNow(serverNow(Date.now(), skew));
    tick();
    const timer = window.setInterval(tick, CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [serverTime]);
  return now;
}

export function ServerClock({ serverTime, label }: { serverTime: string; label: string }) {
  const now = useServerNow(serverTime);
  return (
    <time className="shell-clock" dateTime={now.toISOString()} aria-label={label} data-testid="server-clock">
      {formatClock(now)}
    </time>
  );
}
