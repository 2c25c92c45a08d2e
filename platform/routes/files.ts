// Bet files (docs/product.md#call-catalogue "Files"): POST files/upload (.ara, .ttt), files/upload/dbf and
// files/upload/lzh (multipart, one file); POST files/processUpload/{id} starts processing as a
// background job (202) and GET files/processUpload/{id}/status polls it; GET files lists the files of
// the caller's reach, DELETE files/{FileId} removes one (not its tickets), PUT
// files/updateFilesBatchByFileId edits Remarks and ARACode of several at once.
import { Hono, type Context } from 'hono';
import {
  deletedFileSchema,
  fileIdParamSchema,
  fileListSchema,
  filesQuerySchema,
  fileSchema,
  processQuerySchema,
  processStatusSchema,
  UPLOAD_BODY_OVERHEAD,
  UPLOAD_MAX_BYTES,
  updatedFilesSchema,
  updateFilesBodySchema,
  PARTNER_UPLOAD_CALL,
  type UploadCall,
} from '@/lib/contract/files';
import { cappedBody, smallBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { warmDecodePool } from '../services/files/decode';
import { processingStatus, startProcessing, type FilesDeps } from '../services/files/process';
import { deleteFile, listFiles, updateFiles } from '../services/files/store';
import { uploadFile } from '../services/files/upload';

/** The whole multipart body: the file part's cap and room for the fields, counted while it streams. */
const uploadBody = cappedBody(UPLOAD_MAX_BYTES + UPLOAD_BODY_OVERHEAD, `The upload is larger than ${UPLOAD_MAX_BYTES} bytes.`, 'file');

function deps(c: Context<ScopedEnv>): FilesDeps {
  const { db, now, logError } = c.var.deps;
  return { db, actor: c.var.session.user, locId: c.var.location.locId, runner: { now, logError } };
}

const fileIdOf = (value: string | undefined) => parseInput(fileIdParamSchema, { FileId: value }).FileId;

async function upload(c: Context<ScopedEnv>, call: UploadCall | typeof PARTNER_UPLOAD_CALL) {
  const file = await uploadFile(c, { db: c.var.deps.db, actor: c.var.session.user, locId: c.var.location.locId }, call);
  return c.json(fileSchema.parse(file), 201);
}

export const fileRoutes = new Hono<ScopedEnv>()
  .get('/files', async (c) => {
    const { UserId } = parseQuery(c, filesQuerySchema);
    // The upload page lists the files first: start a decode worker now, not when the file comes.
    warmDecodePool();
    return c.json(fileListSchema.parse(await listFiles(c.var.deps.db, c.var.session.user, c.var.location.locId, UserId, c.var.deps.now())));
  })
  .post('/files/upload', uploadBody, (c) => upload(c, 'files/upload'))
  .post('/files/upload/dbf', uploadBody, (c) => upload(c, 'files/upload/dbf'))
  .post('/files/upload/lzh', uploadBody, (c) => upload(c, 'files/upload/lzh'))
  .post(`/${PARTNER_UPLOAD_CALL}`, uploadBody, (c) => upload(c, PARTNER_UPLOAD_CALL))
  .post('/files/processUpload/:id', async (c) => {
    const query = parseQuery(c, processQuerySchema);
    const { status, started } = await startProcessing(deps(c), fileIdOf(c.req.param('id')), query);
    return c.json(processStatusSchema.parse(status), started ? 202 : 200);
  })
  .get('/files/processUpload/:id/status', async (c) => {
    return c.json(processStatusSchema.parse(await processingStatus(deps(c), fileIdOf(c.req.param('id')))));
  })
  .put('/files/updateFilesBatchByFileId', smallBody('files'), async (c) => {
    const body = parseInput(updateFilesBodySchema, await readJson(c));
    return c.json(updatedFilesSchema.parse({ Items: await updateFiles(c.var.deps.db, c.var.session.user, c.var.location.locId, body) }));
  })
  .delete('/files/:FileId', async (c) => {
    const answer = await deleteFile(c.var.deps.db, c.var.session.user, c.var.location.locId, fileIdOf(c.req.param('FileId')));
    return c.json(deletedFileSchema.parse(answer));
  });
