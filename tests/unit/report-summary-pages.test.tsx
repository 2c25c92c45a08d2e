/** @jest-environment ./tests/support/server-page-environment.ts */
// /report/summary (RPTSUM: the user's figures per draw, its payments and balance, and per child its
// statement) and /report/member-summary (RPTMEM: per member and draw).
import { screen } from '@testing-library/react';
import MemberSummaryPage from '@/app/(shell)/report/member-summary/page';
import SummaryReportPage from '@/app/(shell)/report/summary/page';
import type { MemberSummary, ReportSummary, StatementSummary } from '@/lib/contract/reports';
import { columnHeaders, bodyRows, cellTexts } from '../support/read-table';
import { failuresOf, PAGE_FAILURES, platform, showPage, signIn, type ServerPageMocks } from '../support/server-page';
import type { DemoUser } from './menu-fixtures';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const figures = { Turnover: '100.00', Commission: '5.00', Strike: '0.00', WinLoss: '-95.00', OwnCommission: '0.00', OwnShare: '0.00', UplineShare: '95.00', Amount: '-95.00' };
const header = { UserId: 'agent2', UserName: 'Agent Two', Role: 'AG' as const };
const DRAWS: ReportSummary = {
  ...header,
  Rows: [
    { DrawId: 29, DrawDate: '2025-04-16', ...figures },
    { DrawId: 30, DrawDate: '2025-04-19', ...figures },
  ],
  Total: { ...figures, Turnover: '200.00', Amount: '-190.00' },
  Payments: '100.00',
  Balance: '-90.00',
};
const STATEMENTS: StatementSummary = {
  ...header,
  Rows: [{ UserId: 'member1', UserName: 'Member One', Role: 'MEM', Amount: '-190.00', Payments: '100.00', Net: '-90.00' }],
  Total: { Amount: '-190.00', Payments: '100.00', Net: '-90.00' },
};
const MEMBERS: MemberSummary = {
  ...header,
  Rows: [
    { UserId: 'member1', UserName: 'Member One', DrawId: 29, DrawDate: '2025-04-16', Turnover: '100.00', Commission: '5.00', Strike: '0.00', WinLoss: '-95.00' },
    { UserId: 'member3', UserName: 'Member Three', DrawId: 30, DrawDate: '2025-04-19', Turnover: '10.00', Commission: '0.50', Strike: '2500.00', WinLoss: '2490.50' },
  ],
  Total: { Turnover: '110.00', Commission: '5.50', Strike: '2500.00', WinLoss: '2395.50' },
};

const API = '/api/v1/4d';
const RANGE = { DrawFrom: '2025-04-13', DrawTo: '2025-04-20' };
const searchParams = (query: Record<string, string> = {}) => Promise.resolve({ ...RANGE, ...query });

async function as(user: DemoUser) {
  await signIn(user);
  platform
    .answer(`${API}/dMemberAllRole`, [])
    .answer(`${API}/reportSummary3`, DRAWS)
    .answer(`${API}/dSelectStatementSummary`, STATEMENTS)
    .answer(`${API}/mMemberReportSummary`, MEMBERS);
}

describe('/report/summary', () => {
  it('shows the user’s figures per draw with payments and balance, and each child’s statement', async () => {
    await as('agent2');
    await showPage(SummaryReportPage({ searchParams: searchParams() }));
    expect(platform.queries(`${API}/reportSummary3`)).toEqual([{ ...RANGE, LocId: 'SG' }]);
    expect(platform.queries(`${API}/dSelectStatementSummary`)).toEqual([{ ...RANGE, LocId: 'SG' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Summary Report' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-balance')).toHaveTextContent('Payments on these dates: $100.00. Balance (amount + payments): -$90.00.');
    const draws = screen.getByRole('table', { name: /^agent2 by draw/ });
    expect(bodyRows(draws).map((row) => cellTexts(row)[0])).toEqual(['04/16/2025', '04/19/2025']);
    const statements = screen.getByRole('table', { name: /^Statements of the downline of agent2/ });
    expect(columnHeaders(statements)).toEqual(['User', 'Name', 'Role', 'Amount', 'Payments', 'Net']);
    expect(screen.getByRole('button', { name: 'member1: open this user’s report' })).toBeInTheDocument();
  });

  it('a member sees only its own figures per draw', async () => {
    await as('member1');
    platform.answer(`${API}/reportSummary3`, { ...DRAWS, UserId: 'member1', Role: 'MEM' }).answer(`${API}/dSelectStatementSummary`, { ...STATEMENTS, Role: 'MEM' });
    await showPage(SummaryReportPage({ searchParams: searchParams() }));
    expect(screen.queryByRole('heading', { level: 2, name: 'Statements by downline' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'By draw' })).toBeInTheDocument();
  });
});

describe('/report/member-summary', () => {
  it('shows each member per draw with its Turnover, Commission, Strike and Win/Loss, and the total', async () => {
    await as('agent2');
    await showPage(MemberSummaryPage({ searchParams: searchParams({ UserId: 'agent2' }) }));
    expect(platform.queries(`${API}/mMemberReportSummary`)).toEqual([{ UserId: 'agent2', ...RANGE, LocId: 'SG' }]);
    const table = screen.getByRole('table', { name: /^Members of agent2 by draw/ });
    expect(columnHeaders(table)).toEqual(['Draw Date', 'User', 'Name', 'Turnover', 'Commission', 'Strike', 'Win/Loss']);
    expect(cellTexts(bodyRows(table)[1] as HTMLElement)).toEqual([
      '04/19/2025', 'member3', 'Member Three', '10.00', '0.50', '2,500.00', '2,490.50',
    ]);
    expect(screen.getByTestId('report-totals').querySelector('[data-field="WinLoss"]')).toHaveTextContent('2,395.50');
  });

  it('says the platform’s refusal', async () => {
    await as('agent2');
    platform.refuse(`${API}/mMemberReportSummary`, 400, 'The summary has more than 20000 rows: pick a user or a shorter range.');
    await showPage(MemberSummaryPage({ searchParams: searchParams() }));
    expect(screen.getByText(/more than 20000 rows/)).toBeInTheDocument();
  });

  it('a lost session, maintenance and a failing platform go where production sends them', async () => {
    await as('agent2');
    expect(await failuresOf(() => SummaryReportPage({ searchParams: searchParams() }), `${API}/dSelectStatementSummary`)).toEqual(PAGE_FAILURES);
  });
});
