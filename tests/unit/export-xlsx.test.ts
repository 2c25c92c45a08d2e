import ExcelJS from 'exceljs';
import type { ExportTable } from '@/lib/domain/export-cells';
import { DEFAULT_SHEET_NAME, MONEY_FORMAT, sheetName, toXlsx } from '@/lib/domain/export-xlsx';

const table: ExportTable = {
  columns: [
    { key: 'UserId', header: 'User Id' },
    { key: 'Number', header: 'Number' },
    { key: 'Remarks', header: 'Remarks <b>' },
    { key: 'DrawDate', header: 'Draw date' },
    { key: 'Count', header: 'Count', type: 'number' },
    { key: 'Amount', header: 'Amount', type: 'money' },
  ],
  rows: [
    { UserId: 'member1', Number: '0020', Remarks: 'a & b\r\nc\td', DrawDate: '11/22/2026', Count: 3, Amount: '-12.50' },
    { UserId: '=1+1', Number: '1234', Remarks: '<script>alert(1)</script>', DrawDate: '11/22/2026 13:05:09', Count: '7', Amount: -3.25 },
    { UserId: '+cmd', Number: '0007', Remarks: 'nul\u0000 and \u0007bell', DrawDate: '2026-02-30', Count: null, Amount: '@1' },
    { UserId: '\ttab', Number: '', Remarks: null, DrawDate: '2026-11-23', Count: 0, Amount: 5000 },
  ],
  totals: [
    { label: 'Total', row: { Count: 10, Amount: '4984.25', Number: 'ignored' } },
    { label: '=Self', row: { Amount: '1.50' } },
  ],
};

async function readBack(bytes: Uint8Array): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const values = (sheet: ExcelJS.Worksheet, row: number) =>
  Array.from({ length: 6 }, (_, index) => sheet.getRow(row).getCell(index + 1).value ?? null);

describe('the XLSX workbook, read back with exceljs', () => {
  let sheet: ExcelJS.Worksheet;
  let bytes: Uint8Array;
  beforeAll(async () => {
    bytes = await toXlsx(table, 'Full Report');
    sheet = await readBack(bytes);
  });

  test('is a zip (Office Open XML) with one named sheet', () => {
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(sheet.name).toBe('Full Report');
  });

  test('the header row is frozen and bold', () => {
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(values(sheet, 1)).toEqual(['User Id', 'Number', 'Remarks <b>', 'Draw date', 'Count', 'Amount']);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
  });

  test('codes stay text with their leading zeros', () => {
    expect(sheet.getCell('B2').value).toBe('0020');
    expect(sheet.getCell('B4').value).toBe('0007');
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.String);
  });

  test('money is a number shown with 2 decimals; other numbers are numbers', () => {
    expect(sheet.getCell('F2').value).toBe(-12.5);
    expect(sheet.getCell('F2').numFmt).toBe(MONEY_FORMAT);
    expect(sheet.getCell('F3').value).toBe(-3.25);
    expect(sheet.getCell('F5').value).toBe(5000);
    expect(sheet.getCell('E3').value).toBe(7);
    expect(sheet.getCell('E3').numFmt ?? 'General').not.toBe(MONEY_FORMAT);
  });

  test('shown dates are dates (their wall-clock time); an impossible date stays text', () => {
    expect(sheet.getCell('D2').value).toEqual(new Date(Date.UTC(2026, 10, 22)));
    expect(sheet.getCell('D2').numFmt).toBe('mm/dd/yyyy');
    expect(sheet.getCell('D3').value).toEqual(new Date(Date.UTC(2026, 10, 22, 13, 5, 9)));
    expect(sheet.getCell('D3').numFmt).toBe('mm/dd/yyyy hh:mm:ss');
    expect(sheet.getCell('D4').value).toBe('2026-02-30');
    expect(sheet.getCell('D5').value).toEqual(new Date(Date.UTC(2026, 10, 23)));
  });

  test('formula-like text is neutralised and never a formula; no markup or control characters run', () => {
    expect(sheet.getCell('A3').value).toBe("'=1+1");
    expect(sheet.getCell('A4').value).toBe("'+cmd");
    expect(sheet.getCell('A5').value).toBe("'\ttab");
    expect(sheet.getCell('F4').value).toBe("'@1");
    expect(sheet.getCell('C2').value).toBe('a & b\nc\td');
    expect(sheet.getCell('C3').value).toBe('<script>alert(1)</script>');
    expect(sheet.getCell('C4').value).toBe('nul and bell');
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
  });

  test('the totals rows follow the data, bold, with money typed', () => {
    expect(sheet.rowCount).toBe(7);
    expect(values(sheet, 6)).toEqual(['Total', null, null, null, 10, 4984.25]);
    expect(sheet.getCell('F6').numFmt).toBe(MONEY_FORMAT);
    expect(sheet.getRow(6).getCell(1).font?.bold).toBe(true);
    expect(values(sheet, 7)).toEqual(["'=Self", null, null, null, null, 1.5]);
  });
});

describe('sheet names', () => {
  test.each([
    [undefined, DEFAULT_SHEET_NAME],
    ['', DEFAULT_SHEET_NAME],
    ['a/b\\c[d]e:f*g?h', 'a b c d e f g h'],
    ['x'.repeat(40), 'x'.repeat(31)],
    ['  Report 04-20  ', 'Report 04-20'],
  ])('%p gives %p', (name, expected) => {
    expect(sheetName(name)).toBe(expected);
  });
});
