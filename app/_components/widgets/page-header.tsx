import type { ReactNode } from 'react';
import { BackButton } from './back-button';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  /** Show a Back button that goes one step back in the browser's history. */
  back?: boolean;
  left?: ReactNode;
  right?: ReactNode;
  /** The content area under the title row (filters, summaries). */
  children?: ReactNode;
}

/**
 * The page header of docs/product.md#shared-widgets: Back, left area, title, right area, then content. No client hooks
 * here, so server pages render it; only the Back button hydrates. The whole header is left out of
 * print, and the title is visually hidden on screens 360 px wide or less (still read as the page's h1),
 * without leaving a blank band where it was.
 */
export function PageHeader({ title, back = false, left, right, children }: PageHeaderProps) {
  // Only the title in the bar: at 360 px or less the bar then takes no room (no blank band), and a
  // header of nothing else takes none either.
  const titleOnly = !back && !left && !right;
  return (
    <header className={styles.header} data-title-only={titleOnly && !children ? 'header' : undefined}>
      <div className={styles.bar} data-title-only={titleOnly ? 'bar' : undefined}>
        {back || left ? (
          <div className={styles.left}>
            {back ? <BackButton /> : null}
            {left}
          </div>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {right ? <div className={styles.right}>{right}</div> : null}
      </div>
      {children ? <div className={styles.content}>{children}</div> : null}
    </header>
  );
}
