import Link from 'next/link';
import { useTranslations } from 'next-intl';
import styles from './breadcrumbs.module.css';

/** One step of the trail, as the route data gives it: a display name, a url, a terminal flag. */
export interface BreadcrumbItem {
  name: string;
  url?: string;
  /** A step that is never a link (a section heading, say). */
  terminal?: boolean;
}

/**
 * The breadcrumb trail of docs/product.md#shared-widgets. The last step is the current page: plain text with
 * aria-current. Steps before it are links unless terminal or without a url. No client hooks:
 * useTranslations works in server components too.
 */
export function Breadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const t = useTranslations('widgets');
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;
  return (
    <nav aria-label={t('breadcrumb')} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === lastIndex;
          const href = current || item.terminal ? undefined : item.url;
          return (
            <li key={`${index}-${item.name}`} className={styles.item}>
              {index > 0 ? (
                <span aria-hidden="true" className={styles.separator}>
                  /
                </span>
              ) : null}
              {href ? (
                <Link href={href} className={styles.link}>
                  {item.name}
                </Link>
              ) : (
                <span className={current ? styles.current : styles.text} aria-current={current ? 'page' : undefined}>
                  {item.name}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
