// The report table's numbers of docs/product.md#constants-and-limits and its pure parts: paging, page links, progressive
// rendering in batches, and sorting. The table component owns the DOM and the timer.
import type { SortDirection } from './report-conventions';

export const REPORT_PAGE_SIZE = 100;
export const PAGER_PAGE_SIZE = 10_000;
export const PAGER_MAX_LINKS = 10;
export const COLUMN_SCROLL_WIDTH_PX = 1060;
export const RENDER_BATCH_SIZE = 500;
export const RENDER_BATCH_INTERVAL_MS = 60;

export function pageCount(total: number, pageSize: number = PAGER_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A page index (1-based) within 1..pages. */
export function clampPage(pageIndex: number, pages: number): number {
  if (!Number.isFinite(pageIndex)) return 1;
  return Math.min(Math.max(1, Math.trunc(pageIndex)), Math.max(1, pages));
}

/** Up to `max` page numbers around the current page, as the pager shows them. */
export function pageLinks(pageIndex: number, pages: number, max: number = PAGER_MAX_LINKS): number[] {
  const current = clampPage(pageIndex, pages);
  const count = Math.min(Math.max(1, pages), max);
  const start = Math.min(Math.max(1, current - Math.floor(max / 2)), Math.max(1, pages) - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** The rows of one page (1-based). */
export function pageRows<T>(rows: readonly T[], pageIndex: number, pageSize: number = PAGER_PAGE_SIZE): T[] {
  const page = clampPage(pageIndex, pageCount(rows.length, pageSize));
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

/** The [start, end) row ranges rendered one per tick: 500 rows every 60 ms. */
export function renderBatches(total: number, size: number = RENDER_BATCH_SIZE): [number, number][] {
  const batches: [number, number][] = [];
  for (let start = 0; start < total; start += size) batches.push([start, Math.min(total, start + size)]);
  return batches;
}

/** How many rows are on screen after a number of batches. */
export function renderedRows(total: number, batchesDone: number, size: number = RENDER_BATCH_SIZE): number {
  return Math.min(Math.max(0, total), Math.max(0, batchesDone) * size);
}

export type Cell = string | number | boolean | null | undefined;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const isBlank = (value: Cell) => value === null || value === undefined || value === '';
const numeric = (value: Cell): number | null =>
  typeof value === 'number' ? value : typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value) : null;

/** Numbers (and money text) by value, other text by a case-insensitive, numeric-aware order. */
export function compareCells(a: Cell, b: Cell): number {
  const x = numeric(a);
  const y = numeric(b);
  if (x !== null && y !== null) return x - y;
  return collator.compare(String(a), String(b));
}

/** Rows sorted by one field, stably; blank cells go last in both directions. */
export function sortRows<T extends object>(rows: readonly T[], field: keyof T, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const cell = (row: T): Cell => row[field] as Cell;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = cell(a.row);
      const y = cell(b.row);
      if (isBlank(x) || isBlank(y)) return (isBlank(x) ? 1 : 0) - (isBlank(y) ? 1 : 0) || a.index - b.index;
      return sign * compareCells(x, y) || a.index - b.index;
    })
    .map(({ row }) => row);
}
