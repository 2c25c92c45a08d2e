// Draw Setting: the week of draws with the actions each allows, and creating, editing, resetting and re-settling draws.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { DrawSettingProps } from '@/app/(shell)/control/drawSetting/_draws/draw-setting';
import { ApiError } from '@/lib/http/api-error';
import { installDialog } from './tickets-fixtures';
import { answers, call, click, draw, renderDrawSetting, SG_PROPS, status, tick, type } from './draw-setting-fixtures';

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

describe('the week', () => {
  it('lists the draws with times in GMT+8, status, result and settlement, and the actions each allows', () => {
    renderPage();
    expect(screen.getByText('Week of 11/16/2026 to 11/22/2026')).toBeInTheDocument();
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
    expect(screen.getByRole('status')).toHaveTextContent('The draw of 11/24/2026 is saved.');
    expect(refresh).toHaveBeenCalled();
  });

  it('an edit refused by the platform shows its reason at the field', async () => {
    renderPage();
    await click('Edit the draw of 11/22/2026');
    expect(screen.getByLabelText('Draw date')).toHaveValue('11/22/2026');
    answers(new ApiError(409, { message: 'There is already a SG draw on 2026-11-23.', field: 'DrawDate' }));
    type('Draw date', '11/23/2026');
    await click('Save draw');
    expect(call.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', json: { DrawId: 13, DrawDate: '2026-11-23' } });
    expect(screen.getByLabelText('Draw date')).toHaveAccessibleDescription('There is already a SG draw on 2026-11-23.');
  });

  it('resets a result only after the confirmation', async () => {
    renderPage();
    await click('Reset result for 11/18/2026');
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Reset the result of 11/18/2026?');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(call).not.toHaveBeenCalled();
    await click('Reset result for 11/18/2026');
    answers({ DrawId: 11, Status: 'CLOSED', HasResult: false, Settled: false, Reversed: 5 });
    await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset result' })));
    expect(call).toHaveBeenCalledWith('/api/v1/draw/result/reset6/11?LocId=SG', { method: 'PUT', json: {} });
    expect(screen.getByRole('status')).toHaveTextContent('The result of 11/18/2026 is reset');
    expect(refresh).toHaveBeenCalled();
  });

  it('re-settles a resulted draw and follows its job', async () => {
    jest.useFakeTimers();
    renderPage();
    answers({ JobId: 9, DrawId: 11, Status: 'QUEUED' }, status('DONE', 100, { JobId: 9, DrawId: 11, Result: { DrawId: 11, Bets: 1, Strikes: 1, Turnover: '1.00', Strike: '0.00', Users: 3 } }));
    await click('Re-settle the draw of 11/18/2026');
    expect(call).toHaveBeenCalledWith('/api/v1/draw/result/r5?LocId=SG', { method: 'POST', json: { DrawId: 11 } });
    await tick(0);
    expect(screen.getByRole('status')).toHaveTextContent('Settled: 1 bet, 1 strike.');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
