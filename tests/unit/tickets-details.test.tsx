import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-columns';
import { TicketReport } from '@/app/(shell)/tickets/_tickets/ticket-report';
import { requestJson } from '@/lib/client/http';
import { loadPage } from '@/lib/client/navigate';
import type { Deleted, Ticket } from '@/lib/contract/bets';
import { reportError } from '@/lib/errors/report';
import { ApiError } from '@/lib/http/api-error';
import { FOUR_D_TICKET, installDialog, Providers, TOTO_TICKET } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, push: jest.fn() }) }));

const request = jest.mocked(requestJson);

const columns: ReportColumn[] = [
  { key: 'TicketId', label: 'Ticket', kind: 'text' },
  { key: 'UserId', label: 'User Id', kind: 'text' },
  { key: 'Total', label: 'Total', kind: 'money' },
];
const rowOf = (ticket: Ticket): ReportRow => ({ TicketId: ticket.TicketId, UserId: ticket.UserId, Total: ticket.Total });

/** Answers by URL: a ticket per bet/view, a Deleted per DELETE, or an error to throw. */
function answer(routes: Record<string, unknown>) {
  request.mockImplementation(async (url: string) => {
    if (!(url in routes)) throw new Error(`unexpected call ${url}`);
    const value = routes[url];
    if (value instanceof Error) throw value;
    return value;
  });
}

function showTickets(tickets: Ticket[] = [FOUR_D_TICKET], locale: 'en' | 'zh' = 'en') {
  return render(
    <Providers locale={locale}>
      <TicketReport columns={columns} rows={tickets.map(rowOf)} caption="Tickets" fileName="tickets" />
    </Providers>,
  );
}

const details = () => screen.getByRole('dialog');
const confirmation = () => screen.getByRole('alertdialog');
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

async function openTicket(ticketId = 12) {
  await click(screen.getByRole('button', { name: `Ticket ${ticketId}, show its bets` }));
  await screen.findByRole('table', { name: `Bets of ticket ${ticketId}` });
}

const DELETED_TICKET: Deleted = { TicketId: 12, BetIds: [101, 102], Refund: '1234.50', CreditLeft: '8765.50', TicketDeleted: true };
const DELETED_BET: Deleted = { TicketId: 12, BetIds: [101], Refund: '3.00', CreditLeft: '7000.00', TicketDeleted: false };

beforeAll(installDialog);
beforeEach(() => jest.clearAllMocks());

test('selecting a ticket opens its details: fields, and each bet with its stakes and cost in 2 decimals', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': FOUR_D_TICKET });
  showTickets();
  expect(screen.queryByRole('dialog')).toBeNull();
  await openTicket();
  expect(details()).toHaveAccessibleName('Ticket 12');
  expect(within(details()).getByText('Member').nextElementSibling).toHaveTextContent('member1');
  expect(within(details()).getByText('Created (GMT+8)').nextElementSibling).toHaveTextContent('03/03/2026 10:00:00');
  expect(within(details()).getByText('Total').nextElementSibling).toHaveTextContent('$1,234.50');
  const rows = within(screen.getByRole('table', { name: 'Bets of ticket 12' })).getAllByRole('row');
  expect(within(rows[0] as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Number', 'Type', 'Big', 'Small', 'Count', 'Cost', 'Action']);
  expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1234', 'Ordinary', '1.00', '2.00', '1', '3.00', 'Delete']);
  expect(within(rows[2] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['12R4', 'Roll', '123.15', '0.00', '10', '1,231.50', 'Delete']);
  expect(within(details()).getByRole('button', { name: 'Delete ticket' })).toBeInTheDocument();
});

test('a click anywhere on a ticket row opens it too; Close closes it', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': FOUR_D_TICKET });
  const { container } = showTickets();
  await click(container.querySelector('tbody tr td:nth-child(3)') as HTMLElement);
  await screen.findByRole('table', { name: 'Bets of ticket 12' });
  const closes = within(details()).getAllByRole('button', { name: 'Close' });
  await click(closes[closes.length - 1] as HTMLElement);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Delete ticket asks first, Cancel taking the focus, and a cancel sends nothing', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': FOUR_D_TICKET });
  showTickets();
  await openTicket();
  await click(within(details()).getByRole('button', { name: 'Delete ticket' }));
  expect(confirmation()).toHaveAccessibleName('Delete ticket 12?');
  expect(confirmation()).toHaveAccessibleDescription(
    'All 2 bets for member1 on the draw of 03/04/2026 will be deleted and $1,234.50 refunded to member1. This cannot be undone.',
  );
  expect(within(confirmation()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await click(within(confirmation()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(request).toHaveBeenCalledTimes(1);
  expect(details()).toBeInTheDocument();
});

test('a confirmed ticket deletion closes the details, shows the refund and the new CreditLeft, and refreshes the list', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': FOUR_D_TICKET, '/api/v1/bet/page?TicketId=12': DELETED_TICKET });
  showTickets();
  await openTicket();
  await click(within(details()).getByRole('button', { name: 'Delete ticket' }));
  await click(within(confirmation()).getByRole('button', { name: 'Delete' }));
  expect(request).toHaveBeenCalledWith('/api/v1/bet/page?TicketId=12', { method: 'DELETE' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Ticket 12 deleted. Refunded $1,234.50 to member1; credit left $8,765.50.');
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('deleting one bet keeps the details open, reloads the ticket and returns the focus to its title', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': FOUR_D_TICKET, '/api/v1/bet?BetId=101': DELETED_BET });
  showTickets();
  await openTicket();
  await click(within(details()).getByRole('button', { name: 'Delete bet 1234' }));
  expect(confirmation()).toHaveAccessibleName('Delete bet 1234?');
  expect(confirmation()).toHaveAccessibleDescription('The Ordinary bet 1234 of ticket 12 for member1 will be deleted and $3.00 refunded to member1. This cannot be undone.');
  answer({ '/api/v1/bet/view?TicketId=12': { ...FOUR_D_TICKET, Bets: FOUR_D_TICKET.Bets.slice(1) }, '/api/v1/bet?BetId=101': DELETED_BET });
  await click(within(confirmation()).getByRole('button', { name: 'Delete' }));
  expect(request).toHaveBeenCalledWith('/api/v1/bet?BetId=101', { method: 'DELETE' });
  expect(within(details()).getByRole('status')).toHaveTextContent('Bet 1234 deleted from ticket 12. Refunded $3.00 to member1; credit left $7,000.00.');
  await waitFor(() => expect(within(details()).queryByRole('button', { name: 'Delete bet 1234' })).toBeNull());
  expect(screen.getByRole('heading', { name: 'Ticket 12' })).toHaveFocus();
  expect(refresh).toHaveBeenCalledTimes(1);
});

test('the last bet of a ticket: the ticket goes too and the details close', async () => {
  const single = { ...FOUR_D_TICKET, Bets: FOUR_D_TICKET.Bets.slice(0, 1) };
  answer({ '/api/v1/bet/view?TicketId=12': single, '/api/v1/bet?BetId=101': { ...DELETED_BET, TicketDeleted: true } });
  showTickets([single]);
  await openTicket();
  await click(within(details()).getByRole('button', { name: 'Delete bet 1234' }));
  await click(within(confirmation()).getByRole('button', { name: 'Delete' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Bet 1234 deleted; it was the last bet, so ticket 12 is deleted too. Refunded $3.00 to member1; credit left $7,000.00.');
});

test('a refusal of the platform shows its message, and a closed draw reloads the ticket and the list', async () => {
  const closed = new ApiError(409, { message: 'Betting for the draw of 2026-03-04 closed at 18:00. Its bets can no longer be deleted.' });
  answer({ '/api/v1/bet/view?TicketId=12': FOUR_D_TICKET, '/api/v1/bet/page?TicketId=12': closed });
  showTickets();
  await openTicket();
  answer({ '/api/v1/bet/view?TicketId=12': { ...FOUR_D_TICKET, Deletable: false }, '/api/v1/bet/page?TicketId=12': closed });
  await click(within(details()).getByRole('button', { name: 'Delete ticket' }));
  await click(within(confirmation()).getByRole('button', { name: 'Delete' }));
  expect(within(details()).getByRole('alert')).toHaveTextContent('Betting for the draw of 2026-03-04 closed at 18:00. Its bets can no longer be deleted.');
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(await within(details()).findByText(/These bets can no longer be deleted/)).toBeInTheDocument();
  expect(within(details()).queryByRole('button', { name: /Delete/ })).toBeNull();
  expect(reportError).not.toHaveBeenCalled();
});

test('a failure without an answer shows the general text and is reported', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': FOUR_D_TICKET, '/api/v1/bet?BetId=102': new ApiError(0, { message: '' }) });
  showTickets();
  await openTicket();
  await click(within(details()).getByRole('button', { name: 'Delete bet 12R4' }));
  await click(within(confirmation()).getByRole('button', { name: 'Delete' }));
  expect(within(details()).getByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please refresh this page and try again.');
  expect(reportError).toHaveBeenCalledTimes(1);
  expect(refresh).not.toHaveBeenCalled();
});

test('an ended session leaves for its page', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': FOUR_D_TICKET, '/api/v1/bet/page?TicketId=12': new ApiError(401, { message: 'Session Error.' }) });
  showTickets();
  await openTicket();
  await click(within(details()).getByRole('button', { name: 'Delete ticket' }));
  await click(within(confirmation()).getByRole('button', { name: 'Delete' }));
  expect(loadPage).toHaveBeenCalledWith('/api/auth/session-end?reason=expired');
  expect(within(details()).queryByRole('alert')).toBeNull();
});

test('a ticket that cannot be deleted offers no Delete and says why', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': { ...FOUR_D_TICKET, Deletable: false } });
  showTickets();
  await openTicket();
  expect(within(details()).queryByRole('button', { name: /Delete/ })).toBeNull();
  expect(within(details()).getByText(/the draw is closed, or you may not delete bets for this member/)).toBeInTheDocument();
});

test('a ticket that fails to load says so in the details', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': new ApiError(404, { message: 'Ticket not found.' }) });
  showTickets();
  await click(screen.getByRole('button', { name: 'Ticket 12, show its bets' }));
  expect(await within(details()).findByRole('alert')).toHaveTextContent('Ticket not found.');
});

test('a Toto ticket: the numbers of each entry, its kind and tag, and its Amount', async () => {
  answer({ '/api/v1/bet/view?TicketId=30': TOTO_TICKET });
  showTickets([TOTO_TICKET]);
  await openTicket(30);
  const rows = within(screen.getByRole('table', { name: 'Bets of ticket 30' })).getAllByRole('row');
  expect(within(rows[0] as HTMLElement).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Numbers', 'Type', 'Amount', 'Count', 'Cost', 'Action']);
  expect(within(rows[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    '01 02 03 04 05 06 07',
    'Toto system · Starred',
    '2.00',
    '7',
    '14.00',
    'Delete',
  ]);
  expect(within(details()).getByText('Source').nextElementSibling).toHaveTextContent('SMS');
});

test('every text is translated (zh)', async () => {
  answer({ '/api/v1/bet/view?TicketId=12': FOUR_D_TICKET });
  showTickets([FOUR_D_TICKET], 'zh');
  await click(screen.getByRole('button', { name: '彩票 12，显示其注单' }));
  await screen.findByRole('table', { name: '彩票 12 的注单' });
  await click(within(details()).getByRole('button', { name: '删除彩票' }));
  expect(confirmation()).toHaveAccessibleName('删除彩票 12？');
  expect(within(confirmation()).getByRole('button', { name: '取消' })).toHaveFocus();
});
