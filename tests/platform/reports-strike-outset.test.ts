// reportStakeFull, reportOutFull and selectReportInTakeStrike over the settled SG draw of
// reports-strike-fixture.ts, with the seeded eat limits (agent2 keeps 5 Big / 3 Small per number,
// agent1 20 / 10, agent3 10 / 5; the company the rest).
//
// 1234 reaches agent2 with Big 8 + 1 (roll) + 1 (k-bet) = 10 and Small 4 + 1 = 5: agent2 keeps 5 / 3
// and passes 5 / 2 to agent1, which keeps them. Its intake pays on 1st and 2nd (Singapore):
//   agent2: 5 x 2000 + 3 x 3000 + 5 x 1000 + 3 x 2000 = 30000;  agent1: 5 x 2000 + 2 x 3000 + 5 x 1000 + 2 x 2000 = 25000.
// 8765 (a 4-cent part of the i-bet's dollar) pays 0.04 x 250 = 10 at the ordinary starter rate, 1204
// (roll, Big 1) 250, 2143 (k-bet ordering, 1 / 1) 60 on the consolation: agent2 bears 30320.00 in all,
// agent1 25000.00, agent3 member2's 3000.00: together the 58320.00 the draw's bets won.
import { settlements } from '@/platform/db/schema';
import { and, eq } from 'drizzle-orm';
import { useActorTokens } from './support/actors';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { reportOf, useSettledSgDraw } from './reports-strike-fixture';

type Money = string;
interface Figures {
  BigIn: Money;
  SmallIn: Money;
  In: Money;
  BigIntake: Money;
  SmallIntake: Money;
  Intake: Money;
  BigOut: Money;
  SmallOut: Money;
  Out: Money;
  UnitIn: Money;
  UnitIntake: Money;
  UnitOut: Money;
}
interface OutRow extends Figures {
  Number: string;
  Type: string;
  Prizes: string;
  Payout: Money;
}
interface OutReport {
  UserId: string;
  Resulted: boolean;
  Items: OutRow[];
  Total: Figures & { Payout: Money };
}
interface IntakeRow extends Figures {
  Prize: string;
  Position: number;
  Number: string;
  UserId: string;
  Role: string;
  BigRate: Money;
  SmallRate: Money;
  Payout: Money;
}
interface StakeRow {
  Number: string;
  Kind: string;
  Big: Money;
  Small: Money;
  Amount: Money;
  Bets: number;
  Lines: number;
  Cost: Money;
  ColourCode: string;
}

const cents = (money: string) => Math.round(Number(money) * 100);

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const draw = useSettledSgDraw(platform, tokens);
  const get = <T>(actor: keyof typeof tokens, resource: string, query = '') =>
    reportOf<T>(platform, tokens[actor], resource, `DrawId=${draw.drawId}${query ? `&${query}` : ''}`);

  test("reportStakeFull: stakes per number and kind, most cost first; the sum is the draw's turnover under the user", async () => {
    const agent2 = (await get<{ Items: StakeRow[]; Total: Record<string, unknown> }>('agent2', 'reportStakeFull')).body;
    expect(agent2.Items.map((row) => [row.Number, row.Kind, row.Big, row.Small, row.Bets, row.Lines, row.Cost, row.ColourCode])).toEqual([
      ['4321', 'KBET', '1.00', '1.00', 1, 24, '48.00', 'KBET'],
      ['1234', 'ORDINARY', '8.00', '4.00', 1, 1, '12.00', '0'],
      ['12R4', 'ROLL', '1.00', '0.00', 1, 10, '10.00', 'RRRR'],
      ['5678', 'IBET', '1.00', '0.00', 1, 24, '1.00', 'IBET'],
    ]);
    expect(agent2.Total).toEqual({ Big: '11.00', Small: '5.00', Amount: '0.00', Bets: 4, Lines: 59, Cost: '71.00' });
    const admin = (await get<{ Items: StakeRow[]; Total: { Cost: string } }>('admin', 'reportStakeFull')).body;
    // member2's 1234 joins member1's in one row.
    expect(admin.Items[1]).toMatchObject({ Number: '1234', Kind: 'ORDINARY', Big: '9.00', Small: '4.00', Bets: 2, Cost: '13.00' });
    // The turnover settlement booked for each user is the sum of its stake report.
    for (const [actor, total] of [['agent2', agent2.Total.Cost], ['admin', admin.Total.Cost]] as const) {
      const [booked] = await platform.db
        .select({ turnover: settlements.turnover })
        .from(settlements)
        .where(and(eq(settlements.drawId, draw.drawId), eq(settlements.userId, actor)));
      expect(booked?.turnover).toBe(total);
    }
    expect((await get<{ Total: { Cost: string } }>('agent3', 'reportStakeFull')).body.Total.Cost).toBe('1.00');
  });

  test("reportOutFull: agent2's In, Intake and Out per number, and the strike on its intake", async () => {
    const answer = (await get<OutReport>('agent2', 'reportOutFull')).body;
    expect(answer).toMatchObject({ UserId: 'agent2', Resulted: true });
    const row1234 = answer.Items.find((row) => row.Number === '1234');
    expect(row1234).toMatchObject({
      BigIn: '10.00',
      SmallIn: '5.00',
      In: '15.00',
      BigIntake: '5.00',
      SmallIntake: '3.00',
      Intake: '8.00',
      BigOut: '5.00',
      SmallOut: '2.00',
      Out: '7.00',
      Prizes: 'FIRST,SECOND',
      Payout: '30000.00',
    });
    expect(answer.Items.find((row) => row.Number === '8765')).toMatchObject({ BigIntake: '0.04', Prizes: 'STARTER', Payout: '10.00' });
    expect(answer.Total.Payout).toBe('30320.00');
    expect(answer.Items.map((row) => row.Number)).toEqual(answer.Items.map((row) => row.Number).sort());
    // Matches bet/throw's figures for the same user and draw.
    const thrown = (await platform.get<{ Sum: { ttAmountIn: string; ttAmountIntake: string; ttAmountOut: string } }>(
      `/api/v1/4d/bet/throw?LocId=SG&DrawId=${draw.drawId}`,
      tokens.agent2,
    )).body;
    expect([answer.Total.In, answer.Total.Intake, answer.Total.Out]).toEqual([thrown.Sum.ttAmountIn, thrown.Sum.ttAmountIntake, thrown.Sum.ttAmountOut]);
    expect((await get<OutReport>('agent1', 'reportOutFull')).body.Total.Payout).toBe('25000.00');
  });

  test('reportOutFull: In = Intake + Out on every row and in the total, for every viewer', async () => {
    for (const actor of ['admin', 'clerk', 'agent1', 'agent2', 'agent3', 'member1'] as const) {
      const answer = (await get<OutReport>(actor, 'reportOutFull')).body;
      for (const row of [...answer.Items, answer.Total]) {
        expect(cents(row.In)).toBe(cents(row.Intake) + cents(row.Out));
        expect(cents(row.BigIn)).toBe(cents(row.BigIntake) + cents(row.BigOut));
        expect(cents(row.SmallIn)).toBe(cents(row.SmallIntake) + cents(row.SmallOut));
      }
    }
    // A member keeps nothing, so its intake pays nothing.
    const member1 = (await get<OutReport>('member1', 'reportOutFull')).body;
    expect(member1.Total).toMatchObject({ Intake: '0.00', Payout: '0.00' });
  });

  test('selectReportInTakeStrike: each winning number, each user it reached, and what its intake bears', async () => {
    const agent2 = (await get<{ Items: IntakeRow[]; Total: { Payout: string } }>('agent2', 'selectReportInTakeStrike')).body;
    const first = agent2.Items.filter((row) => row.Prize === 'FIRST');
    expect(first.map((row) => [row.UserId, row.Role, row.In, row.Intake, row.Out, row.BigRate, row.SmallRate, row.Payout])).toEqual([
      ['agent2', 'AG', '15.00', '8.00', '7.00', '2000.00', '3000.00', '19000.00'],
      ['member1', 'MEM', '15.00', '0.00', '15.00', '2000.00', '3000.00', '0.00'],
    ]);
    expect(agent2.Items.filter((row) => row.Prize === 'SECOND').map((row) => row.Payout)).toEqual(['11000.00', '0.00']);
    expect(agent2.Total.Payout).toBe('30320.00');
    // Over the whole tree the intakes bear exactly what the bets won.
    const admin = (await get<{ Items: IntakeRow[]; Total: { Payout: string } }>('admin', 'selectReportInTakeStrike')).body;
    expect(admin.Total.Payout).toBe('58320.00');
    const borne = new Map<string, number>();
    for (const row of admin.Items) borne.set(row.UserId, (borne.get(row.UserId) ?? 0) + cents(row.Payout));
    expect(Object.fromEntries(borne)).toEqual({ agent1: 2500000, agent2: 3032000, agent3: 300000, member1: 0, member2: 0 });
    const strikes = (await get<{ Total: { Total: string } }>('admin', 'reportStrike')).body;
    expect(admin.Total.Payout).toBe(strikes.Total.Total);
  });
});
