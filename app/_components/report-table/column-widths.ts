// The report table's column widths from their content. Rows are separate grids on one shared template
// (report-table.module.css), so the browser cannot size columns from the cells the way a table does:
// this module estimates each column's widest text instead, as CSS lengths, on the server and in the
// browser alike (no measuring, so hydration matches). Characters count in em at an upper bound of
// common sans-serif fonts (DejaVu Sans, Arial, Segoe UI, Roboto); figures are tabular, so every digit
// is as wide as the widest font's. See docs/decisions/widgets-and-tables.md.
import { cellText, type ColumnKind } from './report-columns';
import type { Cell } from '@/lib/domain/report-table';

/** A text's width in em (of the table's font size). */
export type TextWidth = number;

const NARROW = new Set(" .,:;'!|()[]{}ijlftrI/-");
const WIDE = new Set('mwMW@%&');
/** Header labels are bold, which is wider (about 10% in DejaVu Sans Bold). */
const BOLD_FACTOR = 1.12;
/** Horizontal padding of a cell (4 px each side, report-table.module.css). */
export const CELL_PADDING_PX = 8;
/** The sort mark's room in a header (10 px glyph and a 4 px gap). */
const SORT_MARK_PX = 14;
/** The least a free-text (fill) column gets; it takes the room left and cuts its text with an ellipsis. */
export const FILL_MIN_EM = 12;
/**
 * The most a text column may ask for as its least width. A text longer than this (a long name someone
 * typed) no longer pushes the table past its box: the column still grows to it where there is room,
 * and where there is not, that cell ends in an ellipsis and holds its whole text as its title
 * (`isLongText`).
 */
export const TEXT_CAP_EM = 14;
/**
 * The least a table cuts its name columns (`shrink`) to when, even compact, it would not fit the
 * desktop box (`fitTable`).
 */
export const TEXT_MIN_CAP_EM = 6;
/** The report's box in the shell at 1280 px (the width the page crawl measures tables in). */
export const DESKTOP_BOX_PX = 1028;
/** The table's font size (report-table.module.css), and the compact table's: em to px. */
export const TABLE_FONT_PX = 13;
export const COMPACT_FONT_PX = 12;
/** The steps in which the names' cap comes down. */
const CAP_STEP_EM = 0.25;

/** The cap of a text column: a name column's is the table's (`nameCap`), any other text's TEXT_CAP_EM. */
export function capOf(column: Pick<SizedColumn, 'kind' | 'shrink'>, nameCap: TextWidth = TEXT_CAP_EM): TextWidth {
  return column.kind !== 'text' ? Infinity : column.shrink ? Math.min(nameCap, TEXT_CAP_EM) : TEXT_CAP_EM;
}

/** Whether a text cell may be cut to its column's cap, so it carries its whole text as a title. */
export function isLongText(text: string, cap: TextWidth = TEXT_CAP_EM): boolean {
  return textWidth(text) > cap;
}

/** A column's least width as asked of the grid: a text column's at most its cap. */
function leastWidth(column: SizedColumn, width: TextWidth, nameCap: TextWidth): TextWidth {
  return Math.min(width, capOf(column, nameCap));
}

/**
 * The table's least width at a cap: the em of every column and button, and how many of them add their
 * padding (a fill column's 12 em track holds its padding; the others' tracks add it).
 */
function leastWidths(columns: readonly SizedColumn[], widths: readonly TextWidth[], actions: readonly TextWidth[], cap: TextWidth): { em: TextWidth; padded: number } {
  const sized = [...columns.flatMap((column, index) => (column.fill ? [] : [leastWidth(column, widths[index] ?? 0, cap)])), ...actions];
  const fills = columns.filter((column) => column.fill).length;
  return { em: sized.reduce((sum, width) => sum + width, 0) + FILL_MIN_EM * fills, padded: sized.length };
}

/** The table's least width in px at a cap and a font size. */
function leastTablePx(columns: readonly SizedColumn[], widths: readonly TextWidth[], actions: readonly TextWidth[], cap: TextWidth, fontPx: number): number {
  const { em, padded } = leastWidths(columns, widths, actions, cap);
  return round(em) * fontPx + padded * CELL_PADDING_PX;
}

/** How a table fits its desktop box: the cap of its name columns, and whether it is compact. */
export interface TableFit {
  nameCap: TextWidth;
  compact: boolean;
}

/**
 * How a table fits the desktop box at 1280 px, in this order, so that it gives up as little as it can:
 * as it is (13 px, names up to TEXT_CAP_EM); compact (12 px: every column is in em, so all shrink
 * alike and no text is cut); compact with its longest names cut (the names' cap comes down in steps,
 * never below TEXT_MIN_CAP_EM; a name shorter than the cap keeps its width, and dates, prizes, numbers
 * and money are never cut). A table too wide even then is compact with its names at the least, and
 * scrolls in its box. The strike report's fourteen columns needed the second step: 1,073 px at 13 px.
 */
export function fitTable(columns: readonly SizedColumn[], widths: readonly TextWidth[], actions: readonly TextWidth[] = []): TableFit {
  const fits = (cap: TextWidth, fontPx: number) => leastTablePx(columns, widths, actions, cap, fontPx) <= DESKTOP_BOX_PX;
  if (fits(TEXT_CAP_EM, TABLE_FONT_PX)) return { nameCap: TEXT_CAP_EM, compact: false };
  let cap = TEXT_CAP_EM;
  if (columns.some((column) => column.kind === 'text' && column.shrink)) {
    while (cap > TEXT_MIN_CAP_EM && !fits(cap, COMPACT_FONT_PX)) cap -= CAP_STEP_EM;
  }
  return { nameCap: cap, compact: true };
}

function charEm(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1.05; // CJK and other full-width scripts
  if (NARROW.has(char)) return 0.42;
  if (WIDE.has(char)) return 1;
  if (char >= 'A' && char <= 'Z') return 0.8;
  if (code > 0x7f) return 0.8;
  return 0.66;
}

/** DejaVu Sans's digits (0.636 em), the widest of the fonts above. */
const DIGIT_EM = 0.64;

/** The width of a one-line text. */
export function textWidth(text: string): TextWidth {
  let em = 0;
  for (const char of text) em += char >= '0' && char <= '9' ? DIGIT_EM : charEm(char);
  return em;
}

/** A header wraps at its spaces: its least width is its widest word, in bold. */
export function headerWidth(label: string): TextWidth {
  return Math.max(0, ...label.split(/\s+/).map(textWidth));
}

const round = (value: number) => Math.ceil(value * 100) / 100;

/** A width as a CSS length with the cell's padding (and extra px). */
export function cssLength(width: TextWidth, extraPx = 0): string {
  return `calc(${round(width)}em + ${CELL_PADDING_PX + extraPx}px)`;
}

export interface SizedColumn {
  key: string;
  label: string;
  kind: ColumnKind;
  fill?: boolean;
  shrink?: boolean;
}

/**
 * Each column's least width: its header's widest word (bold, with the sort mark) or its widest cell,
 * whichever is wider. Reads every row once; the table memoises it on the rows.
 */
export function contentWidths(columns: readonly SizedColumn[], rows: readonly Readonly<Record<string, Cell>>[], footRows: readonly Readonly<Record<string, Cell>>[] = []): TextWidth[] {
  return columns.map((column) => {
    let width = headerWidth(column.label) * BOLD_FACTOR + SORT_MARK_PX / 13;
    if (column.fill) return width;
    for (const row of rows) width = Math.max(width, textWidth(cellText(column.kind, row[column.key])));
    for (const row of footRows) width = Math.max(width, textWidth(cellText(column.kind, row[column.key])));
    return width;
  });
}

/** The width of a column of buttons: the widest button text and its own padding and border. */
export function actionWidth(label: string, text: string): TextWidth {
  return Math.max(headerWidth(label) * BOLD_FACTOR, textWidth(text) * (12 / 13) + 20 / 13);
}

/**
 * The grid template every row shares. Without a fill column each column is at least its content and
 * the columns share what is left; a fill column (free text) takes all that is left instead.
 */
export function sizedTemplate(columns: readonly SizedColumn[], widths: readonly TextWidth[], actions: readonly TextWidth[] = [], nameCap: TextWidth = TEXT_CAP_EM): string {
  const fills = columns.some((column) => column.fill);
  const data = columns.map((column, index) => {
    if (column.fill) return `minmax(${FILL_MIN_EM}em, 1fr)`;
    const least = cssLength(leastWidth(column, widths[index] ?? 0, nameCap));
    return fills ? least : `minmax(${least}, 1fr)`;
  });
  const buttons = actions.map((width) => (fills ? cssLength(width) : `minmax(${cssLength(width)}, 1fr)`));
  return [...data, ...buttons].join(' ');
}

/** The table's least width: the sum of its columns' least widths (a CSS length). */
export function sizedMinWidth(columns: readonly SizedColumn[], widths: readonly TextWidth[], actions: readonly TextWidth[] = [], nameCap: TextWidth = TEXT_CAP_EM): string {
  const { em, padded } = leastWidths(columns, widths, actions, nameCap);
  return `calc(${round(em)}em + ${padded * CELL_PADDING_PX}px)`;
}
