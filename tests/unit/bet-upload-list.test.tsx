import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BetUpload, type BetUploadProps } from '@/app/(shell)/bet/bet-upload/_upload/bet-upload';
import { dispositionName } from '@/lib/client/ara-download';
import { uploadCallOf, uploadProblems } from '@/app/(shell)/bet/bet-upload/_upload/upload-rules';
import { downloadFile } from '@/lib/client/download-file';
import { requestJson } from '@/lib/client/http';
import { ARA_MESSAGES } from '@/lib/domain/ara';
import { ApiError } from '@/lib/http/api-error';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { DONE, fileRow, installXhr, jobStatus, PROPS } from './bet-upload-fixtures';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ ...jest.requireActual('@/lib/client/http'), requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
jest.mock('@/lib/client/download-file', () => ({ downloadFile: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const call = jest.mocked(requestJson);
const FILES = [
  fileRow({ FileId: 31, FileName: 'sunday.ara', Status: 'DONE', Accepted: 2, Rejected: 1, Remarks: 'first' }),
  fileRow({ FileId: 32, FileName: 'wednesday.ttt', Format: 'TTT', ContentFormat: 'TTT', Status: 'UPLOADED', Remarks: 'second', StrictNumber: false, CreatedDate: '2026-11-21T03:00:00.000Z' }),
  fileRow({ FileId: 33, FileName: 'running.dbf', Format: 'DBF', ContentFormat: 'DBF', Status: 'RUNNING', CreatedDate: '2026-11-21T04:00:00.000Z' }),
];

function renderPage(props: Partial<BetUploadProps> = {}) {
  return render(
    <Providers>
      <BetUpload {...PROPS} files={FILES} {...props} />
    </Providers>,
  );
}

const list = () => screen.getByTestId('file-list');
const press = (name: string, scope: HTMLElement = document.body) => act(async () => fireEvent.click(within(scope).getByRole('button', { name })));

beforeEach(() => {
  jest.clearAllMocks();
  call.mockReset();
  installXhr();
  installDialog();
});

describe('the list of uploads', () => {
  it('lists the files newest first with their status and the actions each allows', () => {
    renderPage();
    const table = within(list()).getByRole('table', { name: 'Uploaded files (3)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['running.dbf', 'wednesday.ttt', 'sunday.ara']);
    expect(within(rows[2] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '☐', '31', 'sunday.ara', 'member1', 'A1', 'first', 'Done', '2', '1', '120 B', '11/21/2026 10:00:00', 'Results', '', 'Delete',
    ]);
    expect(within(list()).queryByRole('button', { name: 'Delete file 33 (running.dbf)' })).toBeNull();
    expect(within(list()).getByRole('button', { name: 'Process file 32 (wednesday.ttt)' })).toBeInTheDocument();
  });

  it('shows the results of a processed file', async () => {
    call.mockResolvedValueOnce({ ...DONE, FileId: 31 });
    renderPage();
    await press('Results of file 31 (sunday.ara)');
    await waitFor(() => expect(call).toHaveBeenCalledWith('/api/v1/files/processUpload/31/status?LocId=SG'));
    expect(screen.getByRole('heading', { name: 'Processing sunday.ara' })).toHaveFocus();
    expect(await screen.findByRole('table', { name: 'Refused lines (2)' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing progress of sunday.ara' })).toHaveAttribute('value', '100');
  });

  it('processes a file not processed yet with its own flags', async () => {
    call.mockResolvedValueOnce(jobStatus({ FileId: 32, Status: 'QUEUED', Progress: 0 }));
    renderPage();
    await press('Process file 32 (wednesday.ttt)');
    expect(call).toHaveBeenCalledWith('/api/v1/files/processUpload/32?StrictNumber=false&AcceptDecimals=false&LocId=SG', { method: 'POST', json: {} });
    expect(screen.getByTestId('process-status')).toHaveTextContent('Waiting to start.');
    expect(refresh).toHaveBeenCalled();
  });

  it('deletes a file after a confirmation, and a cancel sends nothing', async () => {
    renderPage();
    await press('Delete file 31 (sunday.ara)');
    const dialog = screen.getByRole('alertdialog', { name: 'Delete sunday.ara?' });
    expect(dialog).toHaveAccessibleDescription(/File 31 of member1 and its processing record will be deleted\. Tickets placed from it stay/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await press('Cancel', dialog);
    expect(call).not.toHaveBeenCalled();

    call.mockResolvedValueOnce({ FileId: 31, Deleted: true });
    await press('Delete file 31 (sunday.ara)');
    await press('Delete', screen.getByRole('alertdialog'));
    expect(call).toHaveBeenCalledWith('/api/v1/files/31?LocId=SG', { method: 'DELETE' });
    expect(screen.getByText('sunday.ara deleted.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalled();
  });

  it('shows why a deletion was refused', async () => {
    call.mockRejectedValueOnce(new ApiError(404, { message: 'File not found.' }));
    renderPage();
    await press('Delete file 31 (sunday.ara)');
    await press('Delete', screen.getByRole('alertdialog'));
    expect(screen.getByRole('alert')).toHaveTextContent('File not found.');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('gives the picked files new Remarks in one call', async () => {
    renderPage();
    await press('Pick file 31 (sunday.ara)');
    await press('Pick file 32 (wednesday.ttt)');
    const editor = screen.getByTestId('remarks-editor');
    expect(editor).toHaveTextContent('2 files picked');
    expect(within(list()).getByRole('button', { name: 'Unpick file 31 (sunday.ara)' })).toHaveTextContent('☑');
    fireEvent.change(within(editor).getByLabelText('New Remarks'), { target: { value: ' checked ' } });
    call.mockResolvedValueOnce({ Items: [fileRow({ FileId: 31 }), fileRow({ FileId: 32 })] });
    await press('Save Remarks', editor);
    expect(call).toHaveBeenCalledWith('/api/v1/files/updateFilesBatchByFileId?LocId=SG', {
      method: 'PUT',
      json: { Files: [{ FileId: 31, Remarks: 'checked' }, { FileId: 32, Remarks: 'checked' }] },
    });
    expect(screen.getByText('Remarks saved for 2 files.')).toBeInTheDocument();
    expect(screen.queryByTestId('remarks-editor')).toBeNull();
  });

  it('says when the list could not be read', () => {
    renderPage({ files: null, filesProblem: 'User not found.' });
    expect(screen.getByRole('alert')).toHaveTextContent('User not found.');
  });
});

/** What the download reads of a fetch answer (jsdom has no Response). */
function answer(body: string, status: number, headers: Record<string, string> = {}) {
  return { ok: status >= 200 && status < 300, status, headers: { get: (name: string) => headers[name] ?? null }, text: async () => body };
}

describe('the ARA exports', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('downloads the bets of the chosen draw under the name the answer gives', async () => {
    fetchMock.mockResolvedValueOnce(answer('SG 2026-11-22\r\n1234 1-2\r\n', 200, { 'content-disposition': 'attachment; filename="SG-2026-11-22.ara"', 'content-type': 'text/plain' }));
    renderPage();
    const section = screen.getByTestId('ara-export');
    fireEvent.change(within(section).getByRole('combobox', { name: 'Draw Date' }), { target: { value: '41' } });
    await press('Export bets (ARA)', section);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/bet/page/exportAra?LocId=SG', expect.objectContaining({ method: 'POST', body: JSON.stringify({ DrawId: 41 }) }));
    expect(downloadFile).toHaveBeenCalledWith({ name: 'SG-2026-11-22.ara', type: 'text/plain', content: 'SG 2026-11-22\r\n1234 1-2\r\n' });
    expect(within(section).getByRole('status')).toHaveTextContent('SG-2026-11-22.ara downloaded.');
  });

  it('names a download exported.ara without a name, narrows it to a user, and shows a refusal', async () => {
    fetchMock.mockResolvedValueOnce(answer('x', 200));
    renderPage();
    const section = screen.getByTestId('ara-export');
    const user = within(section).getByRole('combobox', { name: 'User' });
    fireEvent.change(user, { target: { value: 'member1' } });
    fireEvent.keyDown(user, { key: 'Enter' });
    await press('Export bet details (ARA)', section);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/bet/page/exportDetailsAra?LocId=SG', expect.objectContaining({ body: JSON.stringify({ DrawId: 42, UserId: 'member1' }) }));
    expect(jest.mocked(downloadFile).mock.calls[0]?.[0].name).toBe('exported.ara');

    fetchMock.mockResolvedValueOnce(answer(JSON.stringify({ message: 'Only an admin may export intake.' }), 403));
    await press('Export intake (ARA)', section);
    expect(within(section).getByRole('alert')).toHaveTextContent('Only an admin may export intake.');
  });
});

describe('the rules the browser checks', () => {
  it('routes each extension to its upload call', () => {
    expect(uploadCallOf('Bets.ARA', PROPS.rules.calls)).toBe('files/upload');
    expect(uploadCallOf('x.ttt', PROPS.rules.calls)).toBe('files/upload');
    expect(uploadCallOf('x.dbf', PROPS.rules.calls)).toBe('files/upload/dbf');
    expect(uploadCallOf('x.lzh', PROPS.rules.calls)).toBe('files/upload/lzh');
    expect(uploadCallOf('ara', PROPS.rules.calls)).toBeNull();
    expect(uploadCallOf('x.ara.exe', PROPS.rules.calls)).toBeNull();
  });

  it('asks for the file, UserId and ARACode, and bounds Remarks', () => {
    expect(uploadProblems({ userId: null, araCode: ' ', remarks: 'x'.repeat(201), file: null }, PROPS.rules)).toEqual({
      user: 'userRequired',
      araCode: 'araCodeRequired',
      remarks: 'remarksTooLong',
      file: 'fileRequired',
    });
    expect(uploadProblems({ userId: 'member1', araCode: 'A1', remarks: '', file: { name: 'a.ara', size: 1 } }, PROPS.rules)).toEqual({});
  });

  it('reads the file name of a Content-Disposition, never a path', () => {
    expect(dispositionName('attachment; filename="a.ara"')).toBe('a.ara');
    expect(dispositionName("attachment; filename=x.ara; filename*=UTF-8''%E6%B3%A8.ara")).toBe('注.ara');
    expect(dispositionName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(dispositionName('attachment')).toBeNull();
    expect(dispositionName(null)).toBeNull();
  });
});

describe('the reasons of refused lines', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it('has every file code of lib/domain/ara.ts in English as the platform words it, and in Chinese with the same placeholders', () => {
    expect(en.betUpload.codes).toEqual(ARA_MESSAGES);
    for (const [code, text] of Object.entries(ARA_MESSAGES)) {
      expect(placeholders((zh.betUpload.codes as Record<string, string>)[code] ?? '')).toEqual(placeholders(text));
    }
  });

  it('reads a file code in Chinese, with its values', async () => {
    call.mockResolvedValueOnce({
      ...DONE,
      FileId: 31,
      Lines: [{ Result: 'REJECTED', Line: 5, Text: '123 1-', Code: 'shortNumber', Message: '123 has 3 digits.', Params: { number: '123', digits: 3, padded: '0123' } }],
    });
    render(
      <Providers locale="zh">
        <BetUpload {...PROPS} files={FILES} />
      </Providers>,
    );
    await press('文件 31（sunday.ara）的结果');
    expect(await screen.findByText(/^123 只有 3 位数：4D 号码为 4 位数，例如 0123。/)).toBeInTheDocument();
  });
});
