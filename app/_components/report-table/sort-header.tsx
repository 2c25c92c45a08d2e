import type { ReportSort } from '@/lib/domain/report-conventions';
import type { ReportColumn } from './report-columns';
import styles from './report-table.module.css';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const MARK = { asc: '▲', desc: '▼' } as const;

/** A column header whose button sorts by the column: ascending first, then each click turns it over. */
export function SortHeader({ column, sort, onSort }: { column: ReportColumn; sort: ReportSort | null; onSort: (field: string) => void }) {
  const direction = sort?.field === column.key ? sort.direction : null;
  return (
    <th role="columnheader" scope="col" className={styles.headCell} aria-sort={direction ? ARIA_SORT[direction] : undefined}>
      <button type="button" className={column.kind === 'text' ? styles.sortButton : styles.sortButtonNumeric} title={column.label} onClick={() => onSort(column.key)}>
        <span className={styles.label}>{column.label}</span>
        <span className={styles.sortMark} aria-hidden="true">
          {direction ? MARK[direction] : ''}
        </span>
      </button>
    </th>
  );
}
