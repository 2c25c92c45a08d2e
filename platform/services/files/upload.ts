// POST files/upload (.ara, .ttt), files/upload/dbf and files/upload/lzh: multipart with one file part
// named `file` and the fields of uploadFieldsSchema. The route caps the body while it streams; here the
// file part is checked: its size (413), its extension for the call and its content (415: text must be
// UTF-8 without NUL bytes, a DBF a sound dBASE III header, an LZH one .ara/.ttt/.dbf member) and its
// line count (400), in the decode worker (files/decode.ts: a file past its time or memory budget is a
// 422). The bytes are stored in the database; the client's name is kept only to be shown. An upload
// writes an audit row with the file.
import type { Context } from 'hono';
import {
  extensionOf,
  FORMAT_OF_EXTENSION,
  MAX_FILE_NAME,
  ALL_UPLOAD_CALLS,
  type PARTNER_UPLOAD_CALL,
  UPLOAD_MAX_BYTES,
  uploadFieldsSchema,
  type FileFormat,
  type FileRow,
  type UploadCall,
} from '@/lib/contract/files';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { PlatformError } from '../../errors';
import { parseInput } from '../../http/parse';
import { writeAudit } from '../audit/write';
import { betTarget } from '../bets/rights';
import { checkUpload } from './decode';
import { assertMayUpload, fileAnswer } from './store';
import type { UserRow } from '../users/users';

const FILE_FIELD = 'file';

const unsupported = (message: string) => new PlatformError(415, message, FILE_FIELD);

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

export async function uploadFile(c: Context, context: UploadContext, call: UploadCall | typeof PARTNER_UPLOAD_CALL): Promise<FileRow> {
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
  const allowed: readonly string[] = ALL_UPLOAD_CALLS[call];
  const extension = extensionOf(name);
  if (!allowed.includes(extension)) throw unsupported(`${call} takes ${allowed.join(' or ')} files, not ${extension || 'a file without an extension'}.`);
  const format = FORMAT_OF_EXTENSION[extension] as FileFormat;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentFormat = await checkUpload(format, bytes, name);

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
