// POST {4d|tt}/bet: a ticket is placed whole or refused whole; roll, i-bet and k-bet are charged as
// docs/domain.md says; the profile's CreditLeft drops by exactly the ticket's cost; a closed draw, a member
// that may not bet and a ticket above CreditLeft are refused with a message a user can act on.
import { scoped, useActorTokens } from './support/actors';
import { cents, creditLeftOf, drawsOf, newKey, openDraw, placeTicket, type PlacedTicket } from './support/bets';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const CLOSE = new Date('2025-04-20T10:00:00Z'); // Sunday 18:00 GMT+8

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let member2 = '';
  let member3 = '';
  beforeAll(async () => {
    member2 = await platform.signIn('member2', 'Member1234');
    member3 = await platform.signIn('member3', 'Member1234');
  });
  afterEach(() => platform.setNow(FIXED_NOW));

  test('roll, i-bet and k-bet expand and are charged as docs/domain.md says; CreditLeft drops by the cost', async () => {
    const draw = await openDraw(platform, tokens.agent2);
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const answer = await placeTicket(platform, tokens.agent2, {
      UserId: 'member1',
      DrawId: draw.DrawId,
      IdempotencyKey: newKey(),
      Bets: [
        { Number: '1234', Big: '1', Small: '2', Kind: 'ORDINARY' },
        { Number: '12r4', Big: '1.50', Kind: 'ROLL' },
        { Number: '1123', Big: '2', Small: '1', Kind: 'IBET' },
        { Number: '1122', Big: '0.25', Kind: 'KBET' },
      ],
    });
    expect(answer.status).toBe(201);
    const ticket = answer.body;
    expect(ticket).toMatchObject({
      UserId: 'member1', LocId: 'SG', DrawId: draw.DrawId, DrawDate: draw.DrawDate, CreatedBy: 'agent2', Source: 'WEB',
      CreatedDate: FIXED_NOW.toISOString(), Replayed: false, Deletable: true,
    });
    expect(ticket.Bets.map(({ Kind, Number, Count, Cost }) => ({ Kind, Number, Count, Cost }))).toEqual([
      { Kind: 'ORDINARY', Number: '1234', Count: 1, Cost: '3.00' },
      { Kind: 'ROLL', Number: '12R4', Count: 10, Cost: '15.00' },
      { Kind: 'IBET', Number: '1123', Count: 12, Cost: '3.00' },
      { Kind: 'KBET', Number: '1122', Count: 6, Cost: '1.50' },
    ]);
    expect(ticket.Total).toBe('22.50');
    expect(cents(ticket.CreditLeft)).toBe(cents(before) - 2250);
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(ticket.CreditLeft);
    // The member sees the same in its own header.
    const own = await platform.get<{ CreditLeft: string; Credit: string }>(scoped('profile/refresh'), tokens.member1);
    expect(own.body).toMatchObject({ CreditLeft: ticket.CreditLeft, Credit: '5000.00' });
  });

  test('Toto entries go under tt/: system and roll entries cost the amount times their combinations', async () => {
    const draw = await openDraw(platform, tokens.member1, 'TT');
    const answer = await placeTicket(
      platform,
      tokens.member1,
      {
        UserId: 'member1',
        DrawId: draw.DrawId,
        IdempotencyKey: newKey(),
        Bets: [
          { Numbers: ['06', '05', '04', '03', '02', '01'], Amount: '2', Kind: 'TT' },
          { Numbers: ['01', '02', '03', '04', '05', '06', '07'], Amount: '1', Tag: 'TO', Kind: 'TT' },
          { Numbers: ['10', '20', '30', '40', '49'], Roll: true, Amount: '0.50', Kind: 'TT' },
        ],
      },
      'TT',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.Bets).toEqual([
      expect.objectContaining({ Kind: 'TT', Numbers: ['01', '02', '03', '04', '05', '06'], Roll: false, Tag: null, Amount: '2.00', Count: 1, Cost: '2.00' }),
      expect.objectContaining({ Numbers: ['01', '02', '03', '04', '05', '06', '07'], Tag: 'TO', Count: 7, Cost: '7.00' }),
      expect.objectContaining({ Numbers: ['10', '20', '30', '40', '49'], Roll: true, Count: 44, Cost: '22.00' }),
    ]);
    expect(answer.body).toMatchObject({ LocId: 'TT', Total: '31.00', CreditLeft: '1969.00' });
    // A 4D bet is not a Toto entry, and a Toto entry is not a 4D bet.
    const wrong = await placeTicket(platform, tokens.member1, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }] }, 'TT');
    expect(wrong).toMatchObject({ status: 400, body: { field: 'Bets.0.Numbers' } });
  });

  test('a bet after the close time is refused with a clear message, and nothing is placed', async () => {
    const draw = await openDraw(platform, tokens.member1);
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    for (const now of [CLOSE, new Date(CLOSE.getTime() + 60_000)]) {
      platform.setNow(now);
      const answer = await placeTicket(platform, tokens.member1, {
        UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }],
      });
      expect(answer).toMatchObject({ status: 409, body: { message: `Betting for the draw of ${draw.DrawDate} closed at 18:00.` } });
    }
    platform.setNow(FIXED_NOW);
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(before);
    // A past (resulted) draw is closed too.
    const past = (await drawsOf(platform, tokens.member1)).find((row) => row.Status === 'RESULTED');
    const late = await placeTicket(platform, tokens.member1, {
      UserId: 'member1', DrawId: past?.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }],
    });
    expect(late).toMatchObject({ status: 409, body: { message: `Betting for the draw of ${past?.DrawDate} closed at 18:00.` } });
  });

  test('member3 (disablePlaceBetAndFixedBet) is refused, by itself and by its agent', async () => {
    const draw = await openDraw(platform, tokens.agent2);
    const body = { UserId: 'member3', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }] };
    expect(await placeTicket(platform, member3, body)).toMatchObject({ status: 403, body: { message: 'Betting is disabled for this account.' } });
    expect(await placeTicket(platform, tokens.agent2, body)).toMatchObject({
      status: 403,
      body: { message: 'Betting is disabled for member3.', field: 'UserId' },
    });
  });

  test('who may place: a member for itself only, agents and BetEntry admins for members they reach', async () => {
    const draw = await openDraw(platform, tokens.admin);
    const order = (UserId: string) => ({ UserId, DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '0001', Big: '1', Kind: 'ORDINARY' }] });
    expect((await placeTicket(platform, tokens.clerk, order('member2'))).status).toBe(201);
    expect((await placeTicket(platform, tokens.admin, order('member1'))).status).toBe(201);
    expect((await placeTicket(platform, tokens.agent1, order('member1'))).status).toBe(201);
    expect((await placeTicket(platform, member2, order('member2'))).body).toMatchObject({ CreatedBy: 'member2' });
    expect(await placeTicket(platform, tokens.member1, order('member2'))).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    // agent3 has no EnablePlaceBet.
    expect(await placeTicket(platform, tokens.agent3, order('member2'))).toMatchObject({ status: 403, body: { message: 'This account may not place bets.' } });
    // Bets are for members: an agent's own account holds none.
    expect(await placeTicket(platform, tokens.agent1, order('agent2'))).toMatchObject({
      status: 400,
      body: { message: 'Bets are placed for members: agent2 is not a member.', field: 'UserId' },
    });
  });

  test('a ticket above CreditLeft is refused whole', async () => {
    const draw = await openDraw(platform, member2);
    const before = await creditLeftOf(platform, tokens.admin, 'member2');
    const answer = await placeTicket(platform, member2, {
      UserId: 'member2',
      DrawId: draw.DrawId,
      IdempotencyKey: newKey(),
      Bets: [
        { Number: '1234', Big: '1', Kind: 'ORDINARY' },
        { Number: '1234', Big: '100', Kind: 'KBET' },
      ],
    });
    expect(answer).toMatchObject({ status: 409, body: { message: `Not enough credit: this ticket costs $2,401.00 and CreditLeft is $${Number(before).toLocaleString('en-US', { minimumFractionDigits: 2 })}.` } });
    expect(await creditLeftOf(platform, tokens.admin, 'member2')).toBe(before);
    const page = await platform.get<{ Items: unknown[] }>(scoped('bet/page2', 'SG', `DrawId=${draw.DrawId}&UserId=member2`), member2);
    expect(page.body.Items.every((item) => (item as PlacedTicket).Total !== '2401.00')).toBe(true);
  });

  test('bad input is a 400 naming the field; a draw of another location is unknown', async () => {
    const draw = await openDraw(platform, tokens.member1);
    const base = { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey() };
    const cases: [unknown, string][] = [
      [{ ...base, Bets: [] }, 'Bets'],
      [{ ...base, Bets: [{ Number: '123', Big: '1', Kind: 'ORDINARY' }] }, 'Bets.0.Number'],
      [{ ...base, Bets: [{ Number: '1234', Kind: 'ORDINARY' }] }, 'Bets.0.Big'],
      [{ ...base, Bets: [{ Number: '1234', Small: '0.50', Kind: 'ORDINARY' }] }, 'Bets.0.Small'],
      [{ ...base, Bets: [{ Number: '1234', Big: '-1', Kind: 'ORDINARY' }] }, 'Bets.0.Big'],
      [{ ...base, Bets: [{ Number: '1234', Big: '10000.01', Kind: 'ORDINARY' }] }, 'Bets.0.Big'],
      [{ ...base, Bets: [{ Number: '7777', Big: '1', Kind: 'IBET' }] }, 'Bets.0.Kind'],
      [{ ...base, Bets: [{ Number: '12R4', Big: '1', Kind: 'ORDINARY' }] }, 'Bets.0.Kind'],
      [{ ...base, IdempotencyKey: 'short', Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }] }, 'IdempotencyKey'],
      [{ ...base, DrawId: '1', Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }] }, 'DrawId'],
      [{ ...base, Bets: Array.from({ length: 201 }, () => ({ Number: '1234', Big: '1', Kind: 'ORDINARY' })) }, 'Bets'],
    ];
    for (const [body, field] of cases) {
      const answer = await placeTicket(platform, tokens.member1, body);
      expect([field, answer.status, (answer.body as { field?: string }).field]).toEqual([field, 400, field]);
    }
    const notJson = await platform.request(scoped('bet'), { method: 'POST', headers: { authorization: `Bearer ${tokens.member1}` }, body: 'x' });
    expect(notJson).toMatchObject({ status: 400, body: { field: 'body' } });
    const mg = await openDraw(platform, tokens.member1, 'MG');
    const other = await placeTicket(platform, tokens.member1, { ...base, DrawId: mg.DrawId, Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }] });
    expect(other).toMatchObject({ status: 404, body: { message: 'Draw not found.' } });
    // The same body under tt/ with a 4D location is refused by the location guard.
    expect((await sendJson(platform, 'POST', '/api/v1/tt/bet?LocId=SG', base, tokens.member1)).status).toBe(400);
  });
});
