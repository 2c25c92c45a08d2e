import { memo } from 'react';
import { rowColour } from '@/lib/domain/colour-codes';
import { renderBatches } from '@/lib/domain/report-table';
import { cellText, groupIntrinsicSize, ROW_GROUP_SIZE, type ReportColumn, type ReportRow, type ReportRowAction, type ReportRowSelect } from './report-columns';
import { capOf, isLongText, TEXT_CAP_EM } from './column-widths';
import actionStyles from './report-actions.module.css';
import styles from './report-table.module.css';

interface ReportBatchProps {
  rows: readonly ReportRow[];
  columns: readonly ReportColumn[];
  colourField?: string;
  /** The position (0-based) of this batch's first row among all rows of the report. */
  firstRow: number;
  /** Selectable rows: the first cell is a button. */
  select?: ReportRowSelect;
  actions?: readonly ReportRowAction[];
  /** The table's cap of name columns (column-widths.ts): a text past its column's cap carries its whole text as its title. */
  nameCap?: number;
}

function colourOf(row: ReportRow, field: string | undefined): string | null {
  if (!field) return null;
  const code = row[field];
  return typeof code === 'string' || typeof code === 'number' ? rowColour(code) : null;
}

/*
 * Cells are built by plain functions, not components: a report of 20,000 rows has 240,000 cells, and a
 * component per cell would add a React fiber to each (`npm run bench -- report-table`, 20,000 rows: JS heap 95 MB with them, 63 MB without).
 */

/** A data cell: its text, or in the first column of selectable rows a button that selects the row. */
function dataCell(column: ReportColumn, row: ReportRow, select: ReportRowSelect | undefined, nameCap: number) {
  const text = cellText(column.kind, row[column.key]);
  if (column.fill)
    return (
      <td key={column.key} role="cell" className={styles.fill} title={text}>
        {text}
      </td>
    );
  return (
    <td
      key={column.key}
      role="cell"
      className={column.kind === 'text' ? styles.cell : styles.numeric}
      title={column.kind === 'text' && isLongText(text, capOf(column, nameCap)) ? text : undefined}
    >
      {select ? (
        <button type="button" className={styles.rowButton} aria-label={select.name?.(row)}>
          {text}
        </button>
      ) : (
        text
      )}
    </td>
  );
}

/** The button cells after the data cells; the table handles their clicks (report-table.tsx). */
function actionCells(actions: readonly ReportRowAction[], row: ReportRow) {
  return actions.map((action) => (
    <td key={action.key} role="cell" className={actionStyles.actionCell} data-action-cell="">
      {(action.applies?.(row) ?? true) ? (
        <button
          type="button"
          className={action.tone === 'danger' ? actionStyles.actionDanger : actionStyles.actionButton}
          data-row-action={action.key}
          aria-label={action.name?.(row)}
        >
          {action.text}
        </button>
      ) : null}
    </td>
  ));
}

/** The same props, rows compared one by one: a streamed report's first batch is the same rows in a new array once the rest has come. */
function sameBatch(previous: ReportBatchProps, next: ReportBatchProps): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)] as (keyof ReportBatchProps)[]);
  for (const key of keys) if (key !== 'rows' && !Object.is(previous[key], next[key])) return false;
  return previous.rows === next.rows || (previous.rows.length === next.rows.length && previous.rows.every((row, index) => row === next.rows[index]));
}

/**
 * One render batch: its rows in row groups of 100, each of which skips layout and paint while off
 * screen (report-table.module.css). Batches are memoised, so adding a batch renders only its rows.
 * Rows never move within a batch: a new order or page renders new batches.
 */
export const ReportBatch = memo(function ReportBatch({ rows, columns, colourField, firstRow, select, actions = [], nameCap = TEXT_CAP_EM }: ReportBatchProps) {
  const interactive = select !== undefined || actions.length > 0;
  return renderBatches(rows.length, ROW_GROUP_SIZE).map(([start, end]) => (
    <tbody key={start} role="rowgroup" className={styles.group} style={{ containIntrinsicSize: groupIntrinsicSize(end - start) }}>
      {rows.slice(start, end).map((row, offset) => {
        const index = start + offset;
        const colour = colourOf(row, colourField);
        return (
          <tr
            key={index}
            role="row"
            className={select ? `${styles.row} ${styles.selectable}` : styles.row}
            aria-rowindex={firstRow + index + 2}
            data-row={interactive ? firstRow + index : undefined}
            style={colour ? { backgroundColor: colour } : undefined}
          >
            {columns.map((column, position) => dataCell(column, row, position === 0 ? select : undefined, nameCap))}
            {actions.length > 0 && actionCells(actions, row)}
          </tr>
        );
      })}
    </tbody>
  ));
}, sameBatch);
