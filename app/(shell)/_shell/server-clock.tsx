'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { CLOCK_TICK_MS, clockSkewMs, clockValues, closeCountdown, closeCountdownValues, closeWeekday, serverNow } from '@/lib/domain/server-clock';
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
 * The header's time (docs/product.md#header), on one 1-second tick: the server clock in the reader's
 * language, and the weekday of the next close with the time left ("Closes Fri in 2d 03h 04m 05s"),
 * which reads '[ Close ]' once it has passed.
 */
export function HeaderTime({ serverTime, closeDate }: { serverTime: string; closeDate: string | null }) {
  const t = useTranslations('countdown');
  const tShell = useTranslations('shell');
  const now = useServerNow(serverTime);
  const left = closeCountdown(now, closeDate);
  const weekday = closeDate ? tShell(`weekdays.${closeWeekday(closeDate)}`) : null;
  return (
    <span className={styles.time}>
      <time dateTime={now.toISOString()} aria-label={tShell('serverTime')} data-testid="server-clock">
        {tShell('clock', clockValues(now))}
      </time>
      <span className={styles.countdown} data-testid="close-countdown">
        {weekday ? <span className={styles.closeDay}>{left.closed ? weekday : t('closesIn', { weekday })}</span> : null}
        <span className={styles.countdownValue} aria-live="off">
          {left.closed ? t('closed') : t('left', closeCountdownValues(left))}
        </span>
      </span>
    </span>
  );
}
