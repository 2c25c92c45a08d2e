import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { formatDollars } from '@/lib/domain/money';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import { pageWindow, ticketsHref } from '@/lib/domain/tickets';
import styles from './tickets.module.css';

/** "12 tickets, total $1,234.00" over every page of the listing (the platform's Total and Sum). */
export async function ListSummary({ kind, count, sum }: { kind: 'tickets' | 'lines'; count: number; sum: string }) {
  const t = await getTranslations('tickets.summary');
  return <p className={styles.summary}>{t(kind, { count, total: formatDollars(sum) })}</p>;
}

export interface ListPagesProps {
  total: number;
  pageIndex: number;
  pageSize: number;
  /** The page's path and query, to link the newer and older pages from. */
  path: string;
  query: ReportQuery;
  extra: Record<string, string | undefined>;
}

/**
 * When a listing holds more tickets than one platform page (10,000, the table's own page), which of
 * them are shown and links to the newer and older ones (PageIndex). Nothing otherwise.
 */
export async function ListPages({ total, pageIndex, pageSize, path, query, extra }: ListPagesProps) {
  const span = pageWindow(total, pageIndex, pageSize);
  if (!span.previous && !span.next) return null;
  const t = await getTranslations('tickets.paging');
  const href = (index: number) => ticketsHref(path, query, { ...extra, PageIndex: String(index) });
  return (
    <nav className={styles.paging} aria-label={t('label')}>
      <p className={styles.summary}>{t('window', { from: span.from, to: span.to, total })}</p>
      {span.previous ? <Link href={href(pageIndex - 1)}>{t('newer')}</Link> : null}
      {span.next ? <Link href={href(pageIndex + 1)}>{t('older')}</Link> : null}
    </nav>
  );
}
