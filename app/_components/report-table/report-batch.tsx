import { memo } from 'react';
import { rowColour } from '@/lib/domain/colour-codes';
import { renderBatches } from '@/lib/domain/report-table';
import { cellText, groupIntrinsicSize, ROW_GROUP_SIZE, type ReportColumn, type ReportRow } from './report-columns';
import styles from './report-table.module.css';

interface ReportBatchProps {
  rows: readonly ReportRow[];
  columns: readonly ReportColumn[];
  colourField?: string;
  /** The position (0-based) of this batch's first row among all rows of the report. */
  firstRow: number;
}

function colourOf(row: ReportRow, field: string | undefined): string | null {
  if (!field) return null;
  const code = row[field];
  return typeof code === 'string' || typeof code === 'number' ? rowColour(code) : null;
}

/**
 * One render batch: its rows in row groups of 100, each of which skips layout and paint while off
 * screen (report-table.module.css). Batches are memoised, so adding a batch renders only its rows.
 * Rows never move within a batch: a new order or page renders new batches.
 */
export const ReportBatch = memo(function ReportBatch({ rows, columns, colourField, firstRow }: ReportBatchProps) {
  return renderBatches(rows.length, ROW_GROUP_SIZE).map(([start, end]) => (
    <tbody key={start} role="rowgroup" className={styles.group} style={{ containIntrinsicSize: groupIntrinsicSize(end - start) }}>
      {rows.slice(start, end).map((row, offset) => {
        const index = start + offset;
        const colour = colourOf(row, colourField);
        return (
          <tr key={index} role="row" className={styles.row} aria-rowindex={firstRow + index + 2} style={colour ? { backgroundColor: colour } : undefined}>
            {columns.map((column) => (
              <td key={column.key} role="cell" className={column.kind === 'text' ? styles.cell : styles.numeric}>
                {cellText(column.kind, row[column.key])}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  ));
});
