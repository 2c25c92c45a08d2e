import { useTranslations } from 'next-intl';
import { pageLinks } from '@/lib/domain/report-table';
import styles from './report-toolbar.module.css';

interface ReportPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** The shared pager: first, previous, up to 10 page numbers around the current one, next, last. */
export function ReportPager({ page, pages, onPage }: ReportPagerProps) {
  const t = useTranslations('reportTable');
  const step = (target: number, label: string, text: string) => (
    <button type="button" className={styles.pageButton} aria-label={label} title={label} disabled={target === page} onClick={() => onPage(target)}>
      <span aria-hidden="true">{text}</span>
    </button>
  );
  return (
    <nav className={styles.pager} aria-label={t('pages')}>
      {step(1, t('firstPage'), '«')}
      {step(Math.max(1, page - 1), t('previousPage'), '‹')}
      {pageLinks(page, pages).map((number) => (
        <button
          key={number}
          type="button"
          className={styles.pageButton}
          aria-label={t('page', { page: number })}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      {step(Math.min(pages, page + 1), t('nextPage'), '›')}
      {step(pages, t('lastPage'), '»')}
    </nav>
  );
}
