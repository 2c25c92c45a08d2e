/** @jest-environment ./tests/support/server-page-environment.ts */
// /report/stake, /report/tt/stake (RPTSTAKE) and /report/out (RPTOUT): the server pages with the
// platform faked under its client. They open on the draw taking bets now (any draw, not only
// settled ones), list the rows the platform sorted, colour stakes by kind and total them.
import { screen, within } from '@testing-library/react';
import OutReport from '@/app/(shell)/report/out/page';
import StakeReport from '@/app/(shell)/report/stake/page';
import TotoStakeReport from '@/app/(shell)/report/tt/stake/page';
import type { OutReport as Out, StakeReport as Stakes } from '@/lib/contract/report-strikes';
import { ROW_COLOURS } from '@/lib/domain/colour-codes';
import en from '@/messages/en.json';
import { columnHeaders, bodyRows, cellTexts } from '../support/read-table';
import { failuresOf, PAGE_FAILURES, platform, refusedOf, showPage, signIn, type ServerPageMocks } from '../support/server-page';

jest.mock('next/headers', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextHeaders);
jest.mock('next/navigation', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextNavigation());
jest.mock('next-intl/server', () => jest.requireActual<ServerPageMocks>('../support/server-page').nextIntlServer);
jest.mock('@/lib/platform-client/upstream', () => jest.requireActual<ServerPageMocks>('../support/server-page').platformTransport());

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

/** Signs agent2 in (SG unless told) with this file's answers on the platform; returns the prefix of its calls. */
async function asAgent2(locId = 'SG') {
  const api = await signIn('agent2', { locId });
  platform
    .answer(`${api}/dMemberAllRole`, [])
    .answer(`${api}/draw/dateAll`, DRAWS)
    .answer(`${api}/reportStakeFull`, STAKES)
    .answer(`${api}/reportOutFull`, OUT);
  return api;
}
const open = (page: typeof StakeReport, query: Record<string, string> = {}) => page({ searchParams: Promise.resolve(query) });

describe('/report/stake', () => {
  it('opens on the draw taking bets now; stakes most cost first, coloured by kind, with the total cost', async () => {
    const api = await asAgent2();
    await showPage(open(StakeReport));
    expect(platform.queries(`${api}/reportStakeFull`)).toEqual([{ DrawId: '31', LocId: 'SG' }]);
    const table = screen.getByRole('table', { name: 'Stakes under agent2, draw of 01/01/2099' });
    expect(columnHeaders(table)).toEqual(['Number', 'Type', 'Big', 'Small', 'Bets', 'Lines', 'Cost'].map((label) => expect.stringContaining(label)));
    const rows = bodyRows(table);
    expect(rows.map(cellTexts)).toEqual([
      ['4321', 'k-Bet', '1.00', '1.00', '1', '24', '48.00'],
      ['12R4', 'Roll', '1.00', '0.00', '1', '10', '10.00'],
    ]);
    expect(rows[0]).toHaveStyle({ backgroundColor: ROW_COLOURS.KBET });
    expect(rows[1]).toHaveStyle({ backgroundColor: ROW_COLOURS.RRRR });
    const totals = within(screen.getByTestId('report-totals'));
    expect(totals.getByRole('rowheader', { name: 'Total' }).parentElement?.querySelector('[data-field="Cost"]')).toHaveTextContent('58.00');
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('agent2 - Agent Two');
  });

  it('is for agents and admins: a member is refused (the shell says why) before any report is asked for', async () => {
    await signIn('member1');
    expect(await refusedOf(open(StakeReport))).toBe(true);
    expect(platform.calls()).toEqual(['GET /api/v1/4d/profile']);
  });

  it('/report/tt/stake shows Toto entries with their amount', async () => {
    const api = await asAgent2('TT');
    platform.answer(`${api}/reportStakeFull`, {
      ...STAKES,
      Items: [stake('01 02 03 04 05 06', 'TT', '2.00', '0', { Tag: 'TO', Big: '0.00', Small: '0.00', Amount: '2.00', Lines: 1 })],
    });
    await showPage(open(TotoStakeReport, { DrawId: '30' }));
    expect(platform.queries(`${api}/reportStakeFull`)).toEqual([{ DrawId: '30', LocId: 'TT' }]);
    const table = screen.getByRole('table', { name: /^Stakes under agent2/ });
    expect(columnHeaders(table)).toEqual(['Numbers', 'Type', 'Amount', 'Bets', 'Lines', 'Cost'].map((label) => expect.stringContaining(label)));
    expect(cellTexts(bodyRows(table)[0] as HTMLElement)).toEqual(['01 02 03 04 05 06', 'TO', '2.00', '1', '1', '2.00']);
  });

  it('says when the location has no draw', async () => {
    const api = await asAgent2();
    platform.answer(`${api}/draw/dateAll`, []);
    await showPage(open(StakeReport));
    expect(screen.getByText(en.strikeReports.noDraws)).toBeInTheDocument();
    expect(platform.queries(`${api}/reportStakeFull`)).toEqual([]);
  });

  it('a lost session, maintenance and a failing platform go where production sends them', async () => {
    const api = await asAgent2();
    expect(await failuresOf(() => open(StakeReport), `${api}/reportStakeFull`)).toEqual(PAGE_FAILURES);
  });
});

describe('/report/out', () => {
  it('In, Intake and Out per number with the prizes won and the payout; a note until the result', async () => {
    const api = await asAgent2();
    const { unmount } = await showPage(open(OutReport, { DrawId: '30' }));
    const table = screen.getByRole('table', { name: 'In, intake and out of agent2, draw of 04/20/2025' });
    expect(columnHeaders(table)).toEqual(['Number', 'Big In', 'Small In', 'Big Intake', 'Small Intake', 'Big Out', 'Small Out', 'Prizes', 'Payout'].map((label) => expect.stringContaining(label)));
    expect(cellTexts(bodyRows(table)[0] as HTMLElement)).toEqual(['1234', '10.00', '0.00', '5.00', '0.00', '5.00', '0.00', '1st, 2nd', '15,000.00']);
    expect(screen.getByText(en.strikeReports.notes.out)).toBeInTheDocument();
    expect(screen.queryByText(en.strikeReports.notes.notResulted)).toBeNull();
    unmount();
    platform.answer(`${api}/reportOutFull`, { ...OUT, Resulted: false });
    await showPage(open(OutReport, { DrawId: '30' }));
    expect(screen.getByText(en.strikeReports.notes.notResulted)).toBeInTheDocument();
  });

  it('in the TT location: type, combination and units', async () => {
    const api = await asAgent2('TT');
    const units = { ...figures('0.00', '0.00', '0.00'), UnitIn: '3.00', In: '3.00', UnitIntake: '2.00', Intake: '2.00', UnitOut: '1.00', Out: '1.00' };
    platform.answer(`${api}/reportOutFull`, { ...OUT, Items: [{ Number: '01 02 03 04 05 06', Type: 'ORDINARY', ...units, Prizes: '', Payout: '0.00' }] });
    await showPage(open(OutReport));
    const table = screen.getByRole('table', { name: /^In, intake and out of agent2/ });
    expect(columnHeaders(table)).toEqual(['Type', 'Numbers', 'In', 'Intake', 'Out', 'Prizes', 'Payout'].map((label) => expect.stringContaining(label)));
    expect(cellTexts(bodyRows(table)[0] as HTMLElement)).toEqual(['Toto', '01 02 03 04 05 06', '3.00', '2.00', '1.00', '', '0.00']);
    expect(screen.getByText(en.strikeReports.notes.outToto)).toBeInTheDocument();
  });

  it('says the platform’s refusal (a user out of reach) and shows no table', async () => {
    const api = await asAgent2();
    platform.refuse(`${api}/reportOutFull`, 404, 'User not found.');
    await showPage(open(OutReport, { UserId: 'agent3' }));
    expect(screen.getByText('User not found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
