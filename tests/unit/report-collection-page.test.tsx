// /report/collection (RPTCOL): per direct child, AccBal, settled Amount, payments and what to collect,
// over a range of draw dates (default the last 7 days).
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import CollectionReportPage from '@/app/(shell)/report/collection/page';
import type { ReportPageContext } from '@/app/(shell)/report/_report/page-context';
import type { Collection } from '@/lib/contract/reports';
import { addDays, operatorDate } from '@/lib/domain/operator-time';
import { collectionReport } from '@/lib/platform-client/reports';
import { Providers } from './tickets-fixtures';

const mockPush = jest.fn();
jest.mock('next-intl/server', () => {
  const { createTranslator: translator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  return { getTranslations: async (namespace: string) => translator({ locale: 'en', messages, namespace: namespace as never }) };
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush, refresh: jest.fn() }) }));
jest.mock('@/lib/session/server', () => ({ handlePageError: (error: unknown) => Promise.reject(error) }));
jest.mock('@/lib/platform-client/reports', () => ({ collectionReport: jest.fn() }));
const mockContext = jest.fn<Promise<Partial<ReportPageContext>>, [string, string]>();
jest.mock('@/app/(shell)/report/_report/page-context', () => ({
  reportPageContext: (path: string, vw: string) => mockContext(path, vw),
  keptQuery: (context: ReportPageContext) => ({ LocId: context.session.auth.locId, VW: context.vw }),
  listing: async <T,>(promise: Promise<T>) => ({ data: await promise }),
}));

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

function contextOf(query: Record<string, string> = {}, params: Record<string, string> = {}): Partial<ReportPageContext> {
  return {
    session: { auth: { locId: 'SG', prefix: '4d' } } as ReportPageContext['session'],
    params,
    query,
    basePath: '/report/collection',
    game: '4D',
    vw: 'RPTCOL',
    users: Promise.resolve([{ UserId: 'agent2', UserName: 'Agent Two', Role: 'AG' }]),
    userId: query.UserId,
    pickedUser: query.UserId ?? 'agent2',
    viewKey: 'key',
  };
}

async function show(page: Promise<ReactElement>) {
  return render(<Providers>{await page}</Providers>);
}
const searchParams = Promise.resolve({});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(collectionReport).mockResolvedValue(COLLECTION);
});

describe('/report/collection', () => {
  it('opens on the last 7 days and shows each child with AccBal, Amount, Payments and To Collect, and the total', async () => {
    mockContext.mockResolvedValue(contextOf());
    await show(CollectionReportPage({ searchParams }));
    const today = operatorDate(new Date());
    expect(collectionReport).toHaveBeenCalledWith(expect.anything(), { userId: undefined, draws: { from: addDays(today, -7), to: today } });
    expect(screen.getByRole('heading', { level: 1, name: 'Collection Report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Collection from the downline of agent2/ });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['User', 'Name', 'Role', 'AccBal', 'Amount', 'Payments', 'To Collect']);
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first).toEqual(['member1', 'Member One', 'Member', '-80.00', '-130.00', '50.00', '80.00']);
    expect(screen.getByTestId('report-totals').querySelector('[data-field="Collect"]')).toHaveTextContent('-1,120.00');
    expect(screen.getByText(/To Collect = −\(Amount \+ Payments\)/)).toBeInTheDocument();
  });

  it('takes the range of the query and drills into a child with it', async () => {
    mockContext.mockResolvedValue(contextOf({ DrawFrom: '2025-04-01', DrawTo: '2025-04-19', UserId: 'agent2' }));
    jest.spyOn(Date, 'now').mockReturnValue(1_772_000_000_000);
    await show(CollectionReportPage({ searchParams }));
    expect(collectionReport).toHaveBeenCalledWith(expect.anything(), { userId: 'agent2', draws: { from: '2025-04-01', to: '2025-04-19' } });
    expect(screen.getByRole('textbox', { name: 'Draw From' })).toHaveValue('04/01/2025');
    fireEvent.click(screen.getByRole('button', { name: 'member3: open this user’s report' }));
    expect(mockPush).toHaveBeenCalledWith('/report/collection?VW=RPTCOL&UserId=member3&LocId=SG&DrawFrom=2025-04-01&DrawTo=2025-04-19&rand=1772000000000');
    jest.restoreAllMocks();
  });

  it('a refused range is said and nothing is loaded', async () => {
    mockContext.mockResolvedValue(contextOf({ DrawFrom: '2025-04-19', DrawTo: '2025-04-01' }));
    await show(CollectionReportPage({ searchParams }));
    expect(collectionReport).not.toHaveBeenCalled();
    expect(screen.getByText('Draw From may not be after Draw To.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Draw From' })).toHaveValue('04/19/2025');
  });
});
