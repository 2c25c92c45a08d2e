// Report exports (docs/product.md#call-catalogue, docs/security.md "Exports"): cells made safe against formula injection,
// CSV with a byte-order mark, and file names. The XLS writer is export-xls.ts.
//
// Why the leading apostrophe: a spreadsheet runs a cell that starts with = + - @ (and, in some
// programs, one starting with a tab or a carriage return) as a formula, so text from users (names,
// remarks) could run commands or leak data when an operator opens the file. Prefixing ' makes it text.
// Numbers are written as numbers and need no prefix: a negative amount stays a number.

export type ExportFormat = 'csv' | 'xls' | 'ara';
export const DEFAULT_EXPORT_BASE_NAME = 'exported';
/** The spec's default export file name. */
export const DEFAULT_EXPORT_FILE_NAME = 'exported.ara';
export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: 'text/csv;charset=utf-8',
  xls: 'application/vnd.ms-excel',
  ara: 'text/plain;charset=utf-8',
};
export const CSV_BOM = '\uFEFF';
const CSV_NEWLINE = '\r\n';

export interface ExportColumn {
  key: string;
  header: string;
  /** number: numeric text (money such as "-12.50") is written as a number. Default text. */
  type?: 'text' | 'number';
}
export interface ExportTable {
  columns: readonly ExportColumn[];
  rows: readonly object[];
}
/** A cell ready to write: a number keeps its text ("5000.00"); text is already neutralised. */
export type ExportCell = { kind: 'number'; text: string } | { kind: 'text'; text: string };

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** Text that a spreadsheet could take for a formula gets a leading apostrophe. */
export function neutralise(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function toExportCell(value: unknown, type: ExportColumn['type'] = 'text'): ExportCell {
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', text: String(value) } : { kind: 'text', text: '' };
  if (value === null || value === undefined) return { kind: 'text', text: '' };
  const text = value instanceof Date ? value.toISOString() : String(value);
  if (type === 'number' && NUMERIC_TEXT.test(text)) return { kind: 'number', text };
  return { kind: 'text', text: neutralise(text) };
}

/** The header row and the data rows as cells; headers are text too. */
export function exportGrid(table: ExportTable): ExportCell[][] {
  const header = table.columns.map((column) => toExportCell(column.header));
  const rows = table.rows.map((row) =>
    table.columns.map((column) => toExportCell((row as Record<string, unknown>)[column.key], column.type)),
  );
  return [header, ...rows];
}

function csvField(cell: ExportCell): string {
  return /[",\r\n]/.test(cell.text) ? `"${cell.text.replaceAll('"', '""')}"` : cell.text;
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
