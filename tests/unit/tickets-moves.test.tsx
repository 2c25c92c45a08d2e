// Transfer and combine on the ticket pages (ticket-moves.tsx, line-transfer.tsx, use-move.ts): the
// checks before a call, the confirmation, what is sent, and the platform's refusal as it words it.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-columns';
import { TicketReport } from '@/app/(shell)/tickets/_tickets/ticket-report';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

const request = jest.mocked(requestJson);
const columns: ReportColumn[] = [{ key: 'TicketId', label: 'Ticket', kind: 'text' }];
const row = (TicketId: number, UserId: string, DrawDateIso = '2026-11-28'): ReportRow => ({ TicketId, UserId, DrawDate: '11/28/2026', DrawDateIso, Total: '2.00' });

beforeAll(installDialog);
beforeEach(() => jest.clearAllMocks());

function show(rows: ReportRow[], members: string[] = []) {
  render(
    <Providers>
      <TicketReport columns={columns} rows={rows} caption="Tickets" fileName="tickets" members={members} />
    </Providers>,
  );
  fireEvent.click(screen.getByText('Transfer or combine tickets'));
}
const tick = (ticketId: number) => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^Ticket ${ticketId} `) }));
const press = (name: string) => act(async () => fireEvent.click(screen.getAllByRole('button', { name }).at(-1) as HTMLElement));

test('combine: two or more tickets of one member and draw, into the oldest, after a confirmation', async () => {
  request.mockResolvedValueOnce({ TicketId: 3, Total: '4.00' });
  show([row(7, 'member1'), row(3, 'member1'), row(5, 'member3')]);
  tick(7);
  await press('Combine tickets');
  expect(screen.getByRole('alert')).toHaveTextContent('Choose two or more tickets to combine.');
  tick(5);
  await press('Combine tickets');
  expect(screen.getByRole('alert')).toHaveTextContent('Only tickets of one member and one draw can be combined.');
  tick(5);
  tick(3);
  await press('Combine tickets');
  const dialog = screen.getByRole('alertdialog', { name: 'Combine tickets?' });
  expect(dialog).toHaveTextContent('The bets of tickets 7 join ticket 3 of member1');
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Combine tickets' })));
  expect(request).toHaveBeenCalledWith('/api/v1/bet/page/combine', { method: 'POST', json: { TicketIds: [3, 7] } });
  expect(screen.getByRole('status')).toHaveTextContent('2 tickets combined into ticket 3: $4.00.');
  expect(refresh).toHaveBeenCalled();
});

test('transfer: a member is offered only when the caller has one in reach; a refusal says why', async () => {
  request.mockRejectedValueOnce(new ApiError(409, { message: 'Bets are taken until the close: the draw of 11/28/2026 is closed.' }));
  show([row(7, 'member1')], ['member3']);
  tick(7);
  await press('Transfer tickets');
  expect(screen.getByRole('alert')).toHaveTextContent('Choose the member to transfer to.');
  fireEvent.change(screen.getByLabelText('Transfer to'), { target: { value: 'member3' } });
  await press('Transfer tickets');
  const dialog = screen.getByRole('alertdialog', { name: 'Transfer tickets?' });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer tickets' })));
  expect(request).toHaveBeenCalledWith('/api/v1/bet/transfer', { method: 'POST', json: { TicketIds: [7], ToUserId: 'member3' } });
  expect(screen.getAllByRole('alert').some((element) => /Nothing was moved\. Bets are taken until the close/.test(element.textContent ?? ''))).toBe(true);
  // A closed draw means the page is out of date: it loads again.
  expect(refresh).toHaveBeenCalled();
});

test('a member (no one to transfer to) sees only Combine', () => {
  show([row(7, 'member1')]);
  expect(screen.queryByLabelText('Transfer to')).toBeNull();
  expect(screen.getByRole('button', { name: 'Combine tickets' })).toBeInTheDocument();
});
