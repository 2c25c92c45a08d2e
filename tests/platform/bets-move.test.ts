// POST bet/transfer (whole tickets to another member), bet/transfer4 (bet lines into a new ticket of
// another member) and bet/page/combine (tickets of one member and draw into the first): the credit
// moves with the bets, the receiver's CreditLeft is checked, originals stay on record, and a retry
// answers the same without moving anything twice.
import { and, eq } from 'drizzle-orm';
import { tickets, userLocations } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { cents, creditLeftOf, newKey, openDraw, placeTicket, type PlacedTicket } from './support/bets';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Transferred {
  ToUserId: string;
  TicketIds: number[];
  Total: string;
  CreditLeft: string;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  afterEach(() => platform.setNow(FIXED_NOW));
  const post = <T = unknown>(resource: string, body: unknown, token = tokens.agent2) => sendJson<T>(platform, 'POST', scoped(resource), body, token);

  async function ticketOf(userId: string, bets: unknown[]): Promise<PlacedTicket> {
    const draw = await openDraw(platform, tokens.agent2);
    const answer = await placeTicket(platform, tokens.agent2, { UserId: userId, DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: bets });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  test('transfer: tickets move whole, with their credit; a retry answers the same', async () => {
    const giverBefore = await creditLeftOf(platform, tokens.admin, 'member1');
    const takerBefore = await creditLeftOf(platform, tokens.admin, 'fresh1');
    const a = await ticketOf('member1', [{ Number: '1111', Big: '2', Kind: 'ORDINARY' }]);
    const b = await ticketOf('member1', [{ Number: '12R4', Big: '1', Kind: 'ROLL' }, { Number: '2222', Small: '1', Kind: 'ORDINARY' }]);
    const body = { TicketIds: [a.TicketId, b.TicketId], ToUserId: 'fresh1' };
    const moved = await post<Transferred>('bet/transfer', body);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ ToUserId: 'fresh1', Total: '13.00' });
    expect(cents(moved.body.CreditLeft)).toBe(cents(takerBefore) - 1300);
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(giverBefore);
    expect(await creditLeftOf(platform, tokens.admin, 'fresh1')).toBe(moved.body.CreditLeft);
    const [first] = moved.body.TicketIds;
    const view = await platform.get<PlacedTicket>(scoped('bet/view', 'SG', `TicketId=${first}`), tokens.agent2);
    expect(view.body).toMatchObject({ UserId: 'fresh1', Source: 'TRANSFER', CreatedBy: 'agent2', Total: '2.00', Bets: [{ Number: '1111', Big: '2.00' }] });
    expect((await platform.get(scoped('bet/view', 'SG', `TicketId=${a.TicketId}`), tokens.agent2)).status).toBe(404);
    const [original] = await platform.db.select().from(tickets).where(eq(tickets.id, a.TicketId));
    expect(original).toMatchObject({ deletedReason: 'TRANSFERRED', replacedBy: first, userId: 'member1' });
    expect(await post('bet/transfer', body)).toMatchObject({ status: 200, body: moved.body });
    // member3 may not bet, and a closed draw's tickets stay.
    const c = await ticketOf('member1', [{ Number: '3333', Big: '1', Kind: 'ORDINARY' }]);
    expect(await post('bet/transfer', { TicketIds: [c.TicketId], ToUserId: 'member3' })).toMatchObject({ status: 403 });
    platform.setNow(new Date('2025-04-20T10:00:00Z'));
    expect(await post('bet/transfer', { TicketIds: [c.TicketId], ToUserId: 'fresh1' })).toMatchObject({
      status: 409,
      body: { message: 'Betting for the draw of 2025-04-20 closed at 18:00. Its bets can no longer be moved.' },
    });
  });

  test('transfer checks the receiver\'s CreditLeft and moves nothing when it is short', async () => {
    const where = and(eq(userLocations.userId, 'fresh1'), eq(userLocations.locId, 'SG'));
    const big = await ticketOf('member1', [{ Number: '4444', Big: '100', Kind: 'ORDINARY' }]);
    await platform.db.update(userLocations).set({ credit: '50.00' }).where(where);
    try {
      const answer = await post<{ message: string }>('bet/transfer', { TicketIds: [big.TicketId], ToUserId: 'fresh1' });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toMatch(/^Not enough credit: these bets cost \$100\.00 and CreditLeft of fresh1 is /);
      expect((await platform.get(scoped('bet/view', 'SG', `TicketId=${big.TicketId}`), tokens.agent2)).body).toMatchObject({ UserId: 'member1' });
    } finally {
      await platform.db.update(userLocations).set({ credit: '1000.00' }).where(where);
    }
  });

  test('transfer4: chosen lines become one new ticket of the receiver, under the client\'s key', async () => {
    const ticket = await ticketOf('member1', [
      { Number: '5555', Big: '1', Kind: 'ORDINARY' },
      { Number: '5566', Big: '1', Kind: 'KBET' },
      { Number: '5678', Small: '3', Kind: 'ORDINARY' },
    ]);
    const body = { BetIds: [ticket.Bets[2]?.BetId, ticket.Bets[1]?.BetId], ToUserId: 'fresh1', IdempotencyKey: newKey() };
    const moved = await post<Transferred>('bet/transfer4', body);
    expect(moved).toMatchObject({ status: 200, body: { ToUserId: 'fresh1', Total: '9.00' } });
    const view = await platform.get<PlacedTicket>(scoped('bet/view', 'SG', `TicketId=${moved.body.TicketIds[0]}`), tokens.agent2);
    expect(view.body.Bets.map((bet) => bet.Number)).toEqual(['5678', '5566']);
    const rest = await platform.get<PlacedTicket>(scoped('bet/view', 'SG', `TicketId=${ticket.TicketId}`), tokens.agent2);
    expect(rest.body).toMatchObject({ Total: '1.00', Bets: [{ Number: '5555' }] });
    expect(await post('bet/transfer4', body)).toMatchObject({ status: 200, body: moved.body });
  });

  test('combine: a member\'s tickets of one draw join the first; a retry answers the same ticket', async () => {
    const first = await ticketOf('member1', [{ Number: '7001', Big: '1', Kind: 'ORDINARY' }]);
    const second = await ticketOf('member1', [{ Number: '7002', Big: '1', Kind: 'ORDINARY' }, { Number: '7003', Small: '1', Kind: 'ORDINARY' }]);
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const combined = await post<PlacedTicket>('bet/page/combine', { TicketIds: [first.TicketId, second.TicketId] });
    expect(combined.status).toBe(200);
    expect(combined.body).toMatchObject({ TicketId: first.TicketId, Total: '3.00' });
    expect(combined.body.Bets.map((bet) => bet.Number)).toEqual(['7001', '7002', '7003']);
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(before);
    expect((await platform.get(scoped('bet/view', 'SG', `TicketId=${second.TicketId}`), tokens.member1)).status).toBe(404);
    expect(await post('bet/page/combine', { TicketIds: [first.TicketId, second.TicketId] })).toMatchObject({ status: 200, body: combined.body });
    const other = await ticketOf('fresh1', [{ Number: '7004', Big: '1', Kind: 'ORDINARY' }]);
    expect(await post('bet/page/combine', { TicketIds: [first.TicketId, other.TicketId] })).toMatchObject({
      status: 400,
      body: { message: 'Only tickets of one member and one draw can be combined.' },
    });
  });
});
