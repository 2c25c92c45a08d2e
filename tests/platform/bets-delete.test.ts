// DELETE {4d|tt}/bet?BetId= and bet/page?TicketId=: before the close only; the cost returns to
// CreditLeft; the rows stay marked deleted (audit) and leave every listing; after the close, outside
// the caller's reach, or in another location the answer is a refusal and nothing changes.
import { and, eq } from 'drizzle-orm';
import { bets, tickets } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { cents, creditLeftOf, newKey, openDraw, placeTicket, remove, type PlacedTicket } from './support/bets';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

const CLOSE = new Date('2025-04-20T10:00:00Z'); // Sunday 18:00 GMT+8

interface Deleted {
  TicketId: number;
  BetIds: number[];
  Refund: string;
  CreditLeft: string;
  TicketDeleted: boolean;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let member2 = '';
  beforeAll(async () => {
    member2 = await platform.signIn('member2', 'Member1234');
  });
  afterEach(() => platform.setNow(FIXED_NOW));

  async function ticketFor(token: string, userId: string, key = newKey()): Promise<PlacedTicket> {
    const draw = await openDraw(platform, token);
    const answer = await placeTicket(platform, token, {
      UserId: userId,
      DrawId: draw.DrawId,
      IdempotencyKey: key,
      Bets: [
        { Number: '1234', Big: '1', Kind: 'ORDINARY' },
        { Number: '12R4', Big: '1', Kind: 'ROLL' },
        { Number: '9876', Small: '2', Kind: 'ORDINARY' },
      ],
    });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  test('deleting a bet before the close returns its cost; the last bet takes the ticket with it', async () => {
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const key = newKey();
    const ticket = await ticketFor(tokens.agent2, 'member1', key);
    expect(cents(await creditLeftOf(platform, tokens.admin, 'member1'))).toBe(cents(before) - 1300);
    const roll = ticket.Bets[1];
    const one = await remove<Deleted>(platform, tokens.agent2, 'bet', `BetId=${roll?.BetId}`);
    expect(one).toMatchObject({ status: 200, body: { TicketId: ticket.TicketId, BetIds: [roll?.BetId], Refund: '10.00', TicketDeleted: false } });
    expect(cents(one.body.CreditLeft)).toBe(cents(before) - 300);
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(one.body.CreditLeft);
    const view = await platform.get<PlacedTicket>(scoped('bet/view', 'SG', `TicketId=${ticket.TicketId}`), tokens.member1);
    expect(view.body.Bets.map((bet) => bet.BetId)).toEqual([ticket.Bets[0]?.BetId, ticket.Bets[2]?.BetId]);
    expect(view.body.Total).toBe('3.00');

    // The member deletes the rest of its own ticket.
    const rest = await remove<Deleted>(platform, tokens.member1, 'bet/page', `TicketId=${ticket.TicketId}`);
    expect(rest).toMatchObject({ status: 200, body: { Refund: '3.00', TicketDeleted: true, CreditLeft: before } });
    expect(await platform.get(scoped('bet/view', 'SG', `TicketId=${ticket.TicketId}`), tokens.member1)).toMatchObject({
      status: 404,
      body: { message: 'Ticket not found.' },
    });
    // The rows stay for audit, marked with who deleted them and when.
    const rows = await platform.db.select().from(bets).where(eq(bets.ticketId, ticket.TicketId));
    expect(rows.map((row) => [row.deletedBy, row.deletedReason, row.deletedAt?.toISOString()])).toEqual([
      ['member1', 'DELETED', FIXED_NOW.toISOString()],
      ['agent2', 'DELETED', FIXED_NOW.toISOString()],
      ['member1', 'DELETED', FIXED_NOW.toISOString()],
    ]);
    expect((await platform.db.select().from(tickets).where(eq(tickets.id, ticket.TicketId)))[0]?.deletedReason).toBe('DELETED');
    // Deleting again finds nothing; the key of the deleted ticket does not place it again.
    expect(await remove(platform, tokens.agent2, 'bet', `BetId=${roll?.BetId}`)).toMatchObject({ status: 404, body: { message: 'Bet not found.' } });
    const draw = await openDraw(platform, tokens.agent2);
    const replay = await placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: key, Bets: [
      { Number: '1234', Big: '1', Kind: 'ORDINARY' }, { Number: '12R4', Big: '1', Kind: 'ROLL' }, { Number: '9876', Small: '2', Kind: 'ORDINARY' },
    ] });
    expect(replay).toMatchObject({ status: 409, body: { message: `Ticket ${ticket.TicketId} of this IdempotencyKey was deleted: send a new key to place it again.` } });
  });

  test('after the close a bet or ticket cannot be deleted, and the credit stays taken', async () => {
    const ticket = await ticketFor(tokens.member1, 'member1');
    const left = await creditLeftOf(platform, tokens.admin, 'member1');
    platform.setNow(CLOSE);
    const message = 'Betting for the draw of 2025-04-20 closed at 18:00. Its bets can no longer be deleted.';
    expect(await remove(platform, tokens.member1, 'bet', `BetId=${ticket.Bets[0]?.BetId}`)).toMatchObject({ status: 409, body: { message } });
    expect(await remove(platform, tokens.admin, 'bet/page', `TicketId=${ticket.TicketId}`)).toMatchObject({ status: 409, body: { message } });
    platform.setNow(FIXED_NOW);
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(left);
    const rows = await platform.db.select().from(bets).where(and(eq(bets.ticketId, ticket.TicketId)));
    expect(rows.every((row) => row.deletedAt === null)).toBe(true);
  });

  test('outside the caller\'s reach, or in another location, a bet is not found', async () => {
    const ticket = await ticketFor(tokens.member1, 'member1');
    const betId = ticket.Bets[0]?.BetId;
    for (const token of [tokens.agent3, member2]) {
      expect(await remove(platform, token, 'bet', `BetId=${betId}`)).toMatchObject({ status: 404, body: { message: 'Bet not found.' } });
      expect(await remove(platform, token, 'bet/page', `TicketId=${ticket.TicketId}`)).toMatchObject({ status: 404, body: { message: 'Ticket not found.' } });
    }
    expect(await remove(platform, tokens.agent2, 'bet', `BetId=${betId}`, 'MG')).toMatchObject({ status: 404 });
    const other = await ticketFor(member2, 'member2');
    expect(await remove(platform, tokens.agent1, 'bet', `BetId=${other.Bets[0]?.BetId}`)).toMatchObject({ status: 404 });
    // agent3 reaches member2 but may not place bets, so it may not delete them either.
    expect(await remove(platform, tokens.agent3, 'bet', `BetId=${other.Bets[0]?.BetId}`)).toMatchObject({
      status: 403,
      body: { message: 'This account may not place bets.' },
    });
    expect(await remove(platform, tokens.agent2, 'bet', 'BetId=abc')).toMatchObject({ status: 400, body: { field: 'BetId' } });
  });
});
