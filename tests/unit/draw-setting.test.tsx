import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { DrawSetting, type DrawSettingProps } from '@/app/(shell)/control/drawSetting/_draws/draw-setting';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import { draw, WEEK } from './draw-setting-fixtures';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ ...jest.requireActual('@/lib/client/http'), requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }) }));

const call = jest.mocked(requestJson);


const PROPS: DrawSettingProps = {
  locId: 'SG',
  game: '4D',
  starterLabel: 'starter',
  week: WEEK,
  results: {
    11: {
      DrawId: 11,
      LocId: 'SG',
      DrawDate: '2026-11-18',
      Status: 'RESULTED',
      Results: Array.from({ length: 23 }, (_, i) => ({
        Prize: (['FIRST', 'SECOND', 'THIRD'][i] ?? (i < 13 ? 'STARTER' : 'CONSOLATION')) as 'FIRST',
        Position: i < 3 ? 1 : i < 13 ? i - 2 : i - 12,
        Number: String(5000 + i),
      })),
      Dividends: [],
    },
  },
  basePath: '/control/drawSetting',
  today: '2026-11-21',
};

function renderPage(props: Partial<DrawSettingProps> = {}, locale: 'en' | 'zh' = 'en') {
  return render(
    <Providers locale={locale}>
      <DrawSetting {...PROPS} {...props} />
    </Providers>,
  );
}

const FOUR_D_LABELS = ['1st', '2nd', '3rd', ...Array.from({ length: 10 }, (_, i) => `Starter ${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `Consolation ${i + 1}`)];
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
/** Lets the status poll's timer fire and its answer land. */
const tick = (ms = 500) => act(async () => void jest.advanceTimersByTime(ms));

function fillFourD() {
  FOUR_D_LABELS.forEach((label, i) => type(label, String(1000 + i * 7).padStart(4, '0')));
}

function answers(...values: unknown[]) {
  for (const value of values) {
    if (value instanceof Error) call.mockRejectedValueOnce(value);
    else call.mockResolvedValueOnce(value);
  }
}

const status = (Status: string, Progress: number, extra: Record<string, unknown> = {}) => ({
  JobId: 7,
  DrawId: 12,
  Status,
  Progress,
  StartedDate: '2026-11-21T10:06:00.000Z',
  FinishedDate: null,
  ...extra,
});

beforeEach(() => {
  jest.clearAllMocks();
  call.mockReset();
  installDialog();
});

afterEach(() => jest.useRealTimers());

describe('the week', () => {
  it('lists the draws with times in GMT+8, status, result and settlement, and the actions each allows', () => {
    renderPage();
    expect(screen.getByText('Week of 2026-11-16 to 2026-11-22')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 5).map((cell) => cell.textContent))).toEqual([
      ['18:00', '18:30', 'Resulted', 'Yes', 'Yes'],
      ['18:00', '18:30', 'Closed', 'No', 'No'],
      ['18:00', '18:30', 'Open', 'No', 'No'],
    ]);
    expect(within(rows[0] as HTMLElement).getAllByRole('button').map((button) => button.textContent)).toEqual(['Correct result', 'Re-settle', 'Reset result', 'Tools']);
    expect(within(rows[1] as HTMLElement).getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit', 'Enter result', 'Tools']);
    expect(within(rows[2] as HTMLElement).getAllByRole('button').map((button) => button.textContent)).toEqual(['Edit']);
    expect(screen.getByRole('link', { name: 'Previous week' })).toHaveAttribute('href', '/control/drawSetting?Date=2026-11-09');
    expect(screen.getByRole('link', { name: 'Next week' })).toHaveAttribute('href', '/control/drawSetting?Date=2026-11-23');
  });

  it('shows another week by its date', async () => {
    renderPage();
    type('Week of', '12/02/2026');
    await click('Show week');
    expect(push).toHaveBeenCalledWith('/control/drawSetting?Date=2026-12-02');
  });
});

describe('the 4D result form', () => {
  it('has the 23 labelled fields; 4 digits move to the next field; a paste fills the next fields', async () => {
    renderPage();
    await click('Enter the result of 2026-11-21');
    for (const label of FOUR_D_LABELS) expect(field(label)).toHaveValue('');
    field('1st').focus();
    type('1st', '12a34');
    expect(field('1st')).toHaveValue('1234');
    expect(document.activeElement).toBe(field('2nd'));
    type('2nd', '123');
    expect(document.activeElement).toBe(field('2nd'));
    fireEvent.paste(field('Starter 1'), { clipboardData: { getData: () => '1111 2222\n3333,4444' } });
    expect(['Starter 1', 'Starter 2', 'Starter 3', 'Starter 4', 'Starter 5'].map((label) => field(label).value)).toEqual(['1111', '2222', '3333', '4444', '']);
    expect(document.activeElement).toBe(field('Starter 5'));
  });

  it('checks every field before sending: each problem at its field, the focus on the first; duplicates allowed', async () => {
    renderPage();
    await click('Enter the result of 2026-11-21');
    fillFourD();
    type('1st', '');
    type('3rd', '12');
    type('Consolation 4', '1000');
    await click('Save result');
    expect(call).not.toHaveBeenCalled();
    expect(field('1st')).toHaveAccessibleDescription('Enter this number.');
    expect(field('3rd')).toHaveAccessibleDescription('Enter 4 digits, e.g. 0123.');
    expect(field('Consolation 4')).not.toHaveAttribute('aria-invalid');
    expect(document.activeElement).toBe(field('1st'));
    type('1st', '9999');
    expect(field('1st')).not.toHaveAttribute('aria-invalid');
  });

  it('sends the result, shows the settlement progress to done and reloads the week', async () => {
    jest.useFakeTimers();
    renderPage();
    await click('Enter the result of 2026-11-21');
    fillFourD();
    type('2nd', '1000');
    answers(
      { JobId: 7, DrawId: 12, Status: 'QUEUED' },
      status('RUNNING', 40),
      status('DONE', 100, { Result: { DrawId: 12, Bets: 12, Strikes: 3, Turnover: '120.00', Strike: '8000.00', Users: 5 }, FinishedDate: '2026-11-21T10:06:02.000Z' }),
    );
    await click('Save result');
    const [url, init] = call.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/insertProcess?LocId=SG');
    const sent = (init as { json: { DrawId: number; Results: Array<{ Prize: string; Position: number; Number: string }>; Dividends: unknown[] } }).json;
    expect(sent.DrawId).toBe(12);
    expect(sent.Results).toHaveLength(23);
    expect(sent.Results.slice(0, 4)).toEqual([
      { Prize: 'FIRST', Position: 1, Number: '1000' },
      { Prize: 'SECOND', Position: 1, Number: '1000' },
      { Prize: 'THIRD', Position: 1, Number: '1014' },
      { Prize: 'STARTER', Position: 1, Number: '1021' },
    ]);
    expect(sent.Dividends).toEqual([]);
    expect(screen.getByRole('button', { name: 'Save result' })).toBeDisabled();
    await tick(0);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await tick();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent('Settled: 12 bets, 3 strikes.');
    expect(call.mock.calls[1]?.[0]).toBe('/api/v1/draw/result/r5/7/status?LocId=SG');
    expect(refresh).toHaveBeenCalledTimes(1);
    await tick(2000);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('a failed settlement or a refused result keeps every number typed', async () => {
    jest.useFakeTimers();
    renderPage();
    await click('Enter the result of 2026-11-21');
    fillFourD();
    answers({ JobId: 7, DrawId: 12, Status: 'QUEUED' }, status('FAILED', 50, { Message: 'The location has no pay rate for FIRST.' }));
    await click('Save result');
    await tick(0);
    expect(screen.getByRole('alert')).toHaveTextContent('The settlement failed: The location has no pay rate for FIRST.');
    expect(field('Consolation 10').value).toBe(String(1000 + 22 * 7));
    expect(screen.getByRole('button', { name: 'Save result' })).toBeEnabled();
    expect(refresh).not.toHaveBeenCalled();

    answers(new ApiError(409, { message: 'A settlement of this draw is running: wait until it has finished.' }));
    await click('Save result');
    expect(screen.getByText('A settlement of this draw is running: wait until it has finished.')).toBeInTheDocument();
    expect(field('1st').value).toBe('1000');
    answers(new ApiError(400, { message: '3rd must be 4 digits.', field: 'THIRD-1' }));
    await click('Save result');
    expect(field('3rd')).toHaveAccessibleDescription('3rd must be 4 digits.');
  });

  it('correcting a result starts from the stored numbers; Magnum labels its starters Special', async () => {
    renderPage({ starterLabel: 'special', locId: 'MG' });
    await click('Correct the result of 2026-11-18');
    expect(screen.getByRole('heading', { name: 'Correct the result of 2026-11-18' })).toBeInTheDocument();
    expect(field('1st')).toHaveValue('5000');
    expect(field('Special 1')).toHaveValue('5003');
    expect(field('Consolation 10')).toHaveValue('5022');
    expect(screen.queryByLabelText('Starter 1')).toBeNull();
  });

  it('is translated', async () => {
    renderPage({}, 'zh');
    await click('输入 2026-11-21 期的结果');
    expect(field('头奖')).toBeInTheDocument();
    expect(field('入围奖 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '保存结果' })).toBeInTheDocument();
  });
});

describe('the Toto result form', () => {
  const toto = { game: 'TT' as const, locId: 'TT', results: {} };
  const fill = (numbers: string[]) => ['Winning 1', 'Winning 2', 'Winning 3', 'Winning 4', 'Winning 5', 'Winning 6', 'Additional'].forEach((label, i) => type(label, numbers[i] ?? ''));

  it('two digits move on; repeats, an additional among the winning numbers and bad dividends are named', async () => {
    renderPage(toto);
    await click('Enter the result of 2026-11-21');
    field('Winning 1').focus();
    type('Winning 1', '07');
    expect(document.activeElement).toBe(field('Winning 2'));
    fill(['07', '12', '07', '50', '33', '41', '12']);
    type('Group 1 dividend', '1000000');
    type('Group 2 dividend', '-5');
    type('Group 3 dividend', '2000.123');
    await click('Save result');
    expect(call).not.toHaveBeenCalled();
    expect(field('Winning 3')).toHaveAccessibleDescription('Already a winning number: the six must all differ.');
    expect(field('Winning 4')).toHaveAccessibleDescription('Enter two digits from 01 to 49.');
    expect(field('Additional')).toHaveAccessibleDescription('The additional number may not be a winning number.');
    expect(field('Group 2 dividend')).toHaveAccessibleDescription('Enter an amount of 0 or more with at most 2 decimals.');
    expect(field('Group 3 dividend')).toHaveAccessibleDescription('Enter an amount of 0 or more with at most 2 decimals.');
    expect(field('Group 4 dividend')).toHaveAccessibleDescription('Enter the dividend.');
  });

  it('sends the numbers and the dividends', async () => {
    renderPage(toto);
    await click('Enter the result of 2026-11-21');
    fill(['07', '12', '19', '26', '33', '41', '45']);
    ['1234567.89', '50000', '2000.5', '0'].forEach((amount, i) => type(`Group ${i + 1} dividend`, amount));
    answers({ JobId: 8, DrawId: 12, Status: 'QUEUED' });
    call.mockImplementation(() => new Promise(() => undefined));
    await click('Save result');
    const sent = (call.mock.calls[0]?.[1] as { json: { Results: unknown[]; Dividends: unknown[] } }).json;
    expect(call.mock.calls[0]?.[0]).toBe('/api/v1/insertProcess?LocId=TT');
    expect(sent.Results).toEqual([
      ...['07', '12', '19', '26', '33', '41'].map((Number, i) => ({ Prize: 'WINNING', Position: i + 1, Number })),
      { Prize: 'ADDITIONAL', Position: 1, Number: '45' },
    ]);
    expect(sent.Dividends).toEqual([
      { Group: 1, Amount: '1234567.89' },
      { Group: 2, Amount: '50000' },
      { Group: 3, Amount: '2000.5' },
      { Group: 4, Amount: '0' },
    ]);
  });
});

describe('draws and resets', () => {
  it('creates a draw with its GMT+8 times as instants; close must come before the draw', async () => {
    renderPage();
    await click('New draw');
    type('Draw date', '11/24/2026');
    type('Sales close (GMT+8)', '18:40');
    await click('Create draw');
    expect(screen.getByLabelText('Sales close (GMT+8)')).toHaveAccessibleDescription('Sales must close before the draw time.');
    expect(call).not.toHaveBeenCalled();
    type('Sales close (GMT+8)', '18:00');
    fireEvent.click(screen.getByLabelText('Special draw'));
    answers(draw(14, '2026-11-24', 'OPEN', { Special: true }));
    await click('Create draw');
    expect(call).toHaveBeenCalledWith('/api/v1/draw?LocId=SG', {
      method: 'POST',
      json: { DrawDate: '2026-11-24', CloseDate: '2026-11-24T10:00:00.000Z', DrawTime: '2026-11-24T10:30:00.000Z', Special: true, Status: 'OPEN' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('The draw of 2026-11-24 is saved.');
    expect(refresh).toHaveBeenCalled();
  });

  it('an edit refused by the platform shows its reason at the field', async () => {
    renderPage();
    await click('Edit the draw of 2026-11-22');
    expect(screen.getByLabelText('Draw date')).toHaveValue('11/22/2026');
    answers(new ApiError(409, { message: 'There is already a SG draw on 2026-11-23.', field: 'DrawDate' }));
    type('Draw date', '11/23/2026');
    await click('Save draw');
    expect(call.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', json: { DrawId: 13, DrawDate: '2026-11-23' } });
    expect(screen.getByLabelText('Draw date')).toHaveAccessibleDescription('There is already a SG draw on 2026-11-23.');
  });

  it('resets a result only after the confirmation', async () => {
    renderPage();
    await click('Reset the result of 2026-11-18');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Reset the result of 2026-11-18?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(call).not.toHaveBeenCalled();
    await click('Reset the result of 2026-11-18');
    answers({ DrawId: 11, Status: 'CLOSED', HasResult: false, Settled: false, Reversed: 5 });
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset result' })));
    expect(call).toHaveBeenCalledWith('/api/v1/draw/result/reset6/11?LocId=SG', { method: 'PUT', json: {} });
    expect(screen.getByRole('status')).toHaveTextContent('The result of 2026-11-18 is reset');
    expect(refresh).toHaveBeenCalled();
  });

  it('re-settles a resulted draw and follows its job', async () => {
    jest.useFakeTimers();
    renderPage();
    answers({ JobId: 9, DrawId: 11, Status: 'QUEUED' }, status('DONE', 100, { JobId: 9, DrawId: 11, Result: { DrawId: 11, Bets: 1, Strikes: 1, Turnover: '1.00', Strike: '0.00', Users: 3 } }));
    await click('Settle the draw of 2026-11-18 again');
    expect(call).toHaveBeenCalledWith('/api/v1/draw/result/r5?LocId=SG', { method: 'POST', json: { DrawId: 11 } });
    await tick(0);
    expect(screen.getByRole('status')).toHaveTextContent('Settled: 1 bet, 1 strike.');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
