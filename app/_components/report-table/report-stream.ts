// A big report's rows in two steps (server side, no React): the first render batch goes with the
// page's first HTML and its hydration, the rest follows in parts that React streams after it
// (promises passed to the client table, each its own chunk of the RSC payload). What the table needs
// of the whole report before the rest is there comes along: the row count (toolbar, pager, totals'
// place) and the column widths, so the first screen is laid out as the whole report will be.
// docs/decisions/widgets-and-tables.md ("Big reports stream their rows") has the why.
import { RENDER_BATCH_SIZE, sortRows } from '@/lib/domain/report-table';
import { contentWidths, type TextWidth } from './column-widths';
import { footCells, sortFieldOf, type ReportColumn, type ReportRow, type ReportTotal } from './report-columns';
import type { ReportSort } from '@/lib/domain/report-conventions';

/** Rows per streamed part: each is parsed in a task of its own in the browser (a few ms). */
export const STREAM_PART_ROWS = 2_000;

/**
 * A part that resolves a timer turn after the one before it. React serializes a resolved promise's
 * value in one go, and an immediate one would be written (3 MB for 20,000 rows) before the HTML of the
 * first batch had left, and reach the browser as one script to parse: each part in its own turn lets
 * the first HTML out first, and makes every part its own chunk of the RSC payload.
 */
function after<T>(previous: Promise<unknown>, value: T): Promise<T> {
  return previous.then(() => new Promise<T>((resolve) => setTimeout(() => resolve(value), 0)));
}

/** The rows a table has yet to receive, and what it must know of the whole report meanwhile. */
export interface ReportRowsToCome {
  /** How many rows the report has in all: the table's rows, then every part's. */
  total: number;
  /** The rows after the table's own, in order, in parts. */
  parts: readonly PromiseLike<readonly ReportRow[]>[];
  /** Every column's width as contentWidths measures it on all rows and the totals. */
  widths: readonly TextWidth[];
  /** The rows are already in the table's initial order (its initialSort). */
  sorted: boolean;
}

export interface StreamedRows {
  /** The rows the page's first HTML holds (all of them for a report of one batch or less). */
  rows: readonly ReportRow[];
  more?: ReportRowsToCome;
}

/**
 * Splits a report's rows for the table: the first RENDER_BATCH_SIZE rows now, the rest as parts of
 * STREAM_PART_ROWS. A report of one batch or less is passed whole. With an initial order, the rows are
 * sorted here as the table would sort them (lib/domain/report-table.ts, a stable sort), so the first
 * batch is the right one.
 */
export function streamRows(columns: readonly ReportColumn[], rows: readonly ReportRow[], totals: readonly ReportTotal[] = [], initialSort?: ReportSort): StreamedRows {
  if (rows.length <= RENDER_BATCH_SIZE) return { rows };
  const ordered = initialSort ? sortRows(rows, sortFieldOf(columns, initialSort.field), initialSort.direction) : rows;
  const parts: Promise<readonly ReportRow[]>[] = [];
  for (let start = RENDER_BATCH_SIZE; start < ordered.length; start += STREAM_PART_ROWS) {
    parts.push(after(parts.at(-1) ?? Promise.resolve(), ordered.slice(start, start + STREAM_PART_ROWS)));
  }
  return {
    rows: ordered.slice(0, RENDER_BATCH_SIZE),
    more: { total: ordered.length, parts, widths: contentWidths(columns, ordered, footCells(columns, totals)), sorted: initialSort !== undefined },
  };
}
