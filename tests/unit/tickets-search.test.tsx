import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-columns';
import { TicketFilters, type TicketFiltersProps } from '@/app/(shell)/tickets/_tickets/ticket-filters';
import { TicketReport } from '@/app/(shell)/tickets/_tickets/ticket-report';
import { requestJson } from '@/lib/client/http';
import { installDialog, Providers } from './tickets-fixtures';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const push = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }) }));

const request = jest.mocked(requestJson);
const NOW = 1_772_000_000_000;

const DRAWS = [
  { DrawId: 4, DrawDate: '2026-03-07' },
  { DrawId: 3, DrawDate: '2026-03-04' },
];
const USERS = [
  { UserId: 'agent1', UserName: 'Agent One', Role: 'AG' },
  { UserId: 'member1', UserName: 'Member One', Role: 'MEM' },
];

function showSearch(props: Partial<TicketFiltersProps> = {}, locale: 'en' | 'zh' = 'en') {
  return render(
    <Providers locale={locale}>
      <TicketFilters
        mode="search"
        action="/tickets/search"
        query={{ LocId: 'SG', VW: 'TICKETSEARCH' }}
        draws={DRAWS}
        drawId={3}
        users={USERS}
        userId="0"
        game="4D"
        {...props}
      />
    </Providers>,
  );
}

const numberField = (name = '4D Number') => screen.getByRole('textbox', { name });
const type = (value: string, name?: string) => fireEvent.change(numberField(name), { target: { value } });
const search = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));

beforeAll(installDialog);
beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('the search form', () => {
  it.each([
    ['', 'Enter a number to search for.'],
    ['123', 'Enter exactly 4 digits, e.g. 1234.'],
    ['12a4', 'Enter exactly 4 digits, e.g. 1234.'],
    ['12345', 'Enter exactly 4 digits, e.g. 1234.'],
  ])('refuses %j before submitting, on the field, and keeps the focus there', async (value, message) => {
    showSearch();
    type(value);
    await search();
    expect(push).not.toHaveBeenCalled();
    expect(numberField()).toHaveAttribute('aria-invalid', 'true');
    expect(numberField()).toHaveAccessibleDescription(`4 digits, e.g. 1234. ${message}`);
    expect(numberField()).toHaveFocus();
    type('1234');
    expect(numberField()).not.toHaveAttribute('aria-invalid');
  });

  it('navigates to the search with the draw, the user, the number in txtSearch and a new rand', async () => {
    showSearch();
    type(' 1234 ');
    await search();
    expect(push).toHaveBeenCalledWith(`/tickets/search?VW=TICKETSEARCH&UserId=0&LocId=SG&DrawId=3&txtSearch=1234&rand=${NOW}`);
  });

  it('takes the draw and the user picked', async () => {
    showSearch();
    fireEvent.change(screen.getByRole('combobox', { name: 'Draw Date' }), { target: { value: '4' } });
    const user = screen.getByRole('combobox', { name: 'User' });
    fireEvent.change(user, { target: { value: 'member1' } });
    fireEvent.blur(user);
    type('0001');
    await search();
    expect(push).toHaveBeenCalledWith(`/tickets/search?VW=TICKETSEARCH&UserId=member1&LocId=SG&DrawId=4&txtSearch=0001&rand=${NOW}`);
  });

  it('asks for a draw when none is chosen', async () => {
    showSearch();
    fireEvent.change(screen.getByRole('combobox', { name: 'Draw Date' }), { target: { value: '' } });
    type('1234');
    await search();
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByText('Choose a draw.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Draw Date' })).toHaveFocus();
  });

  it('in a TT location takes Toto numbers, checks each and sends them padded and in order', async () => {
    showSearch({ game: 'TT' });
    const name = 'Toto Numbers';
    type('7 50', name);
    await search();
    expect(screen.getByText('50 is not a Toto number: use 01 to 49.')).toBeInTheDocument();
    type('7 07', name);
    await search();
    expect(screen.getByText('07 is entered twice.')).toBeInTheDocument();
    type('1 2 3 4 5 6 7 8 9 10 11 12 13', name);
    await search();
    expect(screen.getByText('Search with at most 12 numbers.')).toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
    type('23, 7', name);
    await search();
    expect(push).toHaveBeenCalledWith(`/tickets/search?VW=TICKETSEARCH&UserId=0&LocId=SG&DrawId=3&txtSearch=07+23&rand=${NOW}`);
    expect(numberField(name)).toHaveValue('07 23');
  });

  it('a member has no user picker and sends no UserId', async () => {
    showSearch({ users: null, userId: null });
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    type('1234');
    await search();
    expect(push).toHaveBeenCalledWith(`/tickets/search?VW=TICKETSEARCH&LocId=SG&DrawId=3&txtSearch=1234&rand=${NOW}`);
  });

  it('stays under /embed in embed mode, and is a GET form without script', async () => {
    const { container } = showSearch({ action: '/embed/tickets/search' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/embed/tickets/search');
    expect(Array.from(form?.querySelectorAll('input[type="hidden"]') ?? []).map((input) => input.getAttribute('name'))).toEqual(['LocId', 'VW', 'UserId']);
    type('1234');
    await search();
    expect(push.mock.calls[0]?.[0]).toMatch(/^\/embed\/tickets\/search\?/);
  });

  it('is translated (zh)', async () => {
    showSearch({}, 'zh');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '搜索' })));
    expect(screen.getByText('请输入要搜索的号码。')).toBeInTheDocument();
  });
});

describe('the bet lines found', () => {
  const columns: ReportColumn[] = [
    { key: 'TicketId', label: 'Ticket', kind: 'text' },
    { key: 'Number', label: 'Number', kind: 'text' },
    { key: 'Cost', label: 'Cost', kind: 'money' },
  ];
  const lines: ReportRow[] = [
    { BetId: 101, TicketId: 12, UserId: 'member1', Number: '1234', Kind: 'Ordinary', Cost: '3.00', Deletable: true },
    { BetId: 205, TicketId: 20, UserId: 'member2', Number: '4321', Kind: 'i-Bet', Cost: '24.00', Deletable: false },
  ];

  function showLines() {
    return render(
      <Providers>
        <TicketReport lines columns={columns} rows={lines} caption="Bets covering 1234" fileName="bets" />
      </Providers>,
    );
  }

  it('offers Delete on the deletable lines only', () => {
    showLines();
    expect(screen.getAllByRole('button', { name: /^Delete bet/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Delete bet 1234']);
  });

  it('deletes a line after a confirmation, then shows the refund and refreshes the list', async () => {
    request.mockResolvedValueOnce({ TicketId: 12, BetIds: [101], Refund: '3.00', CreditLeft: '96.00', TicketDeleted: false });
    showLines();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete bet 1234' })));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete bet 1234?' });
    expect(dialog).toHaveAccessibleDescription('The Ordinary bet 1234 of ticket 12 for member1 will be deleted and $3.00 refunded to member1. This cannot be undone.');
    expect(request).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(request).toHaveBeenCalledWith('/api/v1/bet?BetId=101', { method: 'DELETE' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Bet 1234 deleted from ticket 12. Refunded $3.00 to member1; credit left $96.00.');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('opens the ticket of a line when the line is selected', async () => {
    request.mockResolvedValueOnce(undefined);
    showLines();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ticket 20, show its bets' })));
    expect(screen.getByRole('dialog', { name: 'Ticket 20' })).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/api/v1/bet/view?TicketId=20');
  });
});
