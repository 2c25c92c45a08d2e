// /report/summary (RPTSUM: the user's figures per draw, its payments and balance, and per child its
// statement) and /report/member-summary (RPTMEM: per member and draw).
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import MemberSummaryPage from '@/app/(shell)/report/member-summary/page';
import SummaryReportPage from '@/app/(shell)/report/summary/page';
import type { ReportPageContext } from '@/app/(shell)/report/_report/page-context';
import type { MemberSummary, ReportSummary, StatementSummary } from '@/lib/contract/reports';
import { ApiError } from '@/lib/http/api-error';
import { memberSummaryReport, summaryReport } from '@/lib/platform-client/reports';
import { Providers } from './tickets-fixtures';

jest.mock('next-intl/server', () => {
  const { createTranslator: translator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  return { getTranslations: async (namespace: string) => translator({ locale: 'en', messages, namespace: namespace as never }) };
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/session/server', () => ({ handlePageError: (error: unknown) => Promise.reject(error) }));
jest.mock('@/lib/platform-client/reports', () => ({ summaryReport: jest.fn(), memberSummaryReport: jest.fn() }));
const mockContext = jest.fn<Promise<Partial<ReportPageContext>>, [string, string]>();
jest.mock('@/app/(shell)/report/_report/page-context', () => ({
  reportPageContext: (path: string, vw: string) => mockContext(path, vw),
  keptQuery: (context: ReportPageContext) => ({ LocId: context.session.auth.locId, VW: context.vw }),
  listing: async <T,>(promise: Promise<T>) => {
    try {
      return { data: await promise };
    } catch (error) {
      const { ApiError: Refusal } = jest.requireActual<typeof import('@/lib/http/api-error')>('@/lib/http/api-error');
      return { problem: error instanceof Refusal ? error.displayText : 'failed' };
    }
  },
}));

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

function contextOf(path: string, vw: string, role: 'agent' | 'member' = 'agent', query: Record<string, string> = {}): Partial<ReportPageContext> {
  return {
    session: { auth: { locId: 'SG', prefix: '4d' } } as ReportPageContext['session'],
    params: {},
    query: { DrawFrom: '2025-04-13', DrawTo: '2025-04-20', ...query },
    basePath: path,
    game: '4D',
    vw,
    users: Promise.resolve(role === 'agent' ? [{ UserId: 'agent2', UserName: 'Agent Two', Role: 'AG' }] : null),
    userId: query.UserId,
    pickedUser: role === 'agent' ? 'agent2' : null,
    viewKey: 'key',
  };
}

async function show(page: Promise<ReactElement>) {
  return render(<Providers>{await page}</Providers>);
}
const searchParams = Promise.resolve({});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(summaryReport).mockResolvedValue({ draws: DRAWS, statements: STATEMENTS });
  jest.mocked(memberSummaryReport).mockResolvedValue(MEMBERS);
});

describe('/report/summary', () => {
  it('shows the user’s figures per draw with payments and balance, and each child’s statement', async () => {
    mockContext.mockResolvedValue(contextOf('/report/summary', 'RPTSUM'));
    await show(SummaryReportPage({ searchParams }));
    expect(summaryReport).toHaveBeenCalledWith(expect.anything(), { userId: undefined, draws: { from: '2025-04-13', to: '2025-04-20' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Summary Report' })).toBeInTheDocument();
    expect(screen.getByTestId('summary-balance')).toHaveTextContent('Payments on these dates: $100.00. Balance (amount + payments): -$90.00.');
    const draws = screen.getByRole('table', { name: /^agent2 by draw/ });
    expect(within(draws).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['04/16/2025', '04/19/2025']);
    const statements = screen.getByRole('table', { name: /^Statements of the downline of agent2/ });
    expect(within(statements).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['User', 'Name', 'Role', 'Amount', 'Payments', 'Net']);
    expect(screen.getByRole('button', { name: 'member1: open this user’s report' })).toBeInTheDocument();
  });

  it('a member sees only its own figures per draw', async () => {
    mockContext.mockResolvedValue(contextOf('/report/summary', 'RPTSUM', 'member'));
    jest.mocked(summaryReport).mockResolvedValue({ draws: { ...DRAWS, UserId: 'member1', Role: 'MEM' }, statements: { ...STATEMENTS, Role: 'MEM' } });
    await show(SummaryReportPage({ searchParams }));
    expect(screen.queryByRole('heading', { level: 2, name: 'Statements by downline' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'By draw' })).toBeInTheDocument();
  });
});

describe('/report/member-summary', () => {
  it('shows each member per draw with its Turnover, Commission, Strike and Win/Loss, and the total', async () => {
    mockContext.mockResolvedValue(contextOf('/report/member-summary', 'RPTMEM', 'agent', { UserId: 'agent2' }));
    await show(MemberSummaryPage({ searchParams }));
    expect(memberSummaryReport).toHaveBeenCalledWith(expect.anything(), { userId: 'agent2', draws: { from: '2025-04-13', to: '2025-04-20' } });
    const table = screen.getByRole('table', { name: /^Members of agent2 by draw/ });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Draw Date', 'User', 'Name', 'Turnover', 'Commission', 'Strike', 'Win/Loss']);
    expect(within(within(table).getAllByRole('row')[2] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '04/19/2025', 'member3', 'Member Three', '10.00', '0.50', '2,500.00', '2,490.50',
    ]);
    expect(screen.getByTestId('report-totals').querySelector('[data-field="WinLoss"]')).toHaveTextContent('2,395.50');
  });

  it('says the platform’s refusal', async () => {
    mockContext.mockResolvedValue(contextOf('/report/member-summary', 'RPTMEM'));
    jest.mocked(memberSummaryReport).mockRejectedValue(new ApiError(400, { message: 'The summary has more than 20000 rows: pick a user or a shorter range.' }));
    await show(MemberSummaryPage({ searchParams }));
    expect(screen.getByText(/more than 20000 rows/)).toBeInTheDocument();
  });
});
