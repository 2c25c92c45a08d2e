// Test support: a minimal -lh5- encoder and LHA archive writer, so the reader's tests build their
// archives from known bytes. The encoder is greedy LZSS (longest match in the 8 KiB window) with fixed,
// complete code lengths: characters 0 and 1 take 8 bits and every other character/length code 9;
// positions 0-1 take 3 bits and 2-13 take 4. Its streams decode with gzip's unlzh (SCO compress -H)
// too, which checks the encoder against an independent decoder (see lzh.test.ts).
import { crc16 } from '@/lib/domain/lzh';

const NC = 510;
const NP = 14;
const DICSIZ = 1 << 13;
const MAXMATCH = 256;
const THRESHOLD = 3;

/** Bits written most significant first, as -lh5- reads them. */
export class BitWriter {
  private readonly bytes: number[] = [];
  private buffer = 0;
  private count = 0;

  write(value: number, n: number): void {
    for (let bit = n - 1; bit >= 0; bit -= 1) {
      this.buffer = (this.buffer << 1) | ((value >>> bit) & 1);
      this.count += 1;
      if (this.count === 8) {
        this.bytes.push(this.buffer);
        this.buffer = 0;
        this.count = 0;
      }
    }
  }

  finish(): Uint8Array {
    if (this.count > 0) this.write(0, 8 - this.count);
    return Uint8Array.from(this.bytes);
  }
}

/** Canonical codes (shorter first, then by symbol) of the lengths. */
function canonical(lengths: readonly number[]): number[] {
  const codes = new Array<number>(lengths.length).fill(0);
  let code = 0;
  for (let length = 1; length <= 16; length += 1) {
    lengths.forEach((l, symbol) => {
      if (l === length) codes[symbol] = code++;
    });
    code <<= 1;
  }
  return codes;
}

const C_LEN = Array.from({ length: NC }, (_, symbol) => (symbol < 2 ? 8 : 9));
const C_CODE = canonical(C_LEN);
const P_LEN = Array.from({ length: NP }, (_, symbol) => (symbol < 2 ? 3 : 4));
const P_CODE = canonical(P_LEN);
/** Code-length codes: 10 (length 8) and 11 (length 9), one bit each. */
const T_LEN = Array.from({ length: 12 }, (_, symbol) => (symbol >= 10 ? 1 : 0));
const T_CODE = canonical(T_LEN);

type Token = { literal: number } | { length: number; distance: number };

function tokens(data: Uint8Array): Token[] {
  const out: Token[] = [];
  let at = 0;
  while (at < data.length) {
    let best = 0;
    let bestDistance = 0;
    for (let from = Math.max(0, at - DICSIZ); from < at; from += 1) {
      let length = 0;
      while (length < MAXMATCH && at + length < data.length && data[from + length] === data[at + length]) length += 1;
      if (length > best) {
        best = length;
        bestDistance = at - from;
      }
    }
    if (best >= THRESHOLD) {
      out.push({ length: best, distance: bestDistance });
      at += best;
    } else out.push({ literal: data[at++] ?? 0 });
  }
  return out;
}

function writePtLengths(bits: BitWriter, lengths: readonly number[], nbit: number, special: number): void {
  bits.write(lengths.length, nbit);
  lengths.forEach((length, i) => {
    if (length < 7) bits.write(length, 3);
    else {
      bits.write(7, 3);
      for (let k = 7; k < length; k += 1) bits.write(1, 1);
      bits.write(0, 1);
    }
    if (i + 1 === special) bits.write(0, 2);
  });
}

/** An -lh5- stream of the data (one block per 0xffff tokens); `endMark` adds gzip's end of stream. */
export function encodeLh5(data: Uint8Array, endMark = false): Uint8Array {
  const bits = new BitWriter();
  const all = tokens(data);
  for (let start = 0; start < all.length; start += 0xffff) {
    const block = all.slice(start, start + 0xffff);
    bits.write(block.length, 16);
    writePtLengths(bits, T_LEN, 5, 3);
    bits.write(NC, 9);
    for (const length of C_LEN) {
      const t = length + 2;
      bits.write(T_CODE[t] ?? 0, T_LEN[t] ?? 0);
    }
    writePtLengths(bits, P_LEN, 4, -1);
    for (const token of block) {
      if ('literal' in token) {
        bits.write(C_CODE[token.literal] ?? 0, C_LEN[token.literal] ?? 0);
        continue;
      }
      const c = token.length + 0xff + 1 - THRESHOLD;
      bits.write(C_CODE[c] ?? 0, C_LEN[c] ?? 0);
      const p = token.distance - 1;
      const width = p === 0 ? 0 : 32 - Math.clz32(p);
      bits.write(P_CODE[width] ?? 0, P_LEN[width] ?? 0);
      if (width > 1) bits.write(p - (1 << (width - 1)), width - 1);
    }
  }
  if (endMark) bits.write(0, 16);
  return bits.finish();
}

export interface Member {
  name: string;
  data: Uint8Array;
  method?: '-lh0-' | '-lh5-' | '-lhd-' | '-lh6-';
  /** A stream written by hand (crafted bombs) instead of encodeLh5's, with the original size it claims. */
  packed?: Uint8Array;
  originalSize?: number;
}

const le16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const le32 = (value: number) => [...le16(value & 0xffff), ...le16(value >>> 16)];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0) & 0xff);

function packed(member: Member): number[] {
  if (member.packed) return [...member.packed];
  const method = member.method ?? '-lh5-';
  return method === '-lh5-' ? [...encodeLh5(member.data)] : [...member.data];
}

function levelHeader(member: Member, level: 0 | 1 | 2): number[] {
  const method = member.method ?? '-lh5-';
  const data = packed(member);
  const original = member.originalSize ?? member.data.length;
  const crc = crc16(member.data);
  const name = ascii(member.name);
  const time = le32(0x5a000000);
  if (level === 2) {
    const ext = [0x01, ...name];
    const extSize = ext.length + 2;
    const size = 26 + extSize;
    const header = [...le16(size), ...ascii(method), ...le32(data.length), ...le32(original), ...time, 0x20, 2, ...le16(crc), 0x55, ...le16(extSize), ...ext, 0, 0];
    return [...header, ...data];
  }
  if (level === 1) {
    // The name goes in a filename extended header; the base header's name is left empty.
    const ext = [0x01, ...name, 0, 0];
    const body = [...ascii(method), ...le32(data.length + ext.length), ...le32(original), ...time, 0x20, 1, 0, ...le16(crc), 0x55, ...le16(ext.length)];
    const sum = body.reduce((a, b) => (a + b) & 0xff, 0);
    return [body.length, sum, ...body, ...ext, ...data];
  }
  const body = [...ascii(method), ...le32(data.length), ...le32(original), ...time, 0x20, 0, name.length, ...name, ...le16(crc)];
  const sum = body.reduce((a, b) => (a + b) & 0xff, 0);
  return [body.length, sum, ...body, ...data];
}

/** An LHA archive of the members at one header level, ending with the 0 mark. */
export function buildLzh(members: readonly Member[], level: 0 | 1 | 2 = 0): Uint8Array {
  return Uint8Array.from([...members.flatMap((member) => levelHeader(member, level)), 0]);
}
