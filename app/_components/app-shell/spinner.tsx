import styles from './spinner.module.css';

/**
 * A loading indicator announced to screen readers by its (visually hidden) label: centred in the
 * page while a route loads, or small beside a button while a submit runs.
 */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <span className={inline ? styles.inline : styles.wrapper} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
