// The report table's column widths from their content. Rows are separate grids on one shared template
// (report-table.module.css), so the browser cannot size columns from the cells the way a table does:
// this module estimates each column's widest text instead, as CSS lengths, on the server and in the
// browser alike (no measuring, so hydration matches). Digits are exact (tabular figures are 1ch wide);
// other characters count at an upper bound of common sans-serif fonts (DejaVu Sans, Arial, Segoe UI,
// Roboto). See docs/decisions/widgets-and-tables.md.
import { cellText, type ColumnKind } from './report-columns';
import type { Cell } from '@/lib/domain/report-table';

/** A text's width: digits in ch (exact with tabular figures), everything else in em. */
export interface TextWidth {
  ch: number;
  em: number;
}

const NARROW = new Set(" .,:;'!|()[]{}ijlftrI/-");
const WIDE = new Set('mwMW@%&');
/** Header labels are bold, which is wider (about 10% in DejaVu Sans Bold). */
const BOLD_FACTOR = 1.12;
/** Horizontal padding of a cell (6 px each side). */
export const CELL_PADDING_PX = 12;
/** The sort mark's room in a header (10 px glyph and a 4 px gap). */
const SORT_MARK_PX = 14;
/** The least a free-text (fill) column gets; it takes the room left and cuts its text with an ellipsis. */
export const FILL_MIN_EM = 12;

function charEm(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x2e80) return 1.05; // CJK and other full-width scripts
  if (NARROW.has(char)) return 0.42;
  if (WIDE.has(char)) return 1;
  if (char >= 'A' && char <= 'Z') return 0.8;
  if (code > 0x7f) return 0.8;
  return 0.66;
}

/** The width of a one-line text as digits (ch) and the rest (em). */
export function textWidth(text: string): TextWidth {
  let ch = 0;
  let em = 0;
  for (const char of text) {
    if (char >= '0' && char <= '9') ch += 1;
    else em += charEm(char);
  }
  return { ch, em };
}

/** A header wraps at its spaces: its least width is its widest word, in bold. */
export function headerWidth(label: string): TextWidth {
  return label
    .split(/\s+/)
    .map(textWidth)
    .reduce<TextWidth>((widest, word) => (cssPx(word) > cssPx(widest) ? word : widest), { ch: 0, em: 0 });
}

/** A rough px value (13 px font, DejaVu digits) only to compare two widths. */
const cssPx = (width: TextWidth) => width.ch * 8.3 + width.em * 13;

/** The componentwise larger of two widths: never narrower than either. */
const wider = (a: TextWidth, b: TextWidth): TextWidth => ({ ch: Math.max(a.ch, b.ch), em: Math.max(a.em, b.em) });

const round = (value: number) => Math.ceil(value * 100) / 100;

/** A width as a CSS length with the cell's padding (and extra px). */
export function cssLength(width: TextWidth, extraPx = 0): string {
  return `calc(${round(width.ch)}ch + ${round(width.em)}em + ${CELL_PADDING_PX + extraPx}px)`;
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
    const head = headerWidth(column.label);
    let width: TextWidth = { ch: head.ch * BOLD_FACTOR, em: head.em * BOLD_FACTOR + SORT_MARK_PX / 13 };
    if (column.fill) return width;
    for (const row of rows) width = wider(width, textWidth(cellText(column.kind, row[column.key])));
    for (const row of footRows) width = wider(width, textWidth(cellText(column.kind, row[column.key])));
    return width;
  });
}

/** The width of a column of buttons: the widest button text and its own padding and border. */
export function actionWidth(label: string, text: string): TextWidth {
  const button = textWidth(text);
  return wider(headerWidth(label), { ch: button.ch, em: button.em * (12 / 13) + 20 / 13 });
}

/**
 * The grid template every row shares. Without a fill column each column is at least its content and
 * the columns share what is left; a fill column (free text) takes all that is left instead.
 */
export function sizedTemplate(columns: readonly SizedColumn[], widths: readonly TextWidth[], actions: readonly TextWidth[] = []): string {
  const fills = columns.some((column) => column.fill);
  const data = columns.map((column, index) => {
    if (column.fill) return `minmax(${FILL_MIN_EM}em, 1fr)`;
    const least = cssLength(widths[index] ?? { ch: 0, em: 0 });
    return fills ? least : `minmax(${least}, 1fr)`;
  });
  const buttons = actions.map((width) => (fills ? cssLength(width) : `minmax(${cssLength(width)}, 1fr)`));
  return [...data, ...buttons].join(' ');
}

/** The table's least width: the sum of its columns' least widths (a CSS length). */
export function sizedMinWidth(columns: readonly SizedColumn[], widths: readonly TextWidth[], actions: readonly TextWidth[] = []): string {
  const all = [...widths.filter((_, index) => !columns[index]?.fill), ...actions];
  const ch = all.reduce((sum, width) => sum + width.ch, 0);
  const em = all.reduce((sum, width) => sum + width.em, 0) + FILL_MIN_EM * columns.filter((column) => column.fill).length;
  return `calc(${round(ch)}ch + ${round(em)}em + ${all.length * CELL_PADDING_PX}px)`;
}
