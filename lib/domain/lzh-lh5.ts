// The -lh5- decoder of LHA archives (lib/domain/lzh.ts): LZSS with an 8 KiB window and static
// Huffman blocks, after Haruhiko Okumura's ar002 (NC 510 character/length codes, NT 19 code-length
// codes, NP 14 position codes), and the error both report a damaged archive with. Pure.
//
// Its work is bounded by the member's original size before anything is built: the output buffer is
// that size (the caller caps it), a block may not hold more codes than bytes are left to produce, and
// a stream may hold at most one block per BYTES_PER_BLOCK bytes of output (real archivers write blocks
// of thousands of codes: jLHA about 6,800). Each block's codes are built in a few KiB of tables that
// are reused, so a stream of one-code blocks costs little per block, and the number of such blocks is
// capped by the size.

export class LzhError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LzhError';
  }
}

/** The error of an archive that cannot be read as LHA. */
export const damaged = (what: string) => new LzhError(`The LHA archive is damaged: ${what}.`);

const DICBIT = 13;
const DICSIZ = 1 << DICBIT;
const THRESHOLD = 3;
const NC = 0xff + 256 + 2 - THRESHOLD;
const CBIT = 9;
const NT = 16 + 3;
const TBIT = 5;
const NP = DICBIT + 1;
const PBIT = 4;
const MAX_CODE = 16;
/** Codes up to this long are found with one look-up; longer ones are walked (canonical order). */
const TABLE_BITS = 10;
/** A stream may hold one Huffman block per this many bytes of output, plus one. */
export const BYTES_PER_BLOCK = 256;

class BitReader {
  private at = 0;
  private buffer = 0;
  private count = 0;

  constructor(private readonly bytes: Uint8Array) {}

  /** The next `n` bits (n <= 16), without using them; past the end reads zeros. */
  peek(n: number): number {
    while (this.count < n) {
      this.buffer = ((this.buffer << 8) | (this.bytes[this.at] ?? 0)) & 0xffffff;
      this.at += 1;
      this.count += 8;
    }
    return (this.buffer >>> (this.count - n)) & ((1 << n) - 1);
  }

  skip(n: number): void {
    this.peek(n);
    this.count -= n;
    if (this.at > this.bytes.length + 4) throw damaged('a compressed member ends too early');
  }

  read(n: number): number {
    if (n === 0) return 0;
    const value = this.peek(n);
    this.skip(n);
    return value;
  }
}

/**
 * A canonical Huffman code, rebuilt in place for each block: a look-up of TABLE_BITS bits
 * (symbol << 5 | length; 0 for the prefix of a longer code) and, for longer codes, the symbols in
 * canonical order with the count of each length. A single symbol takes 0 bits.
 */
class Code {
  private readonly table = new Uint32Array(1 << TABLE_BITS);
  private readonly count = new Uint16Array(MAX_CODE + 1);
  private readonly sorted: Uint16Array;
  private single = -1;

  constructor(size: number) {
    this.sorted = new Uint16Array(size);
  }

  setSingle(symbol: number): void {
    this.single = symbol;
  }

  /** Builds the code of the first `n` lengths (the rest are 0); throws unless the code is complete. */
  build(lengths: Uint8Array, n: number): void {
    this.single = -1;
    this.count.fill(0);
    for (let symbol = 0; symbol < n; symbol += 1) {
      const length = lengths[symbol] ?? 0;
      this.count[length] = (this.count[length] ?? 0) + 1;
    }
    this.count[0] = 0;
    const offsets = new Uint16Array(MAX_CODE + 2);
    let code = 0;
    for (let length = 1; length <= MAX_CODE; length += 1) {
      offsets[length + 1] = (offsets[length] ?? 0) + (this.count[length] ?? 0);
      code = (code + (this.count[length] ?? 0)) << 1;
    }
    if (code !== 1 << (MAX_CODE + 1)) throw damaged('a Huffman table is incomplete');
    for (let symbol = 0; symbol < n; symbol += 1) {
      const length = lengths[symbol] ?? 0;
      if (length > 0) this.sorted[(offsets[length] = (offsets[length] ?? 0) + 1) - 1] = symbol;
    }
    this.table.fill(0);
    let next = 0;
    let index = 0;
    for (let length = 1; length <= TABLE_BITS; length += 1) {
      const span = 1 << (TABLE_BITS - length);
      for (let k = 0; k < (this.count[length] ?? 0); k += 1) {
        this.table.fill(((this.sorted[index++] ?? 0) << 5) | length, next, next + span);
        next += span;
      }
    }
  }

  decode(bits: BitReader): number {
    if (this.single >= 0) return this.single;
    const entry = this.table[bits.peek(TABLE_BITS)] ?? 0;
    if (entry !== 0) {
      bits.skip(entry & 31);
      return entry >>> 5;
    }
    // A code longer than the table: walk the lengths in canonical order (puff.c's decode).
    const window = bits.peek(MAX_CODE);
    let first = 0;
    let index = 0;
    for (let length = 1; length <= MAX_CODE; length += 1) {
      const code = window >>> (MAX_CODE - length);
      const count = this.count[length] ?? 0;
      if (code - first < count) {
        bits.skip(length);
        return this.sorted[index + code - first] ?? 0;
      }
      index += count;
      first = (first + count) << 1;
    }
    throw damaged('a Huffman code is not in its table');
  }
}

/** The block's three codes and the lengths they are read into, allocated once per stream. */
interface Tables {
  t: Code;
  c: Code;
  p: Code;
  lengths: Uint8Array;
}

function readPtLengths(bits: BitReader, code: Code, lengths: Uint8Array, nn: number, nbit: number, special: number): void {
  const n = bits.read(nbit);
  if (n === 0) return code.setSingle(bits.read(nbit));
  if (n > nn) throw damaged('a code-length table is too long');
  lengths.fill(0, 0, nn);
  let i = 0;
  while (i < n) {
    let c = bits.peek(3);
    if (c === 7) {
      bits.skip(3);
      while (bits.read(1) === 1) {
        c += 1;
        if (c > MAX_CODE) throw damaged('a code length is too long');
      }
    } else bits.skip(3);
    lengths[i++] = c;
    if (i === special) {
      let zeros = bits.read(2);
      while (zeros-- > 0 && i < nn) lengths[i++] = 0;
    }
  }
  code.build(lengths, i);
}

function readCharLengths(bits: BitReader, tables: Tables): void {
  const { t, c: code, lengths } = tables;
  const n = bits.read(CBIT);
  if (n === 0) return code.setSingle(bits.read(CBIT));
  if (n > NC) throw damaged('the character table is too long');
  lengths.fill(0, 0, NC);
  let i = 0;
  while (i < n) {
    const c = t.decode(bits);
    if (c <= 2) {
      let zeros = c === 0 ? 1 : c === 1 ? bits.read(4) + 3 : bits.read(CBIT) + 20;
      while (zeros-- > 0 && i < NC) lengths[i++] = 0;
    } else lengths[i++] = c - 2;
  }
  code.build(lengths, i);
}

/** Decompresses an -lh5- stream to `size` bytes (the caller has capped `size`). */
export function inflateLh5(data: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  const bits = new BitReader(data);
  const tables: Tables = { t: new Code(NT), c: new Code(NC), p: new Code(NP), lengths: new Uint8Array(NC) };
  const maxBlocks = 1 + Math.floor(size / BYTES_PER_BLOCK);
  let blocks = 0;
  let at = 0;
  let blockLeft = 0;
  while (at < size) {
    if (blockLeft === 0) {
      blockLeft = bits.read(16);
      if (blockLeft === 0) throw damaged('a compressed member ends too early');
      if (blockLeft > size - at) throw damaged('a Huffman block holds more codes than the member has bytes left');
      if (++blocks > maxBlocks) throw damaged(`a compressed member of ${size} bytes holds more than ${maxBlocks} Huffman blocks`);
      readPtLengths(bits, tables.t, tables.lengths, NT, TBIT, 3);
      readCharLengths(bits, tables);
      readPtLengths(bits, tables.p, tables.lengths, NP, PBIT, -1);
    }
    blockLeft -= 1;
    const symbol = tables.c.decode(bits);
    if (symbol <= 0xff) {
      out[at++] = symbol;
      continue;
    }
    const length = symbol - (0xff + 1 - THRESHOLD);
    let position = tables.p.decode(bits);
    if (position > 1) position = (1 << (position - 1)) + bits.read(position - 1);
    const from = at - position - 1;
    if (from < 0 || position >= DICSIZ) throw damaged('a match points before the start of the member');
    for (let k = 0; k < length && at < size; k += 1) out[at++] = out[from + k] ?? 0;
  }
  return out;
}
