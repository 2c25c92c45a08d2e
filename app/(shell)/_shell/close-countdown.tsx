'use client';

import { useTranslations } from 'next-intl';
import { closeCountdown, closeCountdownValues, closeWeekday } from '@/lib/domain/server-clock';
import { useServerNow } from './server-clock';
import styles from './shell.module.css';

/** The weekday of the next close and the time left; '[ Close ]' once it has passed (§2.2). */
export function CloseCountdown({ serverTime, closeDate }: { serverTime: string; closeDate: string | null }) {
  const t = useTranslations('countdown');
  const tShell = useTranslations('shell');
  const now = useServerNow(serverTime);
  const left = closeCountdown(now, closeDate);
  return (
    <span className={styles.countdown} data-testid="close-countdown">
      {closeDate ? <span className={styles.closeDay}>{tShell(`weekdays.${closeWeekday(closeDate)}`)}</span> : null}
      <span className={styles.countdownValue} aria-live="off">
        {left.closed ? t('closed') : t('left', closeCountdownValues(left))}
      </span>
    </span>
  );
}
