// Bet files under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Files"): upload (multipart), processing as a polled
// background job, the file list, deletion and batch edits; and the ARA exports of bets (POST
// bet/page/exportAra, bet/page/exportDetailsAra). Formats and rules: docs/decisions/files.md "Bet files".
import { z } from './zod';
import { bodyIdSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryFlagSchema, queryIdSchema, requiredText, textField, userIdSchema, whenFieldsValid } from './common';

// ---- Limits (the page checks these before sending; the platform checks them again) ----------------

/** Largest file part, in bytes; one byte more is a 413. The BFF's own cap (10 MB) is above it. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Room for the other multipart fields and boundaries: the whole body may be this much larger. */
export const UPLOAD_BODY_OVERHEAD = 64 * 1024;
/** Most bet lines a file may hold (ARA/TTT lines, DBF records). */
export const UPLOAD_MAX_LINES = 10_000;

export const fileFormatSchema = z.enum(['ARA', 'TTT', 'DBF', 'LZH']);
export type FileFormat = z.infer<typeof fileFormatSchema>;
/** What the bets are written in: an LZH archive holds one ARA, TTT or DBF member. */
export const contentFormatSchema = z.enum(['ARA', 'TTT', 'DBF']);
export type ContentFormat = z.infer<typeof contentFormatSchema>;

/** The upload calls and the file name extensions each accepts (lower case, with the dot). */
export const UPLOAD_CALLS = {
  'files/upload': ['.ara', '.ttt'],
  'files/upload/dbf': ['.dbf'],
  'files/upload/lzh': ['.lzh'],
} as const satisfies Record<string, readonly string[]>;
export type UploadCall = keyof typeof UPLOAD_CALLS;
/**
 * POST bet/page/uploadPartner: a partner's bet file of any accepted format in one call, for a member of
 * the caller's downline, stored like files/upload (docs/decisions/platform.md "The leftover calls").
 */
export const PARTNER_UPLOAD_CALL = 'bet/page/uploadPartner';
export const ALL_UPLOAD_CALLS: Readonly<Record<UploadCall | typeof PARTNER_UPLOAD_CALL, readonly string[]>> = {
  ...UPLOAD_CALLS,
  [PARTNER_UPLOAD_CALL]: ['.ara', '.ttt', '.dbf', '.lzh'],
};
/** The format of a file name's extension. */
export const FORMAT_OF_EXTENSION: Readonly<Record<string, FileFormat>> = { '.ara': 'ARA', '.ttt': 'TTT', '.dbf': 'DBF', '.lzh': 'LZH' };

/** The extension of a file name, lower case with its dot ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot).toLowerCase();
}

export const ARA_CODE_PATTERN = /^[A-Za-z0-9]{1,20}$/;
export const MAX_REMARKS = 200;
export const MAX_FILE_NAME = 255;
/** Defaults of processing (docs/product.md#validation-rules). */
export const DEFAULT_STRICT_NUMBER = true;
export const DEFAULT_ACCEPT_DECIMALS = false;
/** How often the page polls the status of a running job. */
export const STATUS_POLL_MS = 1000;

const araCodeSchema = requiredText('ARACode', 20).regex(ARA_CODE_PATTERN, 'ARACode must be 1-20 letters or digits.');
const remarksSchema = textField('Remarks', { max: MAX_REMARKS });
/** A multipart flag: true/false/1/0; absent takes the default. */
const formFlag = (fallback: boolean) => queryFlagSchema.optional().transform((value) => value ?? fallback);

// ---- Upload (multipart) ----------------------------------------------------------------------------

/**
 * The text fields of POST files/upload, files/upload/dbf and files/upload/lzh (multipart/form-data
 * with exactly one file part named `file`). StrictNumber and AcceptDecimals are the file's defaults
 * for processing (the processUpload query overrides them).
 */
export const uploadFieldsSchema = z.object({
  /** The member the bets are for: the caller's downline. */
  UserId: userIdSchema,
  ARACode: araCodeSchema,
  Remarks: remarksSchema.default(''),
  StrictNumber: formFlag(DEFAULT_STRICT_NUMBER),
  AcceptDecimals: formFlag(DEFAULT_ACCEPT_DECIMALS),
});
export type UploadFields = z.input<typeof uploadFieldsSchema>;

/** UPLOADED: not processed yet; then the status of its processing job. */
export const fileStatusSchema = z.enum(['UPLOADED', 'QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export type FileStatus = z.infer<typeof fileStatusSchema>;

/** A stored file: the answer of an upload (201), and a row of GET files. */
export const fileSchema = z.object({
  FileId: z.number().int().positive(),
  /** The name as the client gave it (shown only; never used as a path). */
  FileName: z.string(),
  Format: fileFormatSchema,
  /** The format of the bets inside (an LZH archive: its member's). */
  ContentFormat: contentFormatSchema,
  /** Bytes as uploaded. */
  Size: z.number().int().nonnegative(),
  LocId: z.string(),
  UserId: z.string(),
  UserName: z.string(),
  ARACode: z.string(),
  Remarks: z.string(),
  StrictNumber: z.boolean(),
  AcceptDecimals: z.boolean(),
  Status: fileStatusSchema,
  /** Bet lines placed and refused by the last processing (null before it). */
  Accepted: z.number().int().nonnegative().nullable(),
  Rejected: z.number().int().nonnegative().nullable(),
  CreatedDate: isoDateTimeSchema,
  CreatedBy: z.string(),
  ProcessedDate: isoDateTimeSchema.nullable(),
});
export type FileRow = z.infer<typeof fileSchema>;

// ---- Listing, edits, deletion ----------------------------------------------------------------------

/** GET files?LocId=[&UserId=]: the files of members in the caller's reach, newest first. */
export const filesQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema.optional() });
/** The most files GET files answers (the newest). */
export const MAX_FILES_LISTED = 500;
export const fileListSchema = z.object({ Items: z.array(fileSchema), Total: z.number().int().nonnegative() });
export type FileList = z.infer<typeof fileListSchema>;

/** DELETE files/{FileId}: the file and its processing record go; bets placed from it stay (delete them as tickets). */
export const fileIdParamSchema = z.object({ FileId: queryIdSchema('FileId') });
export const deletedFileSchema = z.object({ FileId: z.number().int().positive(), Deleted: z.literal(true) });
export type DeletedFile = z.infer<typeof deletedFileSchema>;

/** PUT files/updateFilesBatchByFileId: Remarks and/or ARACode of several files, all or nothing. */
export const updateFilesBodySchema = z.object({
  Files: z
    .array(
      z
        .object({
          FileId: bodyIdSchema('FileId'),
          ARACode: araCodeSchema.optional(),
          Remarks: remarksSchema.optional(),
        })
        .refine((row) => row.ARACode !== undefined || row.Remarks !== undefined, { message: 'Send ARACode or Remarks to change.', ...whenFieldsValid }),
      { error: 'Files is required.' },
    )
    .min(1, 'Files needs at least one file.')
    .max(100, 'Files holds at most 100 files.')
    .refine((rows) => new Set(rows.map((row) => row.FileId)).size === rows.length, { message: 'Files repeats a FileId.', ...whenFieldsValid }),
});
export type UpdateFilesBody = z.input<typeof updateFilesBodySchema>;
export const updatedFilesSchema = z.object({ Items: z.array(fileSchema) });
export type UpdatedFiles = z.infer<typeof updatedFilesSchema>;

// ---- Processing (a background job, polled) ---------------------------------------------------------

/** POST files/processUpload/{id}?LocId=&StrictNumber=&AcceptDecimals= ({id} is the FileId). */
export const processQuerySchema = z.object({
  LocId: locIdSchema,
  StrictNumber: queryFlagSchema.optional(),
  AcceptDecimals: queryFlagSchema.optional(),
});
export const jobStatusSchema = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** A line that was not placed: 1-based line (DBF: record) number, its text, a code and a message a member can act on. */
export const rejectedLineSchema = z.object({
  Result: z.literal('REJECTED'),
  Line: z.number().int().positive(),
  Text: z.string(),
  /** A bet-text code (betText.*), an upload code (upload.*: see lib/domain/ara.ts) or PLACEMENT. */
  Code: z.string(),
  Message: z.string(),
  Params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type RejectedLine = z.infer<typeof rejectedLineSchema>;
/** A group of lines placed together (one ticket per line group; a TTT line may place one ticket per draw). */
export const acceptedGroupSchema = z.object({
  Result: z.literal('ACCEPTED'),
  FromLine: z.number().int().positive(),
  ToLine: z.number().int().positive(),
  /** Bet lines placed. */
  Count: z.number().int().positive(),
  TicketIds: z.array(z.number().int().positive()),
  DrawDates: z.array(isoDateSchema),
  /** Cost of the tickets. */
  Total: moneySchema,
});
export type AcceptedGroup = z.infer<typeof acceptedGroupSchema>;
export const processLineSchema = z.discriminatedUnion('Result', [rejectedLineSchema, acceptedGroupSchema]);
export type ProcessLine = z.infer<typeof processLineSchema>;

/** The answer of POST files/processUpload/{id} (202) and GET files/processUpload/{id}/status. */
export const processStatusSchema = z.object({
  FileId: z.number().int().positive(),
  JobId: z.number().int().positive(),
  Status: jobStatusSchema,
  /** 0-100; 100 when DONE. */
  Progress: z.number().int().min(0).max(100),
  /** Bet lines in the file (header, comments and blank lines excluded), processed so far, placed, refused. */
  Total: z.number().int().nonnegative(),
  Processed: z.number().int().nonnegative(),
  Accepted: z.number().int().nonnegative(),
  Rejected: z.number().int().nonnegative(),
  TicketIds: z.array(z.number().int().positive()),
  /** Cost of every ticket placed, and the member's CreditLeft after the last one (null: none placed). */
  PlacedTotal: moneySchema,
  CreditLeft: moneySchema.nullable(),
  /** Every refused line and every placed group, in line order (complete once DONE). */
  Lines: z.array(processLineSchema),
  StrictNumber: z.boolean(),
  AcceptDecimals: z.boolean(),
  /** FAILED: why (the file could not be read at all); otherwise null. */
  Error: z.string().nullable(),
  StartedDate: isoDateTimeSchema,
  FinishedDate: isoDateTimeSchema.nullable(),
});
export type ProcessStatus = z.infer<typeof processStatusSchema>;

// ---- ARA exports (blob downloads) ----------------------------------------------------------------

/** POST bet/page/exportAra and bet/page/exportDetailsAra: the live bets of a draw in the caller's reach (UserId narrows). */
export const exportAraBodySchema = z.object({
  DrawId: bodyIdSchema('DrawId'),
  UserId: userIdSchema.optional(),
});
export type ExportAraBody = z.input<typeof exportAraBodySchema>;
export const EXPORT_ARA_FILE_NAME = 'exported.ara';
export const ARA_CONTENT_TYPE = 'text/plain; charset=utf-8';
