// Out Bets (docs/domain.md#house-rules): GET 4d/bet/throw and tt/bet/throwT, per number of a draw, In, Intake and
// Out for the caller or a user of its reach, with the seeded eat limits (platform/seed/outset.ts:
// agent2 keeps 5 Big / 3 Small / 2 units, agent1 20 / 10 / 5, agent3 10 / 5 / 3; admin, the top,
// keeps the rest), and POST bet/page/exportIntakeAra (the intake as exported.ara).
import { scoped, useActorTokens } from './support/actors';
import { newKey, openDraw, placeTicket, drawsOf } from './support/bets';
import { PASSWORDS } from './support/demo';
import { sendJson } from './support/entry';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

interface Row {
  Number: string;
  ttBigIn: string;
  ttSmallIn: string;
  ttAmountIn: string;
  ttBigIntake: string;
  ttSmallIntake: string;
  ttAmountIntake: string;
  ttBigOut: string;
  ttSmallOut: string;
  ttAmountOut: string;
  ttMaxPayout: string;
}
interface OutBets {
  UserId: string;
  DrawId: number;
  DrawDate: string;
  Total: number;
  Items: Row[];
  Sum: Omit<Row, 'Number'>;
}
interface TotoRow {
  Type: string;
  TT: string;
  ttUnitIn: string;
  ttUnitIntake: string;
  ttUnitOut: string;
  ttMaxPayout: string;
}
interface OutBetsToto {
  UserId: string;
  Total: number;
  Items: TotoRow[];
  Sum: Omit<TotoRow, 'Type' | 'TT'>;
}

/** A 4D row from Big and Small In, Intake and Out, and the max payout. */
const row = (Number: string, big: [string, string, string], small: [string, string, string], maxPayout: string): Row => {
  const sum = (a: string, b: string) => (Math.round(Number_(a) * 100 + Number_(b) * 100) / 100).toFixed(2);
  return {
    Number,
    ttBigIn: big[0],
    ttSmallIn: small[0],
    ttAmountIn: sum(big[0], small[0]),
    ttBigIntake: big[1],
    ttSmallIntake: small[1],
    ttAmountIntake: sum(big[1], small[1]),
    ttBigOut: big[2],
    ttSmallOut: small[2],
    ttAmountOut: sum(big[2], small[2]),
    ttMaxPayout: maxPayout,
  };
};
const Number_ = Number;
const cents = (money: string) => Math.round(Number(money) * 100);

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let drawId = 0;
  let drawDate = '';
  let member2 = '';
  let ticketTotals = 0;

  const throwOf = (token: string, query = '') => platform.get<OutBets>(scoped('bet/throw', 'SG', `DrawId=${drawId}${query ? `&${query}` : ''}`), token);
  const byNumber = (answer: OutBets) => new Map(answer.Items.map((item) => [item.Number, item]));

  beforeAll(async () => {
    member2 = await platform.signIn('member2', PASSWORDS.member2 ?? '');
    const draw = await openDraw(platform, tokens.agent2);
    drawId = draw.DrawId;
    drawDate = draw.DrawDate;
    const first = await placeTicket(platform, tokens.agent2, {
      UserId: 'member1',
      DrawId: drawId,
      IdempotencyKey: newKey(),
      Bets: [
        { Number: '1234', Big: '8', Small: '4', Kind: 'ORDINARY' },
        { Number: '5678', Big: '30', Small: '12', Kind: 'ORDINARY' },
        { Number: '1357', Big: '1', Kind: 'IBET' },
      ],
    });
    const second = await placeTicket(platform, member2, { UserId: 'member2', DrawId: drawId, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '2', Kind: 'ORDINARY' }] });
    expect([first.status, second.status]).toEqual([201, 201]);
    ticketTotals = cents(first.body.Total) + cents(second.body.Total);
  });

  test("agent2: member1's stakes come in, it keeps 5 Big and 3 Small of each number and passes the rest up", async () => {
    const answer = await throwOf(tokens.agent2);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ UserId: 'agent2', DrawId: drawId, DrawDate: drawDate, Total: 2 + 24 });
    const rows = byNumber(answer.body);
    // MaxPayout: the intake drawn as the 1st prize at Singapore's table (Big 2000, Small 3000 per $1).
    expect(rows.get('1234')).toEqual(row('1234', ['8.00', '5.00', '3.00'], ['4.00', '3.00', '1.00'], '19000.00'));
    expect(rows.get('5678')).toEqual(row('5678', ['30.00', '5.00', '25.00'], ['12.00', '3.00', '9.00'], '19000.00'));
    // The i-bet's dollar split over its 24 orderings: 100 = 24 x 4 + 4, the first four take 5 cents.
    expect(rows.get('1357')).toEqual(row('1357', ['0.05', '0.05', '0.00'], ['0.00', '0.00', '0.00'], '100.00'));
    expect(rows.get('7531')?.ttBigIn).toBe('0.04');
    expect(answer.body.Items.map((item) => item.Number)).toEqual([...rows.keys()].sort());
    expect(answer.body.Sum).toMatchObject({ ttBigIn: '39.00', ttSmallIn: '16.00', ttAmountIn: '55.00', ttBigIntake: '11.00', ttSmallIntake: '6.00', ttBigOut: '28.00', ttSmallOut: '10.00' });
    // Number narrows to one row.
    const one = await throwOf(tokens.agent2, 'Number=5678');
    expect(one.body).toMatchObject({ Total: 1, Items: [rows.get('5678')] });
  });

  test("agent1: agent2's Out comes in; it keeps up to 20 Big and 10 Small; UserId=agent2 shows agent2's figures", async () => {
    const rows = byNumber((await throwOf(tokens.agent1)).body);
    expect(rows.get('1234')).toEqual(row('1234', ['3.00', '3.00', '0.00'], ['1.00', '1.00', '0.00'], '9000.00'));
    expect(rows.get('5678')).toEqual(row('5678', ['25.00', '20.00', '5.00'], ['9.00', '9.00', '0.00'], '67000.00'));
    // Nothing of the i-bet climbs past agent2.
    expect(rows.has('1357')).toBe(false);
    const asAgent2 = await throwOf(tokens.agent1, 'UserId=agent2');
    expect(asAgent2.body).toEqual((await throwOf(tokens.agent2)).body);
  });

  test("the top (admin) keeps what reaches it; a sub-account (clerk) sees the company's figures", async () => {
    const admin = await throwOf(tokens.admin);
    expect(admin.body).toMatchObject({ UserId: 'admin', Total: 1 });
    expect(admin.body.Items).toEqual([row('5678', ['5.00', '5.00', '0.00'], ['0.00', '0.00', '0.00'], '10000.00')]);
    expect((await throwOf(tokens.clerk)).body).toEqual(admin.body);
    expect((await throwOf(tokens.admin, 'UserId=agent3')).body).toEqual((await throwOf(tokens.agent3)).body);
  });

  test("every cent is kept by someone: the intakes over the tree add up to the draw's stakes", async () => {
    let total = 0;
    for (const token of [tokens.agent2, tokens.agent1, tokens.agent3, tokens.admin]) total += cents((await throwOf(token)).body.Sum.ttAmountIntake);
    expect(total).toBe(ticketTotals);
  });

  test("agent3 sees none of member1's numbers, only member2's stake", async () => {
    const answer = await throwOf(tokens.agent3);
    expect(answer.body.Items).toEqual([row('1234', ['2.00', '2.00', '0.00'], ['0.00', '0.00', '0.00'], '4000.00')]);
  });

  test('member1 sees its own stakes: Intake 0, Out = In, no payout on it', async () => {
    const rows = byNumber((await throwOf(tokens.member1)).body);
    expect(rows.get('1234')).toEqual(row('1234', ['8.00', '0.00', '8.00'], ['4.00', '0.00', '4.00'], '0.00'));
    expect(rows.get('5678')?.ttAmountOut).toBe('42.00');
    expect(rows.size).toBe(26);
  });

  test('users out of reach are 404; a draw of another location is 404; bad queries are 400', async () => {
    for (const [token, userId] of [
      [tokens.member1, 'agent2'],
      [tokens.agent3, 'member1'],
      [tokens.agent2, 'agent3'],
      [tokens.agent2, 'agent1'],
      [tokens.agent1, 'nobody'],
    ] as const) {
      expect(await throwOf(token, `UserId=${userId}`)).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    }
    const mgDraw = (await drawsOf(platform, tokens.agent2, 'MG'))[0];
    expect((await platform.get(scoped('bet/throw', 'SG', `DrawId=${mgDraw?.DrawId}`), tokens.agent2)).status).toBe(404);
    expect((await throwOf(tokens.agent2, 'Number=12')).status).toBe(400);
    expect((await platform.get(scoped('bet/throw', 'SG'), tokens.agent2)).status).toBe(400);
    // Each game its own call.
    expect((await platform.get(scoped('bet/throwT', 'SG', `DrawId=${drawId}`), tokens.agent2)).status).toBe(400);
    expect((await platform.get(`/api/v1/4d/bet/throw?LocId=SG&DrawId=${drawId}`, '')).status).toBe(401);
  });

  test('MG draws price the payout at the Magnum table', async () => {
    const draw = await openDraw(platform, tokens.agent2, 'MG');
    await placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '2468', Big: '1', Small: '1', Kind: 'ORDINARY' }] }, 'MG');
    const answer = await platform.get<OutBets>(scoped('bet/throw', 'MG', `DrawId=${draw.DrawId}`), tokens.agent2);
    expect(answer.body.Items).toEqual([row('2468', ['1.00', '1.00', '0.00'], ['1.00', '1.00', '0.00'], '6000.00')]);
  });

  test('Toto: each combination with its units; agent2 keeps 2, agent1 up to 5, admin the rest', async () => {
    const draw = await openDraw(platform, tokens.agent2, 'TT');
    const placed = await placeTicket(
      platform,
      tokens.agent2,
      {
        UserId: 'member1',
        DrawId: draw.DrawId,
        IdempotencyKey: newKey(),
        Bets: [
          { Numbers: ['01', '02', '03', '04', '05', '06', '07'], Amount: '3', Kind: 'TT' },
          { Numbers: ['01', '02', '03', '04', '05', '06'], Amount: '8', Tag: 'TO', Kind: 'TT' },
        ],
      },
      'TT',
    );
    expect(placed.status).toBe(201);
    const get = (token: string, query = '') => platform.get<OutBetsToto>(scoped('bet/throwT', 'TT', `DrawId=${draw.DrawId}${query}`), token);
    const agent2 = (await get(tokens.agent2)).body;
    expect(agent2.Total).toBe(8);
    expect(agent2.Items[0]).toEqual({ Type: 'ORDINARY', TT: '01 02 03 04 05 06', ttUnitIn: '3.00', ttUnitIntake: '2.00', ttUnitOut: '1.00', ttMaxPayout: '100.00' });
    expect(agent2.Items.find((item) => item.Type === 'TO')).toEqual({ Type: 'TO', TT: '01 02 03 04 05 06', ttUnitIn: '8.00', ttUnitIntake: '2.00', ttUnitOut: '6.00', ttMaxPayout: '100.00' });
    expect(agent2.Sum).toEqual({ ttUnitIn: '29.00', ttUnitIntake: '16.00', ttUnitOut: '13.00', ttMaxPayout: '800.00' });
    const agent1 = (await get(tokens.agent1)).body;
    expect(agent1.Items.find((item) => item.Type === 'TO')).toMatchObject({ ttUnitIn: '6.00', ttUnitIntake: '5.00', ttUnitOut: '1.00' });
    expect((await get(tokens.admin)).body.Items).toEqual([{ Type: 'TO', TT: '01 02 03 04 05 06', ttUnitIn: '1.00', ttUnitIntake: '1.00', ttUnitOut: '0.00', ttMaxPayout: '50.00' }]);
    expect((await get(tokens.agent3)).body.Items).toEqual([]);
    // Numbers narrows to the combinations holding every one of them.
    expect((await get(tokens.agent2, '&Numbers=07')).body.Total).toBe(6);
    expect((await get(tokens.member1)).body.Sum).toEqual({ ttUnitIn: '29.00', ttUnitIntake: '0.00', ttUnitOut: '29.00', ttMaxPayout: '0.00' });
  });

  test("exportIntakeAra: the caller's intake as exported.ara, scoped like the reads", async () => {
    const exported = await sendJson<string>(platform, 'POST', scoped('bet/page/exportIntakeAra', 'SG'), { DrawId: drawId }, tokens.agent2);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="exported.ara"');
    expect(exported.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = String(exported.body).split('\n');
    expect(lines.slice(0, 3)).toEqual([`ARA SG ${drawDate}`, '# Intake of agent2', '']);
    expect(lines).toContain('1234 5-3');
    expect(lines).toContain('5678 5-3');
    expect(lines).toContain('1357 0.05-');
    expect(lines.filter((line) => /^\d{4} /.test(line))).toHaveLength(26);
    const ofAgent1 = await sendJson<string>(platform, 'POST', scoped('bet/page/exportIntakeAra', 'SG'), { DrawId: drawId, UserId: 'agent1' }, tokens.admin);
    expect(String(ofAgent1.body).split('\n').filter((line) => /^\d{4} /.test(line))).toEqual(['1234 3-1', '5678 20-9']);
    // A member keeps nothing: a header and no bets.
    const member = await sendJson<string>(platform, 'POST', scoped('bet/page/exportIntakeAra', 'SG'), { DrawId: drawId }, tokens.member1);
    expect(String(member.body)).toBe(`ARA SG ${drawDate}\n# Intake of member1\n`);
    expect((await sendJson(platform, 'POST', scoped('bet/page/exportIntakeAra', 'SG'), { DrawId: drawId, UserId: 'member1' }, tokens.agent3)).status).toBe(404);
    expect((await sendJson(platform, 'POST', scoped('bet/page/exportIntakeAra', 'SG'), { DrawId: 'x' }, tokens.agent2)).status).toBe(400);
  });
});
