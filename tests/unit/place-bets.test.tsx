import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { PlaceBets, type PlaceBetsProps } from '@/app/(shell)/bet/placeBets/_place/place-bets';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import type { PlacedTicket } from '@/lib/contract/bets';
import en from '@/messages/en.json';

jest.mock('@/lib/client/http', () => ({ requestJson: jest.fn() }));
jest.mock('@/lib/client/navigate', () => ({ loadPage: jest.fn() }));
jest.mock('@/lib/errors/report', () => ({ reportError: jest.fn() }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const post = jest.mocked(requestJson);
const OPEN = [
  { DrawId: 41, DrawDate: '2026-11-22', CloseDate: '2026-11-22T10:00:00.000Z' },
  { DrawId: 42, DrawDate: '2026-11-25', CloseDate: '2026-11-25T10:00:00.000Z' },
];
const memberProps: PlaceBetsProps = {
  game: '4D',
  locId: 'SG',
  rowCount: 3,
  self: { userId: 'member1', member: true, creditLeft: '20.00' },
  users: [],
  settings: { OpenDraws: OPEN, MaxBetsPerTicket: 200 },
};

function ticket(overrides: Partial<PlacedTicket> = {}): PlacedTicket {
  return {
    TicketId: 7,
    UserId: 'member1',
    LocId: 'SG',
    DrawId: 41,
    DrawDate: '2026-11-22',
    CreatedDate: '2026-11-21T02:00:00.000Z',
    CreatedBy: 'member1',
    Source: 'WEB',
    Total: '3.00',
    Deletable: true,
    Bets: [{ BetId: 70, Kind: 'ORDINARY', Number: '1234', Big: '1.00', Small: '2.00', Count: 1, Cost: '3.00' }],
    CreditLeft: '17.00',
    Replayed: false,
    ...overrides,
  };
}

function renderPage(props: Partial<PlaceBetsProps> = {}) {
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      <PlaceBets {...memberProps} {...props} />
    </NextIntlClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(() => jest.clearAllMocks());

describe('PlaceBets grid', () => {
  it('shows the live cost of each row and the total against CreditLeft', () => {
    renderPage();
    type('Number, row 1', '1234');
    type('Big, row 1', '1');
    type('Small, row 1', '2');
    type('Number, row 2', '12r4');
    type('Big, row 2', '0.5');
    fireEvent.change(screen.getByLabelText('Type, row 2'), { target: { value: 'roll' } });
    expect(screen.getByTestId('grid-total')).toHaveTextContent('Total cost: $8.00 / CreditLeft $20.00');
    expect(screen.getByTestId('bet-credit-left')).toHaveTextContent('CreditLeft: $20.00');
  });

  it('places the ticket with one idempotency key, shows it, refreshes the page and clears the grid', async () => {
    post.mockResolvedValueOnce(ticket());
    renderPage();
    type('Number, row 1', '1234');
    type('Big, row 1', '1');
    type('Small, row 1', '2');
    await click('Place ticket');
    expect(post).toHaveBeenCalledWith('/api/v1/bet?LocId=SG', {
      method: 'POST',
      json: { UserId: 'member1', DrawId: 41, IdempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), Bets: [{ Number: '1234', Big: '1.00', Small: '2.00', Kind: 'ORDINARY' }] },
    });
    const placed = screen.getByTestId('placed-ticket');
    expect(placed).toHaveTextContent('Ticket 7 placed for member1, draw 11/22/2026: 1 bet, total $3.00.');
    expect(screen.getByTestId('credit-after')).toHaveTextContent('CreditLeft now $17.00.');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Number, row 1')).toHaveValue('');
  });

  it('retries a failed submission with the same key, and a changed ticket gets a new one', async () => {
    post.mockRejectedValueOnce(new ApiError(0, { message: '' })).mockRejectedValueOnce(new ApiError(0, { message: '' }));
    renderPage();
    type('Number, row 1', '1234');
    type('Big, row 1', '1');
    await click('Place ticket');
    expect(screen.getByRole('alert')).toHaveTextContent('Sorry, something went wrong.');
    await click('Place ticket');
    const keys = post.mock.calls.map(([, init]) => (init?.json as { IdempotencyKey: string }).IdempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    type('Big, row 1', '2');
    post.mockResolvedValueOnce(ticket());
    await click('Place ticket');
    const third = (post.mock.calls[2]?.[1]?.json as { IdempotencyKey: string }).IdempotencyKey;
    expect(third).not.toBe(keys[0]);
  });

  it('refuses invalid rows before sending, marks them and focuses the first', async () => {
    renderPage();
    type('Number, row 1', '123');
    type('Big, row 1', '1');
    type('Number, row 2', '5678');
    type('Small, row 2', '1.5');
    await click('Place ticket');
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Number, row 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Number, row 1')).toHaveFocus();
    expect(screen.getByText(en.placeBets.problem.numberInvalid)).toBeInTheDocument();
    expect(screen.getByText(en.placeBets.problem.smallNotWhole)).toBeInTheDocument();
  });

  it('refuses a ticket over CreditLeft in the browser, with the numbers', async () => {
    renderPage();
    type('Number, row 1', '1234');
    type('Big, row 1', '1');
    fireEvent.change(screen.getByLabelText('Type, row 1'), { target: { value: 'kbet' } });
    expect(screen.getByTestId('grid-total')).toHaveTextContent('$24.00');
    await click('Place ticket');
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('The total $24.00 is more than CreditLeft $20.00');
  });

  it('shows the platform refusal as it words it', async () => {
    post.mockRejectedValueOnce(new ApiError(409, { message: 'Betting for this draw closed at 18:00.' }));
    renderPage();
    type('Number, row 1', '1234');
    type('Big, row 1', '1');
    await click('Place ticket');
    expect(screen.getByRole('alert')).toHaveTextContent('Betting for this draw closed at 18:00.');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks an agent to choose a member first, then shows that member’s CreditLeft', async () => {
    renderPage({
      self: { userId: 'agent2', member: false, creditLeft: '0.00' },
      users: [
        { UserId: 'member1', UserName: 'Member One', Role: 'MEM', ParentId: 'agent2', CanPlaceBet: true, CreditLeft: '5000.00' },
        { UserId: 'member3', UserName: 'Member Three', Role: 'MEM', ParentId: 'agent2', CanPlaceBet: false, CreditLeft: '1000.00' },
      ],
    });
    expect(screen.getByTestId('bet-credit-left')).toHaveTextContent('choose a member');
    type('Number, row 1', '1234');
    type('Big, row 1', '1');
    await click('Place ticket');
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the member the bets are for.');
  });
});

describe('PlaceBets bet text', () => {
  const text = () => screen.getByLabelText('Paste or type bets as in an SMS');

  it('previews the bets with their cost, and every error at its position', () => {
    renderPage();
    fireEvent.change(text(), { target: { value: '1234 1-2 5678 -1.5' } });
    const preview = screen.getByTestId('bet-text-preview');
    expect(preview).toHaveTextContent('1234: Big $1.00, Small $2.00, Ordinary, 1 line, cost $3.00');
    expect(within(screen.getByTestId('bet-text-errors')).getByText(/^At character 15:/)).toHaveTextContent('Small stakes must be whole numbers');
    expect(screen.getByRole('button', { name: 'Place bet text' })).toBeDisabled();
  });

  it('places the text for the chosen draw when it has no day code', async () => {
    post.mockResolvedValueOnce({ Tickets: [ticket({ Source: 'TEXT' })], Ignored: [] });
    renderPage();
    fireEvent.change(text(), { target: { value: '1234 1-2' } });
    await click('Place bet text');
    expect(post).toHaveBeenCalledWith('/api/v1/bet/t?LocId=SG', {
      method: 'POST',
      json: { UserId: 'member1', Text: '1234 1-2', IdempotencyKey: expect.any(String), DrawId: 41 },
    });
    expect(text()).toHaveValue('');
    expect(screen.getByTestId('placed-ticket')).toHaveTextContent('Ticket 7 placed');
  });

  it('lets a day code choose the draws, and counts the cost once per draw', async () => {
    post.mockResolvedValueOnce({ Tickets: [ticket(), ticket({ TicketId: 8 })], Ignored: [] });
    renderPage();
    fireEvent.change(text(), { target: { value: '2 1234 1-' } });
    expect(screen.getByTestId('bet-text-preview')).toHaveTextContent('Draws: Saturday, Sunday');
    expect(screen.getByTestId('bet-text-preview')).toHaveTextContent('Total cost: $2.00 for 2 draws');
    await click('Place bet text');
    expect(post.mock.calls[0]?.[1]?.json).toMatchObject({ Text: '2 1234 1-', DrawId: undefined });
    expect(screen.getAllByTestId('placed-ticket')).toHaveLength(2);
  });
});

describe('PlaceBets Toto', () => {
  it('prices a system entry per combination and sends the numbers ascending', async () => {
    post.mockResolvedValueOnce(ticket({ LocId: 'TT', Bets: [{ BetId: 9, Kind: 'TT', Numbers: ['01', '02', '03', '04', '05', '06', '07'], Roll: false, Tag: null, Amount: '1.00', Count: 7, Cost: '7.00' }] }));
    renderPage({ game: 'TT', locId: 'TT' });
    type('Numbers, row 1', '07 06 05 04 03 02 01');
    type('Amount, row 1', '1');
    expect(screen.getByTestId('grid-total')).toHaveTextContent('$7.00');
    await click('Place ticket');
    expect(post.mock.calls[0]?.[1]?.json).toMatchObject({ Bets: [{ Numbers: ['01', '02', '03', '04', '05', '06', '07'], Roll: false, Amount: '1.00', Kind: 'TT' }] });
    expect(screen.getByTestId('placed-ticket')).toHaveTextContent('01 02 03 04 05 06 07: $1.00 per combination, 7 combinations, cost $7.00');
  });
});
