// The LHA reader bounds its work by the member's original size (docs/security.md "Files and other hostile
// input"): a stream may hold one Huffman block per 256 bytes of output (plus one), a block no more
// codes than bytes are left, the member's size is checked against the cap before anything is
// allocated, and an archive lists at most MAX_ENTRIES entries.
import { BYTES_PER_BLOCK } from '@/lib/domain/lzh-lh5';
import { extractSingleMember, inflateLh5, listLzh, MAX_ENTRIES } from '@/lib/domain/lzh';
import { hugeMemberArchive, manyEntriesArchive, oneSymbolBlockArchive, oneSymbolBlocks, oversizedBlockArchive } from './lzh-bombs';
import { timed } from '../support/timed';

const EXTENSIONS = ['.ara', '.ttt', '.dbf'];
const CAP = 2 * 1024 * 1024;

test('one-code blocks decode, a block each, while the block count stays within the size', () => {
  // 9 blocks of one byte each claim 9 bytes: at most 1 + 9 / 256 = 1 block is allowed.
  expect(() => inflateLh5(oneSymbolBlocks(9), 9)).toThrow('a compressed member of 9 bytes holds more than 1 Huffman blocks');
  // One block for one byte is sound, and reads as its byte.
  expect([...inflateLh5(oneSymbolBlocks(1), 1)]).toEqual([0]);
  // Claiming 256 bytes a block lets the blocks through; the stream then ends early.
  expect(() => inflateLh5(oneSymbolBlocks(3), 3 * BYTES_PER_BLOCK)).toThrow('ends too early');
});

test('the issue\'s stream (110 KB of one-code blocks) is refused at once, even when it claims the whole cap', () => {
  const archive = oneSymbolBlockArchive(15_000);
  expect(archive.length).toBeGreaterThan(100_000);
  const exact = timed(() => extractSingleMember(archive, EXTENSIONS, CAP));
  expect(exact.error).toMatchObject({ name: 'LzhError', message: expect.stringContaining('Huffman blocks') });
  expect(exact.ms).toBeLessThan(250);
  // Claiming 2 MiB allows 8,193 blocks: each is built in a few KiB, and the stream runs out.
  const claiming = oneSymbolBlockArchive(15_000, CAP);
  const claimed = timed(() => extractSingleMember(claiming, EXTENSIONS, CAP));
  expect(claimed.error).toMatchObject({ name: 'LzhError', message: expect.stringContaining('Huffman blocks') });
  expect(claimed.ms).toBeLessThan(500);
  const fewer = oneSymbolBlockArchive(8_000, CAP);
  const within = timed(() => extractSingleMember(fewer, EXTENSIONS, CAP));
  expect(within.error).toMatchObject({ message: expect.stringContaining('ends too early') });
  expect(within.ms).toBeLessThan(500);
});

test('a block may not hold more codes than the member has bytes left', () => {
  expect(() => extractSingleMember(oversizedBlockArchive(), EXTENSIONS, CAP)).toThrow('more codes than the member has bytes left');
});

test('a member claiming 4 GiB is refused before anything is allocated', () => {
  const archive = hugeMemberArchive();
  const { error, ms } = timed(() => extractSingleMember(archive, EXTENSIONS, CAP));
  expect(error).toMatchObject({ message: `huge.ara unpacks to ${0xfffffff0} bytes: a bet file may be at most ${CAP} bytes.` });
  expect(ms).toBeLessThan(250);
});

test(`an archive lists at most ${MAX_ENTRIES} entries`, () => {
  expect(listLzh(manyEntriesArchive(MAX_ENTRIES - 1))).toHaveLength(MAX_ENTRIES);
  const archive = manyEntriesArchive(10_000);
  const { error, ms } = timed(() => listLzh(archive));
  expect(error).toMatchObject({ message: expect.stringContaining(`more than ${MAX_ENTRIES} entries`) });
  expect(ms).toBeLessThan(250);
});
