// The Bet Upload page's calls from the browser, through the BFF forwarder (/api/v1/<resource>?LocId=):
// the multipart upload (an XMLHttpRequest, for its upload progress), the processing job and its
// status, and the Remarks edits (a deletion goes through useConfirmedDelete with apiUrl; the ARA
// downloads are lib/client/ara-download.ts). Every failure is an ApiError (status 0 when no answer came back).
import { errorBodyOf, parsedJson, requestJson } from '@/lib/client/http';
import type { FileRow, ProcessStatus, UpdatedFiles, UploadCall } from '@/lib/contract/files';
import { ApiError } from '@/lib/http/api-error';

export function apiUrl(resource: string, locId: string, query: Record<string, string> = {}): string {
  return `/api/v1/${resource}?${new URLSearchParams({ ...query, LocId: locId })}`;
}

export interface UploadSubmission {
  call: UploadCall;
  file: File;
  userId: string;
  araCode: string;
  remarks: string;
  strictNumber: boolean;
  acceptDecimals: boolean;
}

/** Upload progress in percent, or null while the browser cannot tell (the bar is then indeterminate). */
export type UploadProgress = (percent: number | null) => void;

/** POST files/upload(/dbf|/lzh) as multipart/form-data: one file part and the form's fields. */
export function uploadFile(locId: string, submission: UploadSubmission, onProgress: UploadProgress): Promise<FileRow> {
  const form = new FormData();
  form.append('UserId', submission.userId);
  form.append('ARACode', submission.araCode.trim());
  form.append('Remarks', submission.remarks.trim());
  form.append('StrictNumber', String(submission.strictNumber));
  form.append('AcceptDecimals', String(submission.acceptDecimals));
  form.append('file', submission.file, submission.file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(submission.call, locId));
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null);
    request.onerror = () => reject(new ApiError(0, { message: '' }));
    request.ontimeout = request.onerror;
    request.onabort = request.onerror;
    request.onload = () => {
      const body = parsedJson(request.responseText);
      if (request.status >= 200 && request.status < 300) resolve(body as FileRow);
      else reject(new ApiError(request.status, errorBodyOf(body)));
    };
    request.send(form);
  });
}

/** POST files/processUpload/{id}: starts the job (202) with the form's flags; the answer is its first status. */
export function startProcessing(locId: string, fileId: number, flags: { strictNumber: boolean; acceptDecimals: boolean }): Promise<ProcessStatus> {
  const query = { StrictNumber: String(flags.strictNumber), AcceptDecimals: String(flags.acceptDecimals) };
  return requestJson<ProcessStatus>(apiUrl(`files/processUpload/${fileId}`, locId, query), { method: 'POST', json: {} });
}

export function readStatus(locId: string, fileId: number): Promise<ProcessStatus> {
  return requestJson<ProcessStatus>(apiUrl(`files/processUpload/${fileId}/status`, locId));
}

/** PUT files/updateFilesBatchByFileId: the same Remarks on every file given, all or nothing. */
export function updateRemarks(locId: string, fileIds: readonly number[], remarks: string): Promise<UpdatedFiles> {
  const json = { Files: fileIds.map((FileId) => ({ FileId, Remarks: remarks.trim() })) };
  return requestJson<UpdatedFiles>(apiUrl('files/updateFilesBatchByFileId', locId), { method: 'PUT', json });
}
