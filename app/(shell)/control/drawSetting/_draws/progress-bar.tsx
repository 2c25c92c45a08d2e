import styles from './draw-setting.module.css';

export interface ProgressBarProps {
  /** The id of the text that names the bar (its label). */
  labelledBy: string;
  /** 0-100; anything outside is clamped. */
  percent: number;
}

/** A job's progress: a role=progressbar with aria-valuenow, shared by the settle job and the tools. */
export function ProgressBar({ labelledBy, percent }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div className={styles.bar} role="progressbar" aria-labelledby={labelledBy} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-valuetext={`${value}%`}>
      <div className={styles.fill} style={{ width: `${value}%` }} />
    </div>
  );
}
