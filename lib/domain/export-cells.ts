// Report exports (docs/product.md#call-catalogue, docs/security.md "Exports"): cells made safe against formula injection,
// typed cells (money, numbers, dates, text), CSV with a byte-order mark, and file names. The XLSX
// writer is export-xlsx.ts.
//
// Why the leading apostrophe: a spreadsheet runs a cell that starts with = + - @ (and, in some
// programs, one starting with a tab or a carriage return) as a formula, so text from users (names,
// remarks) could run commands or leak data when an operator opens the file. Prefixing ' makes it text.
// Numbers are written as numbers and need no prefix: a negative amount stays a number.

export type ExportFormat = 'csv' | 'xlsx' | 'ara';
export const DEFAULT_EXPORT_BASE_NAME = 'exported';
/** The spec's default export file name. */
export const DEFAULT_EXPORT_FILE_NAME = 'exported.ara';
export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ara: 'text/plain;charset=utf-8',
};
export const CSV_BOM = '\uFEFF';
const CSV_NEWLINE = '\r\n';

export interface ExportColumn {
  key: string;
  header: string;
  /**
   * number: numeric text is written as a number; money: the same, shown with exactly 2 decimals.
   * Default text (a text that reads as a date becomes a date cell).
   */
  type?: 'text' | 'number' | 'money';
}
/** A labelled totals row under the data rows (Total, Self, ...): figures by column key. */
export interface ExportTotal {
  label: string;
  row: Readonly<Record<string, unknown>>;
}
export interface ExportTable {
  columns: readonly ExportColumn[];
  rows: readonly object[];
  /** The report's totals rows; the exports end with them. */
  totals?: readonly ExportTotal[];
}
/**
 * A cell ready to write. A number keeps its text ("5000.00"); text is already neutralised; a date
 * keeps the text it showed and its wall-clock time as a UTC Date (a spreadsheet date has no zone).
 */
export type ExportCell =
  | { kind: 'number'; text: string; money: boolean }
  | { kind: 'date'; text: string; date: Date; format: string }
  | { kind: 'text'; text: string };

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
/** Digits only: a code (a 4D number, an id) that a spreadsheet would turn into a number. */
const CODE_TEXT = /^\d+$/;
/** The date forms the pages show (operator time): MM/DD/YYYY with an optional time, and ISO dates. */
const SHOWN_DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Text that a spreadsheet could take for a formula gets a leading apostrophe. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function wallClock(year: string, month: string, day: string, hour = '0', minute = '0', second = '0'): Date | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  const valid =
    date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
  return valid ? date : null;
}

/** A shown date as a date cell (its wall-clock time and a matching number format), or null. */
export function dateCell(text: string): ExportCell | null {
  const shown = SHOWN_DATE.exec(text);
  if (shown) {
    const [, month = '', day = '', year = '', hour, minute, second] = shown;
    const date = wallClock(year, month, day, hour, minute, second);
    const format = hour === undefined ? 'mm/dd/yyyy' : second === undefined ? 'mm/dd/yyyy hh:mm' : 'mm/dd/yyyy hh:mm:ss';
    return date ? { kind: 'date', text, date, format } : null;
  }
  const iso = ISO_DATE.exec(text);
  const date = iso ? wallClock(iso[1] ?? '', iso[2] ?? '', iso[3] ?? '') : null;
  return date ? { kind: 'date', text, date, format: 'yyyy-mm-dd' } : null;
}

export function toExportCell(value: unknown, type: ExportColumn['type'] = 'text'): ExportCell {
  const money = type === 'money';
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', text: String(value), money } : { kind: 'text', text: '' };
  if (value === null || value === undefined) return { kind: 'text', text: '' };
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (type !== 'text' && NUMERIC_TEXT.test(text)) return { kind: 'number', text, money };
  return (type === 'text' && dateCell(text)) || { kind: 'text', text: neutralise(text) };
}

/** The header, data and totals rows as cells; headers and totals labels are text. */
export function exportSections(table: ExportTable): { header: ExportCell[]; body: ExportCell[][]; totals: ExportCell[][] } {
  const header = table.columns.map((column) => toExportCell(column.header));
  const body = table.rows.map((row) =>
    table.columns.map((column) => toExportCell((row as Record<string, unknown>)[column.key], column.type)),
  );
  const totals = (table.totals ?? []).map((total) =>
    table.columns.map((column, index) =>
      index === 0 ? toExportCell(total.label) : (column.type ?? 'text') === 'text' ? toExportCell(null) : toExportCell(total.row[column.key], column.type),
    ),
  );
  return { header, body, totals };
}

/** The header row, the data rows and the totals rows, in that order. */
export function exportGrid(table: ExportTable): ExportCell[][] {
  const { header, body, totals } = exportSections(table);
  return [header, ...body, ...totals];
}

/**
 * A CSV field. A code of digits is written as ="0020" so Excel and LibreOffice keep it as the text
 * 0020 (docs/decisions/widgets-and-tables.md); the formula is ours and holds only digits.
 */
function csvField(cell: ExportCell): string {
  const text = cell.kind === 'text' && CODE_TEXT.test(cell.text) ? `="${cell.text}"` : cell.text;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (CRLF, quoted where needed) behind a UTF-8 byte-order mark, so Excel reads UTF-8. */
export function toCsv(table: ExportTable): string {
  const lines = exportGrid(table).map((cells) => cells.map(csvField).join(','));
  return `${CSV_BOM}${lines.join(CSV_NEWLINE)}${CSV_NEWLINE}`;
}

const UNSAFE_FILE_NAME = /[\u0000-\u001F\u007F<>:"/\\|?*]/g;
const MAX_BASE_LENGTH = 100;

/**
 * The download name of an export: a cleaned base name (no path, no characters Windows refuses) with
 * the format's extension; without a base, 'exported' (so ARA exports default to 'exported.ara').
 */
export function exportFileName(format: ExportFormat, base?: string): string {
  const extension = `.${format}`;
  let name = (base ?? '').replace(UNSAFE_FILE_NAME, '_').trim();
  if (name.toLowerCase().endsWith(extension)) name = name.slice(0, -extension.length);
  name = name.replace(/^[.\s_]+|[.\s]+$/g, '').slice(0, MAX_BASE_LENGTH);
  return `${name || DEFAULT_EXPORT_BASE_NAME}${extension}`;
}
