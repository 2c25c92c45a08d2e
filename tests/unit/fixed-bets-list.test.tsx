import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { FixedBetList } from '@/app/(shell)/bet/fixedBets/_fixed/fixed-bet-list';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const call = jest.mocked(requestJson);
const ROWS = [
  { FixedBetId: 5, UserId: 'member1', Kind: 'Ordinary', Number: '1234', Big: '1.00', Small: '2.00', Cost: '3.00', Days: 'Sun, Sat', NextDraw: '2026-11-22', LastRun: '', CreatedBy: 'member1', CreatedDate: '2026-11-21T02:00:00.000Z', Deletable: true },
  { FixedBetId: 4, UserId: 'member1', Kind: 'Roll', Number: '12R4', Big: '1.00', Small: '0.00', Cost: '10.00', Days: 'Wed', NextDraw: '', LastRun: '', CreatedBy: 'agent2', CreatedDate: '2026-11-20T02:00:00.000Z', Deletable: false },
];

beforeAll(installDialog);
beforeEach(() => jest.clearAllMocks());

function renderList() {
  return render(
    <Providers>
      <FixedBetList rows={ROWS} caption="Fixed bets" fileName="fixed.xls" game="4D" />
    </Providers>,
  );
}

test('Delete asks first, then ends the fixed bet by its id and refreshes the page', async () => {
  call.mockResolvedValueOnce({ FixedBetId: 5, DeletedDate: '2026-11-21T03:00:00.000Z' });
  renderList();
  // Only a deletable row has the button.
  expect(screen.queryByRole('button', { name: 'Delete fixed bet 4' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Delete fixed bet 5' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('Fixed bet 5 (1234) of member1 will not be placed on any new draw.');
  expect(call).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
  expect(call).toHaveBeenCalledWith('/api/v1/bet/fixed?FixedBetId=5', { method: 'DELETE' });
  expect(screen.getByText('Fixed bet 5 deleted. Tickets it placed stay.')).toBeInTheDocument();
  expect(refresh).toHaveBeenCalled();
});

test('Cancel deletes nothing; selecting a row shows its runs', async () => {
  call.mockResolvedValueOnce({
    FixedBetId: 5,
    Runs: [{ DrawId: 41, DrawDate: '2026-11-22', Status: 'REFUSED', TicketId: null, Reason: 'Not enough credit.', AttemptedDate: '2026-11-21T02:00:00.000Z' }],
  });
  renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Delete fixed bet 5' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
  expect(call).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show runs of fixed bet 5' })));
  const runs = screen.getByTestId('fixed-bet-runs');
  expect(call).toHaveBeenCalledWith('/api/v1/bet/fixed/view?FixedBetId=5');
  expect(await within(runs).findByText('Not enough credit.')).toBeInTheDocument();
  expect(within(runs).getByText('Refused')).toBeInTheDocument();
});

test('a fixed bet already gone: the platform\'s message shows and the page is rendered again', async () => {
  call.mockRejectedValueOnce(new ApiError(404, { message: 'Fixed bet not found.' }));
  renderList();
  fireEvent.click(screen.getByRole('button', { name: 'Delete fixed bet 5' }));
  await act(async () => fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' })));
  expect(screen.getByText('Fixed bet not found.')).toBeInTheDocument();
  expect(screen.queryByText('Fixed bet 5 deleted. Tickets it placed stay.')).toBeNull();
  expect(refresh).toHaveBeenCalled();
});
