/** @jest-environment ./tests/support/server-page-environment.ts */
// /report/drawResult and /report/tt/drawResult (RPTRESULT): the server pages with the platform faked
// under its client. Only resulted draws are offered (newest first); the result reads as 1st, 2nd,
// 3rd, starters (Magnum: specials) and consolations, or Toto's numbers, additional and dividends, with
// the winning bets under the user below it.
import { screen, within } from '@testing-library/react';
import DrawResultReport from '@/app/(shell)/report/drawResult/page';
import TotoDrawResultReport from '@/app/(shell)/report/tt/drawResult/page';
import type { DrawResult } from '@/lib/contract/draws';
import type { ResultStrikeReport } from '@/lib/contract/report-strikes';
import en from '@/messages/en.json';
import { bodyRows, cellTexts } from '../support/read-table';
import { failuresOf, PAGE_FAILURES, platform, showPage, signIn, type ServerPageMocks } from '../support/server-page';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

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

/** Signs agent2 in (SG unless told) with this file's answers on the platform; returns the prefix of its calls. */
async function asAgent2(locId = 'SG') {
  const api = await signIn('agent2', { locId });
  platform
    .answer(`${api}/dMemberAllRole`, [])
    .answer(`${api}/draw/dateAll`, DRAWS)
    .answer(`${api}/draw/result`, FOUR_D)
    .answer(`${api}/reportStrikeResultDetail`, DETAIL);
  return api;
}
const open = (page: typeof DrawResultReport, query: Record<string, string> = {}) => page({ searchParams: Promise.resolve(query) });

describe('/report/drawResult', () => {
  it('offers resulted draws only, opens on the newest, and lays the result out by prize', async () => {
    const api = await asAgent2();
    await showPage(open(DrawResultReport));
    expect(platform.queries(`${api}/draw/result`)).toEqual([{ DrawId: '30', LocId: 'SG' }]);
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
    expect(bodyRows(detail)).toHaveLength(23);
    expect(cellTexts(bodyRows(detail)[0] as HTMLElement)).toEqual(['1st', '1234', '3', '35,000.00']);
  });

  it('Magnum: the ten starters are Specials', async () => {
    const api = await asAgent2('MG');
    await showPage(open(DrawResultReport, { DrawId: '29' }));
    expect(platform.queries(`${api}/draw/result`)).toEqual([{ DrawId: '29', LocId: 'MG' }]);
    expect(within(screen.getByTestId('draw-result')).getByRole('region', { name: 'Special' })).toBeInTheDocument();
  });

  it('says when no draw has a result', async () => {
    const api = await asAgent2();
    platform.answer(`${api}/draw/dateAll`, [draw(32, '2099-01-04', 'OPEN')]);
    await showPage(open(DrawResultReport));
    expect(screen.getByText(en.strikeReports.noResults)).toBeInTheDocument();
    expect(platform.queries(`${api}/draw/result`)).toEqual([]);
  });

  it('says the platform’s refusal of the bets under a user above the filters', async () => {
    const api = await asAgent2();
    platform.refuse(`${api}/reportStrikeResultDetail`, 404, 'User not found.');
    await showPage(open(DrawResultReport, { UserId: 'agent3' }));
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Draw Date')).toHaveValue('30');
  });

  it('a lost session, maintenance and a failing platform go where production sends them', async () => {
    const api = await asAgent2();
    expect(await failuresOf(() => open(DrawResultReport), `${api}/draw/result`)).toEqual(PAGE_FAILURES);
  });
});

describe('/report/tt/drawResult', () => {
  it('the six numbers, the additional and the dividends of groups 1-4', async () => {
    const api = await asAgent2('TT');
    platform.answer(`${api}/draw/result`, {
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
    await showPage(open(TotoDrawResultReport));
    const board = screen.getByTestId('draw-result');
    const balls = within(within(board).getByRole('region', { name: 'Winning numbers' })).getAllByRole('listitem');
    expect(balls.map((ball) => ball.textContent)).toEqual(['01', '02', '03', '04', '05', '09', '07']);
    expect(balls[6]).toHaveAccessibleName('Additional number 07');
    const dividends = within(board).getByRole('table', { name: 'Dividends per $1' });
    expect(within(dividends).getAllByRole('row').map((row) => row.textContent)).toEqual(['Group 1$1,250,000.00', 'Group 2$5,000.00', 'Group 3$1,500.00', 'Group 4$400.00']);
  });
});
