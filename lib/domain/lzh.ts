// LHA (.lzh) archives (docs/decisions/files.md "Bet files"): header levels 0, 1 and 2; members stored
// (-lh0-) or compressed with -lh5- (LZSS with an 8 KiB window and static Huffman blocks, after
// Haruhiko Okumura's ar002). A bet archive holds exactly one .ara, .ttt or .dbf member; directory
// entries are passed over. Each member's CRC-16 is checked. Pure: no I/O; the member's name is only
// shown, never used as a path. The -lh5- decoder is lzh-lh5.ts.

import { damaged, inflateLh5, LzhError } from './lzh-lh5';

export { inflateLh5, LzhError };

export interface LzhEntry {
  /** The member's name without any directory part. */
  name: string;
  /** -lh0-, -lh5-, -lhd- (a directory), ... */
  method: string;
  level: number;
  compressedSize: number;
  originalSize: number;
  crc: number;
  /** Where its data starts in the archive. */
  dataOffset: number;
}

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 0x10000) >>> 0;
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const METHOD = /^-l[hz][0-9a-z]-$/;
/** Most entries (files and directories) an archive may list: a bet archive holds one file. */
export const MAX_ENTRIES = 64;

/** CRC-16 of LHA (the ARC polynomial 0xA001, reflected, starting at 0), a byte at a time. */
const CRC_TABLE = Uint16Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  return crc;
});

export function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = (crc >>> 8) ^ (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0);
  return crc;
}

/** The last part of a member path (separators /, \ and LHA's 0xFF). */
function baseName(path: string): string {
  const parts = path.split(/[/\\\u00ff]/);
  return parts[parts.length - 1] ?? '';
}


/**
 * Reads the extended headers of level 1 and 2 from `at`, none past `limit` (the header's end, or the
 * member's); answers the file name they carry and their total size.
 */
function extendedHeaders(bytes: Uint8Array, at: number, firstSize: number, limit: number): { name: string | null; dir: string; size: number } {
  let size = firstSize;
  let offset = at;
  let total = 0;
  let name: string | null = null;
  let dir = '';
  while (size > 0) {
    if (size < 3 || offset + size > Math.min(limit, bytes.length)) throw damaged('an extended header runs past the end');
    const type = bytes[offset];
    const data = bytes.subarray(offset + 1, offset + size - 2);
    if (type === 0x01) name = latin1(data);
    if (type === 0x02) dir = latin1(data);
    total += size;
    offset += size;
    size = u16(bytes, offset - 2);
  }
  return { name, dir, size: total };
}

/** One header at `at`; null at the end mark (a 0 byte, or the end of the bytes). */
function readHeader(bytes: Uint8Array, at: number): { entry: LzhEntry; next: number } | null {
  if (at >= bytes.length || bytes[at] === 0) return null;
  if (at + 22 > bytes.length) throw damaged('a header is cut short');
  const method = latin1(bytes.subarray(at + 2, at + 7));
  const level = bytes[at + 20] ?? 0;
  if (!METHOD.test(method)) throw new LzhError('The file is not an LHA archive.');
  let compressedSize = u32(bytes, at + 7);
  const originalSize = u32(bytes, at + 11);
  let name: string;
  let crc: number;
  let dataOffset: number;
  if (level === 0 || level === 1) {
    const headerSize = bytes[at] ?? 0;
    const end = at + 2 + headerSize;
    if (end > bytes.length) throw damaged('a header is cut short');
    let sum = 0;
    for (let i = at + 2; i < end; i += 1) sum = (sum + (bytes[i] ?? 0)) & 0xff;
    if (sum !== bytes[at + 1]) throw damaged('a header checksum is wrong');
    const nameLength = bytes[at + 21] ?? 0;
    name = latin1(bytes.subarray(at + 22, at + 22 + nameLength));
    crc = u16(bytes, at + 22 + nameLength);
    dataOffset = end;
    if (level === 1) {
      const ext = extendedHeaders(bytes, end, u16(bytes, end - 2), end + compressedSize);
      if (ext.name !== null) name = ext.name;
      compressedSize -= ext.size;
      if (compressedSize < 0) throw damaged('the sizes of a header do not add up');
      dataOffset = end + ext.size;
    }
  } else if (level === 2) {
    const headerSize = u16(bytes, at);
    if (headerSize < 26 || at + headerSize > bytes.length) throw damaged('a header is cut short');
    crc = u16(bytes, at + 21);
    const ext = extendedHeaders(bytes, at + 26, u16(bytes, at + 24), at + headerSize);
    name = ext.name ?? '';
    dataOffset = at + headerSize;
  } else {
    throw new LzhError(`The archive uses LHA header level ${level}: archive the file with header level 0, 1 or 2.`);
  }
  if (dataOffset + compressedSize > bytes.length) throw damaged('a member is cut short');
  return {
    entry: { name: baseName(name), method, level, compressedSize, originalSize, crc, dataOffset },
    next: dataOffset + compressedSize,
  };
}

/** Every member of the archive (directories included), at most MAX_ENTRIES. Throws LzhError. */
export function listLzh(bytes: Uint8Array): LzhEntry[] {
  const entries: LzhEntry[] = [];
  let at = 0;
  for (;;) {
    const read = readHeader(bytes, at);
    if (!read) break;
    if (entries.length === MAX_ENTRIES) throw new LzhError(`The LHA archive lists more than ${MAX_ENTRIES} entries: a bet archive holds one bet file.`);
    entries.push(read.entry);
    at = read.next;
  }
  if (entries.length === 0) throw new LzhError('The LHA archive holds no files.');
  return entries;
}

/** Whether the bytes start with a sound LHA header (the upload's content check). */
export function isLzh(bytes: Uint8Array): boolean {
  try {
    return readHeader(bytes, 0) !== null;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------------
// The one bet file of an archive

export interface LzhMember {
  name: string;
  data: Uint8Array;
}

/**
 * The one file member of a bet archive, whose name ends with one of `extensions` (lower case, with
 * the dot), decompressed and CRC-checked. Anything else is refused with an LzhError saying why.
 */
export function extractSingleMember(bytes: Uint8Array, extensions: readonly string[], maxSize: number): LzhMember {
  const members = listLzh(bytes).filter((entry) => entry.method !== '-lhd-');
  const wanted = extensions.join(', ');
  if (members.length !== 1) {
    throw new LzhError(`The archive holds ${members.length} files: it must hold exactly one bet file (${wanted}).`);
  }
  const [member] = members as [LzhEntry];
  const dot = member.name.lastIndexOf('.');
  const extension = dot <= 0 ? '' : member.name.slice(dot).toLowerCase();
  if (!extensions.includes(extension)) throw new LzhError(`${member.name} is not a bet file: the archive must hold one ${wanted} file.`);
  if (member.originalSize > maxSize) throw new LzhError(`${member.name} unpacks to ${member.originalSize} bytes: a bet file may be at most ${maxSize} bytes.`);
  const packed = bytes.subarray(member.dataOffset, member.dataOffset + member.compressedSize);
  let data: Uint8Array;
  if (member.method === '-lh0-') {
    if (member.compressedSize !== member.originalSize) throw damaged('a stored member has two sizes');
    data = packed;
  } else if (member.method === '-lh5-') {
    data = inflateLh5(packed, member.originalSize);
  } else {
    throw new LzhError(`${member.name} is compressed with ${member.method}, which the platform does not read: archive it with -lh5- or -lh0-.`);
  }
  if (crc16(data) !== member.crc) throw damaged(`the CRC of ${member.name} does not match`);
  return { name: member.name, data };
}
