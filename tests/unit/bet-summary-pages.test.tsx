import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import BetSummaryPage from '@/app/(shell)/bet/betSummary/page';
import BetSummary2Page from '@/app/(shell)/bet/betSummary2/page';
import type { TicketPageContext } from '@/app/(shell)/tickets/_tickets/page-context';
import type { Summary } from '@/lib/contract/bet-listings';
import type { DrawDate } from '@/lib/contract/draws';
import { ApiError } from '@/lib/http/api-error';
import { drawSummaries, rangeSummaries } from '@/lib/platform-client/bet-summaries';
import { drawsOf } from '@/lib/platform-client/tickets';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => {
  const { createTranslator: translator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  return { getTranslations: async (namespace: string) => translator({ locale: 'en', messages, namespace: namespace as never }) };
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/session/server', () => ({ handlePageError: (error: unknown) => Promise.reject(error) }));
jest.mock('@/lib/platform-client/tickets', () => ({ drawsOf: jest.fn() }));
jest.mock('@/lib/platform-client/bet-summaries', () => ({ drawSummaries: jest.fn(), rangeSummaries: jest.fn() }));
const context = jest.fn<Promise<Partial<TicketPageContext>>, [string]>();
jest.mock('@/app/(shell)/tickets/_tickets/page-context', () => ({
  ticketPageContext: (path: string) => context(path),
  listing: async <T,>(promise: Promise<T>) => {
    try {
      return { data: await promise };
    } catch (error) {
      return { problem: error instanceof ApiError ? error.displayText : 'failed' };
    }
  },
}));

const DRAWS: DrawDate[] = [
  { DrawId: 12, DrawDate: '2026-11-22', CloseDate: '2026-11-22T10:00:00.000Z', DrawTime: '2026-11-22T10:30:00.000Z', Special: false, Status: 'OPEN' },
  { DrawId: 11, DrawDate: '2026-11-18', CloseDate: '2026-11-18T10:00:00.000Z', DrawTime: '2026-11-18T10:30:00.000Z', Special: false, Status: 'RESULTED' },
];
const sum = { Tickets: 2, Bets: 3, Count: 4, Big: '1.00', Small: '2.00', Amount: '0.00', Total: '12.50' };
const summary = (rows: Summary['Rows']): Summary => ({ Rows: rows, Sum: sum });
const memberRow = { UserId: 'member1', UserName: 'Member One', ...sum };

function contextOf(role: 'agent' | 'member', query: Record<string, string> = {}, params: Record<string, string> = {}): Partial<TicketPageContext> {
  const agent = role === 'agent';
  return {
    session: { auth: { locId: 'SG', prefix: '4d' } } as TicketPageContext['session'],
    params,
    query,
    basePath: '/bet/betSummary',
    game: '4D',
    users: Promise.resolve(agent ? [{ UserId: 'member1', UserName: 'Member One', Role: 'MEM' }] : null),
    userId: query.UserId,
    pickedUser: agent ? (query.UserId ?? '0') : null,
    viewKey: 'key',
  };
}

async function show(page: Promise<ReactElement>) {
  const element = await page;
  return render(
    <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Singapore">
      {element}
    </NextIntlClientProvider>,
  );
}

const searchParams = Promise.resolve({});
const sectionsShown = () => Array.from(document.querySelectorAll('section[data-summary]')).map((section) => section.getAttribute('data-summary'));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(drawsOf).mockResolvedValue(DRAWS);
});

describe('/bet/betSummary', () => {
  it('sums the draw of the query for an agent: by member, type, member and type, and by downline with share', async () => {
    context.mockResolvedValue(contextOf('agent', { DrawId: '11', UserId: 'member1' }));
    jest.mocked(drawSummaries).mockResolvedValue({
      members: summary([memberRow]),
      kinds: summary([{ Kind: 'ORDINARY', ...sum }]),
      memberKinds: summary([{ ...memberRow, Kind: 'ROLL' }]),
      shares: summary([{ UserId: 'agent2', UserName: 'Agent Two', Share: 0.2, ...sum }]),
    });
    await show(BetSummaryPage({ searchParams }));
    expect(context).toHaveBeenCalledWith('/bet/betSummary');
    expect(drawSummaries).toHaveBeenCalledWith(expect.anything(), 11, 'member1', { shares: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Bet Summary' })).toBeInTheDocument();
    expect(screen.getByLabelText('Draw Date')).toHaveValue('11');
    expect(sectionsShown()).toEqual(['member', 'kind', 'memberKind', 'share']);
    expect(screen.getByRole('table', { name: 'Bets of the draw of 11/18/2026 by member' })).toBeInTheDocument();
    const shares = screen.getByRole('table', { name: /by direct downline/ });
    expect(within(shares).getByRole('cell', { name: '20%' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-sum-member').querySelector('[data-field="Total"] dd')).toHaveTextContent('$12.50');
  });

  it('opens a member on the draw taking bets, without the share view or a user picker', async () => {
    context.mockResolvedValue(contextOf('member'));
    jest.mocked(drawSummaries).mockResolvedValue({ members: summary([memberRow]), kinds: summary([]), memberKinds: summary([]), shares: null });
    await show(BetSummaryPage({ searchParams }));
    expect(drawSummaries).toHaveBeenCalledWith(expect.anything(), expect.any(Number), undefined, { shares: false });
    expect(sectionsShown()).toEqual(['member', 'kind', 'memberKind']);
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
  });

  it('says the platform’s refusal above filters that still work', async () => {
    context.mockResolvedValue(contextOf('agent', { DrawId: '11', UserId: 'member2' }));
    jest.mocked(drawSummaries).mockRejectedValue(new ApiError(404, { message: 'User not found.' }));
    await show(BetSummaryPage({ searchParams }));
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(sectionsShown()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Show' })).toBeEnabled();
  });

  it('says when the location has no draws', async () => {
    context.mockResolvedValue(contextOf('member'));
    jest.mocked(drawsOf).mockResolvedValue([]);
    await show(BetSummaryPage({ searchParams }));
    expect(screen.getByText(en.betSummary.noDraws)).toBeInTheDocument();
    expect(drawSummaries).not.toHaveBeenCalled();
  });
});

describe('/bet/betSummary2', () => {
  it('sums the range of the query by member and by draw and type', async () => {
    context.mockResolvedValue({ ...contextOf('agent', { DrawFrom: '2026-11-01', DrawTo: '2026-11-18' }), basePath: '/bet/betSummary2' });
    jest.mocked(rangeSummaries).mockResolvedValue({
      members: summary([memberRow]),
      drawKinds: summary([{ DrawId: 11, DrawDate: '2026-11-18', Status: 'RESULTED', Kind: 'KBET', ...sum }]),
    });
    await show(BetSummary2Page({ searchParams }));
    expect(rangeSummaries).toHaveBeenCalledWith(expect.anything(), { from: '2026-11-01', to: '2026-11-18' }, undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Bet Summary 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Draw From')).toHaveValue('11/01/2026');
    expect(sectionsShown()).toEqual(['member', 'drawKind']);
    const draws = screen.getByRole('table', { name: 'Bets of the draws from 11/01/2026 to 11/18/2026 by draw and type' });
    expect(within(draws).getByRole('cell', { name: 'k-Bet' })).toBeInTheDocument();
    expect(within(draws).getByRole('cell', { name: 'Resulted' })).toBeInTheDocument();
  });

  it('covers the last 7 days without a range, and loads nothing for a range the wrong way round', async () => {
    context.mockResolvedValue(contextOf('member'));
    jest.mocked(rangeSummaries).mockResolvedValue({ members: summary([]), drawKinds: summary([]) });
    await show(BetSummary2Page({ searchParams }));
    const [, range] = jest.mocked(rangeSummaries).mock.calls[0] ?? [];
    expect(Date.parse(range?.to ?? '') - Date.parse(range?.from ?? '')).toBe(7 * 86_400_000);

    jest.mocked(rangeSummaries).mockClear();
    document.body.innerHTML = '';
    context.mockResolvedValue(contextOf('member', { DrawFrom: '2026-11-18', DrawTo: '2026-11-01' }));
    await show(BetSummary2Page({ searchParams }));
    expect(screen.getByText(en.tickets.problems.fromAfterTo)).toBeInTheDocument();
    expect(rangeSummaries).not.toHaveBeenCalled();
  });
});
