/** @jest-environment ./tests/support/server-page-environment.ts */
// /report/collection (RPTCOL): per direct child, AccBal, settled Amount, payments and what to collect,
// over a range of draw dates (default the last 7 days).
import { fireEvent, screen } from '@testing-library/react';
import CollectionReportPage from '@/app/(shell)/report/collection/page';
import type { Collection } from '@/lib/contract/reports';
import { addDays, operatorDate } from '@/lib/domain/operator-time';
import { columnHeaders, bodyRows, cellTexts } from '../support/read-table';
import { failuresOf, PAGE_FAILURES, platform, router, showPage, signIn, type ServerPageMocks } from '../support/server-page';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

const COLLECTION: Collection = {
  UserId: 'agent2',
  UserName: 'Agent Two',
  Role: 'AG',
  Rows: [
    { UserId: 'member1', UserName: 'Member One', Role: 'MEM', AccBal: '-80.00', Amount: '-130.00', Payments: '50.00', Collect: '80.00' },
    { UserId: 'member3', UserName: 'Member Three', Role: 'MEM', AccBal: '1200.00', Amount: '1200.00', Payments: '0.00', Collect: '-1200.00' },
  ],
  Total: { AccBal: '1120.00', Amount: '1070.00', Payments: '50.00', Collect: '-1120.00' },
};
const REPORT = '/api/v1/4d/reportCollectionFull';

async function openAs(query: Record<string, string> = {}) {
  const api = await signIn('agent2');
  platform.answer(`${api}/dMemberAllRole`, []).answer(REPORT, COLLECTION);
  return CollectionReportPage({ searchParams: Promise.resolve(query) });
}

describe('/report/collection', () => {
  it('opens on the last 7 days and shows each child with AccBal, Amount, Payments and To Collect, and the total', async () => {
    await showPage(openAs());
    const today = operatorDate(new Date());
    expect(platform.queries(REPORT)).toEqual([{ DrawFrom: addDays(today, -7), DrawTo: today, LocId: 'SG' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Collection Report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Collection from the downline of agent2/ });
    expect(columnHeaders(table)).toEqual(['User', 'Name', 'Role', 'AccBal', 'Amount', 'Payments', 'To Collect']);
    const first = cellTexts(bodyRows(table)[0] as HTMLElement);
    expect(first).toEqual(['member1', 'Member One', 'Member', '-80.00', '-130.00', '50.00', '80.00']);
    expect(screen.getByTestId('report-totals').querySelector('[data-field="Collect"]')).toHaveTextContent('-1,120.00');
    expect(screen.getByText(/To Collect = −\(Amount \+ Payments\)/)).toBeInTheDocument();
  });

  it('takes the range of the query and drills into a child with it', async () => {
    await showPage(openAs({ DrawFrom: '2025-04-01', DrawTo: '2025-04-19', UserId: 'agent2' }));
    expect(platform.queries(REPORT)).toEqual([{ UserId: 'agent2', DrawFrom: '2025-04-01', DrawTo: '2025-04-19', LocId: 'SG' }]);
    expect(screen.getByRole('textbox', { name: 'Draw From' })).toHaveValue('04/01/2025');
    jest.spyOn(Date, 'now').mockReturnValue(1_772_000_000_000);
    fireEvent.click(screen.getByRole('button', { name: 'member3: open this user’s report' }));
    expect(router.push).toHaveBeenCalledWith('/report/collection?VW=RPTCOL&UserId=member3&LocId=SG&DrawFrom=2025-04-01&DrawTo=2025-04-19&rand=1772000000000');
    jest.restoreAllMocks();
  });

  it('a refused range is said and nothing is loaded', async () => {
    await showPage(openAs({ DrawFrom: '2025-04-19', DrawTo: '2025-04-01' }));
    expect(platform.queries(REPORT)).toEqual([]);
    expect(screen.getByText('Draw From may not be after Draw To.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Draw From' })).toHaveValue('04/19/2025');
  });

  it('a refusal of the platform is said above the filters; a lost session, maintenance and a failing platform are production’s', async () => {
    const page = () => CollectionReportPage({ searchParams: Promise.resolve({}) });
    await signIn('agent2');
    platform.answer('/api/v1/4d/dMemberAllRole', []).refuse(REPORT, 404, 'User not found.');
    await showPage(page());
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(await failuresOf(page, REPORT)).toEqual(PAGE_FAILURES);
  });
});
