// Test support: crafted hostile dBASE tables (docs/security.md "Files and other hostile input"), for the
// reader's unit tests and the platform's upload tests.

/** A dBASE III header of `fields` character fields of `length` each, announcing `count` records, padded to `size` bytes. */
export function dbfHeaderOnly(options: { fields: number; length: number; count: number; size: number }): Uint8Array {
  const { fields, length, count, size } = options;
  const headerLength = 32 + fields * 32 + 1;
  const bytes = new Uint8Array(Math.max(size, headerLength)).fill(0x20);
  bytes.fill(0, 0, headerLength);
  bytes[0] = 0x03;
  const view = new DataView(bytes.buffer);
  view.setUint32(4, count, true);
  view.setUint16(8, headerLength, true);
  view.setUint16(10, 1 + fields * length, true);
  for (let i = 0; i < fields; i += 1) {
    const at = 32 + i * 32;
    [...`F${i}`].forEach((char, j) => (bytes[at + j] = char.charCodeAt(0)));
    bytes[at + 11] = 0x43; // C
    bytes[at + 16] = length;
  }
  bytes[headerLength - 1] = 0x0d;
  return bytes;
}

/** The table: 2,000 zero-length fields and one record per byte (68 KB took 400 MB and seconds to read). */
export function zeroLengthFields(size = 68 * 1024): Uint8Array {
  const headerLength = 32 + 2000 * 32 + 1;
  return dbfHeaderOnly({ fields: 2000, length: 0, count: size - headerLength, size });
}

/** 2,000 one-character fields: more than dBASE III's 128. */
export function tooManyFields(): Uint8Array {
  return dbfHeaderOnly({ fields: 2000, length: 1, count: 1, size: 32 + 2000 * 32 + 1 + 2001 });
}

/** A header that announces 4,294,967,295 records over one record of data. */
export function countPastData(): Uint8Array {
  return dbfHeaderOnly({ fields: 1, length: 1, count: 0xffffffff, size: 32 + 32 + 1 + 2 });
}

/** A sound table of one-character records, `count` of them: past the line limit when count > 10,000. */
export function manyRecords(count: number): Uint8Array {
  return dbfHeaderOnly({ fields: 1, length: 1, count, size: 32 + 32 + 1 + count * 2 });
}
