// Draw Setting's bin tools: bin burst, bin confirm and the bin report of a draw.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DrawSettingProps } from '@/app/(shell)/control/drawSetting/_draws/draw-setting';
import { ApiError } from '@/lib/http/api-error';
import { installDialog } from './tickets-fixtures';
import { answers, call, click, MG_PROPS, renderDrawSetting, tick, type } from './draw-setting-fixtures';

jest.mock('@/lib/client/http', () => ({ ...jest.requireActual('@/lib/client/http'), requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

const renderPage = (props: Partial<DrawSettingProps> = {}, locale: 'en' | 'zh' = 'en') => renderDrawSetting({ ...MG_PROPS, ...props }, locale);
const panel = () => screen.getByRole('region', { name: /^Tools for the draw of/ });

beforeEach(() => {
  jest.clearAllMocks();
  call.mockReset();
  installDialog();
});

afterEach(() => jest.useRealTimers());

const done = (JobId: number, DrawId: number, Result: unknown) => ({
  JobId,
  DrawId,
  Status: 'DONE',
  Progress: 100,
  Result,
  StartedDate: '2026-11-21T10:06:00.000Z',
  FinishedDate: '2026-11-21T10:06:01.000Z',
});
const running = (JobId: number, DrawId: number, Progress: number) => ({ JobId, DrawId, Status: 'RUNNING', Progress, StartedDate: '2026-11-21T10:06:00.000Z', FinishedDate: null });

const amounts = (Big: string, Small: string, Unit = '0.00') => ({ Big, Small, Unit });
const ZERO = amounts('0.00', '0.00');
const BURST = {
  DrawId: 11,
  Limit: amounts('50.00', '20.00'),
  Numbers: [
    { Number: '1234', Total: amounts('120.00', '30.00'), In: amounts('80.00', '25.00'), Burst: amounts('30.00', '5.00') },
    { Number: '0007', Total: amounts('1000.00', '0.00'), In: amounts('45.50', '0.00'), Burst: ZERO },
  ],
  Total: amounts('1120.00', '30.00'),
  In: amounts('125.50', '25.00'),
  Burst: amounts('30.00', '5.00'),
};

describe('bin burst and bin confirm', () => {
  async function burst() {
    jest.useFakeTimers();
    renderPage();
    await click('Tools for the draw of 11/18/2026');
    answers({ JobId: 5, DrawId: 11, Status: 'QUEUED' }, done(5, 11, BURST));
    await click('Bin burst');
    await tick(0);
  }

  it('shows the limit and the numbers, largest burst first, with the totals', async () => {
    await burst();
    expect(call.mock.calls[0]?.[0]).toBe('/api/v1/draw/result/binBurst?LocId=MG');
    expect(call.mock.calls[1]?.[0]).toBe('/api/v1/draw/result/binBurst/5/status?LocId=MG');
    expect(within(panel()).getAllByRole('term').map((term) => term.textContent)).toEqual(['Limit Big', 'Limit Small']);
    expect(within(panel()).getAllByRole('definition').map((item) => item.textContent)).toEqual(['50.00', '20.00']);
    const table = screen.getByRole('table', { name: /2 numbers reached the company/ });
    const rows = within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Number', 'Total Big', 'Total Small', 'In Big', 'In Small', 'Burst Big', 'Burst Small'],
      ['1234', '120.00', '30.00', '80.00', '25.00', '30.00', '5.00'],
      ['0007', '1,000.00', '0.00', '45.50', '0.00', '0.00', '0.00'],
      ['Total', '1,120.00', '30.00', '125.50', '25.00', '30.00', '5.00'],
    ]);
  });

  it('a company without a limit keeps everything; no number reached it', async () => {
    jest.useFakeTimers();
    renderPage();
    await click('Tools for the draw of 11/21/2026');
    answers({ JobId: 5, DrawId: 12, Status: 'QUEUED' }, done(5, 12, { DrawId: 12, Limit: null, Numbers: [], Total: ZERO, In: ZERO, Burst: ZERO }));
    await click('Bin burst');
    await tick(0);
    expect(within(panel()).getByRole('definition')).toHaveTextContent('None: the company keeps everything.');
    expect(screen.getByText('No number reached the company on this draw.')).toBeInTheDocument();
  });

  it('confirms the latest burst as is; the platform’s "no burst yet" shows', async () => {
    jest.useFakeTimers();
    renderPage();
    await click('Tools for the draw of 11/21/2026');
    await click('Bin confirm');
    expect(screen.getByText(/Run Bin burst first/)).toBeInTheDocument();
    answers(new ApiError(409, { message: 'Run binBurst for this draw first: there is no burst to confirm.' }));
    await click('Confirm latest burst as is');
    expect(call).toHaveBeenCalledWith('/api/v1/draw/result/binConfirm?LocId=MG', { method: 'POST', json: { DrawId: 12 } });
    expect(screen.getByRole('alert')).toHaveTextContent('Run binBurst for this draw first: there is no burst to confirm.');
    answers({ JobId: 6, DrawId: 12, Status: 'QUEUED' }, done(6, 12, { DrawId: 12, BurstJobId: 5, Numbers: [{ Number: '1234', In: amounts('80.00', '25.00'), Out: amounts('30.00', '5.00') }], Out: amounts('30.00', '5.00') }));
    await click('Confirm latest burst as is');
    await tick(0);
    expect(call.mock.calls[2]?.[0]).toBe('/api/v1/draw/result/binConfirm/6/status?LocId=MG');
    const table = screen.getByRole('table', { name: /Out confirmed per number/ });
    expect(within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Number', 'In Big', 'In Small', 'Out Big', 'Out Small'],
      ['1234', '80.00', '25.00', '30.00', '5.00'],
      ['Total', '80.00', '25.00', '30.00', '5.00'],
    ]);
  });

  it('edits the Out per number from the burst: each cell checked (0..In) before sending, only numbers with an Out sent', async () => {
    await burst();
    await click('Confirm or edit the Out');
    expect(screen.getByLabelText('Out Big of 1234')).toHaveValue('30.00');
    expect(screen.getByLabelText('Out Small of 0007')).toHaveValue('0.00');
    type('Out Big of 1234', '80.01');
    type('Out Small of 1234', 'x');
    await click('Confirm these Out amounts');
    expect(call).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Out Big of 1234')).toHaveAccessibleDescription('At most the In: 80.00.');
    expect(screen.getByLabelText('Out Small of 1234')).toHaveAccessibleDescription('Enter an amount of 0 or more with at most 2 decimals.');
    expect(document.activeElement).toBe(screen.getByLabelText('Out Big of 1234'));
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the amounts marked');
    type('Out Big of 1234', '0');
    type('Out Small of 1234', '');
    expect(screen.getByLabelText('Out Big of 1234')).not.toHaveAttribute('aria-invalid');
    type('Out Small of 1234', '0');
    type('Out Big of 0007', '45.5');
    answers({ JobId: 6, DrawId: 11, Status: 'QUEUED' }, done(6, 11, { DrawId: 11, BurstJobId: 5, Numbers: [{ Number: '1234', In: amounts('80.00', '25.00'), Out: ZERO }, { Number: '0007', In: amounts('45.50', '0.00'), Out: amounts('45.50', '0.00') }], Out: amounts('45.50', '0.00') }));
    await act(async () => fireEvent.submit(screen.getByLabelText('Out Big of 0007')));
    expect(call.mock.calls[2]).toEqual(['/api/v1/draw/result/binConfirm?LocId=MG', { method: 'POST', json: { DrawId: 11, Numbers: [{ Number: '0007', Big: '45.50', Small: '0.00', Unit: '0.00' }] } }]);
    await tick(0);
    const table = screen.getByRole('table', { name: /Out confirmed per number \(2 numbers\)/ });
    expect(within(table).getAllByRole('row')[3]?.textContent).toBe('Total125.5025.0045.500.00');
  });

  it('a refusal naming a number shows at it, and every Out typed stays; "start again" takes the burst back', async () => {
    await burst();
    await click('Confirm or edit the Out');
    type('Out Big of 1234', '12');
    type('Out Big of 0007', '1');
    answers(new ApiError(400, { message: '0007 did not reach the company on this draw.', field: 'Numbers.1.Number' }));
    await click('Confirm these Out amounts');
    expect(screen.getByLabelText('Out Big of 0007')).toHaveAccessibleDescription('0007 did not reach the company on this draw.');
    expect(screen.getByLabelText('Out Big of 1234')).toHaveValue('12');
    // A tool in between keeps the typed Outs too.
    answers({ JobId: 8, DrawId: 11, Status: 'QUEUED' }, done(8, 11, { DrawId: 11, Settled: true, Users: 1, AmountSum: '0.00', Balanced: true, Differences: [] }));
    await click('Books check');
    await tick(0);
    await click('Bin confirm');
    expect(screen.getByLabelText('Out Big of 0007')).toHaveValue('1');
    answers({ JobId: 9, DrawId: 11, Status: 'QUEUED' }, { ...running(9, 11, 0), Status: 'FAILED', Message: 'Out of memory.' });
    await click('Confirm these Out amounts');
    await tick(0);
    expect(screen.getByRole('alert')).toHaveTextContent('The job failed: Out of memory.');
    expect(screen.getByLabelText('Out Big of 1234')).toHaveValue('12');
    await click('Start again from the burst');
    expect(screen.getByLabelText('Out Big of 1234')).toHaveValue('30.00');
  });

  it('Toto shows one column of units per combination', async () => {
    jest.useFakeTimers();
    renderPage({ game: 'TT', locId: 'TT', starterLabel: 'starter' });
    await click('Tools for the draw of 11/21/2026');
    const key = 'ORD 01 02 03 04 05 06';
    answers(
      { JobId: 5, DrawId: 12, Status: 'QUEUED' },
      done(5, 12, { DrawId: 12, Limit: amounts('0.00', '0.00', '5.00'), Numbers: [{ Number: key, Total: amounts('0.00', '0.00', '9.00'), In: amounts('0.00', '0.00', '8.00'), Burst: amounts('0.00', '0.00', '3.00') }], Total: amounts('0.00', '0.00', '9.00'), In: amounts('0.00', '0.00', '8.00'), Burst: amounts('0.00', '0.00', '3.00') }),
    );
    await click('Bin burst');
    await tick(0);
    expect(within(panel()).getAllByRole('term').map((term) => term.textContent)).toEqual(['Limit']);
    expect(within(screen.getByRole('table', { name: /reached the company/ })).getAllByRole('row')[0]?.textContent).toBe('NumberTotalInBurst');
    await click('Confirm or edit the Out');
    expect(screen.getByLabelText(`Out of ${key}`)).toHaveValue('3.00');
  });
});

describe('bin report', () => {
  it('shows each prize row with In, Out, Borne and the payouts, Magnum’s starters as Special, and the totals', async () => {
    jest.useFakeTimers();
    renderPage();
    await click('Tools for the draw of 11/18/2026');
    const row = (Prize: string, Position: number, Number: string, In: ReturnType<typeof amounts>, Out: ReturnType<typeof amounts>, Borne: ReturnType<typeof amounts>, OutWin: string, BorneWin: string) => ({ Prize, Position, Number, In, Out, Borne, OutWin, BorneWin });
    const Rows = [
      row('FIRST', 1, '1234', amounts('80.00', '25.00'), amounts('30.00', '5.00'), amounts('50.00', '20.00'), '75000.00', '160000.00'),
      row('STARTER', 3, '0007', ZERO, ZERO, ZERO, '0.00', '0.00'),
      row('CONSOLATION', 10, '9999', amounts('1.00', '0.00'), ZERO, amounts('1.00', '0.00'), '0.00', '60.00'),
    ];
    answers({ JobId: 7, DrawId: 11, Status: 'QUEUED' }, done(7, 11, { DrawId: 11, ConfirmJobId: 6, Rows, OutWin: '75000.00', BorneWin: '160060.00' }));
    await click('Bin report');
    expect(call.mock.calls[0]).toEqual(['/api/v1/draw/result/binConfirm/report?LocId=MG', { method: 'POST', json: { DrawId: 11 } }]);
    await tick(0);
    expect(call.mock.calls[1]?.[0]).toBe('/api/v1/draw/result/binConfirm/report/7/status?LocId=MG');
    const rows = within(screen.getByRole('table', { name: 'Prize rows of the confirmed bin (3)' })).getAllByRole('row').map((tr) => [...tr.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Prize', 'Number', 'In Big', 'In Small', 'Out Big', 'Out Small', 'Borne Big', 'Borne Small', 'Out win', 'Borne win'],
      ['1st', '1234', '80.00', '25.00', '30.00', '5.00', '50.00', '20.00', '75,000.00', '160,000.00'],
      ['Special 3', '0007', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
      ['Consolation 10', '9999', '1.00', '0.00', '0.00', '0.00', '1.00', '0.00', '0.00', '60.00'],
      ['Total', '81.00', '25.00', '30.00', '5.00', '51.00', '20.00', '75,000.00', '160,060.00'],
    ]);
  });

  it('names Toto groups and says when no confirmed combination won', async () => {
    jest.useFakeTimers();
    renderPage({ game: 'TT', locId: 'TT', starterLabel: 'starter' });
    await click('Tools for the draw of 11/18/2026');
    const units = (Unit: string) => amounts('0.00', '0.00', Unit);
    answers(
      { JobId: 7, DrawId: 11, Status: 'QUEUED' },
      done(7, 11, { DrawId: 11, ConfirmJobId: 6, Rows: [{ Prize: 'GROUP2', Position: 0, Number: 'ORD 01 02 03 04 05 07', In: units('2.00'), Out: units('1.00'), Borne: units('1.00'), OutWin: '500.00', BorneWin: '500.00' }], OutWin: '500.00', BorneWin: '500.00' }),
    );
    await click('Bin report');
    await tick(0);
    expect(within(screen.getByRole('table', { name: /Prize rows/ })).getAllByRole('row')[1]?.textContent).toBe('Group 2ORD 01 02 03 04 05 072.001.001.00500.00500.00');
    answers({ JobId: 8, DrawId: 11, Status: 'QUEUED' }, done(8, 11, { DrawId: 11, ConfirmJobId: 6, Rows: [], OutWin: '0.00', BorneWin: '0.00' }));
    await click('Bin report');
    await tick(0);
    expect(screen.getByText('No confirmed combination won a prize.')).toBeInTheDocument();
  });
});
