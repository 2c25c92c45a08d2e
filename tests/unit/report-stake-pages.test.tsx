// /report/stake, /report/tt/stake (RPTSTAKE) and /report/out (RPTOUT): the server pages with the
// platform and the page context mocked. They open on the draw taking bets now (any draw, not only
// settled ones), list the rows the platform sorted, colour stakes by kind and total them.
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import OutReport from '@/app/(shell)/report/out/page';
import StakeReport from '@/app/(shell)/report/stake/page';
import TotoStakeReport from '@/app/(shell)/report/tt/stake/page';
import type { ReportPageContext } from '@/app/(shell)/report/_report/page-context';
import type { OutReport as Out, StakeReport as Stakes } from '@/lib/contract/report-strikes';
import { ROW_COLOURS } from '@/lib/domain/colour-codes';
import { outReportOf, stakeReportOf } from '@/lib/platform-client/report-strikes';
import { drawsOf } from '@/lib/platform-client/tickets';
import en from '@/messages/en.json';
import { Providers } from './tickets-fixtures';

jest.mock('next-intl/server', () => {
  const { createTranslator: translator } = jest.requireActual<typeof import('next-intl')>('next-intl');
  const messages = jest.requireActual<typeof import('@/messages/en.json')>('@/messages/en.json');
  return { getTranslations: async (namespace: string) => translator({ locale: 'en', messages, namespace: namespace as never }) };
});
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock('@/lib/session/server', () => ({ handlePageError: (error: unknown) => Promise.reject(error) }));
jest.mock('@/lib/platform-client/tickets', () => ({ drawsOf: jest.fn() }));
jest.mock('@/lib/platform-client/report-strikes', () => ({ stakeReportOf: jest.fn(), outReportOf: jest.fn() }));
const mockContext = jest.fn<Promise<Partial<ReportPageContext>>, [string, string]>();
jest.mock('@/app/(shell)/report/_report/page-context', () => ({
  reportPageContext: (path: string, vw: string) => mockContext(path, vw),
  keptQuery: (context: ReportPageContext) => ({ LocId: context.session.auth.locId, VW: context.vw }),
  listing: async <T,>(promise: Promise<T>) => ({ data: await promise }),
}));

const FAR = '2099-01-01T10:00:00.000Z';
const DRAWS = [
  { DrawId: 31, DrawDate: '2099-01-01', CloseDate: FAR, DrawTime: FAR, Special: false, Status: 'OPEN' as const },
  { DrawId: 30, DrawDate: '2025-04-20', CloseDate: '2025-04-20T10:00:00.000Z', DrawTime: '2025-04-20T10:30:00.000Z', Special: false, Status: 'RESULTED' as const },
];
const HEADER = { UserId: 'agent2', DrawId: 31, DrawDate: '2099-01-01', DrawFrom: '2099-01-01', DrawTo: '2099-01-01' };
const stake = (Number: string, Kind: Stakes['Items'][number]['Kind'], Cost: string, ColourCode: Stakes['Items'][number]['ColourCode'], extra: Partial<Stakes['Items'][number]> = {}) => ({
  Number,
  Kind,
  Roll: false,
  Tag: null,
  Big: '1.00',
  Small: '1.00',
  Amount: '0.00',
  Bets: 1,
  Lines: 24,
  Cost,
  ColourCode,
  ...extra,
});
const STAKES: Stakes = {
  ...HEADER,
  Items: [stake('4321', 'KBET', '48.00', 'KBET'), stake('12R4', 'ROLL', '10.00', 'RRRR', { Small: '0.00', Lines: 10 })],
  Total: { Big: '2.00', Small: '1.00', Amount: '0.00', Bets: 2, Lines: 34, Cost: '58.00' },
};
const zero = '0.00';
const figures = (bigIn: string, bigIntake: string, bigOut: string) => ({
  BigIn: bigIn,
  SmallIn: zero,
  UnitIn: zero,
  In: bigIn,
  BigIntake: bigIntake,
  SmallIntake: zero,
  UnitIntake: zero,
  Intake: bigIntake,
  BigOut: bigOut,
  SmallOut: zero,
  UnitOut: zero,
  Out: bigOut,
});
const OUT: Out = {
  ...HEADER,
  DrawId: 30,
  DrawDate: '2025-04-20',
  Resulted: true,
  Items: [{ Number: '1234', Type: '', ...figures('10.00', '5.00', '5.00'), Prizes: 'FIRST,SECOND', Payout: '15000.00' }],
  Total: { ...figures('10.00', '5.00', '5.00'), Payout: '15000.00' },
};

function contextOf(path: string, query: Record<string, string> = {}, locId = 'SG'): Partial<ReportPageContext> {
  return {
    session: { auth: { locId, prefix: locId === 'TT' ? 'tt' : '4d' } } as ReportPageContext['session'],
    params: {},
    query,
    basePath: path,
    game: locId === 'TT' ? 'TT' : '4D',
    vw: path.includes('out') ? 'RPTOUT' : 'RPTSTAKE',
    users: Promise.resolve(null),
    userId: undefined,
    pickedUser: null,
    viewKey: 'key',
  };
}

async function show(page: Promise<ReactElement> | ReactElement) {
  return render(<Providers>{await page}</Providers>);
}
const searchParams = Promise.resolve({});
const headersOf = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(drawsOf).mockResolvedValue(DRAWS);
  jest.mocked(stakeReportOf).mockResolvedValue(STAKES);
  jest.mocked(outReportOf).mockResolvedValue(OUT);
});

describe('/report/stake', () => {
  it('opens on the draw taking bets now; stakes most cost first, coloured by kind, with the total cost', async () => {
    mockContext.mockResolvedValue(contextOf('/report/stake'));
    await show(StakeReport({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/stake', 'RPTSTAKE');
    expect(stakeReportOf).toHaveBeenCalledWith(expect.anything(), { userId: undefined, drawId: 31 });
    const table = screen.getByRole('table', { name: 'Stakes under agent2, draw of 01/01/2099' });
    expect(headersOf(table)).toEqual(['Number', 'Type', 'Big', 'Small', 'Bets', 'Lines', 'Cost'].map((label) => expect.stringContaining(label)));
    const rows = bodyRows(table);
    expect(rows.map(cells)).toEqual([
      ['4321', 'k-Bet', '1.00', '1.00', '1', '24', '48.00'],
      ['12R4', 'Roll', '1.00', '0.00', '1', '10', '10.00'],
    ]);
    expect(rows[0]).toHaveStyle({ backgroundColor: ROW_COLOURS.KBET });
    expect(rows[1]).toHaveStyle({ backgroundColor: ROW_COLOURS.RRRR });
    const totals = within(screen.getByTestId('report-totals'));
    expect(totals.getByRole('rowheader', { name: 'Total' }).parentElement?.querySelector('[data-field="Cost"]')).toHaveTextContent('58.00');
    // A member has no user picker.
    expect(screen.queryByRole('combobox', { name: 'User' })).toBeNull();
  });

  it('/report/tt/stake shows Toto entries with their amount', async () => {
    mockContext.mockResolvedValue(contextOf('/report/tt/stake', { DrawId: '30' }, 'TT'));
    jest.mocked(stakeReportOf).mockResolvedValue({
      ...STAKES,
      Items: [stake('01 02 03 04 05 06', 'TT', '2.00', '0', { Tag: 'TO', Big: '0.00', Small: '0.00', Amount: '2.00', Lines: 1 })],
    });
    await show(TotoStakeReport({ searchParams }));
    expect(stakeReportOf).toHaveBeenCalledWith(expect.anything(), { userId: undefined, drawId: 30 });
    const table = screen.getByRole('table', { name: /^Stakes under agent2/ });
    expect(headersOf(table)).toEqual(['Numbers', 'Type', 'Amount', 'Bets', 'Lines', 'Cost'].map((label) => expect.stringContaining(label)));
    expect(cells(bodyRows(table)[0] as HTMLElement)).toEqual(['01 02 03 04 05 06', 'TO', '2.00', '1', '1', '2.00']);
  });

  it('says when the location has no draw', async () => {
    mockContext.mockResolvedValue(contextOf('/report/stake'));
    jest.mocked(drawsOf).mockResolvedValue([]);
    await show(StakeReport({ searchParams }));
    expect(screen.getByText(en.strikeReports.noDraws)).toBeInTheDocument();
    expect(stakeReportOf).not.toHaveBeenCalled();
  });
});

describe('/report/out', () => {
  it('In, Intake and Out per number with the prizes won and the payout; a note until the result', async () => {
    mockContext.mockResolvedValue(contextOf('/report/out', { DrawId: '30' }));
    const { unmount } = await show(OutReport({ searchParams }));
    const table = screen.getByRole('table', { name: 'In, intake and out of agent2, draw of 04/20/2025' });
    expect(headersOf(table)).toEqual(['Number', 'Big In', 'Small In', 'Big Intake', 'Small Intake', 'Big Out', 'Small Out', 'Prizes', 'Payout'].map((label) => expect.stringContaining(label)));
    expect(cells(bodyRows(table)[0] as HTMLElement)).toEqual(['1234', '10.00', '0.00', '5.00', '0.00', '5.00', '0.00', '1st, 2nd', '15,000.00']);
    expect(screen.getByText(en.strikeReports.notes.out)).toBeInTheDocument();
    expect(screen.queryByText(en.strikeReports.notes.notResulted)).toBeNull();
    unmount();
    jest.mocked(outReportOf).mockResolvedValue({ ...OUT, Resulted: false });
    await show(OutReport({ searchParams }));
    expect(screen.getByText(en.strikeReports.notes.notResulted)).toBeInTheDocument();
  });

  it('in the TT location: type, combination and units', async () => {
    mockContext.mockResolvedValue(contextOf('/report/out', {}, 'TT'));
    const units = { ...figures('0.00', '0.00', '0.00'), UnitIn: '3.00', In: '3.00', UnitIntake: '2.00', Intake: '2.00', UnitOut: '1.00', Out: '1.00' };
    jest.mocked(outReportOf).mockResolvedValue({ ...OUT, Items: [{ Number: '01 02 03 04 05 06', Type: 'ORDINARY', ...units, Prizes: '', Payout: '0.00' }] });
    await show(OutReport({ searchParams }));
    const table = screen.getByRole('table', { name: /^In, intake and out of agent2/ });
    expect(headersOf(table)).toEqual(['Type', 'Numbers', 'In', 'Intake', 'Out', 'Prizes', 'Payout'].map((label) => expect.stringContaining(label)));
    expect(cells(bodyRows(table)[0] as HTMLElement)).toEqual(['Toto', '01 02 03 04 05 06', '3.00', '2.00', '1.00', '', '0.00']);
    expect(screen.getByText(en.strikeReports.notes.outToto)).toBeInTheDocument();
  });
});
