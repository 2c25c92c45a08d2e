// LHA archives (lib/domain/lzh.ts): header levels 0, 1 and 2, -lh0- and -lh5- members, CRC checks and
// the one-bet-file rule. The -lh5- streams come from the encoder in lzh-fixtures.ts; when gzip is on
// the machine, its own decoder (unlzh, from the same ar002) must read them too.
import { spawnSync } from 'node:child_process';
import { crc16, extractSingleMember, inflateLh5, isLzh, listLzh } from '@/lib/domain/lzh';
import { buildLzh, encodeLh5 } from './lzh-fixtures';

const text = (value: string) => new TextEncoder().encode(value);
const SAMPLE = text(`ARA SG 2025-04-20\n${Array.from({ length: 500 }, (_, i) => `${String((i * 7919) % 10000).padStart(4, '0')} 1-2`).join('\n')}\n`);
const EXTENSIONS = ['.ara', '.ttt', '.dbf'];

test('crc16 is the ARC CRC', () => {
  expect(crc16(text('123456789'))).toBe(0xbb3d);
});

test('-lh5- streams decode to the original bytes', () => {
  for (const data of [SAMPLE, text(''), text('a'), text('abcabcabcabcabcabcabcabc'), Uint8Array.from({ length: 20_000 }, (_, i) => (i * 31) % 251)]) {
    expect(Buffer.from(inflateLh5(encodeLh5(data), data.length)).equals(Buffer.from(data))).toBe(true);
  }
});

const gzip = spawnSync('gzip', ['--version']).status === 0;
(gzip ? test : test.skip)('gzip (unlzh) reads the fixture encoder too', () => {
  const input = Buffer.concat([Buffer.from([0x1f, 0xa0]), Buffer.from(encodeLh5(SAMPLE, true))]);
  const out = spawnSync('gzip', ['-dc'], { input });
  expect(out.status).toBe(0);
  expect(Buffer.from(out.stdout).equals(Buffer.from(SAMPLE))).toBe(true);
});

test.each([0, 1, 2] as const)('level %i headers, -lh5- and -lh0- members', (level) => {
  for (const method of ['-lh5-', '-lh0-'] as const) {
    const archive = buildLzh([{ name: 'folder\\bets.ARA', data: SAMPLE, method }], level);
    expect(isLzh(archive)).toBe(true);
    const [entry] = listLzh(archive);
    expect(entry).toMatchObject({ name: 'bets.ARA', method, level, originalSize: SAMPLE.length });
    const member = extractSingleMember(archive, EXTENSIONS, 1 << 21);
    expect(member.name).toBe('bets.ARA');
    expect(Buffer.from(member.data).equals(Buffer.from(SAMPLE))).toBe(true);
  }
});

test('directories are passed over; anything but one bet file is refused with a reason', () => {
  const dir = buildLzh([{ name: 'folder', data: new Uint8Array(), method: '-lhd-' }, { name: 'a.ttt', data: SAMPLE }]);
  expect(extractSingleMember(dir, EXTENSIONS, 1 << 21).name).toBe('a.ttt');
  expect(() => extractSingleMember(buildLzh([{ name: 'a.ara', data: SAMPLE }, { name: 'b.ara', data: SAMPLE }]), EXTENSIONS, 1 << 21)).toThrow('holds 2 files');
  expect(() => extractSingleMember(buildLzh([{ name: 'a.exe', data: SAMPLE }]), EXTENSIONS, 1 << 21)).toThrow('not a bet file');
  expect(() => extractSingleMember(buildLzh([{ name: 'a.ara', data: SAMPLE, method: '-lh6-' }]), EXTENSIONS, 1 << 21)).toThrow('-lh6-');
  expect(() => extractSingleMember(buildLzh([{ name: 'a.ara', data: SAMPLE }]), EXTENSIONS, 100)).toThrow('unpacks to');
});

test('damage is found: a bad CRC, a bad checksum, a cut archive, not an archive', () => {
  const archive = buildLzh([{ name: 'a.ara', data: SAMPLE, method: '-lh0-' }]);
  const badData = Uint8Array.from(archive);
  badData[40] = (badData[40] ?? 0) ^ 0xff;
  expect(() => extractSingleMember(badData, EXTENSIONS, 1 << 21)).toThrow('CRC');
  const badSum = Uint8Array.from(archive);
  badSum[1] = (badSum[1] ?? 0) ^ 0xff;
  expect(() => listLzh(badSum)).toThrow('checksum');
  expect(() => listLzh(archive.subarray(0, 60))).toThrow('cut short');
  expect(isLzh(text('ARA SG 2025-04-20\n'))).toBe(false);
  expect(() => inflateLh5(new Uint8Array(4), 10)).toThrow();
});
