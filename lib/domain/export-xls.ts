// The XLS export: SpreadsheetML 2003 (an XML workbook that Excel and LibreOffice open as .xls). Chosen
// over an HTML table because its cells are typed: numbers stay numbers, text is never parsed, and no
// markup or script of the data can run. Cells are neutralised as in CSV (export-cells.ts) all the
// same, so a re-save to CSV stays safe.
import { exportGrid, type ExportCell, type ExportTable } from './export-cells';

export const DEFAULT_SHEET_NAME = 'Sheet1';
const MAX_SHEET_NAME = 31;
/** Characters XML 1.0 cannot hold at all (kept: tab, LF, CR), and lone surrogates. */
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** Text as XML character data; tab, LF and CR as references so parsers keep them. */
export function xmlText(text: string): string {
  return text.replace(XML_INVALID, '').replace(/[&<>"'\t\n\r]/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A worksheet name Excel accepts: no []:*?/\, at most 31 characters, not empty. */
export function sheetName(name: string | undefined): string {
  const clean = (name ?? '').replace(/[[\]:*?/\\]/g, ' ').replace(XML_INVALID, '').trim().slice(0, MAX_SHEET_NAME).trim();
  return clean || DEFAULT_SHEET_NAME;
}

function xmlCell(cell: ExportCell, header: boolean): string {
  const style = header ? ' ss:StyleID="header"' : '';
  const type = cell.kind === 'number' ? 'Number' : 'String';
  return `<Cell${style}><Data ss:Type="${type}">${xmlText(cell.text)}</Data></Cell>`;
}

export function toXls(table: ExportTable, name?: string): string {
  const rows = exportGrid(table).map((cells, index) => `<Row>${cells.map((cell) => xmlCell(cell, index === 0)).join('')}</Row>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?mso-application progid="Excel.Sheet"?>',
    '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">',
    '<Styles><Style ss:ID="header"><Font ss:Bold="1"/></Style></Styles>',
    `<Worksheet ss:Name="${xmlText(sheetName(name))}"><Table>`,
    ...rows,
    '</Table></Worksheet>',
    '</Workbook>',
    '',
  ].join('\n');
}
