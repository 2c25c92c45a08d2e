// The report table's exports (docs/product.md#call-catalogue): the whole sorted report, never only the rendered rows, as
// XLS, CSV with a byte-order mark, or ARA text. Cells are made safe from formula injection by
// export-cells.ts; money is written as a number with exactly 2 decimals.
import {
  DEFAULT_EXPORT_FILE_NAME,
  EXPORT_CONTENT_TYPES,
  exportFileName,
  exportGrid,
  toCsv,
  type ExportFormat,
  type ExportTable,
} from '@/lib/domain/export-cells';
import { toXls } from '@/lib/domain/export-xls';
import { toMoney } from '@/lib/domain/money';
import type { DownloadFile } from '@/lib/client/download-file';
import type { ReportColumn, ReportRow } from './report-columns';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['xls', 'csv', 'ara'];

const KNOWN_EXTENSION = /\.(ara|csv|xls)$/i;
const LINE_BREAKS = /[\t\r\n]+/g;

function moneyCell(value: unknown): unknown {
  if (typeof value !== 'string' && typeof value !== 'number') return value;
  try {
    return toMoney(value);
  } catch {
    return value;
  }
}

/** The columns and rows as export-cells reads them: numbers and money typed as numbers. */
export function exportTable(columns: readonly ReportColumn[], rows: readonly ReportRow[]): ExportTable {
  const moneyKeys = columns.filter((column) => column.kind === 'money').map((column) => column.key);
  const exportRows = moneyKeys.length
    ? rows.map((row) => {
        const copy: Record<string, unknown> = { ...row };
        for (const key of moneyKeys) copy[key] = moneyCell(row[key]);
        return copy;
      })
    : rows;
  return {
    columns: columns.map((column) => ({ key: column.key, header: column.label, type: column.kind === 'text' ? 'text' : 'number' })),
    rows: exportRows,
  };
}

/**
 * ARA text (a house decision, docs/decisions/widgets-and-tables.md): the header line, then one line per row, cells
 * separated by tabs, CRLF, UTF-8 without a byte-order mark. Tabs and line breaks inside a cell become
 * one space so every row stays on its line.
 */
export function toAraText(table: ExportTable): string {
  const lines = exportGrid(table).map((cells) => cells.map((cell) => cell.text.replace(LINE_BREAKS, ' ')).join('\t'));
  return `${lines.join('\r\n')}\r\n`;
}

/** The download name: the base of `fileName` (exported.ara gives exported) with the format's extension. */
export function exportName(format: ExportFormat, fileName: string = DEFAULT_EXPORT_FILE_NAME): string {
  return exportFileName(format, fileName.replace(KNOWN_EXTENSION, ''));
}

export function buildExport(format: ExportFormat, columns: readonly ReportColumn[], rows: readonly ReportRow[], fileName?: string): DownloadFile {
  const table = exportTable(columns, rows);
  const name = exportName(format, fileName);
  const content = format === 'xls' ? toXls(table, name.replace(KNOWN_EXTENSION, '')) : format === 'csv' ? toCsv(table) : toAraText(table);
  return { name, type: EXPORT_CONTENT_TYPES[format], content };
}
