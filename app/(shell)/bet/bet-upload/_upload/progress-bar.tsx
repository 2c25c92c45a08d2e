'use client';

import { useId } from 'react';
import styles from './bet-upload.module.css';

/**
 * A labelled progress bar with its percent as text; without a percent it is indeterminate (the
 * browser cannot tell how far an upload is). `label` names the bar for assistive technology.
 */
export function ProgressBar({ label, percent, testId }: { label: string; percent: number | null; testId?: string }) {
  const id = useId();
  const shown = percent === null ? null : Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={styles.progress} data-testid={testId}>
      <span id={id} className={styles.progressLabel}>
        {label}
      </span>
      <progress aria-labelledby={id} max={100} value={shown ?? undefined} aria-valuetext={shown === null ? undefined : `${shown}%`} />
      <span className={styles.percent} aria-hidden="true">
        {shown === null ? '…' : `${shown}%`}
      </span>
    </div>
  );
}
