// The dBASE reader bounds its work by its input before it builds any record (docs/security.md "Files and
// other hostile input"): field lengths of 0 and more fields than dBASE III allows are damage, the
// header's record count is checked against the bytes present and against the caller's line limit,
// and only the columns asked for are kept.
import { DBF_MAX_FIELDS, isDbf, readDbf, readDbfHeader, writeDbf, type DbfField } from '@/lib/domain/dbf';
import { countPastData, manyRecords, tooManyFields, zeroLengthFields } from './dbf-bombs';
import { timed } from '../support/timed';

test('the issue\'s table (2,000 zero-length fields, one record per byte) is refused at its first field, at once', () => {
  const bytes = zeroLengthFields();
  const { error, ms } = timed(() => readDbf(bytes));
  expect(error).toMatchObject({ name: 'DbfError', message: expect.stringContaining('field 1 (F0) has a length of 0') });
  expect(ms).toBeLessThan(250);
  expect(isDbf(bytes)).toBe(false);
  // At the 2 MiB upload cap too.
  expect(timed(() => readDbf(zeroLengthFields(2 * 1024 * 1024))).ms).toBeLessThan(250);
});

test(`more than ${DBF_MAX_FIELDS} fields is damage`, () => {
  expect(() => readDbfHeader(tooManyFields())).toThrow(`more than ${DBF_MAX_FIELDS} fields`);
});

test('a header count far past the data is refused before any record is read, naming both counts', () => {
  const { error, ms } = timed(() => readDbf(countPastData()));
  expect(error).toMatchObject({ message: expect.stringContaining('announces 4294967295 records, but the file holds 1') });
  expect(ms).toBeLessThan(250);
});

test('the line limit is checked against the header count before records are built', () => {
  const bytes = manyRecords(1_000_000);
  expect(readDbfHeader(bytes).count).toBe(1_000_000);
  const { error, ms } = timed(() => readDbf(bytes, { maxRecords: 10_000 }));
  expect(error).toMatchObject({ message: 'The dBASE table holds 1000000 records: a bet file holds at most 10000.' });
  expect(ms).toBeLessThan(250);
  expect(readDbf(manyRecords(10_000), { maxRecords: 10_000 }).records).toHaveLength(10_000);
});

test('a field list without its terminator, or a terminator past the header, is damage', () => {
  const fields: DbfField[] = [{ name: 'NUMBER', type: 'C', length: 4, decimals: 0 }];
  const bytes = writeDbf(fields, [{ NUMBER: '1234' }]);
  const noEnd = Uint8Array.from(bytes);
  noEnd[64] = 0x20;
  expect(() => readDbfHeader(noEnd)).toThrow('does not end where the header says');
  const shortHeader = Uint8Array.from(bytes);
  shortHeader[8] = 40; // a header length that cuts the field list
  expect(() => readDbfHeader(shortHeader)).toThrow('does not end where the header says');
});

test('a byte between the terminator and the records (as some writers put) is read past', () => {
  const fields: DbfField[] = [{ name: 'NUMBER', type: 'C', length: 4, decimals: 0 }];
  const plain = writeDbf(fields, [{ NUMBER: '1234' }, { NUMBER: '5678' }]);
  const padded = new Uint8Array(plain.length + 1);
  padded.set(plain.subarray(0, 65));
  padded[65] = 0;
  padded.set(plain.subarray(65), 66);
  padded[8] = 66;
  expect(readDbf(padded).records.map((record) => record.values.NUMBER)).toEqual(['1234', '5678']);
});

test('only the columns asked for are kept', () => {
  const fields: DbfField[] = [
    { name: 'NUMBER', type: 'C', length: 4, decimals: 0 },
    { name: 'NOTE', type: 'C', length: 20, decimals: 0 },
  ];
  const table = readDbf(writeDbf(fields, [{ NUMBER: '1234', NOTE: 'kept out' }]), { columns: ['NUMBER'] });
  expect(table.fields.map((field) => field.name)).toEqual(['NUMBER', 'NOTE']);
  expect(table.records).toEqual([{ recordNo: 1, values: { NUMBER: '1234' } }]);
});
