// The Player calls: players/directDownLine and players/profile, POST players (credit and commission in
// the parent's caps, the two player flags), PUT players/update (one audit row per change), and DELETE
// players/{ParentId}/{UserId}: refused with open bets ("The player has open bets and cannot be
// deleted."), with a balance, and with any history; a player that never played goes.
import { and, eq } from 'drizzle-orm';
import type { DownlineUser } from '@/lib/contract/agents';
import { PLAYER_OPEN_BETS_MESSAGE } from '@/lib/contract/players';
import { audits, userLocations, users } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { newKey, openDraw, placeTicket, remove, type PlacedTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const PASSWORD = 'Player1234';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const send = <T = DownlineUser>(token: string, method: string, resource: string, body?: unknown, locId = 'SG') =>
    sendJson<T>(platform, method, scoped(resource, locId), body, token);
  const list = (token: string, query = '', locId = 'SG') => platform.get<DownlineUser[]>(scoped('players/directDownLine', locId, query), token);
  const create = (token: string, body: Record<string, unknown>, locId = 'SG') =>
    send(token, 'POST', 'players', { UserName: 'Test Player', Password: PASSWORD, ...body }, locId);
  const auditsOf = (userId: string) => platform.db.select().from(audits).where(eq(audits.targetUserId, userId)).orderBy(audits.id);
  const exists = async (userId: string) => (await platform.db.select().from(users).where(eq(users.userId, userId))).length === 1;

  test('directDownLine: the direct members of the caller (or UserId), with credit and commission of the location', async () => {
    const { status, body } = await list(tokens.agent2);
    expect(status).toBe(200);
    expect(body.map((row) => row.UserId)).toEqual(['fresh1', 'member1', 'member3']);
    expect(body[1]).toMatchObject({ UserId: 'member1', Role: 'MEM', ParentId: 'agent2', Rank: 3, Credit: '5000.00', Commission: 0.05, Share: 0, Tax: 0, EnablePlaceBet: true });
    expect((await list(tokens.agent2, '', 'TT')).body[1]).toMatchObject({ UserId: 'member1', Credit: '2000.00', Commission: 0.1 });
    expect((await list(tokens.admin)).body).toEqual([]);
    expect((await list(tokens.admin, 'UserId=agent3')).body.map((row) => row.UserId)).toEqual(['member2']);
    expect((await list(tokens.agent1, 'UserId=agent2')).body).toHaveLength(3);
  });

  test('players/profile: a member below the caller, at any depth', async () => {
    expect(await platform.get(scoped('players/profile', 'SG', 'UserId=member1'), tokens.agent1)).toMatchObject({ status: 200, body: { UserId: 'member1', CreditLeft: expect.any(String) } });
    expect(await platform.get(scoped('players/profile', 'SG', 'UserId=agent2'), tokens.agent1)).toMatchObject({ status: 404, body: { message: 'Player not found.' } });
  });

  describe('POST players', () => {
    test('credit and commission at the caps; the player flags; every location of the parent opened', async () => {
      const answer = await create(tokens.agent2, { UserId: 'p_cap', Credit: '100.50', Commission: 0.08, EnablePlaceBet: true, disablePlaceBetAndFixedBet: true });
      expect(answer).toMatchObject({
        status: 201,
        body: { UserId: 'p_cap', Role: 'MEM', ParentId: 'agent2', Rank: 3, Credit: '100.50', CreditLeft: '100.50', Commission: 0.08, Share: 0, Tax: 0, EnablePlaceBet: true, disablePlaceBetAndFixedBet: true, updatePassword: true },
      });
      const accounts = await platform.db.select().from(userLocations).where(eq(userLocations.userId, 'p_cap'));
      expect(accounts.map((row) => [row.locId, row.credit]).sort()).toEqual([['MG', '0.00'], ['SG', '100.50'], ['TT', '0.00']]);
      expect((await auditsOf('p_cap'))[0]).toMatchObject({ actorId: 'agent2', entity: 'player', action: 'CREATE', after: { ParentId: 'agent2', Accounts: { SG: { Credit: '100.50', Commission: 0.08 } } } });
    });

    test.each([
      ['SG', { Commission: 0.085 }, 'Commission', "Commission 0.085 is above the cap 0.08: it may not exceed the parent's commission."],
      ['SG', { Commission: 0.0825 }, 'Commission', 'Commission must be from 0 to 0.2 in steps of 0.005.'],
      ['TT', { Commission: 0.16 }, 'Commission', "Commission 0.16 is above the cap 0.15: it may not exceed the parent's commission."],
      ['SG', { Credit: '42899.51' }, 'Credit', 'Credit 42899.51 is above the 42899.50 that agent2 has left to give.'],
      ['SG', { EnablePlaceBet: 'yes' }, 'EnablePlaceBet', 'Use true or false.'],
    ])('%s %j is refused naming %s', async (locId, values, field, message) => {
      expect(await create(tokens.agent2, { UserId: 'p_bad', ...values }, locId)).toMatchObject({ status: 400, body: { field, message } });
      expect(await exists('p_bad')).toBe(false);
    });

    test('a right the parent lacks cannot be granted: agent3 has no EnablePlaceBet (an admin gives it to its players)', async () => {
      await platform.db.update(users).set({ enableCreateDownline: true }).where(eq(users.userId, 'agent3'));
      try {
        const token = await platform.signIn('agent3', 'Agent1234');
        expect(await create(token, { UserId: 'p_noflag', EnablePlaceBet: true })).toMatchObject({ status: 400, body: { field: 'EnablePlaceBet' } });
        expect(await create(token, { UserId: 'p_noflag' })).toMatchObject({ status: 201, body: { EnablePlaceBet: false } });
        expect(await create(tokens.admin, { UserId: 'p_admin', ParentId: 'agent3', EnablePlaceBet: true })).toMatchObject({ status: 400, body: { field: 'EnablePlaceBet' } });
      } finally {
        await platform.db.update(users).set({ enableCreateDownline: false }).where(eq(users.userId, 'agent3'));
      }
    });
  });

  describe('PUT players/update', () => {
    test('name, flags, credit and commission in one change, one audit row with what changed', async () => {
      expect(await create(tokens.agent2, { UserId: 'p_upd', Credit: '10', Commission: 0.05 })).toMatchObject({ status: 201 });
      const answer = await send(tokens.agent2, 'PUT', 'players/update', { UserId: 'p_upd', UserName: 'Renamed', Credit: '20', Commission: 0.06, EnablePlaceBet: true });
      expect(answer).toMatchObject({ status: 200, body: { UserName: 'Renamed', Credit: '20.00', Commission: 0.06, EnablePlaceBet: true } });
      const rows = await auditsOf('p_upd');
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({
        actorId: 'agent2', entity: 'player', action: 'UPDATE', locId: 'SG',
        before: { UserName: 'Test Player', Credit: '10.00', Commission: 0.05, EnablePlaceBet: false },
        after: { UserName: 'Renamed', Credit: '20.00', Commission: 0.06, EnablePlaceBet: true },
      });
      expect(await send(tokens.agent2, 'PUT', 'players/update', { UserId: 'p_upd', UserName: 'Renamed', Credit: '20.00' })).toMatchObject({ status: 200 });
      expect(await auditsOf('p_upd')).toHaveLength(2);
    });

    test('refusals change nothing', async () => {
      const before = await platform.db.select().from(userLocations).where(eq(userLocations.userId, 'member1'));
      expect(await send(tokens.agent2, 'PUT', 'players/update', { UserId: 'member1', Commission: 0.1 })).toMatchObject({ status: 400, body: { field: 'Commission' } });
      expect(await send(tokens.agent2, 'PUT', 'players/update', { UserId: 'member1', Credit: '99999', UserName: 'X' })).toMatchObject({ status: 400, body: { field: 'Credit' } });
      expect(await platform.db.select().from(userLocations).where(eq(userLocations.userId, 'member1'))).toEqual(before);
      const [member1] = await platform.db.select().from(users).where(eq(users.userId, 'member1'));
      expect(member1?.userName).toBe('Member One');
    });
  });

  describe('DELETE players/{ParentId}/{UserId}', () => {
    test('member1 has open bets: refused with the message that says why; nothing changes', async () => {
      const answer = await send(tokens.agent2, 'DELETE', 'players/agent2/member1');
      expect(answer).toEqual({ status: 409, body: { message: PLAYER_OPEN_BETS_MESSAGE }, headers: expect.anything() });
      expect(PLAYER_OPEN_BETS_MESSAGE).toBe('The player has open bets and cannot be deleted.');
      expect(await exists('member1')).toBe(true);
      expect(await send(tokens.admin, 'DELETE', 'players/agent2/member1')).toMatchObject({ status: 409, body: { message: PLAYER_OPEN_BETS_MESSAGE } });
    });

    test('a bet on the open draw blocks it; once the bet is deleted its ticket is history and still blocks it', async () => {
      expect(await create(tokens.agent2, { UserId: 'p_bets', Credit: '100', EnablePlaceBet: true })).toMatchObject({ status: 201 });
      const draw = await openDraw(platform, tokens.agent2);
      const placed = await placeTicket(platform, tokens.agent2, {
        UserId: 'p_bets', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }],
      });
      expect(placed.status).toBe(201);
      expect(await send(tokens.agent2, 'DELETE', 'players/agent2/p_bets')).toMatchObject({ status: 409, body: { message: PLAYER_OPEN_BETS_MESSAGE } });
      const ticket = placed.body as PlacedTicket;
      expect(await remove(platform, tokens.agent2, 'bet/page', `TicketId=${ticket.TicketId}`)).toMatchObject({ status: 200 });
      expect(await send(tokens.agent2, 'DELETE', 'players/agent2/p_bets')).toMatchObject({
        status: 409, body: { message: expect.stringContaining('Player p_bets has betting, payment or audit history and cannot be deleted') },
      });
      expect(await exists('p_bets')).toBe(true);
    });

    test('a balance other than 0 blocks it; a player that never played goes, with an audit row', async () => {
      expect(await create(tokens.agent2, { UserId: 'p_gone', Credit: '5' })).toMatchObject({ status: 201 });
      await platform.db.update(userLocations).set({ accBal: '3.00' }).where(and(eq(userLocations.userId, 'p_gone'), eq(userLocations.locId, 'TT')));
      expect(await send(tokens.agent2, 'DELETE', 'players/agent2/p_gone')).toMatchObject({
        status: 409, body: { message: 'Player p_gone has an account balance of 3.00 in TT and cannot be deleted: settle it with a payment first.' },
      });
      await platform.db.update(userLocations).set({ accBal: '0.00' }).where(eq(userLocations.userId, 'p_gone'));
      expect(await send(tokens.agent2, 'DELETE', 'players/agent1/p_gone')).toMatchObject({ status: 404 });
      expect(await send(tokens.agent2, 'DELETE', 'players/agent2/p_gone')).toMatchObject({ status: 200, body: { success: true, message: 'Player p_gone deleted.' } });
      expect(await exists('p_gone')).toBe(false);
      expect(await platform.db.select().from(userLocations).where(eq(userLocations.userId, 'p_gone'))).toEqual([]);
      expect((await auditsOf('p_gone')).at(-1)).toMatchObject({ actorId: 'agent2', entity: 'player', action: 'DELETE', before: { UserId: 'p_gone', Accounts: { SG: { Credit: '5.00' } } } });
    });
  });
});
