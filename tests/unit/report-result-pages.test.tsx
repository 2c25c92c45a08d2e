// /report/drawResult and /report/tt/drawResult (RPTRESULT): the server pages with the platform and the
// page context mocked. Only resulted draws are offered (newest first); the result reads as 1st, 2nd,
// 3rd, starters (Magnum: specials) and consolations, or Toto's numbers, additional and dividends, with
// the winning bets under the user below it.
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import DrawResultReport from '@/app/(shell)/report/drawResult/page';
import TotoDrawResultReport from '@/app/(shell)/report/tt/drawResult/page';
import type { ReportPageContext } from '@/app/(shell)/report/_report/page-context';
import type { DrawResult } from '@/lib/contract/draws';
import type { ResultStrikeReport } from '@/lib/contract/report-strikes';
import { drawResultOf, resultStrikeReportOf } from '@/lib/platform-client/report-strikes';
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
jest.mock('@/lib/platform-client/report-strikes', () => ({ drawResultOf: jest.fn(), resultStrikeReportOf: jest.fn() }));
const mockContext = jest.fn<Promise<Partial<ReportPageContext>>, [string, string]>();
jest.mock('@/app/(shell)/report/_report/page-context', () => ({
  reportPageContext: (path: string, vw: string) => mockContext(path, vw),
  keptQuery: (context: ReportPageContext) => ({ LocId: context.session.auth.locId, VW: context.vw }),
  listing: async <T,>(promise: Promise<T>) => ({ data: await promise }),
}));

const instant = (date: string) => `${date}T10:00:00.000Z`;
const draw = (DrawId: number, DrawDate: string, Status: 'OPEN' | 'CLOSED' | 'RESULTED') => ({ DrawId, DrawDate, CloseDate: instant(DrawDate), DrawTime: instant(DrawDate), Special: false, Status });
const DRAWS = [draw(32, '2099-01-04', 'OPEN'), draw(31, '2025-04-20', 'CLOSED'), draw(30, '2025-04-19', 'RESULTED'), draw(29, '2025-04-16', 'RESULTED')];

const numbered = (Prize: 'STARTER' | 'CONSOLATION', first: number) =>
  Array.from({ length: 10 }, (_, i) => ({ Prize, Position: i + 1, Number: String(first + i).padStart(4, '0') }));
const FOUR_D: DrawResult = {
  DrawId: 30,
  LocId: 'SG',
  DrawDate: '2025-04-19',
  Status: 'RESULTED',
  Results: [
    { Prize: 'FIRST', Position: 1, Number: '1234' },
    { Prize: 'SECOND', Position: 1, Number: '1234' },
    { Prize: 'THIRD', Position: 1, Number: '9990' },
    ...numbered('STARTER', 100),
    ...numbered('CONSOLATION', 200),
  ],
  Dividends: [],
};
const DETAIL: ResultStrikeReport = {
  UserId: 'agent2',
  DrawId: 30,
  DrawDate: '2025-04-19',
  DrawFrom: '2025-04-19',
  DrawTo: '2025-04-19',
  Items: FOUR_D.Results.map((row) => ({ Prize: row.Prize, Position: row.Position, Number: row.Number, Bets: row.Prize === 'FIRST' ? 3 : 0, Total: row.Prize === 'FIRST' ? '35000.00' : '0.00' })),
  Total: { Bets: 3, Total: '35000.00' },
};

function contextOf(path: string, query: Record<string, string> = {}, locId = 'SG'): Partial<ReportPageContext> {
  return {
    session: { auth: { locId, prefix: locId === 'TT' ? 'tt' : '4d' } } as ReportPageContext['session'],
    params: {},
    query,
    basePath: path,
    game: locId === 'TT' ? 'TT' : '4D',
    vw: 'RPTRESULT',
    users: Promise.resolve([{ UserId: 'agent2', UserName: 'Agent Two', Role: 'AG' }]),
    userId: undefined,
    pickedUser: 'agent2',
    viewKey: 'key',
  };
}

async function show(page: Promise<ReactElement> | ReactElement) {
  return render(<Providers>{await page}</Providers>);
}
const searchParams = Promise.resolve({});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(drawsOf).mockResolvedValue(DRAWS);
  jest.mocked(drawResultOf).mockResolvedValue(FOUR_D);
  jest.mocked(resultStrikeReportOf).mockResolvedValue(DETAIL);
});

describe('/report/drawResult', () => {
  it('offers resulted draws only, opens on the newest, and lays the result out by prize', async () => {
    mockContext.mockResolvedValue(contextOf('/report/drawResult'));
    await show(DrawResultReport({ searchParams }));
    expect(mockContext).toHaveBeenCalledWith('/report/drawResult', 'RPTRESULT');
    expect(drawResultOf).toHaveBeenCalledWith(expect.anything(), 30);
    const picker = screen.getByLabelText('Draw Date');
    expect(within(picker).getAllByRole('option').map((option) => option.getAttribute('value')).filter(Boolean)).toEqual(['30', '29']);
    const board = screen.getByTestId('draw-result');
    const top = within(board).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(top).toEqual([
      ['1st', '1234'],
      ['2nd', '1234'],
      ['3rd', '9990'],
    ]);
    const starters = within(board).getByRole('region', { name: 'Starter' });
    expect(within(starters).getAllByRole('listitem')).toHaveLength(10);
    expect(within(starters).getAllByRole('listitem')[0]).toHaveTextContent('10100');
    expect(within(board).getByRole('region', { name: 'Consolation' })).toHaveTextContent('0200');
    const detail = screen.getByRole('table', { name: 'Bets under agent2 by winning number, draw of 04/19/2025' });
    expect(within(detail).getAllByRole('row')).toHaveLength(24);
    expect(within(within(detail).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1st', '1234', '3', '35,000.00']);
  });

  it('Magnum: the ten starters are Specials', async () => {
    mockContext.mockResolvedValue(contextOf('/report/drawResult', { DrawId: '29' }, 'MG'));
    await show(DrawResultReport({ searchParams }));
    expect(drawResultOf).toHaveBeenCalledWith(expect.anything(), 29);
    expect(within(screen.getByTestId('draw-result')).getByRole('region', { name: 'Special' })).toBeInTheDocument();
  });

  it('says when no draw has a result', async () => {
    mockContext.mockResolvedValue(contextOf('/report/drawResult'));
    jest.mocked(drawsOf).mockResolvedValue([draw(32, '2099-01-04', 'OPEN')]);
    await show(DrawResultReport({ searchParams }));
    expect(screen.getByText(en.strikeReports.noResults)).toBeInTheDocument();
    expect(drawResultOf).not.toHaveBeenCalled();
  });
});

describe('/report/tt/drawResult', () => {
  it('the six numbers, the additional and the dividends of groups 1-4', async () => {
    mockContext.mockResolvedValue(contextOf('/report/tt/drawResult', {}, 'TT'));
    jest.mocked(drawResultOf).mockResolvedValue({
      ...FOUR_D,
      LocId: 'TT',
      Results: [...['01', '02', '03', '04', '05', '09'].map((Number, i) => ({ Prize: 'WINNING' as const, Position: i + 1, Number })), { Prize: 'ADDITIONAL', Position: 1, Number: '07' }],
      Dividends: [
        { Group: 1, Amount: '1250000.00' },
        { Group: 2, Amount: '5000.00' },
        { Group: 3, Amount: '1500.00' },
        { Group: 4, Amount: '400.00' },
      ],
    });
    await show(TotoDrawResultReport({ searchParams }));
    const board = screen.getByTestId('draw-result');
    const balls = within(within(board).getByRole('region', { name: 'Winning numbers' })).getAllByRole('listitem');
    expect(balls.map((ball) => ball.textContent)).toEqual(['01', '02', '03', '04', '05', '09', '07']);
    expect(balls[6]).toHaveAccessibleName('Additional number 07');
    const dividends = within(board).getByRole('table', { name: 'Dividends per $1' });
    expect(within(dividends).getAllByRole('row').map((row) => row.textContent)).toEqual(['Group 1$1,250,000.00', 'Group 2$5,000.00', 'Group 3$1,500.00', 'Group 4$400.00']);
  });
});
