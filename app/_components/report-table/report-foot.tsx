import { cellText, type ReportColumn, type ReportRowAction, type ReportTotal } from './report-columns';
import actionStyles from './report-actions.module.css';
import styles from './report-table.module.css';

interface ReportFootProps {
  columns: readonly ReportColumn[];
  totals: readonly ReportTotal[];
  actions: readonly ReportRowAction[];
  /** The aria-rowindex of the first totals row (after the header and every row of the report). */
  firstIndex: number;
}

/**
 * The totals rows of a report as the table's footer: the same grid template as the rows, so every
 * figure sits under its column; the label takes the first column. Sticky at the bottom of the table's
 * scroll box where the table scrolls (report-table.module.css).
 */
export function ReportFoot({ columns, totals, actions, firstIndex }: ReportFootProps) {
  if (totals.length === 0) return null;
  return (
    <tfoot role="rowgroup" className={styles.foot} data-testid="report-totals">
      {totals.map((total, index) => (
        <tr key={total.label} role="row" className={styles.row} aria-rowindex={firstIndex + index}>
          {columns.map((column, position) =>
            position === 0 ? (
              <th key={column.key} role="rowheader" scope="row" className={styles.footLabel} data-field={column.key}>
                {total.label}
              </th>
            ) : (
              <td key={column.key} role="cell" className={column.kind === 'text' ? styles.cell : styles.numeric} data-field={column.key}>
                {cellText(column.kind, total.row[column.key])}
              </td>
            ),
          )}
          {actions.map((action) => (
            <td key={action.key} role="cell" className={actionStyles.actionCell} />
          ))}
        </tr>
      ))}
    </tfoot>
  );
}
