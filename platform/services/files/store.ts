// Stored bet files: who may upload (docs/product.md#roles-and-permissions "Bet Upload"), the files a caller reaches (their
// member in the caller's downline, in the request's location), the answers, the listing, deletion and
// batch edits. A file of another branch is answered as not found (404), like every object there.
// Deleting and editing write an audit row per file.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FileRow, FileStatus, UpdateFilesBody } from '@/lib/contract/files';
import { MAX_FILES_LISTED } from '@/lib/contract/files';
import { gateRefusal, readsGrants } from '@/lib/contract/access';
import type { Db } from '../../db/client';
import { files, jobs, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { scopeFor } from '../bets/scope';
import { reachableUser } from '../users/downline';
import { isUnfinished } from '../jobs/runner';
import { grantsOf, type UserRow } from '../users/users';

export type StoredFile = typeof files.$inferSelect;
export const FILE_NOT_FOUND = 'File not found.';
/** The job kind of upload processing. */
export const PROCESS_KIND = 'files.process';

/**
 * Why the actor may not upload bet files, or null: EnableUpload, and the Bet Upload gate of the access
 * table (an agent, or an admin with BetEntry). The platform checks the gate on every call before the
 * route runs; it is asked again here for the processing job, which runs for its owner later.
 */
export async function uploadRefusal(db: Db, actor: UserRow): Promise<string | null> {
  const granted = readsGrants('betUpload', actor.role) ? await grantsOf(db, actor.userId) : [];
  const refusal = gateRefusal('betUpload', actor.role, granted);
  if (refusal) return refusal;
  return actor.enableUpload ? null : 'This account may not upload bet files.';
}

/** 403 unless the actor may upload, process, edit and delete bet files. */
export async function assertMayUpload(db: Db, actor: UserRow): Promise<void> {
  const refusal = await uploadRefusal(db, actor);
  if (refusal) throw PlatformError.forbidden(refusal);
}

/** The columns of a file row without its bytes, with the member's name and the job's counts. */
const listColumns = {
  file: {
    id: files.id,
    locId: files.locId,
    userId: files.userId,
    createdBy: files.createdBy,
    fileName: files.fileName,
    format: files.format,
    contentFormat: files.contentFormat,
    size: files.size,
    araCode: files.araCode,
    remarks: files.remarks,
    strictNumber: files.strictNumber,
    acceptDecimals: files.acceptDecimals,
    jobId: files.jobId,
    createdAt: files.createdAt,
  },
  userName: users.userName,
  job: { status: jobs.status, result: jobs.result, finishedAt: jobs.finishedAt },
};
type ListedFile = Omit<StoredFile, 'content'>;
interface Listed {
  file: ListedFile;
  userName: string;
  job: { status: string; result: unknown; finishedAt: Date | null } | null;
}

function counts(result: unknown): { Accepted: number | null; Rejected: number | null } {
  const value = result as { Accepted?: unknown; Rejected?: unknown } | null;
  return {
    Accepted: typeof value?.Accepted === 'number' ? value.Accepted : null,
    Rejected: typeof value?.Rejected === 'number' ? value.Rejected : null,
  };
}

export function fileAnswer({ file, userName, job }: Listed): FileRow {
  const finished = job?.status === 'DONE';
  return {
    FileId: file.id,
    FileName: file.fileName,
    Format: file.format as FileRow['Format'],
    ContentFormat: file.contentFormat as FileRow['ContentFormat'],
    Size: file.size,
    LocId: file.locId,
    UserId: file.userId,
    UserName: userName,
    ARACode: file.araCode,
    Remarks: file.remarks,
    StrictNumber: file.strictNumber,
    AcceptDecimals: file.acceptDecimals,
    Status: (job?.status ?? 'UPLOADED') as FileStatus,
    ...(finished ? counts(job.result) : { Accepted: null, Rejected: null }),
    CreatedDate: file.createdAt.toISOString(),
    CreatedBy: file.createdBy,
    ProcessedDate: finished && job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}

function listQuery(db: Db) {
  return db.select(listColumns).from(files).innerJoin(users, eq(users.userId, files.userId)).leftJoin(jobs, eq(jobs.id, files.jobId));
}

/** One file of the location whose member the actor reaches (without its bytes); else 404. */
export async function visibleFile(db: Db, actor: UserRow, locId: string, fileId: number): Promise<Listed> {
  const [row] = await listQuery(db).where(and(eq(files.id, fileId), eq(files.locId, locId)));
  if (!row || !(await reachableUser(db, actor, row.file.userId))) throw PlatformError.notFound(FILE_NOT_FOUND);
  return row;
}

/** The bytes of a file (already checked with visibleFile). */
export async function fileContent(db: Db, fileId: number): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row;
}

/** GET files: the location's files of the members the actor reaches (UserId: that user and below), newest first. */
export async function listFiles(db: Db, actor: UserRow, locId: string, userId: string | undefined, now: Date): Promise<{ Items: FileRow[]; Total: number }> {
  const scope = await scopeFor(db, actor, locId, { UserId: userId }, now);
  if (scope.userIds?.length === 0) return { Items: [], Total: 0 };
  const where = and(eq(files.locId, locId), scope.userIds ? inArray(files.userId, scope.userIds) : undefined);
  const [total] = await db.select({ count: sql<number>`count(*)::int` }).from(files).where(where);
  const rows = await listQuery(db).where(where).orderBy(desc(files.createdAt), desc(files.id)).limit(MAX_FILES_LISTED);
  return { Items: rows.map(fileAnswer), Total: total?.count ?? 0 };
}

/** DELETE files/{FileId}: the file and its processing records; its tickets stay (they are deleted as tickets). */
export async function deleteFile(db: Db, actor: UserRow, locId: string, fileId: number): Promise<{ FileId: number; Deleted: true }> {
  await assertMayUpload(db, actor);
  // Only the file's own job can be unfinished: a new one is made only after a FAILED one.
  const { file, job } = await visibleFile(db, actor, locId, fileId);
  if (job && isUnfinished(job.status)) throw new PlatformError(409, `File ${fileId} is being processed: wait until its processing has finished.`);
  await db.transaction(async (tx) => {
    await tx.delete(files).where(eq(files.id, fileId));
    await tx.delete(jobs).where(and(eq(jobs.kind, PROCESS_KIND), eq(jobs.subjectId, fileId)));
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'file',
      entityId: fileId,
      action: 'DELETE',
      targetUserId: file.userId,
      locId,
      before: { FileName: file.fileName, Format: file.format, ARACode: file.araCode, Status: job?.status ?? 'UPLOADED' },
    });
  });
  return { FileId: fileId, Deleted: true };
}

/** PUT files/updateFilesBatchByFileId: every file must be reachable (else 404 and nothing changes). */
export async function updateFiles(db: Db, actor: UserRow, locId: string, body: UpdateFilesBody): Promise<FileRow[]> {
  await assertMayUpload(db, actor);
  const before = new Map<number, ListedFile>();
  for (const row of body.Files) before.set(row.FileId, (await visibleFile(db, actor, locId, row.FileId)).file);
  await db.transaction(async (tx) => {
    for (const row of body.Files) {
      const change = { ...(row.ARACode !== undefined ? { araCode: row.ARACode } : {}), ...(row.Remarks !== undefined ? { remarks: row.Remarks } : {}) };
      await tx.update(files).set(change).where(eq(files.id, row.FileId));
      const old = before.get(row.FileId);
      await writeAudit(tx, {
        actorId: actor.userId,
        entity: 'file',
        entityId: row.FileId,
        action: 'UPDATE',
        targetUserId: old?.userId ?? null,
        locId,
        before: { ARACode: old?.araCode, Remarks: old?.remarks },
        after: { ARACode: change.araCode ?? old?.araCode, Remarks: change.remarks ?? old?.remarks },
      });
    }
  });
  const ids = body.Files.map((row) => row.FileId);
  const rows = await listQuery(db).where(inArray(files.id, ids));
  return ids.map((id) => rows.find((row) => row.file.id === id)).filter((row): row is Listed => row !== undefined).map(fileAnswer);
}
