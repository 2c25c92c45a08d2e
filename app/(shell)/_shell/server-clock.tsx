'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS, clockSkewMs, closeCountdown, closeCountdownValues, closeWeekday, formatClock, serverNow } from '@/lib/domain/server-clock';
import styles from './server-clock.module.css';

/** The server's time, ticking every second from the skew measured when the page arrived. */
function useServerNow(serverTime: string): Date {
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

/**
 * The header's time (docs/product.md#header), on one 1-second tick: the server clock, and the weekday of the next close
 * with the time left, which reads '[ Close ]' once it has passed.
 */
export function HeaderTime({ serverTime, closeDate }: { serverTime: string; closeDate: string | null }) {
  const t = useTranslations('countdown');
  const tShell = useTranslations('shell');
  const now = useServerNow(serverTime);
  const left = closeCountdown(now, closeDate);
  return (
    <span className={styles.time}>
      <time dateTime={now.toISOString()} aria-label={tShell('serverTime')} data-testid="server-clock">
        {formatClock(now)}
      </time>
      <span className={styles.countdown} data-testid="close-countdown">
        {closeDate ? <span className={styles.closeDay}>{tShell(`weekdays.${closeWeekday(closeDate)}`)}</span> : null}
        <span className={styles.countdownValue} aria-live="off">
          {left.closed ? t('closed') : t('left', closeCountdownValues(left))}
        </span>
      </span>
    </span>
  );
}
