// Shared by the Bet Upload page's client tests (bet-upload*.test.tsx): an XMLHttpRequest the test
// answers, the page's props, and files and job statuses as the platform answers them.
import type { BetUploadProps } from '@/app/(shell)/bet/bet-upload/_upload/bet-upload';
import type { FileRow, ProcessStatus } from '@/lib/contract/files';

/** One upload request at a time: the test reads what was sent, reports progress and answers. */
export class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }
}

export function installXhr(): void {
  Object.defineProperty(window, 'XMLHttpRequest', { value: FakeXhr, writable: true, configurable: true });
  FakeXhr.last = null;
}

export function fileRow(overrides: Partial<FileRow> = {}): FileRow {
  return {
    FileId: 31,
    FileName: 'bets.ara',
    Format: 'ARA',
    ContentFormat: 'ARA',
    Size: 120,
    LocId: 'SG',
    UserId: 'member1',
    UserName: 'Member One',
    ARACode: 'A1',
    Remarks: '',
    StrictNumber: true,
    AcceptDecimals: false,
    Status: 'UPLOADED',
    Accepted: null,
    Rejected: null,
    CreatedDate: '2026-11-21T02:00:00.000Z',
    CreatedBy: 'agent1',
    ProcessedDate: null,
    ...overrides,
  };
}

export function jobStatus(overrides: Partial<ProcessStatus> = {}): ProcessStatus {
  return {
    FileId: 31,
    JobId: 5,
    Status: 'RUNNING',
    Progress: 40,
    Total: 3,
    Processed: 1,
    Accepted: 1,
    Rejected: 0,
    TicketIds: [],
    PlacedTotal: '0.00',
    CreditLeft: null,
    Lines: [],
    StrictNumber: true,
    AcceptDecimals: false,
    Error: null,
    StartedDate: '2026-11-21T02:00:01.000Z',
    FinishedDate: null,
    ...overrides,
  };
}

/** A finished job: lines 1 and 3 placed on ticket 77, line 2 refused with a bet-text code. */
export const DONE: ProcessStatus = jobStatus({
  Status: 'DONE',
  Progress: 100,
  Processed: 3,
  Accepted: 2,
  Rejected: 1,
  TicketIds: [77],
  PlacedTotal: '4.00',
  CreditLeft: '4996.00',
  Lines: [
    { Result: 'ACCEPTED', FromLine: 1, ToLine: 1, Count: 1, TicketIds: [77], DrawDates: ['2026-11-22'], Total: '3.00' },
    { Result: 'REJECTED', Line: 2, Text: '12345 1-', Code: 'betText.invalidNumber', Message: '12345 is not a 4-digit number.', Params: { number: '12345' } },
    { Result: 'REJECTED', Line: 4, Text: '9999 1-', Code: 'PLACEMENT', Message: 'Not enough credit.' },
  ],
  FinishedDate: '2026-11-21T02:00:03.000Z',
});

export const PROPS: BetUploadProps = {
  locId: 'SG',
  rules: {
    maxBytes: 2 * 1024 * 1024,
    calls: { 'files/upload': ['.ara', '.ttt'], 'files/upload/dbf': ['.dbf'], 'files/upload/lzh': ['.lzh'] },
    araCodePattern: '^[A-Za-z0-9]{1,20}$',
    maxRemarks: 200,
    pollMs: 1000,
    exportFileName: 'exported.ara',
  },
  members: [
    { UserId: 'member1', UserName: 'Member One', Role: 'MEM' },
    { UserId: 'member3', UserName: 'Member Three', Role: 'MEM' },
  ],
  users: [
    { UserId: 'agent2', UserName: 'Agent Two', Role: 'AG' },
    { UserId: 'member1', UserName: 'Member One', Role: 'MEM' },
  ],
  files: [],
  draws: [
    { DrawId: 42, DrawDate: '2026-11-25' },
    { DrawId: 41, DrawDate: '2026-11-22' },
  ],
};
