// The report table's exports (docs/product.md#call-catalogue): the whole sorted report, never only the rendered rows, and
// its totals rows, as an XLSX workbook, CSV with a byte-order mark, or ARA text. Cells are made safe
// from formula injection by export-cells.ts; money is written as a number with exactly 2 decimals.
// The XLSX writer (and exceljs) is loaded only when the user exports, so pages do not carry it.
import {
  DEFAULT_EXPORT_FILE_NAME,
  EXPORT_CONTENT_TYPES,
  exportFileName,
  exportGrid,
  toCsv,
  type ExportFormat,
  type ExportTable,
  type ExportTotal,
} from '@/lib/domain/export-cells';
import { toMoney } from '@/lib/domain/money';
import type { DownloadFile } from '@/lib/client/download-file';
import type { ReportColumn, ReportRow } from './report-columns';

/** A table's exports: a workbook and CSV. */
export const TABLE_EXPORTS: readonly ExportFormat[] = ['xlsx', 'csv'];
/** Tables of bets add ARA text, the spec's export file (exported.ara), which the bet tools read. */
export const BET_EXPORTS: readonly ExportFormat[] = ['xlsx', 'csv', 'ara'];

const KNOWN_EXTENSION = /\.(ara|csv|xlsx?)$/i;
const LINE_BREAKS = /[\t\r\n]+/g;

function moneyCell(value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  try {
    return toMoney(value);
  } catch {
    return value;
  }
}

function moneyRow<T extends Readonly<Record<string, unknown>>>(row: T, moneyKeys: readonly string[]): T {
  if (moneyKeys.length === 0) return row;
  const copy: Record<string, unknown> = { ...row };
  for (const key of moneyKeys) copy[key] = moneyCell(row[key]);
  return copy as T;
}

/** The columns, rows and totals as export-cells reads them: numbers and money typed as numbers. */
export function exportTable(columns: readonly ReportColumn[], rows: readonly ReportRow[], totals: readonly ExportTotal[] = []): ExportTable {
  const moneyKeys = columns.filter((column) => column.kind === 'money').map((column) => column.key);
  return {
    columns: columns.map((column) => ({ key: column.key, header: column.label, type: column.kind })),
    rows: rows.map((row) => moneyRow(row, moneyKeys)),
    totals: totals.map((total) => ({ label: total.label, row: moneyRow(total.row, moneyKeys) })),
  };
}

/**
 * ARA text (a house decision, docs/decisions/widgets-and-tables.md): the header line, then one line per row, cells
 * separated by tabs, CRLF, UTF-8 without a byte-order mark. Tabs and line breaks inside a cell become
 * one space so every row stays on its line.
 */
export function toAraText(table: ExportTable): string {
  const lines = exportGrid({ columns: table.columns, rows: table.rows }).map((cells) => cells.map((cell) => cell.text.replace(LINE_BREAKS, ' ')).join('\t'));
  return `${lines.join('\r\n')}\r\n`;
}

/** The download name: the base of `fileName` (exported.ara gives exported) with the format's extension. */
export function exportName(format: ExportFormat, fileName: string = DEFAULT_EXPORT_FILE_NAME): string {
  return exportFileName(format, fileName.replace(KNOWN_EXTENSION, ''));
}

/** The file of one export: the rows and totals (ARA: the rows only) in `format`. */
export async function buildExport(
  format: ExportFormat,
  columns: readonly ReportColumn[],
  rows: readonly ReportRow[],
  fileName?: string,
  totals: readonly ExportTotal[] = [],
): Promise<DownloadFile> {
  const table = exportTable(columns, rows, totals);
  const name = exportName(format, fileName);
  const type = EXPORT_CONTENT_TYPES[format];
  if (format === 'xlsx') {
    const { toXlsx } = await import('@/lib/domain/export-xlsx');
    return { name, type, content: await toXlsx(table, name.replace(KNOWN_EXTENSION, '')) };
  }
  return { name, type, content: format === 'csv' ? toCsv(table) : toAraText(table) };
}
