/** @jest-environment ./tests/support/server-page-environment.ts */
// /report/full and /report/tt/full (RPTFULL): the server page with its real context and the platform
// faked under its client, rendered with the shared report scaffold (header, pickers, table, totals, the way up).
import { fireEvent, screen, within } from '@testing-library/react';
import FullReport from '@/app/(shell)/report/full/page';
import TotoFullReport from '@/app/(shell)/report/tt/full/page';
import type { ReportFull, ReportUpline } from '@/lib/contract/reports';
import { loginUrl } from '@/lib/session/gate';
import en from '@/messages/en.json';
import { columnHeaders, bodyRows, cellTexts } from '../support/read-table';
import { failuresOf, PAGE_FAILURES, platform, redirectOf, refusedOf, router, showPage, signIn, visit, type ServerPageMocks } from '../support/server-page';
import type { DemoUser } from './menu-fixtures';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const DRAWS = [
  { DrawId: 30, DrawDate: '2025-04-19' },
  { DrawId: 29, DrawDate: '2025-04-16' },
];
const figures = (turnover: string, winLoss: string) => ({
  Turnover: turnover,
  Commission: '7.78',
  Strike: '1200.00',
  WinLoss: winLoss,
  OwnCommission: '0.00',
  OwnShare: '0.00',
  UplineShare: '-1052.23',
  Amount: winLoss,
});
const AGENT2: ReportFull = {
  UserId: 'agent2',
  UserName: 'Agent Two',
  Role: 'AG',
  Rows: [
    { UserId: 'member1', UserName: 'Member One', Role: 'MEM', ...figures('155.55', '1052.23') },
    { UserId: 'member3', UserName: 'Member Three', Role: 'MEM', ...figures('37.50', '-1.00') },
  ],
  Self: { UserId: 'agent2', UserName: 'Agent Two', Role: 'AG', ...figures('193.05', '12.34') },
  Total: figures('193.05', '1051.23'),
};
const UPLINE: ReportUpline = {
  Rows: [
    { UserId: 'agent2', UserName: 'Agent Two', Role: 'AG', Level: 0, ...figures('193.05', '12.34') },
    { UserId: 'agent1', UserName: 'Agent One', Role: 'AG', Level: 1, ...figures('193.05', '12.34') },
  ],
};

const REPORT = '/api/v1/4d/reportFull';

/** Signs `user` in with this file's answers on the platform; returns the prefix of its calls. */
async function as(user: DemoUser, locId = 'SG') {
  const api = await signIn(user, { locId });
  platform
    .answer(`${api}/dMemberAllRole`, [{ UserId: 'agent2', UserName: 'Agent Two', Role: 'AG', ParentId: 'agent1', Rank: 2, AliasId: '' }])
    .answer(`${api}/reportDate`, DRAWS)
    .answer(`${api}/reportFull`, AGENT2)
    .answer(`${api}/reportUplineFull`, UPLINE);
  return api;
}
const open = (query: Record<string, string> = {}) => FullReport({ searchParams: Promise.resolve(query) });

describe('/report/full', () => {
  it('shows a row per child, its UserId as text in the first column, the figures and the totals', async () => {
    await as('agent1');
    await showPage(open({ UserId: 'agent2', DrawId: '30' }));
    expect(platform.queries(REPORT)).toEqual([{ UserId: 'agent2', DrawId: '30', LocId: 'SG' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Full Report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Full report of agent2 - Agent Two, draw of 04/19/2025' });
    const headers = columnHeaders(table);
    expect(headers).toEqual(['User', 'Name', 'Role', 'Turnover', 'Commission', 'Strike', 'Win/Loss', 'Own Comm.', 'Own Share', 'Upline', 'Amount']);
    const rows = bodyRows(table);
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['member1', 'member3']);
    const first = cellTexts(rows[0] as HTMLElement);
    expect(first).toEqual(['member1', 'Member One', 'Member', '155.55', '7.78', '1,200.00', '1,052.23', '0.00', '0.00', '-1,052.23', '1,052.23']);
    const totals = within(screen.getByTestId('report-totals'));
    expect(totals.getByRole('rowheader', { name: 'Total' }).parentElement?.querySelector('[data-field="WinLoss"]')).toHaveTextContent('1,051.23');
    expect(totals.getByRole('rowheader', { name: 'Own (agent2)' }).parentElement?.querySelector('[data-field="Turnover"]')).toHaveTextContent('193.05');
    expect(screen.getByLabelText('Draw Date')).toHaveValue('30');
  });

  it('a child’s row opens its report; the way up links each upline’s report of the draw', async () => {
    await as('agent1');
    await showPage(open({ UserId: 'agent2', DrawId: '30' }));
    fireEvent.click(screen.getByRole('button', { name: 'member1: open this user’s report' }));
    expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/report\/full\?VW=RPTFULL&UserId=member1&LocId=SG&DrawId=30&rand=\d+$/));
    const trail = screen.getByRole('navigation', { name: 'Whose report' });
    expect(within(trail).getByRole('link', { name: 'agent1 - Agent One' })).toHaveAttribute('href', expect.stringMatching(/UserId=agent1&LocId=SG&DrawId=30&rand=\d+/));
    expect(within(trail).getByText('agent2 - Agent Two')).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the newest settled draw; a member has no user picker and no drill-down', async () => {
    await as('member1');
    const member = { ...AGENT2, UserId: 'member1', Role: 'MEM' as const, Rows: [AGENT2.Rows[0] as ReportFull['Rows'][number]] };
    platform.answer(REPORT, member);
    await showPage(open());
    expect(platform.queries(REPORT)).toEqual([{ DrawId: '30', LocId: 'SG' }]);
    expect(platform.calls()).not.toContain('GET /api/v1/4d/dMemberAllRole');
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    expect(screen.queryByRole('button', { name: /open this user’s report/ })).toBeNull();
  });

  it('says the platform’s refusal above pickers that still work', async () => {
    await as('agent1');
    platform.refuse(REPORT, 404, 'User not found.');
    await showPage(open({ UserId: 'member2', DrawId: '29' }));
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show' })).toBeEnabled();
  });

  it('says when no draw is settled yet, and when a report has no rows', async () => {
    await as('agent1');
    platform.answer('/api/v1/4d/reportDate', []);
    const { unmount } = await showPage(open());
    expect(screen.getByText(en.reports.noDraws)).toBeInTheDocument();
    expect(platform.queries(REPORT)).toEqual([]);
    unmount();
    platform.answer('/api/v1/4d/reportDate', DRAWS).answer(REPORT, { ...AGENT2, Rows: [] });
    await showPage(open());
    expect(screen.getByText(en.reportTable.empty)).toBeInTheDocument();
  });

  it('/report/tt/full is the same page under its own path', async () => {
    const api = await as('agent1', 'TT');
    await showPage(TotoFullReport({ searchParams: Promise.resolve({}) }));
    expect(platform.queries(`${api}/reportFull`)).toEqual([{ DrawId: '30', LocId: 'TT' }]);
    fireEvent.click(screen.getByRole('button', { name: 'member3: open this user’s report' }));
    expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/report\/tt\/full\?/));
  });

  it('a lost session, maintenance and a failing platform go where production sends them', async () => {
    await as('agent1');
    expect(await failuresOf(() => open({ DrawId: '30' }), REPORT)).toEqual(PAGE_FAILURES);
  });

  it('a user the menu does not reach there is refused (the shell says why), before any report is asked for', async () => {
    await as('agent1', 'SG');
    expect(await refusedOf(TotoFullReport({ searchParams: Promise.resolve({}) }))).toBe(true);
    expect(platform.calls()).toEqual(['GET /api/v1/4d/profile']);
  });

  it('without a session the page sends to sign-in, back here after it, and asks the platform nothing', async () => {
    visit('/report/full?DrawId=30');
    expect(await redirectOf(open({ DrawId: '30' }))).toBe(loginUrl('/report/full?DrawId=30'));
    expect(platform.calls()).toEqual([]);
  });
});
