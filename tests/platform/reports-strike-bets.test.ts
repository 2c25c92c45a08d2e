// reportBetPage(Full), reportPersonalBetPage(Full) and reportBreakdownFull over the settled SG draw of
// reports-strike-fixture.ts. Each bet's win is the sum of its strikes (reports-strike.test.ts):
// 1234 44000.00, 4321 8060.00, 12R4 3250.00, 5678 10.00; member2's 1234 3000.00.
// member1 placed 1234 and 5678 itself; agent2 placed 12R4 and 4321 for it.
import { useActorTokens } from './support/actors';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { reportOf, useSettledSgDraw } from './reports-strike-fixture';

interface BetRow {
  BetId: number;
  UserId: string;
  Number: string;
  Kind: string;
  Cost: string;
  Win: string;
  Strikes: number;
  ColourCode: string;
  [field: string]: unknown;
}
interface BetPage {
  Items: BetRow[];
  Total: number;
  Sum: string;
  Win: string;
  PageIndex: number;
  PageSize: number;
}
interface Kind {
  Kind: string;
  Bets: number;
  Turnover: string;
  Strike: string;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const draw = useSettledSgDraw(platform, tokens);
  const get = <T>(actor: keyof typeof tokens, resource: string, query = '') =>
    reportOf<T>(platform, tokens[actor], resource, `DrawId=${draw.drawId}${query ? `&${query}` : ''}`);
  const wins = (page: BetPage) => page.Items.map((row) => [row.Number, row.Kind, row.Cost, row.Win, row.Strikes]);

  test('reportBetPage: the bets under the user with their wins, newest first; sorted and paged in SQL', async () => {
    const answer = (await get<BetPage>('agent2', 'reportBetPage')).body;
    expect(answer).toMatchObject({ Total: 4, Sum: '71.00', Win: '55320.00', PageIndex: 1, PageSize: 100 });
    expect(wins(answer)).toEqual([
      ['4321', 'KBET', '48.00', '8060.00', 3],
      ['12R4', 'ROLL', '10.00', '3250.00', 3],
      ['5678', 'IBET', '1.00', '10.00', 1],
      ['1234', 'ORDINARY', '12.00', '44000.00', 2],
    ]);
    expect(answer.Items[0]).not.toHaveProperty('BigWin');
    const byWin = (await get<BetPage>('agent2', 'reportBetPage', 'SortBy=Win&SortDir=desc&PageSize=2')).body;
    expect(byWin).toMatchObject({ Total: 4, Sum: '71.00', PageSize: 2 });
    expect(wins(byWin).map((row) => row[3])).toEqual(['44000.00', '8060.00']);
    const second = (await get<BetPage>('agent2', 'reportBetPage', 'SortBy=Win&SortDir=desc&PageSize=2&PageIndex=2')).body;
    expect(wins(second).map((row) => row[3])).toEqual(['3250.00', '10.00']);
    const admin = (await get<BetPage>('admin', 'reportBetPage', 'SortBy=UserId&SortDir=asc')).body;
    expect(admin).toMatchObject({ Total: 5, Sum: '72.00', Win: '58320.00' });
    expect(admin.Items.at(-1)).toMatchObject({ UserId: 'member2', Number: '1234', Win: '3000.00' });
  });

  test('reportBetPageFull: every column, with the prizes and the summed rates and wins', async () => {
    const answer = (await get<BetPage>('agent2', 'reportBetPageFull', 'SortBy=Number&SortDir=asc')).body;
    const [ordinary, roll] = answer.Items;
    expect(ordinary).toMatchObject({
      Number: '1234',
      Big: '8.00',
      Small: '4.00',
      Amount: '0.00',
      Roll: false,
      Tag: null,
      CreatedBy: 'member1',
      Source: 'WEB',
      Prizes: 'FIRST,SECOND',
      BigRate: '3000.00',
      SmallRate: '5000.00',
      BigWin: '24000.00',
      SmallWin: '20000.00',
      AmountWin: '0.00',
      Win: '44000.00',
    });
    expect(roll).toMatchObject({ Number: '12R4', CreatedBy: 'agent2', Prizes: 'FIRST,SECOND,STARTER', ColourCode: 'RRRR', Win: '3250.00' });
    expect(answer).toMatchObject({ Total: 4, Sum: '71.00', Win: '55320.00' });
  });

  test("reportPersonalBetPage(Full): a member's own bets; an agent's own entries; the company's none", async () => {
    const member1 = (await get<BetPage>('member1', 'reportPersonalBetPage')).body;
    expect(member1).toMatchObject({ Total: 4, Sum: '71.00', Win: '55320.00' });
    const agent2 = (await get<BetPage>('agent2', 'reportPersonalBetPageFull')).body;
    expect(agent2.Items.map((row) => [row.Number, row.CreatedBy])).toEqual([
      ['4321', 'agent2'],
      ['12R4', 'agent2'],
    ]);
    expect(agent2).toMatchObject({ Total: 2, Sum: '58.00', Win: '11310.00' });
    // Read for member1, an agent sees member1's own bets.
    expect((await get<BetPage>('agent2', 'reportPersonalBetPage', 'UserId=member1')).body.Total).toBe(4);
    expect((await get<BetPage>('admin', 'reportPersonalBetPage')).body).toMatchObject({ Total: 0, Sum: '0.00', Win: '0.00', Items: [] });
  });

  test('bet pages refuse a bad page or sort; PageSize is at most 10000', async () => {
    for (const query of ['PageSize=10001', 'PageIndex=0', 'SortBy=Colour', 'SortDir=up']) {
      expect((await get('agent2', 'reportBetPage', query)).status).toBe(400);
    }
    expect((await get<BetPage>('agent2', 'reportBetPage', 'PageSize=10000')).body.PageSize).toBe(10000);
  });

  test('reportBreakdownFull: per member, turnover and strike by kind (every kind listed)', async () => {
    const answer = (await get<{ Items: { UserId: string; Kinds: Kind[]; Turnover: string; Strike: string }[]; Total: { Kinds: Kind[]; Turnover: string; Strike: string } }>(
      'admin',
      'reportBreakdownFull',
    )).body;
    expect(answer.Items.map((row) => row.UserId)).toEqual(['member1', 'member2']);
    expect(answer.Items[0]).toMatchObject({
      Turnover: '71.00',
      Strike: '55320.00',
      Kinds: [
        { Kind: 'ORDINARY', Bets: 1, Turnover: '12.00', Strike: '44000.00' },
        { Kind: 'ROLL', Bets: 1, Turnover: '10.00', Strike: '3250.00' },
        { Kind: 'IBET', Bets: 1, Turnover: '1.00', Strike: '10.00' },
        { Kind: 'KBET', Bets: 1, Turnover: '48.00', Strike: '8060.00' },
        { Kind: 'TT', Bets: 0, Turnover: '0.00', Strike: '0.00' },
      ],
    });
    expect(answer.Total).toMatchObject({ Turnover: '72.00', Strike: '58320.00' });
    expect(answer.Total.Kinds[0]).toEqual({ Kind: 'ORDINARY', Bets: 2, Turnover: '13.00', Strike: '47000.00' });
    const agent3 = (await get<{ Items: { UserId: string }[] }>('agent3', 'reportBreakdownFull')).body;
    expect(agent3.Items.map((row) => row.UserId)).toEqual(['member2']);
  });
});
