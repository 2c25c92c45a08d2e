// dBASE III bet tables (lib/domain/dbf.ts): the reader, the header check and records as ARA bets.
import { dbfToAraFile, isDbf, readDbf, writeDbf, type DbfField } from '@/lib/domain/dbf';

const FIELDS: DbfField[] = [
  { name: 'DRAWDATE', type: 'D', length: 8, decimals: 0 },
  { name: 'NUMBER', type: 'C', length: 12, decimals: 0 },
  { name: 'BIG', type: 'N', length: 8, decimals: 2 },
  { name: 'SMALL', type: 'N', length: 8, decimals: 0 },
  { name: 'KIND', type: 'C', length: 2, decimals: 0 },
];
const SG = { location: 'SG', strictNumber: true, acceptDecimals: false } as const;

test('reads what writeDbf wrote, leaving deleted records out', () => {
  const bytes = writeDbf(FIELDS, [
    { DRAWDATE: '20250420', NUMBER: '1234', BIG: '1.00', SMALL: '2', KIND: '' },
    { DRAWDATE: '20250420', NUMBER: '5678', BIG: '0', SMALL: '1', KIND: 'K' },
  ]);
  expect(isDbf(bytes)).toBe(true);
  const header = bytes[8] ?? 0;
  bytes[header + (1 + 8 + 12 + 8 + 8 + 2)] = 0x2a; // mark the second record deleted
  const table = readDbf(bytes);
  expect(table.fields.map((field) => field.name)).toEqual(['DRAWDATE', 'NUMBER', 'BIG', 'SMALL', 'KIND']);
  expect(table.records).toEqual([{ recordNo: 1, values: { DRAWDATE: '20250420', NUMBER: '1234', BIG: '1.00', SMALL: '2', KIND: '' } }]);
});

test('a damaged or foreign header is refused', () => {
  expect(isDbf(new TextEncoder().encode('ARA SG 2025-04-20\n'))).toBe(false);
  const bytes = writeDbf(FIELDS, [{ DRAWDATE: '20250420', NUMBER: '1234', BIG: '1', SMALL: '0' }]);
  expect(isDbf(bytes.subarray(0, 100))).toBe(false);
  expect(() => readDbf(bytes.subarray(0, bytes.length - 40))).toThrow('cut short');
});

test('records become ARA bets; other dates, bad kinds and bad numbers reported by record number', () => {
  const table = readDbf(
    writeDbf(FIELDS, [
      { DRAWDATE: '20250420', NUMBER: '1234', BIG: '1.00', SMALL: '2', KIND: '' },
      { DRAWDATE: '20250420', NUMBER: '12R4', BIG: '1.00', SMALL: '0', KIND: 'R' },
      { DRAWDATE: '20250423', NUMBER: '1111', BIG: '1.00', SMALL: '0', KIND: '' },
      { DRAWDATE: '20250420', NUMBER: '2222', BIG: '1.00', SMALL: '0', KIND: 'Z' },
      { DRAWDATE: '20250420', NUMBER: '2222', BIG: '1.50', SMALL: '0', KIND: '' },
    ]),
  );
  const file = dbfToAraFile(table, SG);
  expect(file.header).toEqual({ location: 'SG', drawDate: '2025-04-20' });
  expect(file.lines.map((line) => [line.line, line.text, 'bet' in line.result ? 'ok' : line.result.issue.code])).toEqual([
    [1, '1234 1-2', 'ok'],
    [2, '12R4 1-r', 'ok'],
    [3, '1111 1-', 'otherDrawDate'],
    [4, '2222', 'unknownKind'],
    [5, '2222 1.5-', 'decimalStake'],
  ]);
  expect(new Set(file.lines.map((line) => line.group))).toEqual(new Set([0]));
});

test('a table without the needed columns is refused as a whole', () => {
  const table = readDbf(writeDbf(FIELDS.slice(0, 2), [{ DRAWDATE: '20250420', NUMBER: '1234' }]));
  expect(dbfToAraFile(table, SG).headerIssue).toMatchObject({ code: 'missingColumn', params: { column: 'BIG' } });
});
