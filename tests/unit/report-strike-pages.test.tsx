// /report/strike, /report/tt/strike (RPTSTRIKE), /report/strike2 and /report/tt/strike2 (RPTSTRIKE2):
// the server pages with the platform and the page context mocked, rendered with the shared report
// scaffold (pickers, table, totals) and the strike pages' own rows and columns.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import StrikeReport from '@/app/(shell)/report/strike/page';
import StrikeReport2 from '@/app/(shell)/report/strike2/page';
import TotoStrikeReport from '@/app/(shell)/report/tt/strike/page';
import type { ReportPageContext } from '@/app/(shell)/report/_report/page-context';
import type { StrikeMemberReport, StrikePrizeReport, StrikeReport as Strikes, ResultStrikeMemberReport } from '@/lib/contract/report-strikes';
import { ROW_COLOURS } from '@/lib/domain/colour-codes';
import { ApiError } from '@/lib/http/api-error';
import { resultStrikeMemberReportOf, strikeMemberReportOf, strikePrizeReportOf, strikeReportOf } from '@/lib/platform-client/report-strikes';
import { settledDrawsOf } from '@/lib/platform-client/reports';
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
jest.mock('@/lib/platform-client/reports', () => ({ settledDrawsOf: jest.fn() }));
jest.mock('@/lib/platform-client/report-strikes', () => ({
  strikeReportOf: jest.fn(),
  strikePrizeReportOf: jest.fn(),
  strikeMemberReportOf: jest.fn(),
  resultStrikeMemberReportOf: jest.fn(),
}));
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
  { DrawId: 30, DrawDate: '2025-04-20' },
  { DrawId: 29, DrawDate: '2025-04-19' },
];
const HEADER = { UserId: 'agent2', DrawId: 30, DrawDate: '2025-04-20', DrawFrom: '2025-04-20', DrawTo: '2025-04-20' };
const sums = (bets: number, big: string, small: string, total: string) => ({ Bets: bets, Lines: bets, BigWin: big, SmallWin: small, AmountWin: '0.00', Total: total });
const strike = (betId: number, kind: Strikes['Items'][number]['Kind'], number: string, prize: string, position: number, win: string, big: string, small: string, total: string, colour: Strikes['Items'][number]['ColourCode']) => ({
  BetId: betId,
  TicketId: 1,
  UserId: 'member1',
  UserName: 'Member One',
  Number: number,
  Kind: kind,
  Big: '8.00',
  Small: '4.00',
  Amount: '0.00',
  Prize: prize,
  Position: position,
  WinNumber: win,
  Lines: 1,
  BigRate: '2000.00',
  SmallRate: '3000.00',
  BigWin: big,
  SmallWin: small,
  AmountWin: '0.00',
  Total: total,
  ColourCode: colour,
  CreatedDate: '2025-04-20T02:00:00.000Z',
});
const STRIKES: Strikes = {
  ...HEADER,
  Items: [
    strike(7, 'ORDINARY', '1234', 'FIRST', 1, '1234', '16000.00', '12000.00', '28000.00', '0'),
    strike(7, 'ORDINARY', '1234', 'SECOND', 1, '1234', '8000.00', '8000.00', '16000.00', '0'),
    strike(8, 'IBET', '5678', 'STARTER', 1, '8765', '10.00', '0.00', '10.00', 'IBET'),
  ],
  Total: sums(2, '24010.00', '20000.00', '44010.00'),
};
const BY_PRIZE: StrikePrizeReport = {
  ...HEADER,
  Items: [
    { Prize: 'FIRST', ...sums(1, '16000.00', '12000.00', '28000.00') },
    { Prize: 'STARTER', ...sums(1, '10.00', '0.00', '10.00') },
  ],
  Total: sums(2, '24010.00', '20000.00', '44010.00'),
};
const BY_MEMBER: StrikeMemberReport = { ...HEADER, Items: [{ UserId: 'member1', UserName: 'Member One', ...sums(2, '24010.00', '20000.00', '44010.00') }], Total: sums(2, '24010.00', '20000.00', '44010.00') };
const BY_RESULT: ResultStrikeMemberReport = {
  ...HEADER,
  Items: [{ Prize: 'STARTER', Position: 1, Number: '8765', UserId: 'member1', UserName: 'Member One', Bets: 1, Total: '10.00' }],
  Total: { Bets: 2, Total: '44010.00' },
};

function contextOf(path: string, query: Record<string, string> = {}, locId = 'SG'): Partial<ReportPageContext> {
  return {
    session: { auth: { locId, prefix: locId === 'TT' ? 'tt' : '4d' } } as ReportPageContext['session'],
    params: {},
    query,
    basePath: path,
    game: locId === 'TT' ? 'TT' : '4D',
    vw: path.includes('strike2') ? 'RPTSTRIKE2' : 'RPTSTRIKE',
    users: Promise.resolve([{ UserId: 'agent2', UserName: 'Agent Two', Role: 'AG' }]),
    userId: query.UserId,
    pickedUser: query.UserId ?? 'agent2',
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
  jest.mocked(settledDrawsOf).mockResolvedValue(DRAWS);
  jest.mocked(strikeReportOf).mockResolvedValue(STRIKES);
  jest.mocked(strikePrizeReportOf).mockResolvedValue(BY_PRIZE);
  jest.mocked(strikeMemberReportOf).mockResolvedValue(BY_MEMBER);
  jest.mocked(resultStrikeMemberReportOf).mockResolvedValue(BY_RESULT);
});

describe('/report/strike', () => {
  it('lists every strike with the columns the journey reads, the member as text, coloured by kind, and totals', async () => {
    mockContext.mockResolvedValue(contextOf('/report/strike', { UserId: 'agent2', DrawId: '30' }));
    await show(StrikeReport({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/strike', 'RPTSTRIKE');
    expect(strikeReportOf).toHaveBeenCalledWith(expect.anything(), { userId: 'agent2', drawId: 30 });
    expect(screen.getByRole('heading', { level: 1, name: 'Strike Report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Strikes under agent2, draw of 04/20/2025' });
    expect(headersOf(table)).toEqual(['Placed', 'User', 'Name', 'Number', 'Type', 'Big', 'Small', 'Prize', 'Win No.', 'Big Rate', 'Small Rate', 'Big Win', 'Small Win', 'Total'].map((label) => expect.stringContaining(label)));
    const rows = bodyRows(table);
    expect(cells(rows[0] as HTMLElement)).toEqual(['04/20/2025 10:00:00', 'member1', 'Member One', '1234', 'Ordinary', '8.00', '4.00', '1st', '1234', '2,000.00', '3,000.00', '16,000.00', '12,000.00', '28,000.00']);
    expect(cells(rows[1] as HTMLElement)[7]).toBe('2nd');
    expect(cells(rows[2] as HTMLElement).slice(3, 9)).toEqual(['5678', 'i-Bet', '8.00', '4.00', 'Starter 1', '8765']);
    expect(rows[2]).toHaveStyle({ backgroundColor: ROW_COLOURS.IBET });
    const totals = within(screen.getAllByTestId('report-totals')[0] as HTMLElement);
    expect(totals.getByRole('rowheader', { name: 'Total' }).parentElement?.querySelector('[data-field="Total"]')).toHaveTextContent('44,010.00');
    const byPrize = screen.getByRole('table', { name: 'Strikes under agent2 by prize, draw of 04/20/2025' });
    expect(bodyRows(byPrize).map((row) => cells(row)[0])).toEqual(['1st', 'Starter']);
  });

  it('Magnum calls its starters Special', async () => {
    mockContext.mockResolvedValue(contextOf('/report/strike', {}, 'MG'));
    await show(StrikeReport({ searchParams }));
    expect(screen.getByText('Special 1')).toBeInTheDocument();
  });

  it('/report/tt/strike shows the Toto columns: amount, group, lines and the win', async () => {
    mockContext.mockResolvedValue(contextOf('/report/tt/strike', {}, 'TT'));
    const toto = { ...strike(9, 'TT', '01 02 03 04 05 06 07', 'GROUP4', 1, '01 02 03 04 05 09 +07', '0.00', '0.00', '2000.00', '0'), Amount: '1.00', Lines: 5, BigRate: '400.00', AmountWin: '2000.00' };
    jest.mocked(strikeReportOf).mockResolvedValue({ ...STRIKES, Items: [toto] });
    await show(TotoStrikeReport({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/tt/strike', 'RPTSTRIKE');
    const table = screen.getByRole('table', { name: 'Strikes under agent2, draw of 04/20/2025' });
    expect(headersOf(table)).toEqual(['Placed', 'User', 'Name', 'Numbers', 'Type', 'Amount', 'Prize', 'Lines', 'Rate', 'Win', 'Total'].map((label) => expect.stringContaining(label)));
    expect(cells(bodyRows(table)[0] as HTMLElement).slice(3)).toEqual(['01 02 03 04 05 06 07', 'Toto system', '1.00', 'Group 4', '5', '400.00', '2,000.00', '2,000.00']);
  });

  it('says the platform’s refusal, and when no draw is settled yet', async () => {
    mockContext.mockResolvedValue(contextOf('/report/strike', { UserId: 'member2' }));
    jest.mocked(strikeReportOf).mockRejectedValue(new ApiError(404, { message: 'User not found.' }));
    const { unmount } = await show(StrikeReport({ searchParams }));
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    jest.mocked(settledDrawsOf).mockResolvedValue([]);
    await show(StrikeReport({ searchParams }));
    expect(screen.getByText(en.strikeReports.noSettledDraws)).toBeInTheDocument();
  });
});

describe('/report/strike2', () => {
  it('per member (a row opens that member’s Strike Report) and per winning number', async () => {
    mockContext.mockResolvedValue(contextOf('/embed/report/strike2', { DrawId: '29' }));
    await show(StrikeReport2({ searchParams }));
    expect(strikeMemberReportOf).toHaveBeenCalledWith(expect.anything(), { userId: undefined, drawId: 29 });
    const members = screen.getByRole('table', { name: 'Strikes under agent2 by member, draw of 04/19/2025' });
    expect(headersOf(members)).toEqual(['User', 'Name', 'Bets', 'Lines', 'Big Win', 'Small Win', 'Total'].map((label) => expect.stringContaining(label)));
    expect(cells(bodyRows(members)[0] as HTMLElement)).toEqual(['member1', 'Member One', '2', '2', '24,010.00', '20,000.00', '44,010.00']);
    fireEvent.click(screen.getByRole('button', { name: 'member1: open this user’s report' }));
    expect(mockPush).toHaveBeenCalledWith(expect.stringMatching(/^\/embed\/report\/strike\?VW=RPTSTRIKE&UserId=member1&LocId=SG&DrawId=29&rand=\d+$/));
    const results = screen.getByRole('table', { name: 'Members under agent2 by winning number, draw of 04/19/2025' });
    expect(cells(bodyRows(results)[0] as HTMLElement)).toEqual(['Starter 1', '8765', 'member1', 'Member One', '1', '10.00']);
  });
});
