// /report/full and /report/tt/full (RPTFULL): the server page with the platform and the page context
// mocked, rendered with the shared report scaffold (header, pickers, table, totals, the way up).
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import FullReport from '@/app/(shell)/report/full/page';
import TotoFullReport from '@/app/(shell)/report/tt/full/page';
import type { ReportPageContext } from '@/app/(shell)/report/_report/page-context';
import type { ReportFull, ReportUpline } from '@/lib/contract/reports';
import { ApiError } from '@/lib/http/api-error';
import { fullReport, settledDrawsOf, uplineReport } from '@/lib/platform-client/reports';
import en from '@/messages/en.json';
import { Providers } from './tickets-fixtures';

const mockPush = jest.fn();
jest.mock('next-intl/server', () => {
  const { createTranslator: translator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  return { getTranslations: async (namespace: string) => translator({ locale: 'en', messages, namespace: namespace as never }) };
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, refresh: jest.fn() }) }));
jest.mock('@/lib/session/server', () => ({ handlePageError: (error: unknown) => Promise.reject(error) }));
jest.mock('@/lib/platform-client/reports', () => ({ settledDrawsOf: jest.fn(), fullReport: jest.fn(), uplineReport: jest.fn() }));
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

function contextOf(role: 'agent' | 'member', query: Record<string, string> = {}, path = '/report/full'): Partial<ReportPageContext> {
  const agent = role === 'agent';
  return {
    session: { auth: { locId: 'SG', prefix: '4d' } } as ReportPageContext['session'],
    params: {},
    query,
    basePath: path,
    game: '4D',
    vw: 'RPTFULL',
    users: Promise.resolve(agent ? [{ UserId: 'agent1', UserName: 'Agent One', Role: 'AG' }, { UserId: 'agent2', UserName: 'Agent Two', Role: 'AG' }] : null),
    userId: query.UserId,
    pickedUser: agent ? (query.UserId ?? 'agent1') : null,
    viewKey: 'key',
  };
}

async function show(page: Promise<ReactElement> | ReactElement) {
  const element = await page;
  return render(<Providers>{element}</Providers>);
}

const searchParams = Promise.resolve({});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(settledDrawsOf).mockResolvedValue(DRAWS);
  jest.mocked(fullReport).mockResolvedValue(AGENT2);
  jest.mocked(uplineReport).mockResolvedValue(UPLINE);
});

describe('/report/full', () => {
  it('shows a row per child, its UserId as text in the first column, the figures and the totals', async () => {
    mockContext.mockResolvedValue(contextOf('agent', { UserId: 'agent2', DrawId: '30' }));
    await show(FullReport({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/full', 'RPTFULL');
    expect(fullReport).toHaveBeenCalledWith(expect.anything(), { userId: 'agent2', draws: { drawId: 30 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Full Report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Full report of agent2 - Agent Two, draw of 04/19/2025' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['User', 'Name', 'Role', 'Turnover', 'Commission', 'Strike', 'Win/Loss', 'Own Comm.', 'Own Share', 'Upline', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['member1', 'member3']);
    const first = within(rows[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first).toEqual(['member1', 'Member One', 'Member', '155.55', '7.78', '1,200.00', '1,052.23', '0.00', '0.00', '-1,052.23', '1,052.23']);
    const totals = within(screen.getByTestId('report-totals'));
    expect(totals.getByRole('rowheader', { name: 'Total' }).parentElement?.querySelector('[data-field="WinLoss"]')).toHaveTextContent('1,051.23');
    expect(totals.getByRole('rowheader', { name: 'Own (agent2)' }).parentElement?.querySelector('[data-field="Turnover"]')).toHaveTextContent('193.05');
    expect(screen.getByLabelText('Draw Date')).toHaveValue('30');
  });

  it('a child’s row opens its report; the way up links each upline’s report of the draw', async () => {
    mockContext.mockResolvedValue(contextOf('agent', { UserId: 'agent2', DrawId: '30' }));
    await show(FullReport({ searchParams }));
    fireEvent.click(screen.getByRole('button', { name: 'member1: open this user’s report' }));
    expect(mockPush).toHaveBeenCalledWith(expect.stringMatching(/^\/report\/full\?VW=RPTFULL&UserId=member1&LocId=SG&DrawId=30&rand=\d+$/));
    const trail = screen.getByRole('navigation', { name: 'Whose report' });
    expect(within(trail).getByRole('link', { name: 'agent1 - Agent One' })).toHaveAttribute('href', expect.stringMatching(/UserId=agent1&LocId=SG&DrawId=30&rand=\d+/));
    expect(within(trail).getByText('agent2 - Agent Two')).toHaveAttribute('aria-current', 'page');
  });

  it('opens on the newest settled draw; a member has no user picker and no drill-down', async () => {
    mockContext.mockResolvedValue(contextOf('member'));
    const member = { ...AGENT2, UserId: 'member1', Role: 'MEM' as const, Rows: [AGENT2.Rows[0] as ReportFull['Rows'][number]] };
    jest.mocked(fullReport).mockResolvedValue(member);
    await show(FullReport({ searchParams }));
    expect(fullReport).toHaveBeenCalledWith(expect.anything(), { userId: undefined, draws: { drawId: 30 } });
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
    expect(screen.queryByRole('button', { name: /open this user’s report/ })).toBeNull();
  });

  it('says the platform’s refusal above pickers that still work', async () => {
    mockContext.mockResolvedValue(contextOf('agent', { UserId: 'member2', DrawId: '29' }));
    jest.mocked(fullReport).mockRejectedValue(new ApiError(404, { message: 'User not found.' }));
    await show(FullReport({ searchParams }));
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show' })).toBeEnabled();
  });

  it('says when no draw is settled yet, and when a report has no rows', async () => {
    mockContext.mockResolvedValue(contextOf('agent'));
    jest.mocked(settledDrawsOf).mockResolvedValue([]);
    const { unmount } = await show(FullReport({ searchParams }));
    expect(screen.getByText(en.reports.noDraws)).toBeInTheDocument();
    expect(fullReport).not.toHaveBeenCalled();
    unmount();
    jest.mocked(settledDrawsOf).mockResolvedValue(DRAWS);
    jest.mocked(fullReport).mockResolvedValue({ ...AGENT2, Rows: [] });
    await show(FullReport({ searchParams }));
    expect(screen.getByText(en.reportTable.empty)).toBeInTheDocument();
  });

  it('/report/tt/full is the same page under its own path', async () => {
    mockContext.mockResolvedValue(contextOf('agent', {}, '/report/tt/full'));
    await show(TotoFullReport({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/tt/full', 'RPTFULL');
    fireEvent.click(screen.getByRole('button', { name: 'member3: open this user’s report' }));
    expect(mockPush).toHaveBeenCalledWith(expect.stringMatching(/^\/report\/tt\/full\?/));
  });
});
