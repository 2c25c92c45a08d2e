// The strike, stake, out and bet reports of a settled Toto draw (tt/ prefix, LocId=TT). agent2 places
// for member1 a system-7 entry 01-07 ($1 per combination, cost 7.00) and a TO entry 01 02 03 04 05 09
// ($2, cost 2.00). The result: 01 02 03 04 05 09, additional 07; dividends per $1 G1 50000, G2 5000,
// G3 1500, G4 400.
//   System 7: without 06 -> 5 + additional (group 2, 1 line) 5000; without 07 -> 5 (group 3) 1500;
//             without one of 01-05 -> 4 + additional (group 4, 5 lines) 5 x 400 = 2000     ->   8500
//   TO entry: all six (group 1): 2 x 50000                                                    -> 100000
// agent2 keeps up to 2 units of each combination, so its intake bears all 108500.00.
import { useActorTokens } from './support/actors';
import { newKey, openDraw, placeTicket, type PlacedTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { closeAndSettle, reportOf } from './reports-strike-fixture';

type Row = Record<string, unknown>;
interface Report {
  Items: Row[];
  Total: Row;
}

const RESULT = [
  ...['01', '02', '03', '04', '05', '09'].map((number, i) => ({ prize: 'WINNING', position: i + 1, number })),
  { prize: 'ADDITIONAL', position: 1, number: '07' },
];
const DIVIDENDS = [
  { group: 1, amount: '50000.00' },
  { group: 2, amount: '5000.00' },
  { group: 3, amount: '1500.00' },
  { group: 4, amount: '400.00' },
];

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let drawId = 0;
  const bets = { system: 0, to: 0 };
  const get = (resource: string, query = '', actor: keyof typeof tokens = 'agent2') =>
    reportOf<Report>(platform, tokens[actor], resource, `DrawId=${drawId}${query ? `&${query}` : ''}`, 'TT');

  beforeAll(async () => {
    const draw = await openDraw(platform, tokens.agent2, 'TT');
    drawId = draw.DrawId;
    const placed = await placeTicket(
      platform,
      tokens.agent2,
      {
        UserId: 'member1',
        DrawId: drawId,
        IdempotencyKey: newKey(),
        Bets: [
          { Numbers: ['01', '02', '03', '04', '05', '06', '07'], Amount: '1', Kind: 'TT' },
          { Numbers: ['01', '02', '03', '04', '05', '09'], Amount: '2', Tag: 'TO', Kind: 'TT' },
        ],
      },
      'TT',
    );
    if (placed.status !== 201) throw new Error(`placing failed: ${JSON.stringify(placed.body)}`);
    const [system, to] = (placed.body as PlacedTicket).Bets.map((bet) => bet.BetId);
    bets.system = system ?? 0;
    bets.to = to ?? 0;
    await closeAndSettle(platform, tokens, drawId, RESULT, DIVIDENDS);
  });

  test('reportStrike: one row per entry and group, Lines its combinations in the group', async () => {
    const answer = (await get('reportStrike')).body;
    expect(answer.Items.map((row) => [row.BetId, row.Kind, row.Prize, row.Lines, row.BigRate, row.AmountWin, row.Total, row.WinNumber])).toEqual([
      [bets.system, 'TT', 'GROUP2', 1, '5000.00', '5000.00', '5000.00', '01 02 03 04 05 09 +07'],
      [bets.system, 'TT', 'GROUP3', 1, '1500.00', '1500.00', '1500.00', '01 02 03 04 05 09 +07'],
      [bets.system, 'TT', 'GROUP4', 5, '400.00', '2000.00', '2000.00', '01 02 03 04 05 09 +07'],
      [bets.to, 'TT', 'GROUP1', 1, '50000.00', '100000.00', '100000.00', '01 02 03 04 05 09 +07'],
    ]);
    expect(answer.Items[0]).toMatchObject({ Number: '01 02 03 04 05 06 07', Amount: '1.00', Big: '0.00', ColourCode: '0', UserId: 'member1' });
    expect(answer.Total).toEqual({ Bets: 2, Lines: 8, BigWin: '0.00', SmallWin: '0.00', AmountWin: '108500.00', Total: '108500.00' });
  });

  test('reportStrikeSummary: the seven groups in order', async () => {
    const answer = (await get('reportStrikeSummary')).body;
    expect(answer.Items.map((row) => [row.Prize, row.Bets, row.Lines, row.Total])).toEqual([
      ['GROUP1', 1, 1, '100000.00'],
      ['GROUP2', 1, 1, '5000.00'],
      ['GROUP3', 1, 1, '1500.00'],
      ['GROUP4', 1, 5, '2000.00'],
      ['GROUP5', 0, 0, '0.00'],
      ['GROUP6', 0, 0, '0.00'],
      ['GROUP7', 0, 0, '0.00'],
    ]);
  });

  test('reportStrikeResultDetail: the seven numbers, each with the striking entries holding it', async () => {
    const answer = (await get('reportStrikeResultDetail')).body;
    expect(answer.Items.map((row) => [row.Prize, row.Position, row.Number, row.Bets, row.Total])).toEqual([
      ['WINNING', 1, '01', 2, '108500.00'],
      ['WINNING', 2, '02', 2, '108500.00'],
      ['WINNING', 3, '03', 2, '108500.00'],
      ['WINNING', 4, '04', 2, '108500.00'],
      ['WINNING', 5, '05', 2, '108500.00'],
      ['WINNING', 6, '09', 1, '100000.00'],
      ['ADDITIONAL', 1, '07', 1, '8500.00'],
    ]);
    expect(answer.Total).toEqual({ Bets: 2, Total: '108500.00' });
  });

  test('reportStakeFull and reportBetPageFull: entries as written, Toto rates times their lines', async () => {
    const stake = (await get('reportStakeFull')).body;
    expect(stake.Items.map((row) => [row.Number, row.Kind, row.Tag, row.Amount, row.Lines, row.Cost])).toEqual([
      ['01 02 03 04 05 06 07', 'TT', null, '1.00', 7, '7.00'],
      ['01 02 03 04 05 09', 'TT', 'TO', '2.00', 1, '2.00'],
    ]);
    const page = (await get('reportBetPageFull', 'SortBy=BetId&SortDir=asc')).body;
    expect(page.Items[0]).toMatchObject({ Prizes: 'GROUP2,GROUP3,GROUP4', BigRate: '8500.00', AmountWin: '8500.00', Win: '8500.00', Tag: null });
    expect(page.Items[1]).toMatchObject({ Prizes: 'GROUP1', Tag: 'TO', Win: '100000.00' });
  });

  test('reportOutFull and selectReportInTakeStrike: the combinations agent2 keeps and what they pay', async () => {
    const out = (await get('reportOutFull')).body;
    expect(out.Items).toHaveLength(8);
    expect(out.Items.find((row) => row.Type === 'TO')).toMatchObject({ Number: '01 02 03 04 05 09', UnitIn: '2.00', UnitIntake: '2.00', In: '2.00', Prizes: 'GROUP1', Payout: '100000.00' });
    expect(out.Total).toMatchObject({ In: '9.00', Intake: '9.00', Out: '0.00', Payout: '108500.00' });
    const intake = (await get('selectReportInTakeStrike')).body;
    expect(intake.Items.filter((row) => row.UserId === 'agent2').map((row) => [row.Prize, row.Type, row.Number, row.UnitIntake, row.BigRate, row.Payout])).toEqual([
      ['GROUP1', 'TO', '01 02 03 04 05 09', '2.00', '50000.00', '100000.00'],
      ['GROUP2', 'ORDINARY', '01 02 03 04 05 07', '1.00', '5000.00', '5000.00'],
      ['GROUP3', 'ORDINARY', '01 02 03 04 05 06', '1.00', '1500.00', '1500.00'],
      ['GROUP4', 'ORDINARY', '01 02 03 04 06 07', '1.00', '400.00', '400.00'],
      ['GROUP4', 'ORDINARY', '01 02 03 05 06 07', '1.00', '400.00', '400.00'],
      ['GROUP4', 'ORDINARY', '01 02 04 05 06 07', '1.00', '400.00', '400.00'],
      ['GROUP4', 'ORDINARY', '01 03 04 05 06 07', '1.00', '400.00', '400.00'],
      ['GROUP4', 'ORDINARY', '02 03 04 05 06 07', '1.00', '400.00', '400.00'],
    ]);
    expect(intake.Total).toEqual({ Payout: '108500.00' });
  });

  test('4D-only figures stay zero and the agent3 branch sees none of it', async () => {
    const breakdown = (await get('reportBreakdownFull')).body;
    expect(breakdown.Items[0]).toMatchObject({ UserId: 'member1', Turnover: '9.00', Strike: '108500.00' });
    const agent3 = (await get('reportStrike', '', 'agent3')).body;
    expect(agent3.Items).toEqual([]);
    expect((await get('reportStrike', 'UserId=member1', 'agent3')).status).toBe(404);
  });
});
