// Draw Setting's tools panel: which tools a draw offers, the books check, resetting a settlement only, and the Chinese page.
import { screen, within } from '@testing-library/react';
import { DrawSetting, type DrawSettingProps } from '@/app/(shell)/control/drawSetting/_draws/draw-setting';
import { toolsOf } from '@/app/(shell)/control/drawSetting/_draws/tool-rules';
import { ApiError } from '@/lib/http/api-error';
import { installDialog, Providers } from './tickets-fixtures';
import { answers, call, click, draw, MG_PROPS, renderDrawSetting, tick, WEEK } from './draw-setting-fixtures';

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

describe('toolsOf', () => {
  it('offers the bins once sales closed, the books check and the report with a result, the settlement reset once settled', () => {
    expect(toolsOf({ Status: 'OPEN', Settled: false })).toEqual([]);
    expect(toolsOf({ Status: 'CANCELLED', Settled: false })).toEqual([]);
    expect(toolsOf({ Status: 'CLOSED', Settled: false })).toEqual(['burst', 'confirm']);
    expect(toolsOf({ Status: 'RESULTED', Settled: false })).toEqual(['check', 'burst', 'confirm', 'report']);
    expect(toolsOf({ Status: 'RESULTED', Settled: true })).toEqual(['check', 'burst', 'confirm', 'report', 'resetSettlement']);
  });
});

describe('the tools panel', () => {
  it('opens from the draw’s row (expanded, focused heading), lists the draw’s tools and closes again', async () => {
    renderPage();
    const toggle = screen.getByRole('button', { name: 'Tools for the draw of 11/18/2026' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Tools for the draw of 11/22/2026' })).toBeNull();
    await click('Tools for the draw of 11/18/2026');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'draw-tools');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tools for the draw of 11/18/2026' }));
    const tools = within(screen.getByRole('group', { name: 'Tools' })).getAllByRole('button').map((button) => button.textContent);
    expect(tools).toEqual(['Books check', 'Bin burst', 'Bin confirm', 'Bin report', 'Reset settlement only']);
    await click('Tools for the draw of 11/21/2026');
    expect(within(screen.getByRole('group', { name: 'Tools' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Bin burst', 'Bin confirm']);
    await click('Close tools');
    expect(screen.queryByRole('group', { name: 'Tools' })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('runs the books check with its progress bar and shows Balanced, the amount sum and the users', async () => {
    jest.useFakeTimers();
    renderPage();
    await click('Tools for the draw of 11/18/2026');
    answers({ JobId: 4, DrawId: 11, Status: 'QUEUED' }, running(4, 11, 50), done(4, 11, { DrawId: 11, Settled: true, Users: 7, AmountSum: '0.00', Balanced: true, Differences: [] }));
    await click('Books check');
    expect(call).toHaveBeenCalledWith('/api/v1/draw/result/r5/report?LocId=MG', { method: 'POST', json: { DrawId: 11 } });
    await tick(0);
    expect(screen.getByRole('progressbar', { name: 'Checking the books…' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Bin burst' })).toBeDisabled();
    await tick();
    expect(call.mock.calls[1]?.[0]).toBe('/api/v1/draw/result/r5/report/4/status?LocId=MG');
    expect(screen.getByRole('progressbar', { name: 'Done' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('status')).toHaveTextContent('Balanced: the amounts sum to 0.00');
    const facts = within(panel()).getAllByRole('definition').map((item) => item.textContent);
    expect(facts).toEqual(['Yes', '0.00', '7', 'Yes']);
    expect(screen.getByText('No differences.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bin burst' })).toBeEnabled();
    await tick(2000);
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('shows the differences of books that do not balance, money with 2 decimals', async () => {
    jest.useFakeTimers();
    renderPage();
    await click('Tools for the draw of 11/18/2026');
    const differences = [{ UserId: 'member1', Field: 'Turnover', Stored: '1200.5', Expected: '-12.00' }];
    answers({ JobId: 4, DrawId: 11, Status: 'QUEUED' }, done(4, 11, { DrawId: 11, Settled: true, Users: 7, AmountSum: '12.50', Balanced: false, Differences: differences }));
    await click('Books check');
    await tick(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Not balanced');
    const table = screen.getByRole('table', { name: 'Differences' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['UserFieldStoredExpected', 'member1Turnover1,200.50-12.00']);
    expect(within(panel()).getAllByRole('definition')[1]).toHaveTextContent('12.50');
  });

  it('shows a refusal in the platform’s words and lets the tool run again', async () => {
    renderPage();
    await click('Tools for the draw of 11/18/2026');
    answers(new ApiError(409, { message: 'A settlement of this draw is running: wait until it has finished.' }));
    await click('Books check');
    expect(screen.getByRole('alert')).toHaveTextContent('A settlement of this draw is running');
    expect(screen.getByRole('button', { name: 'Books check' })).toBeEnabled();
  });

  it('a failed job says why', async () => {
    jest.useFakeTimers();
    renderPage();
    await click('Tools for the draw of 11/18/2026');
    answers({ JobId: 4, DrawId: 11, Status: 'QUEUED' }, { ...running(4, 11, 40), Status: 'FAILED', Message: 'Location not found.' });
    await click('Bin report');
    await tick(0);
    expect(screen.getByRole('alert')).toHaveTextContent('The job failed: Location not found.');
  });
});

describe('reset settlement only', () => {
  it('asks first, then resets the settlement (reset7) and reloads the week', async () => {
    renderPage();
    await click('Tools for the draw of 11/18/2026');
    await click('Reset settlement only');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Reset the settlement of 11/18/2026?');
    expect(dialog).toHaveTextContent('its result stays');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await click('Cancel', dialog);
    expect(call).not.toHaveBeenCalled();
    await click('Reset settlement only');
    answers({ DrawId: 11, Status: 'RESULTED', HasResult: true, Settled: false, Reversed: 7 });
    await click('Reset settlement', screen.getByRole('alertdialog'));
    expect(call).toHaveBeenCalledWith('/api/v1/draw/result/reset7/11?LocId=MG', { method: 'PUT', json: {} });
    expect(screen.getByRole('status')).toHaveTextContent('The settlement of 11/18/2026 is reset: its result is kept.');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Tools for the draw of 11/18/2026' })).toBeInTheDocument();
  });

  it('a refused reset says why', async () => {
    renderPage();
    await click('Tools for the draw of 11/18/2026');
    await click('Reset settlement only');
    answers(new ApiError(409, { message: 'The draw of 11/18/2026 has no result.' }));
    await click('Reset settlement', screen.getByRole('alertdialog'));
    expect(screen.getByRole('alert')).toHaveTextContent('The draw of 11/18/2026 has no result.');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('the reset tool leaves once the week shows the draw unsettled', async () => {
    const view = renderPage();
    await click('Tools for the draw of 11/18/2026');
    const unsettled = { ...WEEK, Items: [draw(11, '2026-11-18', 'RESULTED', { Settled: false }), ...WEEK.Items.slice(1)] };
    view.rerender(
      <Providers>
        <DrawSetting {...MG_PROPS} week={unsettled} />
      </Providers>,
    );
    expect(within(screen.getByRole('group', { name: 'Tools' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['Books check', 'Bin burst', 'Bin confirm', 'Bin report']);
  });
});

it('is translated', async () => {
  renderPage({}, 'zh');
  await click('11/18/2026 期的工具');
  expect(screen.getByRole('heading', { name: '11/18/2026 期的工具' })).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: '工具' })).getAllByRole('button').map((button) => button.textContent)).toEqual(['账目核对', '收单爆额', '确认收单', '收单报表', '仅重置结算']);
});
