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

/** Whether a text cell may be cut to the cap, so it carries its whole text as a title. */
export function isLongText(text: string): boolean {
  return textWidth(text) > TEXT_CAP_EM;
}

/** A column's least width as asked of the grid: a text column's at most the cap. */
function leastWidth(column: SizedColumn, width: TextWidth): TextWidth {
  return column.kind === 'text' ? Math.min(width, TEXT_CAP_EM) : width;
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
export function sizedTemplate(columns: readonly SizedColumn[], widths: readonly TextWidth[], actions: readonly TextWidth[] = []): string {
  const fills = columns.some((column) => column.fill);
  const data = columns.map((column, index) => {
    if (column.fill) return `minmax(${FILL_MIN_EM}em, 1fr)`;
    const least = cssLength(leastWidth(column, widths[index] ?? 0));
    return fills ? least : `minmax(${least}, 1fr)`;
  });
  const buttons = actions.map((width) => (fills ? cssLength(width) : `minmax(${cssLength(width)}, 1fr)`));
  return [...data, ...buttons].join(' ');
}

/** The table's least width: the sum of its columns' least widths (a CSS length). */
export function sizedMinWidth(columns: readonly SizedColumn[], widths: readonly TextWidth[], actions: readonly TextWidth[] = []): string {
  const all = [...widths.flatMap((width, index) => (columns[index] && !columns[index].fill ? [leastWidth(columns[index], width)] : [])), ...actions];
  const em = all.reduce((sum, width) => sum + width, 0) + FILL_MIN_EM * columns.filter((column) => column.fill).length;
  return `calc(${round(em)}em + ${all.length * CELL_PADDING_PX}px)`;
}
