// The Login Log's export of every page: it reads the filtered attempts through the BFF, 10,000 a call,
// shows its progress, keeps a row read twice (pages shifted by a new attempt) once, and hands over one
// file of them all; past 50,000 it asks for narrower filters; a failed read names the failure and
// downloads nothing.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { EXPORT_PAGE_ROWS, LoginLogExport, MAX_EXPORT_ROWS } from '@/app/(shell)/utilities/loginLog/_log/login-log-export';
import type { SignInRow } from '@/lib/contract/sign-in-log';
import en from '@/messages/en.json';
import { readBlob, catchDownloads } from '../support/downloads';

const row = (id: number): SignInRow => ({
  Id: id,
  At: new Date(Date.UTC(2026, 10, 26, 3, 0, 0) - id * 1_000).toISOString(),
  UserId: `user${id % 7}`,
  Result: id % 2 ? 'WRONG_PASSWORD' : 'SUCCESS',
  Address: '203.0.113.7',
  UserAgent: 'Mozilla/5.0',
  SiteHost: 'alpha.localhost',
});

const downloads = catchDownloads();
let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

/** An answer as fetch gives it (jsdom has no Response): what requestJson reads. */
const answer = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, headers: { get: () => null }, json: async () => body });
const json = (status: number, body: unknown) => Promise.resolve(answer(status, body));

function show(total: number, query: Record<string, string | undefined> = { UserId: 'agent1', Result: undefined, DateFrom: '2026-11-01', DateTo: '2026-11-26' }) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <LoginLogExport query={query} total={total} />
    </NextIntlClientProvider>,
  );
}

it('reads every page with the filters, keeps a row read twice once, and downloads them all as CSV', async () => {
  const total = EXPORT_PAGE_ROWS + 3;
  const first = Array.from({ length: EXPORT_PAGE_ROWS }, (_, index) => row(total - index));
  // A new attempt shifted the pages: the second page starts with the first page's last row.
  const second = [first.at(-1) as SignInRow, row(3), row(2), row(1)];
  fetchMock.mockImplementationOnce(() => json(200, { Items: first, Total: total })).mockImplementationOnce(() => json(200, { Items: second, Total: total + 1 }));
  show(total);
  fireEvent.click(screen.getByRole('button', { name: `All ${total.toLocaleString('en')} attempts, CSV` }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`Exported ${total.toLocaleString('en')} attempts.`), { timeout: 15_000 });
  const urls = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://app'));
  expect(urls).toHaveLength(2);
  urls.forEach((url, index) => {
    expect(url.pathname).toBe('/api/v1/loginLog');
    expect(Object.fromEntries(url.searchParams)).toEqual({ PageIndex: String(index + 1), PageSize: String(EXPORT_PAGE_ROWS), UserId: 'agent1', DateFrom: '2026-11-01', DateTo: '2026-11-26' });
  });
  expect(downloads).toHaveLength(1);
  expect(downloads[0]?.name).toBe('login-log-all.csv');
  const lines = (await readBlob(downloads[0]?.blob as Blob, 'text')).trim().split(/\r?\n/);
  expect(lines[0]).toBe('When,User ID,Result,Address,Site,Browser');
  expect(lines).toHaveLength(total + 1);
  expect(lines[1]).toContain('Wrong password');
});

it('shows its progress while it reads, and the buttons wait', async () => {
  let reply: (value: ReturnType<typeof answer>) => void = () => undefined;
  fetchMock.mockImplementationOnce(() => new Promise((resolve) => (reply = resolve)));
  show(150);
  fireEvent.click(screen.getByRole('button', { name: 'All 150 attempts, XLSX' }));
  expect(await screen.findByRole('progressbar', { name: 'Reading attempts: 0 of 150…' })).toBeInTheDocument();
  for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  reply(answer(200, { Items: [row(2), row(1)], Total: 150 }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Exported 2 attempts.'));
  expect(downloads[0]?.name).toBe('login-log-all.xlsx');
});

it('past 50,000 attempts it asks for narrower filters and reads nothing', () => {
  show(MAX_EXPORT_ROWS + 1);
  for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('At most 50,000 attempts export at once: narrow the dates or the user first.');
  expect(fetchMock).not.toHaveBeenCalled();
});

it('a refused read names the failure and downloads nothing', async () => {
  fetchMock.mockImplementationOnce(() => json(403, { message: 'You have no permission.' }));
  show(150);
  fireEvent.click(screen.getByRole('button', { name: 'All 150 attempts, CSV' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You have no permission.');
  expect(downloads).toEqual([]);
  expect(screen.getByRole('button', { name: 'All 150 attempts, CSV' })).toBeEnabled();
});

it('shows nothing when the filters match nothing', () => {
  const { container } = show(0);
  expect(container).toBeEmptyDOMElement();
});
