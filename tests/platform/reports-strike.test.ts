// The strike reports over a settled SG draw (reports-strike-fixture.ts): reportStrike (every strike,
// exact payouts from Singapore's table: 1234 paid on 1st AND 2nd, the i-bet on its class-24 rate),
// reportStrike2 (per member), reportStrikeSummary (per prize), reportStrikeSummary2 (per member and
// prize), reportStrikeSummary3 (who bears the strikes by share: agent2 0.2, agent1 0.5, agent3 0.3,
// the company the rest) and reportStrikeResultDetail(2) (per result row).
//
// member1's strikes (Singapore, per $1: 1st 2000/3000, 2nd 1000/2000, starter 250, consolation 60;
// iBet class 24 starter 10):
//   1234 Big 8 Small 4:  1st 16000 + 12000 = 28000;  2nd 8000 + 8000 = 16000       -> 44000
//   5678 i-bet Big 1:    starter 8765: 10                                          ->    10
//   12R4 roll Big 1:     1st (1234) 2000; 2nd (1234) 1000; starter (1204) 250       ->  3250
//   4321 k-bet 1 / 1:    1st 2000 + 3000; 2nd 1000 + 2000; consolation (2143) 60   ->  8060
//   member1 55320.00; member2 (1234 Big 1): 1st 2000 + 2nd 1000 = 3000.00; everyone 58320.00.
import { useActorTokens } from './support/actors';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { reportOf, useSettledSgDraw } from './reports-strike-fixture';

interface Sums {
  Bets: number;
  Lines: number;
  BigWin: string;
  SmallWin: string;
  AmountWin: string;
  Total: string;
}
interface Report<T, S = Sums> {
  UserId: string;
  DrawId: number | null;
  DrawDate: string | null;
  DrawFrom: string;
  DrawTo: string;
  Items: T[];
  Total: S;
}
type StrikeRow = Sums & Record<string, unknown>;

const sums = (bets: number, lines: number, big: string, small: string, total: string): Sums => ({
  Bets: bets,
  Lines: lines,
  BigWin: big,
  SmallWin: small,
  AmountWin: '0.00',
  Total: total,
});

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const draw = useSettledSgDraw(platform, tokens);
  const get = <T>(actor: keyof typeof tokens, resource: string, query = '') =>
    reportOf<T>(platform, tokens[actor], resource, `DrawId=${draw.drawId}${query ? `&${query}` : ''}`);

  test('reportStrike: every strike row of member1 with the exact payout of the pay table', async () => {
    const answer = await get<Report<StrikeRow>>('agent2', 'reportStrike');
    expect(answer.status).toBe(200);
    const { Items, Total, ...header } = answer.body;
    expect(header).toEqual({ UserId: 'agent2', DrawId: draw.drawId, DrawDate: draw.drawDate, DrawFrom: draw.drawDate, DrawTo: draw.drawDate });
    const line = (row: StrikeRow) => [row.BetId, row.Number, row.Kind, row.Prize, row.Position, row.WinNumber, row.BigRate, row.SmallRate, row.BigWin, row.SmallWin, row.Total, row.ColourCode];
    const { bets } = draw;
    // Newest ticket first (agent2's), then by bet and prize.
    expect(Items.map(line)).toEqual([
      [bets['12R4'], '12R4', 'ROLL', 'FIRST', 1, '1234', '2000.00', '3000.00', '2000.00', '0.00', '2000.00', 'RRRR'],
      [bets['12R4'], '12R4', 'ROLL', 'SECOND', 1, '1234', '1000.00', '2000.00', '1000.00', '0.00', '1000.00', 'RRRR'],
      [bets['12R4'], '12R4', 'ROLL', 'STARTER', 2, '1204', '250.00', '0.00', '250.00', '0.00', '250.00', 'RRRR'],
      [bets['4321'], '4321', 'KBET', 'FIRST', 1, '1234', '2000.00', '3000.00', '2000.00', '3000.00', '5000.00', 'KBET'],
      [bets['4321'], '4321', 'KBET', 'SECOND', 1, '1234', '1000.00', '2000.00', '1000.00', '2000.00', '3000.00', 'KBET'],
      [bets['4321'], '4321', 'KBET', 'CONSOLATION', 1, '2143', '60.00', '0.00', '60.00', '0.00', '60.00', 'KBET'],
      // The number that won two prizes: two rows.
      [bets['1234'], '1234', 'ORDINARY', 'FIRST', 1, '1234', '2000.00', '3000.00', '16000.00', '12000.00', '28000.00', '0'],
      [bets['1234'], '1234', 'ORDINARY', 'SECOND', 1, '1234', '1000.00', '2000.00', '8000.00', '8000.00', '16000.00', '0'],
      // The i-bet at the iBet table's class-24 starter rate.
      [bets['5678'], '5678', 'IBET', 'STARTER', 1, '8765', '10.00', '0.00', '10.00', '0.00', '10.00', 'IBET'],
    ]);
    expect(Items.every((row) => row.UserId === 'member1' && row.UserName !== '' && row.Lines === 1 && typeof row.CreatedDate === 'string')).toBe(true);
    expect(Items[6]).toMatchObject({ Big: '8.00', Small: '4.00', Amount: '0.00', TicketId: expect.any(Number) });
    expect(Total).toEqual(sums(4, 9, '30320.00', '25000.00', '55320.00'));
  });

  test("reportStrike: the admin and the clerk see both branches; agent3 only member2's; member1's report only its own", async () => {
    const admin = (await get<Report<StrikeRow>>('admin', 'reportStrike')).body;
    expect(admin.UserId).toBe('admin');
    expect(admin.Total.Total).toBe('58320.00');
    expect(new Set(admin.Items.map((row) => row.UserId))).toEqual(new Set(['member1', 'member2']));
    const clerk = (await get<Report<StrikeRow>>('clerk', 'reportStrike')).body;
    expect(clerk).toEqual(admin);
    const agent3 = (await get<Report<StrikeRow>>('agent3', 'reportStrike')).body;
    expect(agent3.Items.map((row) => [row.UserId, row.BetId, row.Prize, row.Total])).toEqual([
      ['member2', draw.bets.member2, 'FIRST', '2000.00'],
      ['member2', draw.bets.member2, 'SECOND', '1000.00'],
    ]);
    // Strike reports are for admins and agents (docs/product.md#roles-and-permissions): member1's own is read by its upline.
    expect((await get('member1', 'reportStrike')).status).toBe(403);
    const member1 = (await get<Report<StrikeRow>>('agent2', 'reportStrike', 'UserId=member1')).body;
    expect(member1.Total.Total).toBe('55320.00');
    expect((await get<Report<StrikeRow>>('agent1', 'reportStrike', 'UserId=member1')).body.Total.Total).toBe('55320.00');
    // DrawDate names the same draw.
    const byDate = await reportOf<Report<StrikeRow>>(platform, tokens.agent2, 'reportStrike', `DrawDate=${draw.drawDate}`);
    expect(byDate.body.Total.Total).toBe('55320.00');
  });

  test('reportStrike2: per member; a range of dates covers the same draw', async () => {
    const admin = (await get<Report<Sums & { UserId: string; UserName: string }>>('admin', 'reportStrike2')).body;
    expect(admin.Items.map(({ UserName: _name, ...row }) => row)).toEqual([
      { UserId: 'member1', ...sums(4, 9, '30320.00', '25000.00', '55320.00') },
      { UserId: 'member2', ...sums(1, 2, '3000.00', '0.00', '3000.00') },
    ]);
    expect(admin.Total).toEqual(sums(5, 11, '33320.00', '25000.00', '58320.00'));
    const range = await reportOf<Report<unknown>>(platform, tokens.admin, 'reportStrike2', `DrawFrom=2025-04-14&DrawTo=${draw.drawDate}`);
    expect(range.status).toBe(200);
    expect(range.body).toMatchObject({ DrawId: null, DrawDate: null, DrawFrom: '2025-04-14', DrawTo: draw.drawDate });
    // The range holds the demo's settled draws too: at least this draw's strikes.
    expect(Number((range.body.Total as Sums).Total)).toBeGreaterThanOrEqual(58320);
  });

  test('reportStrikeSummary: every 4D prize in order, zeros included; distinct bets in the total', async () => {
    const answer = (await get<Report<Sums & { Prize: string }>>('agent2', 'reportStrikeSummary')).body;
    expect(answer.Items).toEqual([
      { Prize: 'FIRST', ...sums(3, 3, '20000.00', '15000.00', '35000.00') },
      { Prize: 'SECOND', ...sums(3, 3, '10000.00', '10000.00', '20000.00') },
      { Prize: 'THIRD', ...sums(0, 0, '0.00', '0.00', '0.00') },
      { Prize: 'STARTER', ...sums(2, 2, '260.00', '0.00', '260.00') },
      { Prize: 'CONSOLATION', ...sums(1, 1, '60.00', '0.00', '60.00') },
    ]);
    expect(answer.Total).toEqual(sums(4, 9, '30320.00', '25000.00', '55320.00'));
  });

  test('reportStrikeSummary2: per member and prize that struck', async () => {
    const answer = (await get<Report<Sums & { UserId: string; Prize: string }>>('admin', 'reportStrikeSummary2')).body;
    expect(answer.Items.map((row) => [row.UserId, row.Prize, row.Bets, row.Total])).toEqual([
      ['member1', 'FIRST', 3, '35000.00'],
      ['member1', 'SECOND', 3, '20000.00'],
      ['member1', 'STARTER', 2, '260.00'],
      ['member1', 'CONSOLATION', 1, '60.00'],
      ['member2', 'FIRST', 1, '2000.00'],
      ['member2', 'SECOND', 1, '1000.00'],
    ]);
  });

  test('reportStrikeSummary3: each agent bears its share less the share below it; the company the rest', async () => {
    type Share = { UserId: string; Role: string; Share: number; Strike: string; OwnStrike: string; UplineStrike: string };
    const admin = (await get<Report<Share, { Strike: string; OwnStrike: string; UplineStrike: string }>>('admin', 'reportStrikeSummary3')).body;
    // member1 55320: agent2 0.2 -> 11064, agent1 0.5 - 0.2 -> 16596, company 27660; member2 3000: agent3 0.3 -> 900, company 2100.
    expect(admin.Items.map(({ UserId, Role, Share, Strike, OwnStrike, UplineStrike }) => [UserId, Role, Share, Strike, OwnStrike, UplineStrike])).toEqual([
      ['admin', 'ADMIN', 1, '58320.00', '29760.00', '0.00'],
      ['agent1', 'AG', 0.5, '55320.00', '16596.00', '27660.00'],
      ['agent2', 'AG', 0.2, '55320.00', '11064.00', '44256.00'],
      ['agent3', 'AG', 0.3, '3000.00', '900.00', '2100.00'],
    ]);
    expect(admin.Total).toEqual({ Strike: '58320.00', OwnStrike: '58320.00', UplineStrike: '0.00' });
    const agent2 = (await get<Report<Share, unknown>>('agent2', 'reportStrikeSummary3')).body;
    expect(agent2.Items.map((row) => row.UserId)).toEqual(['agent2']);
    expect(agent2.Total).toEqual({ Strike: '55320.00', OwnStrike: '11064.00', UplineStrike: '44256.00' });
    const member1 = (await get<Report<Share, unknown>>('agent2', 'reportStrikeSummary3', 'UserId=member1')).body;
    expect(member1.Items).toEqual([expect.objectContaining({ UserId: 'member1', Share: 0, OwnStrike: '0.00', UplineStrike: '55320.00' })]);
  });

  test('reportStrikeResultDetail: all 23 result rows with the bets that won on each', async () => {
    type Row = { Prize: string; Position: number; Number: string; Bets: number; Total: string };
    const answer = (await get<Report<Row, { Bets: number; Total: string }>>('agent2', 'reportStrikeResultDetail')).body;
    expect(answer.Items).toHaveLength(23);
    expect(answer.Items.filter((row) => row.Bets > 0).map((row) => [row.Prize, row.Position, row.Number, row.Bets, row.Total])).toEqual([
      ['FIRST', 1, '1234', 3, '35000.00'],
      ['SECOND', 1, '1234', 3, '20000.00'],
      ['STARTER', 1, '8765', 1, '10.00'],
      ['STARTER', 2, '1204', 1, '250.00'],
      ['CONSOLATION', 1, '2143', 1, '60.00'],
    ]);
    expect(answer.Items[2]).toEqual({ Prize: 'THIRD', Position: 1, Number: '9990', Bets: 0, Total: '0.00' });
    expect(answer.Total).toEqual({ Bets: 4, Total: '55320.00' });
    const split = (await get<Report<Row & { UserId: string }, unknown>>('admin', 'reportStrikeResultDetail2')).body;
    expect(split.Items.filter((row) => row.Prize === 'FIRST').map((row) => [row.UserId, row.Bets, row.Total])).toEqual([
      ['member1', 3, '35000.00'],
      ['member2', 1, '2000.00'],
    ]);
    expect(split.Total).toEqual({ Bets: 5, Total: '58320.00' });
  });
});
