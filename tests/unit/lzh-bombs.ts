// Test support: crafted hostile LHA archives (docs/security.md "Files and other hostile input"), for the
// decoder's unit tests and the platform's upload tests. Each is built bit by bit as -lh5- reads it.
import { BitWriter, buildLzh } from './lzh-fixtures';

/**
 * One -lh5- block of one code: a full (not single-symbol) code-length, character and position table,
 * so an unbounded decoder builds all three for one byte of output. 57 bits.
 */
function oneSymbolBlock(bits: BitWriter): void {
  bits.write(1, 16); // the block holds one code
  // Code-length code: 4 lengths [1, 0, 0 | two zeros skipped: none | 1]: symbols 0 ('0') and 3 ('1').
  bits.write(4, 5);
  bits.write(1, 3);
  bits.write(0, 3);
  bits.write(0, 3);
  bits.write(0, 2);
  bits.write(1, 3);
  // Character code: 2 lengths, each T symbol 3 (length 1): characters 0 ('0') and 1 ('1').
  bits.write(2, 9);
  bits.write(1, 1);
  bits.write(1, 1);
  // Position code: 2 lengths of 1.
  bits.write(2, 4);
  bits.write(1, 3);
  bits.write(1, 3);
  // The one code: character 0.
  bits.write(0, 1);
}

/** An -lh5- stream of `blocks` one-code blocks (the 110 KB stream is about 15,000). */
export function oneSymbolBlocks(blocks: number): Uint8Array {
  const bits = new BitWriter();
  for (let i = 0; i < blocks; i += 1) oneSymbolBlock(bits);
  return bits.finish();
}

/** An archive whose one .ara member is `blocks` one-code blocks, claiming `originalSize` bytes. */
export function oneSymbolBlockArchive(blocks: number, originalSize = blocks): Uint8Array {
  return buildLzh([{ name: 'bomb.ara', data: new Uint8Array(originalSize), packed: oneSymbolBlocks(blocks), originalSize }]);
}

/** A block that claims 65,535 codes for a member of 8 bytes: no encoder writes that, so it is damaged. */
export function oversizedBlockArchive(): Uint8Array {
  const bits = new BitWriter();
  bits.write(0xffff, 16);
  bits.write(0, 5);
  bits.write(0, 5); // single code-length code
  bits.write(0, 9);
  bits.write(0x41, 9); // single character 'A', 0 bits each
  bits.write(0, 4);
  bits.write(0, 4);
  return buildLzh([{ name: 'bomb.ara', data: new TextEncoder().encode('AAAAAAAA'), packed: bits.finish(), originalSize: 8 }]);
}

/** A member that claims 4 GiB once unpacked, in a few bytes. */
export function hugeMemberArchive(): Uint8Array {
  return buildLzh([{ name: 'huge.ara', data: new Uint8Array(0), packed: new Uint8Array(16), originalSize: 0xfffffff0 }]);
}

/** An archive listing `count` directory entries before its one file. */
export function manyEntriesArchive(count: number): Uint8Array {
  const dirs = Array.from({ length: count }, (_, i) => ({ name: `d${i}`, data: new Uint8Array(0), method: '-lhd-' as const }));
  return buildLzh([...dirs, { name: 'a.ara', data: new TextEncoder().encode('ARA SG 2025-04-20\n1234 1-\n'), method: '-lh0-' }]);
}
