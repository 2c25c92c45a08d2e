// The report table's columns and cells: what a column declares, how a cell reads on screen, and the
// column template the rows share. Pure, so the table, its batches and the exports agree.
import { formatMoney } from '@/lib/domain/money';
import type { Cell } from '@/lib/domain/report-table';

export type ColumnKind = 'text' | 'number' | 'money';

export interface ReportColumn {
  /** The row field this column shows. */
  key: string;
  /** The header text, already translated. */
  label: string;
  /** Numbers and money align right and sort by value; money shows exactly 2 decimals. */
  kind: ColumnKind;
  /**
   * Long free text (an audit entry's changes): the column takes the room the others leave, its cells
   * stay on one line and cut with an ellipsis, with the whole text on hover. Never for names.
   */
  fill?: boolean;
  /**
   * A name someone typed (a user id, a user's or a group's name): where the table would not fit the
   * desktop box, its longest names are cut first, with the whole name as the cell's title
   * (column-widths.ts). Other texts (dates, prizes) keep their width.
   */
  shrink?: boolean;
  /**
   * The row field a header click sorts by, when the shown text does not sort right (a date shown as
   * MM/DD/YYYY sorts by its ISO text); the column's own key by default.
   */
  sortKey?: string;
}

/**
 * A column of buttons after the data columns, one per row it applies to (Delete, say). It is not
 * sorted, exported or printed. Keep the object stable (a constant or useMemo): the rendered batches are
 * memoised on it.
 */
export interface ReportRowAction {
  /** Names the action to onRowAction and keys its column. */
  key: string;
  /** The column header, already translated. */
  label: string;
  /** The button's text, already translated. */
  text: string;
  /** The button's accessible name for a row (it should contain the text); the text by default. */
  name?: (row: ReportRow) => string;
  /** Whether the row has the button; every row by default. */
  applies?: (row: ReportRow) => boolean;
  /** A destructive action is drawn in the danger colour. */
  tone?: 'default' | 'danger';
}

/** Rows that can be selected: the first cell is a button (named by `name`), the whole row takes a click. */
export interface ReportRowSelect {
  /** The select button's accessible name for a row (it should contain the first cell's text). */
  name?: (row: ReportRow) => string;
}

/** A row as pages pass it: serializable cells by field. */
export type ReportRow = Readonly<Record<string, Cell>>;

/** Every row has this height on screen (one line, no wrapping), so a row group's size is known before layout. */
export const ROW_HEIGHT_PX = 29;
/**
 * Rows per row group (tbody) within a render batch of 500. A group on screen is laid out whole, so a
 * 500-row group cost the first frame 200-340 ms in Chromium on 2 cores, and 100-row groups under
 * 75 ms (bench/report-table.mjs, docs/decisions/widgets-and-tables.md).
 */
export const ROW_GROUP_SIZE = 100;

/** A cell as the screen shows it; money that is not a decimal shows as it came. */
export function cellText(kind: ColumnKind, value: Cell): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'money' && (typeof value === 'number' || typeof value === 'string')) {
    try {
      return formatMoney(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/** A row's field as plain text (empty when missing): how row actions read ids and names from a row. */
export const fieldText = (value: Cell | undefined): string => cellText('text', value ?? null);

/** The row field a column sorts by. */
export function sortFieldOf(columns: readonly ReportColumn[], key: string): string {
  return columns.find((column) => column.key === key)?.sortKey ?? key;
}

/** The intrinsic size of a row group that is not laid out yet (content-visibility: auto skips it). */
export function groupIntrinsicSize(rowCount: number): string {
  return `auto ${rowCount * ROW_HEIGHT_PX}px`;
}

/** A totals row of a report (Total, Self, ...): the table's footer, aligned with its columns. */
export interface ReportTotal {
  /** The row's label (Total, Self, ...), already translated; it sits in the first column. */
  label: string;
  /** Figures by column key; columns it lacks stay blank. */
  row: ReportRow;
}

/** The totals rows as cells, each label in the first column: what the column widths measure of them. */
export function footCells(columns: readonly ReportColumn[], totals: readonly ReportTotal[]): ReportRow[] {
  return totals.map((total) => ({ ...total.row, [columns[0]?.key ?? '']: total.label }));
}
