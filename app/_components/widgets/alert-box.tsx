import type { ReactNode } from 'react';
import styles from './alert-box.module.css';

export type AlertKind = 'success' | 'error';

/**
 * The alert box of docs/product.md#shared-widgets; children are already translated. Success is a polite status, an error
 * an assertive alert. No hooks, so server and client components both render it.
 */
export function AlertBox({ kind, children }: { kind: AlertKind; children: ReactNode }) {
  return (
    <div className={`${styles.box} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'} data-kind={kind}>
      {children}
    </div>
  );
}
