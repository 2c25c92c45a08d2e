'use client';

import { useId } from 'react';
import styles from './progress-bar.module.css';

export interface ProgressBarProps {
  /** 0-100 (clamped and rounded); null while the distance is unknown (an upload the browser cannot measure). */
  percent: number | null;
  /** The bar's own visible label; or, when the label is shown elsewhere, */
  label?: string;
  /** the id of the text that names the bar. */
  labelledBy?: string;
  testId?: string;
}

/**
 * The progress of an upload or a long job (upload processing, settlement, the draw tools, the fixed
 * process): a native <progress> with its percent as text, named by its label for assistive
 * technology, and without a percent indeterminate.
 */
export function ProgressBar({ percent, label, labelledBy, testId }: ProgressBarProps) {
  const ownId = useId();
  const shown = percent === null ? null : Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={styles.progress} data-testid={testId}>
      {label !== undefined ? (
        <span id={ownId} className={styles.label}>
          {label}
        </span>
      ) : null}
      <progress
        aria-labelledby={label !== undefined ? ownId : labelledBy}
        max={100}
        value={shown ?? undefined}
        aria-valuenow={shown ?? undefined}
        aria-valuetext={shown === null ? undefined : `${shown}%`}
      />
      <span className={styles.percent} aria-hidden="true">
        {shown === null ? '…' : `${shown}%`}
      </span>
    </div>
  );
}
