// POST files/upload (.ara, .ttt), files/upload/dbf and files/upload/lzh: multipart with one file part
// named `file` and the fields of uploadFieldsSchema. The route caps the body while it streams; here the
// file part is checked: its size (413), its extension for the call and its content (415: text must be
// UTF-8 without NUL bytes, a DBF a sound dBASE III header, an LZH one .ara/.ttt/.dbf member) and its
// line count. The bytes are stored in the database; the client's name is kept only to be shown. An
// upload writes an audit row with the file.
import type { Context } from 'hono';
import {
  contentFormatSchema,
  extensionOf,
  FORMAT_OF_EXTENSION,
  MAX_FILE_NAME,
  UPLOAD_CALLS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_LINES,
  uploadFieldsSchema,
  type ContentFormat,
  type FileFormat,
  type FileRow,
  type UploadCall,
} from '@/lib/contract/files';
import { splitLines } from '@/lib/domain/ara';
import { isDbf, readDbf } from '@/lib/domain/dbf';
import { extractSingleMember, isLzh, LzhError } from '@/lib/domain/lzh';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { PlatformError } from '../errors';
import { parseInput } from '../http/parse';
import { writeAudit } from './audit';
import { betTarget } from './bets-rights';
import { assertMayUpload, fileAnswer } from './files-store';
import type { UserRow } from './users';

const FILE_FIELD = 'file';
const INNER_EXTENSIONS = ['.ara', '.ttt', '.dbf'];

const unsupported = (message: string) => new PlatformError(415, message, FILE_FIELD);

/** The text of a text bet file, or null when the bytes are not UTF-8 text (or hold NUL bytes). */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The bets' own format and bytes: an LZH's one member, or the file itself. */
export function unpack(format: FileFormat, bytes: Uint8Array, name: string): { contentFormat: ContentFormat; data: Uint8Array; name: string } {
  if (format !== 'LZH') return { contentFormat: format, data: bytes, name };
  const member = extractSingleMember(bytes, INNER_EXTENSIONS, UPLOAD_MAX_BYTES);
  return { contentFormat: contentFormatSchema.parse(FORMAT_OF_EXTENSION[extensionOf(member.name)]), data: member.data, name: member.name };
}

/** 415 unless the bytes are what the format says; 400 past the line limit. */
function checkContent(format: FileFormat, bytes: Uint8Array, name: string): ContentFormat {
  if (format === 'LZH' && !isLzh(bytes)) throw unsupported(`${name} is not an LHA archive: upload a .lzh file.`);
  let inner: ReturnType<typeof unpack>;
  try {
    inner = unpack(format, bytes, name);
  } catch (error) {
    if (error instanceof LzhError) throw unsupported(error.message);
    throw error;
  }
  if (inner.contentFormat === 'DBF') {
    if (!isDbf(inner.data)) throw unsupported(format === 'DBF' ? `${name} is not a dBASE III table: upload a .dbf file.` : `${inner.name} is not a dBASE III table.`);
    if (readDbf(inner.data).records.length > UPLOAD_MAX_LINES) throw PlatformError.badRequest(`${inner.name} holds more than ${UPLOAD_MAX_LINES} records: split it.`, FILE_FIELD);
    return inner.contentFormat;
  }
  const text = decodeText(inner.data);
  if (text === null) throw unsupported(`${inner.name} is not a text file (UTF-8, without NUL bytes): upload the bet file itself.`);
  if (splitLines(text).length > UPLOAD_MAX_LINES) throw PlatformError.badRequest(`${inner.name} holds more than ${UPLOAD_MAX_LINES} lines: split it.`, FILE_FIELD);
  return inner.contentFormat;
}

/** The one file part and the text fields of the form; two files (or a file under another name) are a 400. */
async function readForm(c: Context): Promise<{ file: File; fields: Record<string, string> }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data')) throw PlatformError.badRequest('Send the file as multipart/form-data.', 'body');
  const form = await c.req.formData().catch((error: unknown) => {
    if (error instanceof PlatformError) throw error;
    throw PlatformError.badRequest('The form body could not be read.', 'body');
  });
  const fileParts: File[] = [];
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (name !== FILE_FIELD) throw PlatformError.badRequest(`Send the file in the part named ${FILE_FIELD}.`, FILE_FIELD);
      fileParts.push(value);
    } else if (name in fields) throw PlatformError.badRequest(`${name} is sent twice.`, name);
    else fields[name] = value;
  }
  if (fileParts.length > 1) throw PlatformError.badRequest('Send one file per upload.', FILE_FIELD);
  const [file] = fileParts;
  if (!file) throw PlatformError.badRequest('Choose a file to upload.', FILE_FIELD);
  return { file, fields };
}

export interface UploadContext {
  db: Db;
  actor: UserRow;
  locId: string;
}

export async function uploadFile(c: Context, context: UploadContext, call: UploadCall): Promise<FileRow> {
  const { db, actor, locId } = context;
  await assertMayUpload(db, actor);
  const { file, fields } = await readForm(c);
  const input = parseInput(uploadFieldsSchema, fields);
  const target = await betTarget(db, actor, input.UserId);

  if (file.size > UPLOAD_MAX_BYTES) throw new PlatformError(413, `The file is larger than ${UPLOAD_MAX_BYTES} bytes.`, FILE_FIELD);
  const name = file.name.trim();
  if (name === '' || name.length > MAX_FILE_NAME || /[\u0000-\u001f\u007f]/.test(name)) {
    throw PlatformError.badRequest(`The file name must be 1-${MAX_FILE_NAME} characters without control characters.`, FILE_FIELD);
  }
  const allowed: readonly string[] = UPLOAD_CALLS[call];
  const extension = extensionOf(name);
  if (!allowed.includes(extension)) throw unsupported(`${call} takes ${allowed.join(' or ')} files, not ${extension || 'a file without an extension'}.`);
  const format = FORMAT_OF_EXTENSION[extension] as FileFormat;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentFormat = checkContent(format, bytes, name);

  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(files)
      .values({
        locId,
        userId: target.userId,
        createdBy: actor.userId,
        fileName: name,
        format,
        contentFormat,
        size: bytes.length,
        content: bytes,
        araCode: input.ARACode,
        remarks: input.Remarks,
        strictNumber: input.StrictNumber,
        acceptDecimals: input.AcceptDecimals,
      })
      .returning();
    if (!stored) throw new Error('file insert returned nothing');
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'file',
      entityId: stored.id,
      action: 'CREATE',
      targetUserId: target.userId,
      locId,
      after: { FileName: name, Format: format, Size: bytes.length, ARACode: input.ARACode, Remarks: input.Remarks },
    });
    return stored;
  });
  return fileAnswer({ file: row, userName: target.userName, job: null });
}
