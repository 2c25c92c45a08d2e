import styles from './spinner.module.css';

/** A loading indicator announced to screen readers by its (visually hidden) label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
