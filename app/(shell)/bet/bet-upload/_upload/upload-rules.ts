// The upload form's own checks, made in the browser before anything is sent (the platform checks
// again). Pure. The limits come from lib/contract/files.ts through the page as plain values, so the
// browser bundle stays free of the schema library that module holds.
import type { UploadCall } from '@/lib/contract/files';

export interface UploadRules {
  /** Largest file, in bytes (UPLOAD_MAX_BYTES). */
  maxBytes: number;
  /** Each upload call and the extensions it takes (UPLOAD_CALLS). */
  calls: Readonly<Record<UploadCall, readonly string[]>>;
  /** ARA_CODE_PATTERN's source. */
  araCodePattern: string;
  maxRemarks: number;
  /** How often a running job's status is read (STATUS_POLL_MS). */
  pollMs: number;
  /** The export's name when the answer names none (EXPORT_ARA_FILE_NAME). */
  exportFileName: string;
}

export interface UploadInput {
  userId: string | null;
  araCode: string;
  remarks: string;
  file: { name: string; size: number } | null;
}

export type UploadField = 'user' | 'araCode' | 'remarks' | 'file';
export type UploadProblem = 'userRequired' | 'araCodeRequired' | 'araCodeFormat' | 'remarksTooLong' | 'fileRequired' | 'fileType' | 'fileEmpty' | 'fileTooLarge';
export type UploadProblems = Partial<Record<UploadField, UploadProblem>>;

/** The order a user fixes them in (the form's order): focus goes to the first. */
export const UPLOAD_FIELDS: readonly UploadField[] = ['user', 'araCode', 'remarks', 'file'];

/** The extension of a file name, lower case with its dot ('' without one). */
function extension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

/** The call that takes a file of this name, or null when no call takes its extension. */
export function uploadCallOf(fileName: string, calls: UploadRules['calls']): UploadCall | null {
  const found = (Object.keys(calls) as UploadCall[]).find((call) => calls[call].includes(extension(fileName)));
  return found ?? null;
}

/** Every accepted extension, for the file input's accept attribute. */
export function acceptedExtensions(calls: UploadRules['calls']): string[] {
  return Object.values(calls).flat();
}

function fileProblem(file: UploadInput['file'], rules: UploadRules): UploadProblem | undefined {
  if (!file) return 'fileRequired';
  if (!uploadCallOf(file.name, rules.calls)) return 'fileType';
  if (file.size === 0) return 'fileEmpty';
  if (file.size > rules.maxBytes) return 'fileTooLarge';
  return undefined;
}

/** What keeps the upload from going: docs/product.md#validation-rules, "Upload needs file, UserId and ARACode". */
export function uploadProblems(input: UploadInput, rules: UploadRules): UploadProblems {
  const araCode = input.araCode.trim();
  const problems: UploadProblems = {
    user: input.userId ? undefined : 'userRequired',
    araCode: araCode === '' ? 'araCodeRequired' : new RegExp(rules.araCodePattern).test(araCode) ? undefined : 'araCodeFormat',
    remarks: input.remarks.trim().length > rules.maxRemarks ? 'remarksTooLong' : undefined,
    file: fileProblem(input.file, rules),
  };
  for (const field of UPLOAD_FIELDS) if (problems[field] === undefined) delete problems[field];
  return problems;
}

/** A size as people read it: bytes, KB or MB with one decimal. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
