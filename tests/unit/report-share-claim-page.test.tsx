// /report/shareClaim (RPTSHARE_CLAIM): the user's share claims both ways, with totals, and the
// claim-backs on them, for one draw or a range of draw dates (default the last 7 days).
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import ShareClaimReportPage from '@/app/(shell)/report/shareClaim/page';
import type { ReportPageContext } from '@/app/(shell)/report/_report/page-context';
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';
import { addDays, operatorDate } from '@/lib/domain/operator-time';
import { ApiError } from '@/lib/http/api-error';
import { settledDrawsOf } from '@/lib/platform-client/reports';
import { claimBackReportOf, shareClaimReportOf } from '@/lib/platform-client/share-claims';
import { Providers } from './tickets-fixtures';
import { claimOf, claimBackOf } from './share-claims-fixtures';

jest.mock('next-intl/server', () => {
  const { createTranslator: translator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  return { getTranslations: async (namespace: string) => translator({ locale: 'en', messages, namespace: namespace as never }) };
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/session/server', () => ({ handlePageError: (error: unknown) => Promise.reject(error) }));
jest.mock('@/lib/platform-client/reports', () => ({ settledDrawsOf: jest.fn() }));
jest.mock('@/lib/platform-client/share-claims', () => ({ shareClaimReportOf: jest.fn(), claimBackReportOf: jest.fn() }));
const mockContext = jest.fn<Promise<Partial<ReportPageContext>>, [string, string]>();
jest.mock('@/app/(shell)/report/_report/page-context', () => ({
  reportPageContext: (path: string, vw: string) => mockContext(path, vw),
  keptQuery: (context: ReportPageContext) => ({ LocId: context.session.auth.locId, VW: context.vw }),
  listing: async <T,>(promise: Promise<T>) => {
    try {
      return { data: await promise };
    } catch (error) {
      return { problem: (error as Error).message };
    }
  },
}));

const CLAIM: ShareClaim = claimOf({ Editable: false });
const ON_AGENT2: ShareClaim = { ...CLAIM, ClaimId: 5, UserId: 'agent2', UserName: 'Agent Two', ClaimedBy: 'agent1', GroupStrike: '300.00', GroupWinLoss: '280.10', OwnShare: '-56.02', Amount: '56.02', Collected: '56.02', Outstanding: '0.00', Status: 'SETTLED' };
const MANUAL: ShareClaim = { ...ON_AGENT2, ClaimId: 6, Kind: 'MANUAL', GroupStrike: '0.00', GroupWinLoss: '0.00', OwnShare: '0.00', Amount: '1.10', Collected: '0.00', Outstanding: '1.10', Status: 'OPEN', Remark: 'Fee' };
const BACK: ClaimBack = claimBackOf();

function contextOf(query: Record<string, string> = {}, params: Record<string, string> = {}): Partial<ReportPageContext> {
  return {
    session: { auth: { locId: 'SG', prefix: '4d' } } as ReportPageContext['session'],
    params,
    query,
    basePath: '/report/shareClaim',
    game: '4D',
    vw: 'RPTSHARE_CLAIM',
    users: Promise.resolve([{ UserId: 'agent1', UserName: 'Agent One', Role: 'AG' }]),
    userId: query.UserId,
    pickedUser: query.UserId ?? 'agent1',
    viewKey: 'key',
  };
}

async function show(page: Promise<ReactElement>) {
  return render(<Providers>{await page}</Providers>);
}
const searchParams = Promise.resolve({});
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(shareClaimReportOf).mockResolvedValue({ UserId: 'agent1', Items: [CLAIM, ON_AGENT2, MANUAL], Total: { Amount: '267.27', Collected: '66.02', Outstanding: '201.25' } });
  jest.mocked(claimBackReportOf).mockResolvedValue({ UserId: 'agent1', Items: [BACK], Total: '10.00' });
  jest.mocked(settledDrawsOf).mockResolvedValue([
    { DrawId: 23, DrawDate: '2026-11-22' },
    { DrawId: 22, DrawDate: '2026-11-21' },
  ]);
});

describe('/report/shareClaim', () => {
  it('guards with its own path and view code, opens on the last 7 days and shows the claims both ways with totals', async () => {
    mockContext.mockResolvedValue(contextOf());
    await show(ShareClaimReportPage({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/shareClaim', 'RPTSHARE_CLAIM');
    const today = operatorDate(new Date());
    const request = { userId: undefined, draws: { from: addDays(today, -7), to: today } };
    expect(shareClaimReportOf).toHaveBeenCalledWith(expect.anything(), request);
    expect(claimBackReportOf).toHaveBeenCalledWith(expect.anything(), request);
    expect(settledDrawsOf).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Share Claim Report' })).toBeInTheDocument();

    const by = screen.getByRole('table', { name: /^Share claims made by agent1/ });
    expect(within(by).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Draw Date', 'Agent', 'Claimed by', 'Kind', 'Group strike', 'Group win/loss', 'Own share', 'Amount', 'Collected', 'Outstanding', 'Status', 'Remark',
    ]);
    const rows = within(by).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row))).toEqual([
      ['11/21/2026', 'agent2', 'agent1', 'Share', '300.00', '280.10', '-56.02', '56.02', '56.02', '0.00', 'Settled', ''],
      ['11/21/2026', 'agent2', 'agent1', 'Manual', '0.00', '0.00', '0.00', '1.10', '0.00', '1.10', 'Open', 'Fee'],
    ]);
    const on = screen.getByRole('table', { name: /^Share claims on agent1/ });
    expect(cellsOf(within(on).getAllByRole('row')[1] as HTMLElement)).toEqual(['11/21/2026', 'agent1', 'admin', 'Share', '750.00', '700.50', '-210.15', '210.15', '10.00', '200.15', 'Open', '']);

    const [byTotals, onTotals, backTotals] = screen.getAllByTestId('report-totals');
    expect(byTotals?.querySelector('[data-field="Amount"]')).toHaveTextContent('57.12');
    expect(byTotals?.querySelector('[data-field="Outstanding"]')).toHaveTextContent('1.10');
    expect(byTotals?.querySelector('[data-field="OwnShare"]')).toHaveTextContent('-56.02');
    expect(onTotals?.querySelector('[data-field="Outstanding"]')).toHaveTextContent('200.15');
    expect(backTotals?.querySelector('[data-field="Amount"]')).toHaveTextContent('10.00');

    const backs = screen.getByRole('table', { name: /^Claim-backs of the share claims of agent1/ });
    expect(cellsOf(within(backs).getAllByRole('row')[1] as HTMLElement)).toEqual(['11/27/2026 03:00:00', '11/21/2026', 'agent1', 'admin', '1', '10.00', 'Cash', 'admin']);
    expect(screen.getAllByRole('button', { name: 'Export XLS' })).toHaveLength(3);
  });

  it('one draw of the query (DrawId of a settled draw) is its date as the range; another user is asked for', async () => {
    mockContext.mockResolvedValue(contextOf({ DrawId: '22', UserId: 'agent2' }));
    jest.mocked(shareClaimReportOf).mockResolvedValue({ UserId: 'agent2', Items: [], Total: { Amount: '0.00', Collected: '0.00', Outstanding: '0.00' } });
    await show(ShareClaimReportPage({ searchParams }));
    expect(shareClaimReportOf).toHaveBeenCalledWith(expect.anything(), { userId: 'agent2', draws: { from: '2026-11-21', to: '2026-11-21' } });
    expect(screen.getByRole('textbox', { name: 'Draw From' })).toHaveValue('11/21/2026');
    expect(screen.getByRole('textbox', { name: 'Draw To' })).toHaveValue('11/21/2026');
    expect(screen.getByRole('heading', { name: 'Claims on agent2' })).toBeInTheDocument();
  });

  it('a refused range is said and nothing is loaded', async () => {
    mockContext.mockResolvedValue(contextOf({ DrawFrom: '2026-11-19', DrawTo: '2026-11-01' }));
    await show(ShareClaimReportPage({ searchParams }));
    expect(shareClaimReportOf).not.toHaveBeenCalled();
    expect(screen.getByText('Draw From may not be after Draw To.')).toBeInTheDocument();
  });

  it("the platform's refusal (a user out of reach) shows above filters that still work", async () => {
    mockContext.mockResolvedValue(contextOf({ UserId: 'agent3' }));
    jest.mocked(shareClaimReportOf).mockRejectedValue(new ApiError(404, { message: 'User not found.' }));
    await show(ShareClaimReportPage({ searchParams }));
    expect(screen.getByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
