// The XLSX export: a real Office Open XML workbook written by exceljs, with typed cells: money as
// numbers shown with exactly 2 decimals (#,##0.00), other numbers as numbers, shown dates as dates,
// and codes and other text as text (0020 stays 0020). The header row is frozen and bold; the
// totals rows follow the data, bold. Text is neutralised as in CSV (export-cells.ts), so a re-save
// to CSV stays safe. exceljs is large: the browser loads this module only when the user exports.
import ExcelJS from 'exceljs';
import { exportSections, type ExportCell, type ExportTable } from './export-cells';

export const DEFAULT_SHEET_NAME = 'Sheet1';
export const MONEY_FORMAT = '#,##0.00';
const MAX_SHEET_NAME = 31;
const MIN_WIDTH = 8;
const MAX_WIDTH = 60;
/** Characters a worksheet cannot hold (kept: tab, LF, CR), and lone surrogates. */
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A worksheet name Excel accepts: no []:*?/\, at most 31 characters, not empty. */
export function sheetName(name: string | undefined): string {
  const clean = (name ?? '').replace(/[[\]:*?/\\]/g, ' ').replace(XML_INVALID, '').trim().slice(0, MAX_SHEET_NAME).trim();
  return clean || DEFAULT_SHEET_NAME;
}

function writeCell(target: ExcelJS.Cell, cell: ExportCell): void {
  if (cell.kind === 'number') {
    target.value = Number(cell.text);
    if (cell.money) target.numFmt = MONEY_FORMAT;
  } else if (cell.kind === 'date') {
    target.value = cell.date;
    target.numFmt = cell.format;
  } else if (cell.text !== '') {
    // A line break in a cell is LF; XML readers turn a CR into one anyway.
    target.value = cell.text.replace(XML_INVALID, '').replace(/\r\n?/g, '\n');
  }
}

/** The workbook's bytes: one sheet named `name`, the header frozen, the totals rows at the end. */
export async function toXlsx(table: ExportTable, name?: string): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(name), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
  const { header, body, totals } = exportSections(table);
  const widths = header.map((cell) => cell.text.length);
  [header, ...body, ...totals].forEach((cells, index) => {
    const row = sheet.getRow(index + 1);
    cells.forEach((cell, column) => {
      writeCell(row.getCell(column + 1), cell);
      widths[column] = Math.max(widths[column] ?? 0, cell.text.length);
    });
    if (index === 0 || index > body.length) row.font = { bold: true };
  });
  widths.forEach((width, column) => {
    sheet.getColumn(column + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2));
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
