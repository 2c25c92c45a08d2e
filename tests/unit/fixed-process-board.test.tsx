// The Fixed Process board: the runs with their refusals (the newest run's first, another on
// selecting it), a progress bar for a run under way, starting a run on the chosen draw, and the
// platform's refusal shown without losing the choice.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ProcessBoard } from '@/app/(shell)/control/fixedProcess/_process/process-board';
import { requestJson } from '@/lib/client/http';
import type { ProcessJobPage, ProcessRun } from '@/lib/contract/fixed-process';
import { ApiError } from '@/lib/http/api-error';
import { Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));

const call = jest.mocked(requestJson);
const run = (id: number, extra: Partial<ProcessRun> = {}): ProcessRun => ({
  JobId: id, DrawId: 7, DrawDate: '2025-04-23', Trigger: 'MANUAL', Status: 'DONE', Progress: 100, Processed: 2, Total: 2, Placed: 1,
  AlreadyPlaced: 0, Failures: [], StartedBy: 'admin', CreatedDate: '2025-04-20T10:05:00.000Z', FinishedDate: '2025-04-20T10:05:01.000Z', Error: null, ...extra,
});
const PAGE: ProcessJobPage = {
  Runs: [
    run(2, { Failures: [{ UserId: 'member2', UserName: 'Member Two', FixedBetIds: [3], Reason: 'Not enough credit.' }] }),
    run(1, { Trigger: 'AUTO', Status: 'RUNNING', Progress: 50, Processed: 1 }),
  ],
  Draws: [
    { DrawId: 7, DrawDate: '2025-04-23', CloseDate: '2025-04-23T10:00:00.000Z', Open: true },
    { DrawId: 8, DrawDate: '2025-04-26', CloseDate: '2025-04-26T10:00:00.000Z', Open: true },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  call.mockResolvedValue(PAGE);
});

function board() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Providers>
        <ProcessBoard initial={PAGE} />
      </Providers>
    </SWRConfig>,
  );
}

test('the runs, the newest run refusals, and a progress bar for the run under way', () => {
  board();
  expect(screen.getByTestId('fixed-run-failures')).toHaveTextContent('member2 (Member Two), fixed bets 3: Not enough credit.');
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  fireEvent.click(screen.getByRole('button', { name: 'Show run 1' }));
  expect(screen.getByTestId('fixed-run-failures')).toHaveTextContent('Nothing was refused.');
});

test('starts a run on the chosen draw and says so', async () => {
  call.mockImplementation(async (url) => (url === '/api/v1/updateProcessJob' ? { Run: run(3, { DrawId: 8, DrawDate: '2025-04-26', Status: 'QUEUED' }), Started: true } : PAGE));
  board();
  fireEvent.change(screen.getByLabelText('Draw'), { target: { value: '8' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start run' })));
  expect(call).toHaveBeenCalledWith('/api/v1/updateProcessJob', { method: 'POST', json: { DrawId: 8 } });
  expect(screen.getByText('Run 3 on the draw of 04/26/2025 has started.')).toBeInTheDocument();
});

test('a refusal shows and the chosen draw stays', async () => {
  call.mockImplementation(async (url) => {
    if (url === '/api/v1/updateProcessJob') throw new ApiError(404, { message: 'Draw not found.' });
    return PAGE;
  });
  board();
  fireEvent.change(screen.getByLabelText('Draw'), { target: { value: '8' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start run' })));
  expect(screen.getByRole('alert')).toHaveTextContent('Draw not found.');
  expect(screen.getByLabelText('Draw')).toHaveValue('8');
});
