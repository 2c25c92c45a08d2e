import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BetUpload } from '@/app/(shell)/bet/bet-upload/_upload/bet-upload';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import { DONE, FakeXhr, fileRow, installXhr, jobStatus, PROPS } from './bet-upload-fixtures';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ ...jest.requireActual('@/lib/client/http'), requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const call = jest.mocked(requestJson);

function renderPage(locale: 'en' | 'zh' = 'en') {
  return render(
    <Providers locale={locale}>
      <BetUpload {...PROPS} />
    </Providers>,
  );
}

const field = (label: string) => screen.getByLabelText(label);
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload and process' })));
const choose = (file: File) => act(async () => fireEvent.change(field('Bet file'), { target: { files: [file] } }));
const araFile = (text = 'SG 2026-11-22\n1234 1-2\n12345 1-\n') => new File([text], 'bets.ara', { type: '' });

async function fillForm(file: File = araFile()) {
  const member = screen.getByRole('combobox', { name: 'Member' });
  fireEvent.change(member, { target: { value: 'member1' } });
  fireEvent.keyDown(member, { key: 'Enter' });
  fireEvent.change(field('ARACode'), { target: { value: 'A1' } });
  fireEvent.change(field('Remarks'), { target: { value: 'Sunday sheet' } });
  await choose(file);
}

/** Lets the status poll's timer fire and its answer land. */
const tick = (ms = 1000) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.clearAllMocks();
  call.mockReset();
  installXhr();
  installDialog();
});

afterEach(() => jest.useRealTimers());

describe('the upload form', () => {
  it('refuses an empty form before sending: each problem under its field, the focus on the first', async () => {
    renderPage();
    await submit();
    expect(screen.getByText('Choose the member the bets are for.')).toBeInTheDocument();
    expect(screen.getByText('Enter the ARACode.')).toBeInTheDocument();
    expect(screen.getByText('Choose the bet file to upload.')).toBeInTheDocument();
    expect(field('ARACode')).toHaveAttribute('aria-invalid', 'true');
    expect(field('ARACode')).toHaveAccessibleDescription('Enter the ARACode.');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Member' }));
    expect(screen.getByRole('combobox', { name: 'Member' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Member' })).toHaveAccessibleDescription('Choose the member the bets are for.');
    expect(FakeXhr.last).toBeNull();
    const member = screen.getByRole('combobox', { name: 'Member' });
    fireEvent.change(member, { target: { value: 'member1' } });
    fireEvent.keyDown(member, { key: 'Enter' });
    expect(screen.queryByText('Choose the member the bets are for.')).toBeNull();
    fireEvent.change(field('ARACode'), { target: { value: 'A-1' } });
    await submit();
    expect(screen.getByText('The ARACode is 1 to 20 letters or digits.')).toBeInTheDocument();
    expect(document.activeElement).toBe(field('ARACode'));
  });

  it('checks the file type and size as soon as a file is chosen', async () => {
    renderPage();
    expect(field('Bet file')).toHaveAttribute('accept', '.ara,.ttt,.dbf,.lzh');
    await choose(new File(['x'], 'bets.txt'));
    expect(screen.getByText('This file type cannot be uploaded: choose a .ara, .ttt, .dbf, .lzh file.')).toBeInTheDocument();
    const big = new File(['x'], 'big.ara');
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 + 1 });
    await choose(big);
    expect(screen.getByText('The file is larger than 2.0 MB: split it into smaller files.')).toBeInTheDocument();
    await choose(new File([''], 'empty.ttt'));
    expect(screen.getByText('The file is empty.')).toBeInTheDocument();
    await choose(araFile());
    expect(field('Bet file')).not.toHaveAttribute('aria-invalid');
  });

  it('uploads with progress, processes, polls until DONE and shows every refused line with its reason', async () => {
    jest.useFakeTimers();
    renderPage();
    await fillForm();
    fireEvent.click(screen.getByLabelText(/Accept decimal stakes/));
    await submit();
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/files/upload?LocId=SG');
    expect(Object.fromEntries([...(xhr.body as FormData).entries()].filter(([name]) => name !== 'file'))).toEqual({
      UserId: 'member1',
      ARACode: 'A1',
      Remarks: 'Sunday sheet',
      StrictNumber: 'true',
      AcceptDecimals: 'true',
    });
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(File);
    act(() => xhr.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading bets.ara' })).toHaveAttribute('value', '50');
    expect(screen.getByTestId('upload-progress')).toHaveTextContent('50%');

    call.mockResolvedValueOnce(jobStatus());
    await act(async () => xhr.respond(201, fileRow()));
    expect(call).toHaveBeenCalledWith('/api/v1/files/processUpload/31?StrictNumber=true&AcceptDecimals=true&LocId=SG', { method: 'POST', json: {} });
    const bar = screen.getByRole('progressbar', { name: 'Processing progress of bets.ara' });
    expect(bar).toHaveAttribute('value', '40');
    expect(screen.getByTestId('process-progress')).toHaveTextContent('40%');
    expect(screen.getByTestId('process-status')).toHaveTextContent('Processing: 1 of 3 lines.');
    expect(refresh).toHaveBeenCalledTimes(1);
    // The form keeps its values for the next file; only the file goes.
    expect(field('ARACode')).toHaveValue('A1');
    expect(field('Bet file')).toHaveValue('');

    call.mockResolvedValueOnce(jobStatus({ Progress: 70, Processed: 2 }));
    await tick();
    expect(call).toHaveBeenLastCalledWith('/api/v1/files/processUpload/31/status?LocId=SG');
    expect(bar).toHaveAttribute('value', '70');

    call.mockResolvedValueOnce(DONE);
    await tick();
    expect(bar).toHaveAttribute('value', '100');
    expect(screen.getByTestId('process-progress')).toHaveTextContent('100%');
    expect(screen.getByTestId('process-summary')).toHaveTextContent('2 lines of 3 placed, 1 line refused.');
    expect(screen.getByText('1 ticket placed, total $4.00.')).toBeInTheDocument();
    expect(screen.getByText('CreditLeft of member1 after: $4,996.00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ticket 77' })).toHaveAttribute('href', '/tickets/page?VW=TICKET&UserId=member1&LocId=SG&DrawId=41');
    const table = screen.getByRole('table', { name: 'Refused lines (2)' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual([
      '212345 1-12345 is not a 4-digit number: write 4 digits, e.g. 1234, or 3 digits and R for a roll, e.g. 12R4.',
      '49999 1-Not enough credit.',
    ]);
    expect(refresh).toHaveBeenCalledTimes(2);

    // DONE ends the polling.
    await tick(5000);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('stops polling when the page goes away', async () => {
    jest.useFakeTimers();
    const view = renderPage();
    await fillForm();
    await submit();
    call.mockResolvedValue(jobStatus());
    await act(async () => (FakeXhr.last as FakeXhr).respond(201, fileRow()));
    await tick();
    expect(call).toHaveBeenCalledTimes(2);
    view.unmount();
    await tick(5000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it.each([
    [413, { message: 'The request body is larger than 10485760 bytes.' }, 'The file is too large to upload: the limit is 2.0 MB.'],
    [415, { message: 'Content-Type must be multipart/form-data.' }, 'The upload was not sent as a file. Reload the page and try again.'],
    [415, { message: 'The LHA archive is damaged: a header checksum is wrong.', field: 'file' }, 'The LHA archive is damaged: a header checksum is wrong.'],
    [400, { message: 'The file has no header line.' }, 'The file has no header line.'],
    [403, { message: 'Uploading is disabled for agent2.' }, 'Uploading is disabled for agent2.'],
  ])('shows a %i answer and keeps the form', async (status, body, text) => {
    renderPage();
    await fillForm();
    await submit();
    await act(async () => (FakeXhr.last as FakeXhr).respond(status, body));
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(field('ARACode')).toHaveValue('A1');
    expect(field('Remarks')).toHaveValue('Sunday sheet');
    expect(screen.getByRole('combobox', { name: 'Member' })).toHaveValue('member1 - Member One');
    expect(screen.getByRole('button', { name: 'Upload and process' })).toBeEnabled();
    expect(call).not.toHaveBeenCalled();
  });

  it('says when the connection failed, and a retry sends the same file', async () => {
    renderPage();
    await fillForm();
    await submit();
    await act(async () => (FakeXhr.last as FakeXhr).fail());
    expect(screen.getByRole('alert')).toHaveTextContent('The connection failed before an answer came back.');
    const first = FakeXhr.last;
    await submit();
    expect(FakeXhr.last).not.toBe(first);
    expect(((FakeXhr.last as FakeXhr).body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('says so when the file was stored but its processing did not start', async () => {
    renderPage();
    await fillForm();
    await submit();
    call.mockRejectedValueOnce(new ApiError(409, { message: 'The file is being processed.' }));
    await act(async () => (FakeXhr.last as FakeXhr).respond(201, fileRow()));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'bets.ara was uploaded but its processing did not start: The file is being processed. Use Process in the list of uploads to try again.',
    );
  });

  it('stops polling on a refusal and checks again on request', async () => {
    jest.useFakeTimers();
    renderPage();
    await fillForm();
    await submit();
    call.mockResolvedValueOnce(jobStatus()).mockRejectedValueOnce(new ApiError(404, { message: 'File not found.' }));
    await act(async () => (FakeXhr.last as FakeXhr).respond(201, fileRow()));
    await tick();
    expect(screen.getByRole('alert')).toHaveTextContent('File not found.');
    await tick(5000);
    expect(call).toHaveBeenCalledTimes(2);
    call.mockResolvedValueOnce(DONE);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check again' })));
    await tick(0);
    expect(screen.getByRole('progressbar', { name: 'Processing progress of bets.ara' })).toHaveAttribute('value', '100');
  });

  it('reads in Chinese', async () => {
    renderPage('zh');
    expect(screen.getByRole('button', { name: '上传并处理' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '上传并处理' })));
    expect(screen.getByText('请选择下注的会员。')).toBeInTheDocument();
  });
});
