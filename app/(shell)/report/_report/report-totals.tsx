// The totals line of a report: under the table, its money columns again with one labelled row per
// total (Total, Self, ...), each exactly 2 decimals and right-aligned. A plain table: it never sorts or
// pages with the rows, it prints, and it scrolls sideways on a phone like the report above it.
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-columns';
import { cellText } from '@/app/_components/report-table/report-columns';
import styles from './report.module.css';

export interface ReportTotal {
  /** The row's label (Total, Self, ...), already translated. */
  label: string;
  /** Figures by column key; columns it lacks stay blank. */
  row: ReportRow;
}

export interface ReportTotalsProps {
  /** The report's columns: the totals show its number and money columns. */
  columns: readonly ReportColumn[];
  totals: readonly ReportTotal[];
  /** The table's accessible name, already translated. */
  caption: string;
}

export function ReportTotals({ columns, totals, caption }: ReportTotalsProps) {
  const shown = columns.filter((column) => column.kind !== 'text');
  if (totals.length === 0 || shown.length === 0) return null;
  return (
    <div className={styles.totalsScroll}>
      <table className={styles.totals} data-testid="report-totals">
        <caption className={styles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            <td />
            {shown.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.label}>
              <th scope="row">{total.label}</th>
              {shown.map((column) => (
                <td key={column.key} data-field={column.key}>
                  {cellText(column.kind, total.row[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
