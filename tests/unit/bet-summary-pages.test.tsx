/** @jest-environment ./tests/support/server-page-environment.ts */
// /bet/betSummary (one draw) and /bet/betSummary2 (a range of draw dates): the server pages on the
// real ticket page context, the platform faked under its client.
import { screen, within } from '@testing-library/react';
import BetSummaryPage from '@/app/(shell)/bet/betSummary/page';
import BetSummary2Page from '@/app/(shell)/bet/betSummary2/page';
import type { Summary } from '@/lib/contract/bet-listings';
import type { DrawDate } from '@/lib/contract/draws';
import en from '@/messages/en.json';
import { failuresOf, PAGE_FAILURES, platform, showPage, signIn, type ServerPageMocks } from '../support/server-page';
import type { DemoUser } from './menu-fixtures';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const DRAWS: DrawDate[] = [
  { DrawId: 12, DrawDate: '2026-11-22', CloseDate: '2026-11-22T10:00:00.000Z', DrawTime: '2026-11-22T10:30:00.000Z', Special: false, Status: 'OPEN' },
  { DrawId: 11, DrawDate: '2026-11-18', CloseDate: '2026-11-18T10:00:00.000Z', DrawTime: '2026-11-18T10:30:00.000Z', Special: false, Status: 'RESULTED' },
];
const sum = { Tickets: 2, Bets: 3, Count: 4, Big: '1.00', Small: '2.00', Amount: '0.00', Total: '12.50' };
const summary = (rows: Summary['Rows']): Summary => ({ Rows: rows, Sum: sum });
const memberRow = { UserId: 'member1', UserName: 'Member One', ...sum };

const API = '/api/v1/4d';
const EMPTY = summary([]);

/** Signs `user` in with this file's answers on the platform (empty sums unless a test says otherwise). */
async function as(user: DemoUser) {
  await signIn(user);
  platform.answer(`${API}/bet/userIds`, [{ UserId: 'member1', UserName: 'Member One', Role: 'MEM', ParentId: 'agent2', CanPlaceBet: true }]).answer(`${API}/draw/dateAll`, DRAWS);
  for (const resource of ['betSummaryFull', 'betSummaryByTypeSum', 'betSummaryByType', 'betSummaryUserIdByShare', 'betSummaryReportFull', 'betSummary3Full']) {
    platform.answer(`${API}/${resource}`, EMPTY);
  }
}
const open = (page: typeof BetSummaryPage, query: Record<string, string> = {}) => page({ searchParams: Promise.resolve(query) });
const sectionsShown = () => Array.from(document.querySelectorAll('section[data-summary]')).map((section) => section.getAttribute('data-summary'));

describe('/bet/betSummary', () => {
  it('sums the draw of the query for an agent: by member, type, member and type, and by downline with share', async () => {
    await as('agent2');
    platform
      .answer(`${API}/betSummaryFull`, summary([memberRow]))
      .answer(`${API}/betSummaryByTypeSum`, summary([{ Kind: 'ORDINARY', ...sum }]))
      .answer(`${API}/betSummaryByType`, summary([{ ...memberRow, Kind: 'ROLL' }]))
      .answer(`${API}/betSummaryUserIdByShare`, summary([{ UserId: 'agent2', UserName: 'Agent Two', Share: 0.2, ...sum }]));
    await showPage(open(BetSummaryPage, { DrawId: '11', UserId: 'member1' }));
    const query = { DrawId: '11', UserId: 'member1', LocId: 'SG' };
    for (const resource of ['betSummaryFull', 'betSummaryByTypeSum', 'betSummaryByType', 'betSummaryUserIdByShare']) expect(platform.queries(`${API}/${resource}`)).toEqual([query]);
    expect(screen.getByRole('heading', { level: 1, name: 'Bet Summary' })).toBeInTheDocument();
    expect(screen.getByLabelText('Draw Date')).toHaveValue('11');
    expect(sectionsShown()).toEqual(['member', 'kind', 'memberKind', 'share']);
    expect(screen.getByRole('table', { name: 'Bets of the draw of 11/18/2026 by member' })).toBeInTheDocument();
    const shares = screen.getByRole('table', { name: /by direct downline/ });
    expect(within(shares).getByRole('cell', { name: '20%' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-sum-member').querySelector('[data-field="Total"] dd')).toHaveTextContent('$12.50');
  });

  it('opens a member on the draw taking bets, without the share view or a user picker', async () => {
    await as('member1');
    platform.answer(`${API}/betSummaryFull`, summary([memberRow]));
    await showPage(open(BetSummaryPage));
    expect(platform.queries(`${API}/betSummaryFull`)).toEqual([{ DrawId: expect.any(String), LocId: 'SG' }]);
    expect(platform.queries(`${API}/betSummaryUserIdByShare`)).toEqual([]);
    expect(sectionsShown()).toEqual(['member', 'kind', 'memberKind']);
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
  });

  it('says the platform’s refusal above filters that still work', async () => {
    await as('agent2');
    platform.refuse(`${API}/betSummaryByType`, 404, 'User not found.');
    await showPage(open(BetSummaryPage, { DrawId: '11', UserId: 'member2' }));
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(sectionsShown()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Show' })).toBeEnabled();
  });

  it('says when the location has no draws', async () => {
    await as('member1');
    platform.answer(`${API}/draw/dateAll`, []);
    await showPage(open(BetSummaryPage));
    expect(screen.getByText(en.betSummary.noDraws)).toBeInTheDocument();
    expect(platform.queries(`${API}/betSummaryFull`)).toEqual([]);
  });

  it('a lost session, maintenance and a failing platform go where production sends them', async () => {
    await as('agent2');
    expect(await failuresOf(() => open(BetSummaryPage), `${API}/betSummaryUserIdByShare`)).toEqual(PAGE_FAILURES);
  });
});

describe('/bet/betSummary2', () => {
  it('sums the range of the query by member and by draw and type', async () => {
    await as('agent2');
    platform
      .answer(`${API}/betSummaryReportFull`, summary([memberRow]))
      .answer(`${API}/betSummary3Full`, summary([{ DrawId: 11, DrawDate: '2026-11-18', Status: 'RESULTED', Kind: 'KBET', ...sum }]));
    await showPage(open(BetSummary2Page, { DrawFrom: '2026-11-01', DrawTo: '2026-11-18' }));
    expect(platform.queries(`${API}/betSummaryReportFull`)).toEqual([{ DrawFrom: '2026-11-01', DrawTo: '2026-11-18', LocId: 'SG' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Bet Summary 2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Draw From')).toHaveValue('11/01/2026');
    expect(sectionsShown()).toEqual(['member', 'drawKind']);
    const draws = screen.getByRole('table', { name: 'Bets of the draws from 11/01/2026 to 11/18/2026 by draw and type' });
    expect(within(draws).getByRole('cell', { name: 'k-Bet' })).toBeInTheDocument();
    expect(within(draws).getByRole('cell', { name: 'Resulted' })).toBeInTheDocument();
  });

  it('covers the last 7 days without a range, and loads nothing for a range the wrong way round', async () => {
    await as('member1');
    const { unmount } = await showPage(open(BetSummary2Page));
    const [range] = platform.queries(`${API}/betSummaryReportFull`);
    expect(Date.parse(range?.DrawTo ?? '') - Date.parse(range?.DrawFrom ?? '')).toBe(7 * 86_400_000);

    unmount();
    await showPage(open(BetSummary2Page, { DrawFrom: '2026-11-18', DrawTo: '2026-11-01' }));
    expect(screen.getByText(en.tickets.problems.fromAfterTo)).toBeInTheDocument();
    expect(platform.queries(`${API}/betSummaryReportFull`)).toHaveLength(1);
  });
});
