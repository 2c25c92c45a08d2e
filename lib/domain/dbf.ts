// Bet files as dBASE III tables (docs/decisions/files.md "Bet files"). One record is one bet:
//   DRAWDATE D  the draw date (every record of a file names the same draw)
//   NUMBER   C  4D: '1234' or a roll '12R4'; Toto: the two-digit numbers written together '010203040506'
//   BIG      N  4D big stake        SMALL  N  4D small stake        AMOUNT N  Toto amount per combination
//   KIND     C  optional: blank or O ordinary, R roll, I i-bet, K k-bet (Toto: R roll, or a tag *, TO, TE, TT)
//   GRP      N  optional: consecutive records with the same GRP are one line group (one ticket); without
//               the column the whole file is one group (split at the ticket's bet limit)
// Each record becomes an ARA item (`1234 1-2k`) read by parseAraItem, so stakes are read in one place.
// Deleted records (flag '*') are skipped. Pure: no I/O.

import { parseAraItem, templateIssue, type AraFile, type FileLine, type LineIssue, type ParseOptions } from './ara';

export interface DbfField {
  name: string;
  /** C character, N numeric, D date (YYYYMMDD), L logical, F float. */
  type: string;
  length: number;
  decimals: number;
}

export interface DbfRecord {
  /** 1-based, counting deleted records too (as dBASE numbers them). */
  recordNo: number;
  /** Values trimmed, keyed by upper-case field name. */
  values: Record<string, string>;
}

export interface DbfTable {
  fields: DbfField[];
  records: DbfRecord[];
}

export class DbfError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DbfError';
  }
}

const HEADER_SIZE = 32;
const FIELD_SIZE = 32;
const TERMINATOR = 0x0d;
/** dBASE III without and with a memo file. */
const VERSIONS = new Set([0x03, 0x83]);
const TYPES = new Set(['C', 'N', 'D', 'L', 'F']);
/** dBASE III's own limit; a bet table uses seven columns at most. */
export const DBF_MAX_FIELDS = 128;

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 0x10000) >>> 0;
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

export interface DbfHeader {
  fields: DbfField[];
  /** Records the header announces, deleted ones included; the bytes are known to hold them. */
  count: number;
  headerLength: number;
  recordLength: number;
}

/** One field descriptor, or why it is damaged. */
function readField(bytes: Uint8Array, at: number, number: number): DbfField {
  const rawName = bytes.subarray(at, at + 11);
  const end = rawName.indexOf(0);
  const name = latin1(end < 0 ? rawName : rawName.subarray(0, end)).trim().toUpperCase();
  const type = String.fromCharCode(bytes[at + 11] ?? 0).toUpperCase();
  if (!name || !TYPES.has(type)) throw new DbfError(`The dBASE table header is damaged: field ${number} has no name or an unknown type.`);
  const length = bytes[at + 16] ?? 0;
  if (length === 0) throw new DbfError(`The dBASE table header is damaged: field ${number} (${name}) has a length of 0.`);
  return { name, type, length, decimals: bytes[at + 17] ?? 0 };
}

/**
 * The header of a dBASE III table, checked before any record is read: at most DBF_MAX_FIELDS fields,
 * each at least one character long, a record length that is their sum, and as many records as the
 * header says present in the bytes. Field descriptors run up to the 0x0D terminator (some writers put
 * a byte more before the records, so the header length is only an upper bound).
 */
export function readDbfHeader(bytes: Uint8Array): DbfHeader {
  if (bytes.length < HEADER_SIZE + 1 || !VERSIONS.has(bytes[0] ?? 0)) throw new DbfError('The file is not a dBASE III table.');
  const count = u32(bytes, 4);
  const headerLength = u16(bytes, 8);
  const recordLength = u16(bytes, 10);
  if (headerLength > bytes.length) throw new DbfError('The dBASE table is cut short: its header runs past the end of the file.');
  const fields: DbfField[] = [];
  let at = HEADER_SIZE;
  while (bytes[at] !== TERMINATOR) {
    if (at + FIELD_SIZE + 1 > headerLength) throw new DbfError('The dBASE table header is damaged: its field list does not end where the header says.');
    if (fields.length === DBF_MAX_FIELDS) throw new DbfError(`The dBASE table header is damaged: it lists more than ${DBF_MAX_FIELDS} fields.`);
    fields.push(readField(bytes, at, fields.length + 1));
    at += FIELD_SIZE;
  }
  if (fields.length === 0) throw new DbfError('The dBASE table header is damaged: it lists no fields.');
  if (recordLength !== 1 + fields.reduce((sum, field) => sum + field.length, 0)) {
    throw new DbfError('The dBASE table header is damaged: the record length does not match its fields.');
  }
  // Whole numbers below 2^53: a count of 2^32 - 1 records of 64 KiB is still exact.
  if (bytes.length < headerLength + count * recordLength) {
    throw new DbfError(`The dBASE table is cut short: its header announces ${count} records, but the file holds ${Math.floor((bytes.length - headerLength) / recordLength)}.`);
  }
  return { fields, count, headerLength, recordLength };
}

/** Whether the bytes start with a sound dBASE III header (the upload's content check). */
export function isDbf(bytes: Uint8Array): boolean {
  try {
    readDbfHeader(bytes);
    return true;
  } catch {
    return false;
  }
}

export interface DbfReadLimits {
  /** Most records (deleted ones included) the table may announce; more is refused before any is read. */
  maxRecords?: number;
  /** Only these columns' values are kept (upper case); all when absent. */
  columns?: readonly string[];
}

/**
 * Reads a dBASE III table; throws DbfError with a message for the user. Deleted records are left out.
 * The header is checked first (readDbfHeader) and so is the record count against `maxRecords`, so the
 * records built are bounded by the bytes and the limit.
 */
export function readDbf(bytes: Uint8Array, limits: DbfReadLimits = {}): DbfTable {
  const { fields, count, headerLength, recordLength } = readDbfHeader(bytes);
  const max = limits.maxRecords ?? Number.POSITIVE_INFINITY;
  if (count > max) throw new DbfError(`The dBASE table holds ${count} records: a bet file holds at most ${max}.`);
  const wanted = limits.columns ? new Set(limits.columns) : null;
  const cells: Array<{ name: string; offset: number; length: number }> = [];
  let offset = 1;
  for (const field of fields) {
    if (!wanted || wanted.has(field.name)) cells.push({ name: field.name, offset, length: field.length });
    offset += field.length;
  }
  const records: DbfRecord[] = [];
  for (let n = 0; n < count; n += 1) {
    const start = headerLength + n * recordLength;
    if (bytes[start] === 0x2a) continue;
    const values: Record<string, string> = {};
    for (const cell of cells) values[cell.name] = latin1(bytes.subarray(start + cell.offset, start + cell.offset + cell.length)).trim();
    records.push({ recordNo: n + 1, values });
  }
  return { fields, records };
}

/** Writes a dBASE III table (tests and tools); values are padded or cut to their field's length. */
export function writeDbf(fields: readonly DbfField[], rows: ReadonlyArray<Readonly<Record<string, string | number>>>, updated = new Date(0)): Uint8Array {
  const headerLength = HEADER_SIZE + fields.length * FIELD_SIZE + 1;
  const recordLength = 1 + fields.reduce((sum, field) => sum + field.length, 0);
  const bytes = new Uint8Array(headerLength + rows.length * recordLength + 1).fill(0x20);
  bytes.fill(0, 0, headerLength);
  bytes[0] = 0x03;
  bytes[1] = updated.getUTCFullYear() - 1900;
  bytes[2] = updated.getUTCMonth() + 1;
  bytes[3] = updated.getUTCDate();
  new DataView(bytes.buffer).setUint32(4, rows.length, true);
  new DataView(bytes.buffer).setUint16(8, headerLength, true);
  new DataView(bytes.buffer).setUint16(10, recordLength, true);
  fields.forEach((field, i) => {
    const at = HEADER_SIZE + i * FIELD_SIZE;
    for (const [j, char] of [...field.name.slice(0, 10)].entries()) bytes[at + j] = char.charCodeAt(0);
    bytes[at + 11] = field.type.charCodeAt(0);
    bytes[at + 16] = field.length;
    bytes[at + 17] = field.decimals;
  });
  bytes[headerLength - 1] = TERMINATOR;
  rows.forEach((row, n) => {
    let at = headerLength + n * recordLength + 1;
    for (const field of fields) {
      const text = String(row[field.name] ?? '');
      const cell = field.type === 'N' || field.type === 'F' ? text.slice(0, field.length).padStart(field.length) : text.slice(0, field.length).padEnd(field.length);
      for (const [j, char] of [...cell].entries()) bytes[at + j] = char.charCodeAt(0) & 0xff;
      at += field.length;
    }
  });
  bytes[bytes.length - 1] = 0x1a;
  return bytes;
}

// ---------------------------------------------------------------------------------------------------
// Records as bets

export const DBF_MESSAGES = {
  missingColumn: 'The table has no {column} column: a bet table needs DRAWDATE, NUMBER and {stakes}.',
  noRecords: 'The table holds no records.',
  invalidRecordDate: '{date} is not a draw date: DRAWDATE must be a date (YYYYMMDD).',
  otherDrawDate: 'This record is for {date} but the file is for {first}: a file holds the bets of one draw.',
  unknownKind: '{kind} is not a KIND: use blank or O (ordinary), R (roll), I (i-bet) or K (k-bet).',
} as const;

function dbfIssue(code: keyof typeof DBF_MESSAGES, params?: Record<string, string | number>): LineIssue {
  return templateIssue(code, DBF_MESSAGES[code], params);
}

const FOUR_D_SUFFIX: Readonly<Record<string, string>> = { '': '', O: '', R: 'r', I: 'i', K: 'k' };
const TOTO_TAGS = new Set(['', 'R', '*', 'TO', 'TE', 'TT']);

/** DBF numbers may be written '1.00' or '  1': as bet-text stake parts ('' for zero). */
function stakePart(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^0*(\.0*)?$/.test(trimmed)) return '';
  return trimmed.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** The record as an ARA item (or why it cannot be one). */
function itemText(values: Record<string, string>, toto: boolean): { text: string } | { issue: LineIssue } {
  const number = values.NUMBER ?? '';
  const kind = (values.KIND ?? '').toUpperCase();
  if (toto) {
    if (!TOTO_TAGS.has(kind)) return { issue: dbfIssue('unknownKind', { kind }) };
    const roll = kind === 'R' ? 'R' : '';
    const tag = kind === 'R' ? '' : kind;
    return { text: `${tag}${number}-${stakePart(values.AMOUNT ?? '')}${roll}` };
  }
  const suffix = FOUR_D_SUFFIX[kind];
  if (suffix === undefined) return { issue: dbfIssue('unknownKind', { kind }) };
  return { text: `${number} ${stakePart(values.BIG ?? '')}-${stakePart(values.SMALL ?? '')}${suffix}` };
}

const DBF_DATE = /^(\d{4})(\d{2})(\d{2})$/;
/** The columns dbfToAraFile reads (readDbf keeps only these for processing). */
export const DBF_BET_COLUMNS = ['DRAWDATE', 'NUMBER', 'BIG', 'SMALL', 'AMOUNT', 'KIND', 'GRP'] as const;

/**
 * A DBF bet table as an ARA file: the location is the caller's, the draw date the first record's;
 * each record is one bet line (its line number is the record number).
 */
export function dbfToAraFile(table: DbfTable, options: ParseOptions): AraFile {
  const toto = options.location === 'TT';
  const stakes = toto ? 'AMOUNT' : 'BIG and SMALL';
  const names = new Set(table.fields.map((field) => field.name));
  const missing = ['DRAWDATE', 'NUMBER', ...(toto ? ['AMOUNT'] : ['BIG', 'SMALL'])].find((name) => !names.has(name));
  const noHeader = (issue: LineIssue) => ({ header: null, headerIssue: { ...issue, line: 1, text: '' }, lines: [] });
  if (missing) return noHeader(dbfIssue('missingColumn', { column: missing, stakes }));
  const [first] = table.records;
  if (!first) return noHeader(dbfIssue('noRecords'));
  const firstDate = DBF_DATE.exec(first.values.DRAWDATE ?? '');
  const drawDate = firstDate ? `${firstDate[1]}-${firstDate[2]}-${firstDate[3]}` : null;
  const grouped = names.has('GRP');
  const lines: FileLine[] = [];
  let group = 0;
  let previous: string | null = null;
  for (const record of table.records) {
    const values = record.values;
    const grp = values.GRP ?? '';
    if (grouped && previous !== null && grp !== previous) group += 1;
    previous = grp;
    const item = itemText(values, toto);
    const text = 'text' in item ? item.text : `${values.NUMBER ?? ''}`;
    const date = values.DRAWDATE ?? '';
    const line = { line: record.recordNo, text, group };
    if (!DBF_DATE.test(date)) lines.push({ ...line, result: { issue: dbfIssue('invalidRecordDate', { date }) } });
    else if (date !== first.values.DRAWDATE) lines.push({ ...line, result: { issue: dbfIssue('otherDrawDate', { date, first: drawDate ?? '' }) } });
    else if ('issue' in item) lines.push({ ...line, result: { issue: item.issue } });
    else lines.push({ ...line, result: parseAraItem(item.text, options) });
  }
  if (!drawDate) return { header: null, headerIssue: { ...dbfIssue('invalidRecordDate', { date: first.values.DRAWDATE ?? '' }), line: first.recordNo, text: '' }, lines };
  return { header: { location: options.location, drawDate }, headerIssue: null, lines };
}
