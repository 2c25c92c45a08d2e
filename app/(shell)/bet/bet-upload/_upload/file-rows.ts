// The uploaded files as rows of the report table. Pure: the labels come translated.
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-table';
import type { FileRow, FileStatus } from '@/lib/contract/files';
import { localDateTime } from '@/lib/domain/tickets';
import { sizeText } from './upload-rules';

const PICKED_MARK = '☑';
const UNPICKED_MARK = '☐';

/** The file's columns: the pick mark first (its cell is the button that picks the row). */
const FILE_COLUMN_KEYS = ['Pick', 'FileId', 'FileName', 'UserId', 'ARACode', 'Remarks', 'Status', 'Accepted', 'Rejected', 'Size', 'CreatedDate'] as const;
type ColumnKey = (typeof FILE_COLUMN_KEYS)[number];

const SHAPE: Record<ColumnKey, Pick<ReportColumn, 'kind' | 'sortKey'>> = {
  Pick: { kind: 'text', sortKey: 'Picked' },
  FileId: { kind: 'number' },
  FileName: { kind: 'text' },
  UserId: { kind: 'text' },
  ARACode: { kind: 'text' },
  Remarks: { kind: 'text' },
  Status: { kind: 'text' },
  Accepted: { kind: 'number' },
  Rejected: { kind: 'number' },
  Size: { kind: 'text', sortKey: 'Bytes' },
  CreatedDate: { kind: 'text', sortKey: 'CreatedAt' },
};

export function fileColumns(label: (key: ColumnKey) => string): ReportColumn[] {
  return FILE_COLUMN_KEYS.map((key) => ({ key, label: label(key), ...SHAPE[key] }));
}

export function fileReportRow(file: FileRow, picked: boolean, statusLabel: (status: FileStatus) => string): ReportRow {
  return {
    Pick: picked ? PICKED_MARK : UNPICKED_MARK,
    Picked: picked ? 1 : 0,
    FileId: file.FileId,
    FileName: file.FileName,
    UserId: file.UserId,
    ARACode: file.ARACode,
    Remarks: file.Remarks,
    Status: statusLabel(file.Status),
    StatusCode: file.Status,
    Accepted: file.Accepted,
    Rejected: file.Rejected,
    Size: sizeText(file.Size),
    Bytes: file.Size,
    CreatedDate: localDateTime(file.CreatedDate),
    CreatedAt: file.CreatedDate,
  };
}

/** A job runs: the file can be neither processed again nor deleted until it ends. */
export const isRunning = (status: unknown): boolean => status === 'QUEUED' || status === 'RUNNING';
