import { parse } from 'csv-parse/sync';
import {
  CSV_BOM,
  DEFAULT_EXPORT_FILE_NAME,
  EXPORT_CONTENT_TYPES,
  exportFileName,
  neutralise,
  toCsv,
  toExportCell,
  type ExportTable,
} from '@/lib/domain/export-cells';

/** Reads a CSV back with a kept parser, as a spreadsheet would: the BOM dropped, quotes undone. */
function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true }) as string[][];
}

const ATTACKS = ['=1+1', '+1', '-1+2', '@SUM(A1)', '\t=1', '\rx', '=HYPERLINK("http://evil.example","x")', "=cmd|' /C calc'!A0"];

const table: ExportTable = {
  columns: [
    { key: 'UserId', header: 'User Id' },
    { key: 'Remarks', header: 'Remarks' },
    { key: 'Amount', header: 'Amount', type: 'money' },
    { key: 'Count', header: 'Count' },
  ],
  rows: [
    { UserId: 'member1', Remarks: 'plain, with "quotes"\r\nand lines', Amount: '-12.50', Count: 3 },
    { UserId: '=1+1', Remarks: '@SUM(A1)', Amount: '=2+3', Count: -4 },
    { UserId: '-member', Remarks: null, Amount: undefined, Count: Number.NaN },
    { UserId: '中文', Remarks: true, Amount: 5000, Count: '-7' },
    { UserId: '0020', Remarks: '11/22/2026 13:05:09', Amount: '0.50', Count: '00123' },
  ],
  totals: [{ label: 'Total', row: { Amount: '4988.00', Count: 99, Remarks: 'not a figure' } }],
};

describe('CSV', () => {
  const csv = toCsv(table);

  test('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
  });

  test('reads back cell by cell', () => {
    expect(parseCsv(csv)).toEqual([
      ['User Id', 'Remarks', 'Amount', 'Count'],
      ['member1', 'plain, with "quotes"\r\nand lines', '-12.50', '3'],
      ["'=1+1", "'@SUM(A1)", "'=2+3", '-4'],
      ["'-member", '', '', ''],
      ['中文', 'true', '5000', "'-7"],
      ['="0020"', '11/22/2026 13:05:09', '0.50', '="00123"'],
      ['Total', '', '4988.00', ''],
    ]);
  });

  it.each(ATTACKS)('the attack %j reads back as text with a leading apostrophe', (attack) => {
    const [, [cell]] = parseCsv(toCsv({ columns: [{ key: 'x', header: 'x' }], rows: [{ x: attack }] })) as [string[], string[]];
    expect(cell).toBe(`'${attack}`);
  });

  test('headers are neutralised too', () => {
    expect(parseCsv(toCsv({ columns: [{ key: 'x', header: '=x' }], rows: [] }))).toEqual([["'=x"]]);
  });

  test('a code of digits is written as ="0020" so spreadsheets keep its leading zeros', () => {
    const csv = toCsv({ columns: [{ key: 'n', header: 'Number' }], rows: [{ n: '0020' }, { n: '9' }, { n: '00-1' }, { n: 20 }] });
    expect(csv).toBe('\uFEFFNumber\r\n"=""0020"""\r\n"=""9"""\r\n00-1\r\n20\r\n');
    expect(parseCsv(csv)).toEqual([['Number'], ['="0020"'], ['="9"'], ['00-1'], ['20']]);
  });

  test('the totals rows come last: the label first, figures in number columns only', () => {
    expect(toCsv(table).endsWith('\r\nTotal,,4988.00,\r\n')).toBe(true);
  });

  test('an empty table is its header', () => {
    expect(toCsv({ columns: [{ key: 'a', header: 'A' }, { key: 'b', header: 'B' }], rows: [] })).toBe('\uFEFFA,B\r\n');
  });
});

describe('cells', () => {
  it.each([
    ['=1', "'=1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@a', "'@a"],
    ['\ta', "'\ta"],
    ['\ra', "'\ra"],
    ['a=1', 'a=1'],
    [' =1', ' =1'],
    ['\na', '\na'],
    ["'=1", "'=1"],
    ['', ''],
  ])('neutralise(%j) = %j', (text, safe) => {
    expect(neutralise(text)).toBe(safe);
  });

  it.each([
    [12.5, 'text', { kind: 'number', text: '12.5', money: false }],
    [-3, 'text', { kind: 'number', text: '-3', money: false }],
    [0, 'number', { kind: 'number', text: '0', money: false }],
    [Number.POSITIVE_INFINITY, 'number', { kind: 'text', text: '' }],
    ['-12.50', 'number', { kind: 'number', text: '-12.50', money: false }],
    ['5000.00', 'money', { kind: 'number', text: '5000.00', money: true }],
    ['0020', 'text', { kind: 'text', text: '0020' }],
    ['11/22/2026', 'text', { kind: 'date', text: '11/22/2026', date: new Date(Date.UTC(2026, 10, 22)), format: 'mm/dd/yyyy' }],
    ['02/29/2028 23:59', 'text', { kind: 'date', text: '02/29/2028 23:59', date: new Date(Date.UTC(2028, 1, 29, 23, 59)), format: 'mm/dd/yyyy hh:mm' }],
    ['2026-11-22', 'text', { kind: 'date', text: '2026-11-22', date: new Date(Date.UTC(2026, 10, 22)), format: 'yyyy-mm-dd' }],
    ['02/29/2027', 'text', { kind: 'text', text: '02/29/2027' }],
    ['11/22/2026 24:00', 'text', { kind: 'text', text: '11/22/2026 24:00' }],
    ['13/01/2026', 'text', { kind: 'text', text: '13/01/2026' }],
    ['11/22/2026', 'money', { kind: 'text', text: '11/22/2026' }],
    ['-12.50', 'text', { kind: 'text', text: "'-12.50" }],
    ['-1+2', 'number', { kind: 'text', text: "'-1+2" }],
    ['1e5', 'number', { kind: 'text', text: '1e5' }],
    ['+5', 'number', { kind: 'text', text: "'+5" }],
    [null, 'number', { kind: 'text', text: '' }],
    [false, 'text', { kind: 'text', text: 'false' }],
    [new Date('2025-04-20T02:00:00Z'), 'text', { kind: 'text', text: '2025-04-20T02:00:00.000Z' }],
  ] as const)('toExportCell(%p, %s)', (value, type, cell) => {
    expect(toExportCell(value, type)).toEqual(cell);
  });
});

describe('file names', () => {
  test('the spec default', () => {
    expect(DEFAULT_EXPORT_FILE_NAME).toBe('exported.ara');
    expect(exportFileName('ara')).toBe(DEFAULT_EXPORT_FILE_NAME);
  });

  it.each([
    ['csv', undefined, 'exported.csv'],
    ['xlsx', undefined, 'exported.xlsx'],
    ['xlsx', 'Full Report 04-20', 'Full Report 04-20.xlsx'],
    ['csv', 'report.csv', 'report.csv'],
    ['csv', 'report.CSV', 'report.csv'],
    ['ara', '../../etc/passwd', 'etc_passwd.ara'],
    ['csv', 'a/b\\c:d*e?f"g<h>i|j', 'a_b_c_d_e_f_g_h_i_j.csv'],
    ['csv', '  ', 'exported.csv'],
    ['csv', '...', 'exported.csv'],
    ['xlsx', 'line\r\nbreak', 'line__break.xlsx'],
    ['csv', 'x'.repeat(300), `${'x'.repeat(100)}.csv`],
    ['ara', '报表', '报表.ara'],
  ] as const)('%s named %p -> %p', (format, base, name) => {
    expect(exportFileName(format, base)).toBe(name);
  });

  test('content types', () => {
    expect(EXPORT_CONTENT_TYPES).toEqual({
      csv: 'text/csv;charset=utf-8',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ara: 'text/plain;charset=utf-8',
    });
  });
});
