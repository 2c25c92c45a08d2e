/** @jest-environment ./tests/support/server-page-environment.ts */
// /report/shareClaim (RPTSHARE_CLAIM): the user's share claims both ways, with totals, and the
// claim-backs on them, for one draw or a range of draw dates (default the last 7 days).
import { screen, within } from '@testing-library/react';
import ShareClaimReportPage from '@/app/(shell)/report/shareClaim/page';
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';
import { addDays, operatorDate } from '@/lib/domain/operator-time';
import { columnHeaders, bodyRows, cellTexts } from '../support/read-table';
import { failuresOf, PAGE_FAILURES, platform, showPage, signIn, type ServerPageMocks } from '../support/server-page';
import { claimOf, claimBackOf } from './share-claims-fixtures';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const CLAIM: ShareClaim = claimOf({ Editable: false });
const ON_AGENT2: ShareClaim = { ...CLAIM, ClaimId: 5, UserId: 'agent2', UserName: 'Agent Two', ClaimedBy: 'agent1', GroupStrike: '300.00', GroupWinLoss: '280.10', OwnShare: '-56.02', Amount: '56.02', Collected: '56.02', Outstanding: '0.00', Status: 'SETTLED' };
const MANUAL: ShareClaim = { ...ON_AGENT2, ClaimId: 6, Kind: 'MANUAL', GroupStrike: '0.00', GroupWinLoss: '0.00', OwnShare: '0.00', Amount: '1.10', Collected: '0.00', Outstanding: '1.10', Status: 'OPEN', Remark: 'Fee' };
const BACK: ClaimBack = claimBackOf();

const API = '/api/v1/4d';
const CLAIMS = `${API}/selectReportShareClaim`;
const BACKS = `${API}/selectReportShareClaimBack`;
const open = (query: Record<string, string> = {}) => ShareClaimReportPage({ searchParams: Promise.resolve(query) });

beforeEach(async () => {
  await signIn('agent1');
  platform
    .answer(`${API}/dMemberAllRole`, [])
    .answer(CLAIMS, { UserId: 'agent1', Items: [CLAIM, ON_AGENT2, MANUAL], Total: { Amount: '267.27', Collected: '66.02', Outstanding: '201.25' } })
    .answer(BACKS, { UserId: 'agent1', Items: [BACK], Total: '10.00' })
    .answer(`${API}/reportDate`, [
      { DrawId: 23, DrawDate: '2026-11-22' },
      { DrawId: 22, DrawDate: '2026-11-21' },
    ]);
});

describe('/report/shareClaim', () => {
  it('guards with its own path and view code, opens on the last 7 days and shows the claims both ways with totals', async () => {
    await showPage(open());
    const today = operatorDate(new Date());
    const request = { DrawFrom: addDays(today, -7), DrawTo: today, LocId: 'SG' };
    expect(platform.queries(CLAIMS)).toEqual([request]);
    expect(platform.queries(BACKS)).toEqual([request]);
    expect(platform.queries(`${API}/reportDate`)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Share Claim Report' })).toBeInTheDocument();

    const by = screen.getByRole('table', { name: /^Share claims made by agent1/ });
    expect(columnHeaders(by)).toEqual([
      'Draw Date', 'Agent', 'Claimed by', 'Kind', 'Group strike', 'Group win/loss', 'Own share', 'Amount', 'Collected', 'Outstanding', 'Status', 'Remark',
    ]);
    const rows = bodyRows(by);
    expect(rows.map((row) => cellTexts(row))).toEqual([
      ['11/21/2026', 'agent2', 'agent1', 'Share', '300.00', '280.10', '-56.02', '56.02', '56.02', '0.00', 'Settled', ''],
      ['11/21/2026', 'agent2', 'agent1', 'Manual', '0.00', '0.00', '0.00', '1.10', '0.00', '1.10', 'Open', 'Fee'],
    ]);
    const on = screen.getByRole('table', { name: /^Share claims on agent1/ });
    expect(cellTexts(within(on).getAllByRole('row')[1] as HTMLElement)).toEqual(['11/21/2026', 'agent1', 'admin', 'Share', '750.00', '700.50', '-210.15', '210.15', '10.00', '200.15', 'Open', '']);

    const [byTotals, onTotals, backTotals] = screen.getAllByTestId('report-totals');
    expect(byTotals?.querySelector('[data-field="Amount"]')).toHaveTextContent('57.12');
    expect(byTotals?.querySelector('[data-field="Outstanding"]')).toHaveTextContent('1.10');
    expect(byTotals?.querySelector('[data-field="OwnShare"]')).toHaveTextContent('-56.02');
    expect(onTotals?.querySelector('[data-field="Outstanding"]')).toHaveTextContent('200.15');
    expect(backTotals?.querySelector('[data-field="Amount"]')).toHaveTextContent('10.00');

    const backs = screen.getByRole('table', { name: /^Claim-backs of the share claims of agent1/ });
    expect(cellTexts(within(backs).getAllByRole('row')[1] as HTMLElement)).toEqual(['11/27/2026 03:00:00', '11/21/2026', 'agent1', 'admin', '1', '10.00', 'Cash', 'admin']);
    expect(screen.getAllByRole('button', { name: 'Export XLSX' })).toHaveLength(3);
  });

  it('one draw of the query (DrawId of a settled draw) is its date as the range; another user is asked for', async () => {
    platform.answer(CLAIMS, { UserId: 'agent2', Items: [], Total: { Amount: '0.00', Collected: '0.00', Outstanding: '0.00' } });
    await showPage(open({ DrawId: '22', UserId: 'agent2' }));
    expect(platform.queries(CLAIMS)).toEqual([{ UserId: 'agent2', DrawFrom: '2026-11-21', DrawTo: '2026-11-21', LocId: 'SG' }]);
    expect(screen.getByRole('textbox', { name: 'Draw From' })).toHaveValue('11/21/2026');
    expect(screen.getByRole('textbox', { name: 'Draw To' })).toHaveValue('11/21/2026');
    expect(screen.getByRole('heading', { name: 'Claims on agent2' })).toBeInTheDocument();
  });

  it('a refused range is said and nothing is loaded', async () => {
    await showPage(open({ DrawFrom: '2026-11-19', DrawTo: '2026-11-01' }));
    expect(platform.queries(CLAIMS)).toEqual([]);
    expect(screen.getByText('Draw From may not be after Draw To.')).toBeInTheDocument();
  });

  it("the platform's refusal (a user out of reach) shows above filters that still work", async () => {
    platform.refuse(CLAIMS, 404, 'User not found.');
    await showPage(open({ UserId: 'agent3' }));
    expect(screen.getByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a lost session, maintenance and a failing platform go where production sends them', async () => {
    expect(await failuresOf(() => open(), BACKS)).toEqual(PAGE_FAILURES);
  });
});
