// The decoders on files written by real tools (tests/fixtures/bet-files, made by
// scripts/fixtures/make-bet-files.sh): -lh5- archives by jLHA at header levels 0, 1 and 2 (lhasa
// extracted each to its source when they were made), and dBASE tables by LibreOffice Calc.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAraFile, type AraFile } from '@/lib/domain/ara';
import { dbfToAraFile, readDbf } from '@/lib/domain/dbf';
import { extractSingleMember, listLzh } from '@/lib/domain/lzh';

const DIR = path.join(__dirname, '../fixtures/bet-files');
const read = (name: string) => new Uint8Array(readFileSync(path.join(DIR, name)));
const EXTENSIONS = ['.ara', '.ttt', '.dbf'];
const CAP = 2 * 1024 * 1024;
const SG = { location: 'SG', strictNumber: true, acceptDecimals: false } as const;
const TT = { location: 'TT', strictNumber: true, acceptDecimals: false } as const;

/** Each line as [line, text, the bet's number or the issue's code]. */
const linesOf = (file: AraFile) => file.lines.map((line) => [line.line, line.text, 'bet' in line.result ? (line.result.bet.game === '4D' ? line.result.bet.number : line.result.bet.numbers.join('')) : line.result.issue.code]);

test.each([
  { archive: 'sg-2025-04-20-level0.lzh', level: 0, member: 'sg-2025-04-20.ara', entries: 1 },
  { archive: 'sg-sunday-level1.lzh', level: 1, member: 'sg-sunday.ttt', entries: 2 },
  { archive: 'sg-2025-04-20-level2.lzh', level: 2, member: 'sg-2025-04-20.dbf', entries: 1 },
  { archive: 'sg-large-level2.lzh', level: 2, member: 'sg-large.ara', entries: 1 },
])('$archive: level $level, -lh5-, unpacks to its source byte for byte', ({ archive, level, member, entries }) => {
  const bytes = read(archive);
  const listed = listLzh(bytes);
  expect(listed).toHaveLength(entries);
  expect(listed.map((entry) => entry.level)).toEqual(listed.map(() => level));
  expect(listed.at(-1)).toMatchObject({ name: member, method: '-lh5-' });
  if (entries === 2) expect(listed[0]).toMatchObject({ method: '-lhd-' });
  const unpacked = extractSingleMember(bytes, EXTENSIONS, CAP);
  expect(unpacked.name).toBe(member);
  expect(Buffer.from(unpacked.data).equals(Buffer.from(read(member)))).toBe(true);
});

test('the large archive reads as 9,000 bets in groups of 50', () => {
  const text = new TextDecoder().decode(extractSingleMember(read('sg-large-level2.lzh'), EXTENSIONS, CAP).data);
  const file = parseAraFile(text, SG);
  expect(file.header).toEqual({ location: 'SG', drawDate: '2025-04-20' });
  expect(file.lines).toHaveLength(9_000);
  expect(file.lines.filter((line) => !('bet' in line.result))).toEqual([]);
  expect(new Set(file.lines.map((line) => line.group)).size).toBe(180);
});

test('LibreOffice\'s SG table: its fields as declared, its records as ARA bets', () => {
  const table = readDbf(read('sg-2025-04-20.dbf'));
  expect(table.fields).toEqual([
    { name: 'DRAWDATE', type: 'D', length: 8, decimals: 0 },
    { name: 'NUMBER', type: 'C', length: 12, decimals: 0 },
    { name: 'BIG', type: 'N', length: 8, decimals: 2 },
    { name: 'SMALL', type: 'N', length: 8, decimals: 2 },
    { name: 'KIND', type: 'C', length: 2, decimals: 0 },
    { name: 'GRP', type: 'N', length: 4, decimals: 0 },
  ]);
  expect(table.records[0]).toEqual({ recordNo: 1, values: { DRAWDATE: '20250420', NUMBER: '2468', BIG: '1.00', SMALL: '2.00', KIND: '', GRP: '1' } });
  const file = dbfToAraFile(table, SG);
  expect(file.header).toEqual({ location: 'SG', drawDate: '2025-04-20' });
  expect(linesOf(file)).toEqual([
    [1, '2468 1-2', '2468'],
    [2, '13R5 1-r', '13R5'],
    [3, '1357 2-1i', '1357'],
    [4, '0007 -3', '0007'],
    [5, '8899 1-k', '8899'],
  ]);
  expect(file.lines.map((line) => line.group)).toEqual([0, 0, 1, 1, 2]);
  // The same table inside jLHA's level-2 archive.
  expect(Buffer.from(extractSingleMember(read('sg-2025-04-20-level2.lzh'), EXTENSIONS, CAP).data).equals(Buffer.from(read('sg-2025-04-20.dbf')))).toBe(true);
});

test('LibreOffice\'s Toto table: ordinary, roll, system and a tagged line with a decimal stake', () => {
  const file = dbfToAraFile(readDbf(read('tt-2025-04-21.dbf')), TT);
  expect(file.header).toEqual({ location: 'TT', drawDate: '2025-04-21' });
  expect(linesOf(file)).toEqual([
    [1, '010203040506-1', '010203040506'],
    [2, '0708091011-2R', '0708091011'],
    [3, '11223344454601-1', '11223344454601'],
    [4, 'TO030912182430-1.5', 'decimalStake'],
  ]);
});
