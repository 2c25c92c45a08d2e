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
  /** Width in px; columns without one share the rest of the scroll width. */
  width?: number;
}

/** A row as pages pass it: serializable cells by field. */
export type ReportRow = Readonly<Record<string, Cell>>;

/** Every row has this height on screen (one line, no wrapping), so a row group's size is known before layout. */
export const ROW_HEIGHT_PX = 29;
/**
 * Rows per row group (tbody) within a render batch of 500. A group on screen is laid out whole, so a
 * 500-row group cost the first frame 200-340 ms in Chromium on 2 cores, and 100-row groups under
 * 75 ms (bench/report-table.mjs, docs/decisions.md).
 */
export const ROW_GROUP_SIZE = 100;
/** The least width a column without its own gets. */
const MIN_FLEX_COLUMN_PX = 60;

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

/** The CSS grid template every row shares: fixed widths where given, equal shares of the rest. */
export function columnTemplate(columns: readonly ReportColumn[]): string {
  return columns.map((column) => (column.width ? `${column.width}px` : `minmax(${MIN_FLEX_COLUMN_PX}px, 1fr)`)).join(' ');
}

/** The intrinsic size of a row group that is not laid out yet (content-visibility: auto skips it). */
export function groupIntrinsicSize(rowCount: number): string {
  return `auto ${rowCount * ROW_HEIGHT_PX}px`;
}
