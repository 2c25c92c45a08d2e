import Link from 'next/link';
import styles from '@/app/_components/form/sections.module.css';

interface Props {
  /** The pager's name ("Pages"). */
  label: string;
  /** "Page 1 of 2 (138 changes)": the platform's paging, said once. */
  summary: string;
  pageIndex: number;
  pages: number;
  href: (pageIndex: number) => string;
  previous: string;
  next: string;
}

/** The pager of a list the platform pages (the audit log, the login log): where we are, and links either way. */
export function ServerPager({ label, summary, pageIndex, pages, href, previous, next }: Props) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <span>{summary}</span>
      {pageIndex > 1 ? <Link href={href(pageIndex - 1)}>{previous}</Link> : null}
      {pageIndex < pages ? <Link href={href(pageIndex + 1)}>{next}</Link> : null}
    </nav>
  );
}
