// Helpers of the bet-file tests: multipart uploads, processing and polling its status.
import { scoped } from './actors';
import type { Answer, Platform } from './harness';

export interface UploadForm {
  UserId?: string;
  ARACode?: string;
  Remarks?: string;
  StrictNumber?: string;
  AcceptDecimals?: string;
}

export interface FileAnswer {
  FileId: number;
  FileName: string;
  Format: string;
  ContentFormat: string;
  Status: string;
  UserId: string;
  ARACode: string;
  Remarks: string;
  Accepted: number | null;
  Rejected: number | null;
}

export interface StatusAnswer {
  FileId: number;
  JobId: number;
  Status: string;
  Progress: number;
  Total: number;
  Processed: number;
  Accepted: number;
  Rejected: number;
  TicketIds: number[];
  PlacedTotal: string;
  CreditLeft: string | null;
  Error: string | null;
  Lines: Array<
    | { Result: 'REJECTED'; Line: number; Text: string; Code: string; Message: string }
    | { Result: 'ACCEPTED'; FromLine: number; ToLine: number; Count: number; TicketIds: number[]; Total: string }
  >;
}

export type Part = { name: string; bytes: Uint8Array | string; type?: string };

/** POST a multipart upload: the fields and the file parts (several to test the one-file rule). */
export function uploadParts<T = FileAnswer>(
  platform: Platform,
  token: string,
  call: 'files/upload' | 'files/upload/dbf' | 'files/upload/lzh',
  fields: UploadForm,
  parts: Part[],
  locId = 'SG',
): Promise<Answer<T>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const part of parts) {
    const bytes = typeof part.bytes === 'string' ? new TextEncoder().encode(part.bytes) : part.bytes;
    form.append('file', new Blob([Uint8Array.from(bytes)], { type: part.type ?? 'application/octet-stream' }), part.name);
  }
  return platform.request<T>(scoped(call, locId), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

export function upload<T = FileAnswer>(
  platform: Platform,
  token: string,
  name: string,
  bytes: Uint8Array | string,
  fields: UploadForm = {},
  locId = 'SG',
): Promise<Answer<T>> {
  const call = name.endsWith('.dbf') ? 'files/upload/dbf' : name.endsWith('.lzh') ? 'files/upload/lzh' : 'files/upload';
  return uploadParts<T>(platform, token, call, { UserId: 'member1', ARACode: 'A1', ...fields }, [{ name, bytes }], locId);
}

export function processFile<T = StatusAnswer>(platform: Platform, token: string, fileId: number, query = '', locId = 'SG'): Promise<Answer<T>> {
  return platform.request<T>(scoped(`files/processUpload/${fileId}`, locId, query), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
}

export function statusOf(platform: Platform, token: string, fileId: number, locId = 'SG'): Promise<Answer<StatusAnswer>> {
  return platform.get<StatusAnswer>(scoped(`files/processUpload/${fileId}/status`, locId), token);
}

/** Polls the status until the job is DONE or FAILED (fails the test after about 20 s). */
export async function finished(platform: Platform, token: string, fileId: number, locId = 'SG'): Promise<StatusAnswer> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const answer = await statusOf(platform, token, fileId, locId);
    if (answer.status !== 200) throw new Error(`status ${answer.status}: ${JSON.stringify(answer.body)}`);
    if (answer.body.Status === 'DONE' || answer.body.Status === 'FAILED') return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`file ${fileId} did not finish`);
}

/** Upload, process and wait: the finished status. */
export async function uploadAndProcess(
  platform: Platform,
  token: string,
  name: string,
  bytes: Uint8Array | string,
  fields: UploadForm = {},
  query = '',
  locId = 'SG',
): Promise<{ file: FileAnswer; status: StatusAnswer }> {
  const uploaded = await upload(platform, token, name, bytes, fields, locId);
  if (uploaded.status !== 201) throw new Error(`upload ${uploaded.status}: ${JSON.stringify(uploaded.body)}`);
  const started = await processFile(platform, token, uploaded.body.FileId, query, locId);
  if (started.status !== 202 && started.status !== 200) throw new Error(`process ${started.status}: ${JSON.stringify(started.body)}`);
  return { file: uploaded.body, status: await finished(platform, token, uploaded.body.FileId, locId) };
}

export const rejectedOf = (status: StatusAnswer) =>
  status.Lines.flatMap((line) => (line.Result === 'REJECTED' ? [{ Line: line.Line, Code: line.Code }] : []));
export const acceptedOf = (status: StatusAnswer) =>
  status.Lines.flatMap((line) => (line.Result === 'ACCEPTED' ? [{ FromLine: line.FromLine, ToLine: line.ToLine, Count: line.Count, Total: line.Total }] : []));
