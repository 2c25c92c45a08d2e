// Draw Setting: entering, correcting and settling a draw's 4D or Toto result.
import { fireEvent, screen } from '@testing-library/react';
import type { DrawSettingProps } from '@/app/(shell)/control/drawSetting/_draws/draw-setting';
import { ApiError } from '@/lib/http/api-error';
import { installDialog } from './tickets-fixtures';
import { answers, call, click, field, renderDrawSetting, SG_PROPS, status, tick, type } from './draw-setting-fixtures';

jest.mock('@/lib/client/http', () => ({ ...jest.requireActual('@/lib/client/http'), requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push }) }));

const renderPage = (props: Partial<DrawSettingProps> = {}, locale: 'en' | 'zh' = 'en') => renderDrawSetting({ ...SG_PROPS, ...props }, locale);

beforeEach(() => {
  jest.clearAllMocks();
  call.mockReset();
  installDialog();
});

afterEach(() => jest.useRealTimers());

const FOUR_D_LABELS = ['1st', '2nd', '3rd', ...Array.from({ length: 10 }, (_, i) => `Starter ${i + 1}`), ...Array.from({ length: 10 }, (_, i) => `Consolation ${i + 1}`)];

function fillFourD() {
  FOUR_D_LABELS.forEach((label, i) => type(label, String(1000 + i * 7).padStart(4, '0')));
}

describe('the 4D result form', () => {
  it('has the 23 labelled fields; 4 digits move to the next field; a paste fills the next fields', async () => {
    renderPage();
    await click('Enter result for 11/21/2026');
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
    await click('Enter result for 11/21/2026');
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
    await click('Enter result for 11/21/2026');
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
    await click('Enter result for 11/21/2026');
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
    await click('Correct result for 11/18/2026');
    expect(screen.getByRole('heading', { name: 'Correct the result of 11/18/2026' })).toBeInTheDocument();
    expect(field('1st')).toHaveValue('5000');
    expect(field('Special 1')).toHaveValue('5003');
    expect(field('Consolation 10')).toHaveValue('5022');
    expect(screen.queryByLabelText('Starter 1')).toBeNull();
  });

  it('is translated', async () => {
    renderPage({}, 'zh');
    await click('输入结果：11/21/2026 期');
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
    await click('Enter result for 11/21/2026');
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
    await click('Enter result for 11/21/2026');
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
