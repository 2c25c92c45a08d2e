// Whose report is shown and the way back up: the caller's chain down to the user shown (from
// reportUplineFull), each upline a link to its own report (a new rand: docs/product.md#report-page-conventions), the last plain text.
import Link from 'next/link';
import styles from './report.module.css';

export interface TrailItem {
  /** The user's label ("agent2 - Agent Two"). */
  label: string;
  /** Its report's address; null for the user shown. */
  href: string | null;
}

export function ReportTrail({ items, label }: { items: readonly TrailItem[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ol className={styles.trail}>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <Link href={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
