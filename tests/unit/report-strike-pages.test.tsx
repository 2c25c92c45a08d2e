/** @jest-environment ./tests/support/server-page-environment.ts */
// /report/strike, /report/tt/strike (RPTSTRIKE), /report/strike2 and /report/tt/strike2 (RPTSTRIKE2):
// the server pages with the platform faked under its client, rendered with the shared report
// scaffold (pickers, table, totals) and the strike pages' own rows and columns.
import { fireEvent, screen, within } from '@testing-library/react';
import StrikeReport from '@/app/(shell)/report/strike/page';
import StrikeReport2 from '@/app/(shell)/report/strike2/page';
import TotoStrikeReport from '@/app/(shell)/report/tt/strike/page';
import type { StrikeMemberReport, StrikePrizeReport, StrikeReport as Strikes, ResultStrikeMemberReport } from '@/lib/contract/report-strikes';
import { ROW_COLOURS } from '@/lib/domain/colour-codes';
import en from '@/messages/en.json';
import { columnHeaders, bodyRows, cellTexts } from '../support/read-table';
import { failuresOf, PAGE_FAILURES, platform, router, showPage, signIn, visit, type ServerPageMocks } from '../support/server-page';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

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

/** Signs agent2 in (SG unless told) with this file's answers on the platform; returns the prefix of its calls. */
async function asAgent2(locId = 'SG') {
  const api = await signIn('agent2', { locId });
  platform
    .answer(`${api}/dMemberAllRole`, [])
    .answer(`${api}/reportDate`, DRAWS)
    .answer(`${api}/reportStrike`, STRIKES)
    .answer(`${api}/reportStrikeSummary`, BY_PRIZE)
    .answer(`${api}/reportStrike2`, BY_MEMBER)
    .answer(`${api}/reportStrikeResultDetail2`, BY_RESULT);
  return api;
}
const open = (page: typeof StrikeReport, query: Record<string, string> = {}) => page({ searchParams: Promise.resolve(query) });

describe('/report/strike', () => {
  it('lists every strike with the columns the journey reads, the member as text, coloured by kind, and totals', async () => {
    const api = await asAgent2();
    await showPage(open(StrikeReport, { UserId: 'agent2', DrawId: '30' }));
    expect(platform.queries(`${api}/reportStrike`)).toEqual([{ UserId: 'agent2', DrawId: '30', LocId: 'SG' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Strike Report' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Strikes under agent2, draw of 04/20/2025' });
    expect(columnHeaders(table)).toEqual(['Placed', 'User', 'Name', 'Number', 'Type', 'Big', 'Small', 'Prize', 'Win No.', 'Big Rate', 'Small Rate', 'Big Win', 'Small Win', 'Total'].map((label) => expect.stringContaining(label)));
    const rows = bodyRows(table);
    expect(cellTexts(rows[0] as HTMLElement)).toEqual(['04/20/2025 10:00:00', 'member1', 'Member One', '1234', 'Ordinary', '8.00', '4.00', '1st', '1234', '2,000.00', '3,000.00', '16,000.00', '12,000.00', '28,000.00']);
    expect(cellTexts(rows[1] as HTMLElement)[7]).toBe('2nd');
    expect(cellTexts(rows[2] as HTMLElement).slice(3, 9)).toEqual(['5678', 'i-Bet', '8.00', '4.00', 'Starter 1', '8765']);
    expect(rows[2]).toHaveStyle({ backgroundColor: ROW_COLOURS.IBET });
    const totals = within(screen.getAllByTestId('report-totals')[0] as HTMLElement);
    expect(totals.getByRole('rowheader', { name: 'Total' }).parentElement?.querySelector('[data-field="Total"]')).toHaveTextContent('44,010.00');
    const byPrize = screen.getByRole('table', { name: 'Strikes under agent2 by prize, draw of 04/20/2025' });
    expect(bodyRows(byPrize).map((row) => cellTexts(row)[0])).toEqual(['1st', 'Starter']);
  });

  it('Magnum calls its starters Special', async () => {
    await asAgent2('MG');
    await showPage(open(StrikeReport));
    expect(screen.getByText('Special 1')).toBeInTheDocument();
  });

  it('/report/tt/strike shows the Toto columns: amount, group, lines and the win', async () => {
    const api = await asAgent2('TT');
    const toto = { ...strike(9, 'TT', '01 02 03 04 05 06 07', 'GROUP4', 1, '01 02 03 04 05 09 +07', '0.00', '0.00', '2000.00', '0'), Amount: '1.00', Lines: 5, BigRate: '400.00', AmountWin: '2000.00' };
    platform.answer(`${api}/reportStrike`, { ...STRIKES, Items: [toto] });
    await showPage(open(TotoStrikeReport));
    expect(platform.queries(`${api}/reportStrike`)).toEqual([{ DrawId: '30', LocId: 'TT' }]);
    const table = screen.getByRole('table', { name: 'Strikes under agent2, draw of 04/20/2025' });
    expect(columnHeaders(table)).toEqual(['Placed', 'User', 'Name', 'Numbers', 'Type', 'Amount', 'Prize', 'Lines', 'Rate', 'Win', 'Total'].map((label) => expect.stringContaining(label)));
    expect(cellTexts(bodyRows(table)[0] as HTMLElement).slice(3)).toEqual(['01 02 03 04 05 06 07', 'Toto system', '1.00', 'Group 4', '5', '400.00', '2,000.00', '2,000.00']);
  });

  it('says the platform’s refusal, and when no draw is settled yet', async () => {
    const api = await asAgent2();
    platform.refuse(`${api}/reportStrike`, 404, 'User not found.');
    const { unmount } = await showPage(open(StrikeReport, { UserId: 'member2' }));
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    platform.answer(`${api}/reportDate`, []);
    await showPage(open(StrikeReport));
    expect(screen.getByText(en.strikeReports.noSettledDraws)).toBeInTheDocument();
  });

  it('a lost session, maintenance and a failing platform go where production sends them', async () => {
    const api = await asAgent2();
    expect(await failuresOf(() => open(StrikeReport), `${api}/reportStrikeSummary`)).toEqual(PAGE_FAILURES);
  });
});

describe('/report/strike2', () => {
  it('per member (a row opens that member’s Strike Report) and per winning number', async () => {
    const api = await asAgent2();
    visit('/embed/report/strike2?DrawId=29');
    await showPage(open(StrikeReport2, { DrawId: '29' }));
    expect(platform.queries(`${api}/reportStrike2`)).toEqual([{ DrawId: '29', LocId: 'SG' }]);
    const members = screen.getByRole('table', { name: 'Strikes under agent2 by member, draw of 04/19/2025' });
    expect(columnHeaders(members)).toEqual(['User', 'Name', 'Bets', 'Lines', 'Big Win', 'Small Win', 'Total'].map((label) => expect.stringContaining(label)));
    expect(cellTexts(bodyRows(members)[0] as HTMLElement)).toEqual(['member1', 'Member One', '2', '2', '24,010.00', '20,000.00', '44,010.00']);
    fireEvent.click(screen.getByRole('button', { name: 'member1: open this user’s report' }));
    expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/embed\/report\/strike\?VW=RPTSTRIKE&UserId=member1&LocId=SG&DrawId=29&rand=\d+$/));
    const results = screen.getByRole('table', { name: 'Members under agent2 by winning number, draw of 04/19/2025' });
    expect(cellTexts(bodyRows(results)[0] as HTMLElement)).toEqual(['Starter 1', '8765', 'member1', 'Member One', '1', '10.00']);
  });
});
