import { act, fireEvent, render, screen } from '@testing-library/react';
import { TicketFilters, type TicketFiltersProps } from '@/app/(shell)/tickets/_tickets/ticket-filters';
import { Providers } from './tickets-fixtures';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const NOW = 1_772_000_000_000;
const USERS = [{ UserId: 'member1', UserName: 'Member One', Role: 'MEM' }];

function show(props: Partial<TicketFiltersProps> & Pick<TicketFiltersProps, 'mode'>) {
  return render(
    <Providers>
      <TicketFilters action="/tickets/history" query={{ LocId: 'SG', VW: 'TICKETHIST' }} users={USERS} userId="0" {...props} />
    </Providers>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe('View Tickets: the draw and the user', () => {
  it('shows the draw of the page and navigates with the one picked', async () => {
    show({ mode: 'draw', action: '/tickets/page', query: { LocId: 'SG', VW: 'TICKET' }, draws: [{ DrawId: 4, DrawDate: '2026-03-07' }, { DrawId: 3, DrawDate: '2026-03-04' }], drawId: 3 });
    const draw = screen.getByRole('combobox', { name: 'Draw Date' });
    expect(draw).toHaveDisplayValue('03/04/2026');
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('0 - All');
    fireEvent.change(draw, { target: { value: '4' } });
    await submit();
    expect(push).toHaveBeenCalledWith(`/tickets/page?VW=TICKET&UserId=0&LocId=SG&DrawId=4&rand=${NOW}`);
  });
});

describe('Ticket History: the draw-date range', () => {
  const range = { mode: 'range' as const, extra: { ViewDay: '1' }, from: '03/03/2026', to: '03/04/2026' };

  it('navigates with DrawFrom and DrawTo as dates, keeping ViewDay', async () => {
    show(range);
    expect(field('Draw From')).toHaveValue('03/03/2026');
    fireEvent.change(field('Draw From'), { target: { value: '02/01/2026' } });
    await submit();
    expect(push).toHaveBeenCalledWith(`/tickets/history?VW=TICKETHIST&UserId=0&LocId=SG&DrawFrom=2026-02-01&DrawTo=2026-03-04&rand=${NOW}&ViewDay=1`);
  });

  it('takes a short date typed and sent with Enter before it was normalised', async () => {
    show(range);
    fireEvent.change(field('Draw From'), { target: { value: '1/3/2026' } });
    await act(async () => fireEvent.submit(field('Draw From').closest('form') as HTMLFormElement));
    expect(push.mock.calls[0]?.[0]).toContain('DrawFrom=2026-03-01&');
  });

  it('refuses a range the wrong way round, on Draw To, and moves the focus there', async () => {
    show(range);
    fireEvent.change(field('Draw From'), { target: { value: '03/05/2026' } });
    await submit();
    expect(push).not.toHaveBeenCalled();
    expect(field('Draw To')).toHaveAccessibleDescription('Draw From may not be after Draw To.');
    expect(field('Draw To')).toHaveFocus();
  });

  it('refuses a range over 366 days and a missing date', async () => {
    show(range);
    fireEvent.change(field('Draw From'), { target: { value: '03/03/2025' } });
    await submit();
    expect(field('Draw To')).toHaveAccessibleDescription('A range covers at most 366 days.');
    fireEvent.change(field('Draw From'), { target: { value: '' } });
    await submit();
    expect(field('Draw From')).toHaveAccessibleDescription('Enter the first draw date (MM/DD/YYYY).');
    expect(field('Draw From')).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });
});
