import type { ExportTable } from '@/lib/domain/export-cells';
import { DEFAULT_SHEET_NAME, sheetName, toXls, xmlText } from '@/lib/domain/export-xls';

const unescape = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Reads the workbook back: each row's cells as [type, value]. */
function readXls(xml: string): [string, string][][] {
  return [...xml.matchAll(/<Row>(.*?)<\/Row>/gs)].map(([, row]) =>
    [...(row ?? '').matchAll(/<Cell[^>]*><Data ss:Type="(\w+)">(.*?)<\/Data><\/Cell>/gs)].map(
      ([, type, value]) => [type ?? '', unescape(value ?? '')] as [string, string],
    ),
  );
}

const table: ExportTable = {
  columns: [
    { key: 'UserId', header: 'User Id' },
    { key: 'Remarks', header: 'Remarks <b>' },
    { key: 'Amount', header: 'Amount', type: 'number' },
  ],
  rows: [
    { UserId: 'member1', Remarks: 'a & b\r\nc\td', Amount: '-12.50' },
    { UserId: '=1+1', Remarks: '<script>alert(1)</script>', Amount: -3.25 },
    { UserId: '+cmd', Remarks: 'nul\u0000 and \u0007bell', Amount: '@1' },
    { UserId: '\ttab', Remarks: null, Amount: 5000 },
  ],
};

describe('SpreadsheetML 2003', () => {
  const xml = toXls(table, 'Full Report');

  test('is a workbook with one named sheet and a bold header style', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>')).toBe(true);
    expect(xml).toContain('<Worksheet ss:Name="Full Report"><Table>');
    expect(xml.match(/ss:StyleID="header"/g)).toHaveLength(3);
  });

  test('reads back with typed cells: numbers stay numbers, text is neutralised', () => {
    expect(readXls(xml)).toEqual([
      [['String', 'User Id'], ['String', 'Remarks <b>'], ['String', 'Amount']],
      [['String', 'member1'], ['String', 'a & b\r\nc\td'], ['Number', '-12.50']],
      [['String', "'=1+1"], ['String', '<script>alert(1)</script>'], ['Number', '-3.25']],
      [['String', "'+cmd"], ['String', 'nul and bell'], ['String', "'@1"]],
      [['String', "'\ttab"], ['String', ''], ['Number', '5000']],
    ]);
  });

  test('no markup of the data reaches the XML', () => {
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain('<b>');
    expect(xml).not.toMatch(/[\u0000-\u0008]/);
  });
});

describe('helpers', () => {
  it.each([
    ['a<b>&"c\'', 'a&lt;b&gt;&amp;&quot;c&apos;'],
    ['\t\n\r', '&#9;&#10;&#13;'],
    ['x\u0001\u000B\u000Cy', 'xy'],
    ['\uD83D\uDE00', '\uD83D\uDE00'],
    ['lone \uD83D here', 'lone  here'],
    ['中文', '中文'],
  ])('xmlText(%j) = %j', (text, xml) => {
    expect(xmlText(text)).toBe(xml);
  });

  it.each([
    [undefined, DEFAULT_SHEET_NAME],
    ['', 'Sheet1'],
    ['Report [4D]: 04/20?', 'Report  4D   04 20'],
    ['x'.repeat(40), 'x'.repeat(31)],
    ['  ', 'Sheet1'],
  ])('sheetName(%p) = %p', (name, sheet) => {
    expect(sheetName(name)).toBe(sheet);
  });
});
