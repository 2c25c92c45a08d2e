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

/** An RFC 4180 reader, to read the files back as a spreadsheet would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endField();
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else {
      field += char;
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

const ATTACKS = ['=1+1', '+1', '-1+2', '@SUM(A1)', '\t=1', '\rx', '=HYPERLINK("http://evil.example","x")', "=cmd|' /C calc'!A0"];

const table: ExportTable = {
  columns: [
    { key: 'UserId', header: 'User Id' },
    { key: 'Remarks', header: 'Remarks' },
    { key: 'Amount', header: 'Amount', type: 'number' },
    { key: 'Count', header: 'Count' },
  ],
  rows: [
    { UserId: 'member1', Remarks: 'plain, with "quotes"\r\nand lines', Amount: '-12.50', Count: 3 },
    { UserId: '=1+1', Remarks: '@SUM(A1)', Amount: '=2+3', Count: -4 },
    { UserId: '-member', Remarks: null, Amount: undefined, Count: Number.NaN },
    { UserId: '中文', Remarks: true, Amount: 5000, Count: '-7' },
  ],
};

describe('CSV', () => {
  const csv = toCsv(table);

  test('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(CSV_BOM).toBe('\uFEFF');
  });

  test('reads back cell by cell', () => {
    expect(parseCsv(csv.slice(1))).toEqual([
      ['User Id', 'Remarks', 'Amount', 'Count'],
      ['member1', 'plain, with "quotes"\r\nand lines', '-12.50', '3'],
      ["'=1+1", "'@SUM(A1)", "'=2+3", '-4'],
      ["'-member", '', '', ''],
      ['中文', 'true', '5000', "'-7"],
    ]);
  });

  it.each(ATTACKS)('the attack %j reads back as text with a leading apostrophe', (attack) => {
    const [, [cell]] = parseCsv(toCsv({ columns: [{ key: 'x', header: 'x' }], rows: [{ x: attack }] }).slice(1)) as [string[], string[]];
    expect(cell).toBe(`'${attack}`);
  });

  test('headers are neutralised too', () => {
    expect(parseCsv(toCsv({ columns: [{ key: 'x', header: '=x' }], rows: [] }).slice(1))).toEqual([["'=x"]]);
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
    [12.5, 'text', { kind: 'number', text: '12.5' }],
    [-3, 'text', { kind: 'number', text: '-3' }],
    [0, 'number', { kind: 'number', text: '0' }],
    [Number.POSITIVE_INFINITY, 'number', { kind: 'text', text: '' }],
    ['-12.50', 'number', { kind: 'number', text: '-12.50' }],
    ['5000.00', 'number', { kind: 'number', text: '5000.00' }],
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
    ['xls', undefined, 'exported.xls'],
    ['xls', 'Full Report 04-20', 'Full Report 04-20.xls'],
    ['csv', 'report.csv', 'report.csv'],
    ['csv', 'report.CSV', 'report.csv'],
    ['ara', '../../etc/passwd', 'etc_passwd.ara'],
    ['csv', 'a/b\\c:d*e?f"g<h>i|j', 'a_b_c_d_e_f_g_h_i_j.csv'],
    ['csv', '  ', 'exported.csv'],
    ['csv', '...', 'exported.csv'],
    ['xls', 'line\r\nbreak', 'line__break.xls'],
    ['csv', 'x'.repeat(300), `${'x'.repeat(100)}.csv`],
    ['ara', '报表', '报表.ara'],
  ] as const)('%s named %p -> %p', (format, base, name) => {
    expect(exportFileName(format, base)).toBe(name);
  });

  test('content types', () => {
    expect(EXPORT_CONTENT_TYPES).toEqual({ csv: 'text/csv;charset=utf-8', xls: 'application/vnd.ms-excel', ara: 'text/plain;charset=utf-8' });
  });
});
