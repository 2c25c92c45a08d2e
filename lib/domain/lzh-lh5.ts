// The -lh5- decoder of LHA archives (lib/domain/lzh.ts): LZSS with an 8 KiB window and static
// Huffman blocks, after Haruhiko Okumura's ar002 (NC 510 character/length codes, NT 19 code-length
// codes, NP 14 position codes), and the error both report a damaged archive with. Pure.

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
const PEEK = 16;

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

/** A canonical Huffman code as a 16-bit lookup (symbol << 5 | length); a single symbol takes 0 bits. */
class Code {
  private constructor(private readonly table: Uint32Array | null, private readonly only: number) {}

  static single(symbol: number): Code {
    return new Code(null, symbol);
  }

  static of(lengths: Uint8Array): Code {
    const count = new Array<number>(17).fill(0);
    for (const length of lengths) if (length > 0) count[length] = (count[length] ?? 0) + 1;
    let code = 0;
    const next = new Array<number>(17).fill(0);
    for (let length = 1; length <= 16; length += 1) {
      next[length] = code;
      code = (code + (count[length] ?? 0)) << 1;
    }
    if (code !== 1 << 17) throw damaged('a Huffman table is incomplete');
    const table = new Uint32Array(1 << PEEK);
    lengths.forEach((length, symbol) => {
      if (length === 0) return;
      const first = (next[length] ?? 0) << (PEEK - length);
      next[length] = (next[length] ?? 0) + 1;
      table.fill((symbol << 5) | length, first, first + (1 << (PEEK - length)));
    });
    return new Code(table, 0);
  }

  decode(bits: BitReader): number {
    if (!this.table) return this.only;
    const entry = this.table[bits.peek(PEEK)] ?? 0;
    bits.skip(entry & 31);
    return entry >>> 5;
  }
}

function readPtLengths(bits: BitReader, nn: number, nbit: number, special: number): Code {
  const n = bits.read(nbit);
  if (n === 0) return Code.single(bits.read(nbit));
  if (n > nn) throw damaged('a code-length table is too long');
  const lengths = new Uint8Array(nn);
  let i = 0;
  while (i < n) {
    let c = bits.peek(3);
    if (c === 7) {
      bits.skip(3);
      while (bits.read(1) === 1) {
        c += 1;
        if (c > 16) throw damaged('a code length is too long');
      }
    } else bits.skip(3);
    lengths[i++] = c;
    if (i === special) {
      let zeros = bits.read(2);
      while (zeros-- > 0 && i < nn) lengths[i++] = 0;
    }
  }
  return Code.of(lengths);
}

function readCharLengths(bits: BitReader, t: Code): Code {
  const n = bits.read(CBIT);
  if (n === 0) return Code.single(bits.read(CBIT));
  if (n > NC) throw damaged('the character table is too long');
  const lengths = new Uint8Array(NC);
  let i = 0;
  while (i < n) {
    const c = t.decode(bits);
    if (c <= 2) {
      let zeros = c === 0 ? 1 : c === 1 ? bits.read(4) + 3 : bits.read(CBIT) + 20;
      while (zeros-- > 0 && i < NC) lengths[i++] = 0;
    } else lengths[i++] = c - 2;
  }
  return Code.of(lengths);
}

/** Decompresses an -lh5- stream to `size` bytes. */
export function inflateLh5(data: Uint8Array, size: number): Uint8Array {
  const out = new Uint8Array(size);
  const bits = new BitReader(data);
  let at = 0;
  let blockLeft = 0;
  let c: Code = Code.single(0);
  let p: Code = Code.single(0);
  while (at < size) {
    if (blockLeft === 0) {
      blockLeft = bits.read(16);
      if (blockLeft === 0) throw damaged('a compressed member ends too early');
      const t = readPtLengths(bits, NT, TBIT, 3);
      c = readCharLengths(bits, t);
      p = readPtLengths(bits, NP, PBIT, -1);
    }
    blockLeft -= 1;
    const symbol = c.decode(bits);
    if (symbol <= 0xff) {
      out[at++] = symbol;
      continue;
    }
    const length = symbol - (0xff + 1 - THRESHOLD);
    let position = p.decode(bits);
    if (position > 1) position = (1 << (position - 1)) + bits.read(position - 1);
    const from = at - position - 1;
    if (from < 0 || position >= DICSIZ) throw damaged('a match points before the start of the member');
    for (let k = 0; k < length && at < size; k += 1) out[at++] = out[from + k] ?? 0;
  }
  return out;
}
