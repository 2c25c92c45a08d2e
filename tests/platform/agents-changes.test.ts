// The Agent list and changes: directDownLine and search, PUT agents (name, flags), agents/position
// (rates inside the parent's caps and above the downline's), agents/credit (within what the parent
// has left to give and above what the downline holds), DELETE agents/{ParentId}/{UserId} (refused
// while anything hangs on the agent), and one audit row for every change, none for a change of nothing.
import { and, eq } from 'drizzle-orm';
import type { DownlineUser } from '@/lib/contract/agents';
import { audits, userLocations, users } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const PASSWORD = 'Newagent123';
type Refusal = { message: string; field?: string };

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const send = <T = DownlineUser>(token: string, method: string, resource: string, body: unknown, locId = 'SG') =>
    sendJson<T>(platform, method, scoped(resource, locId), body, token);
  const list = (token: string, resource: string, query = '', locId = 'SG') => platform.get<DownlineUser[]>(scoped(resource, locId, query), token);
  const auditsOf = (userId: string) => platform.db.select().from(audits).where(eq(audits.targetUserId, userId)).orderBy(audits.id);
  const lastAudit = async (userId: string) => (await auditsOf(userId)).at(-1);
  const create = (token: string, body: Record<string, unknown>, locId = 'SG') =>
    send(token, 'POST', 'agents', { UserName: 'Test Agent', Password: PASSWORD, ...body }, locId);

  test('directDownLine: the direct child agents of the caller (or UserId), with money and rates of the location', async () => {
    const { status, body } = await list(tokens.admin, 'agents/directDownLine');
    expect(status).toBe(200);
    expect(body.map((row) => row.UserId)).toEqual(['agent1', 'agent3']);
    expect(body[0]).toMatchObject({
      UserId: 'agent1', UserName: 'Agent One', Role: 'AG', ParentId: 'admin', Rank: 1, LocId: 'SG', Credit: '100000.00',
      AccBal: expect.stringMatching(/^-?\d+\.\d{2}$/), CreditLeft: expect.stringMatching(/^-?\d+\.\d{2}$/), DownlineCredit: '50000.00', Downlines: 1, Share: 0.5, Commission: 0.1, Tax: 0, EnableCreateAgent: true,
      dEnableViewShareClaim: 1, updatePassword: false,
    });
    expect((await list(tokens.admin, 'agents/directDownLine', '', 'TT')).body[0]).toMatchObject({ LocId: 'TT', Share: 0.4, Commission: 0.2 });
    expect((await list(tokens.agent1, 'agents/directDownLine')).body.map((row) => row.UserId)).toEqual(['agent2']);
    expect((await list(tokens.admin, 'agents/directDownLine', 'UserId=agent1')).body.map((row) => row.UserId)).toEqual(['agent2']);
    expect((await list(tokens.admin, 'agents/directDownLine', 'UserId=agent2')).body).toEqual([]);
  });

  test('search: by part of the id or name, over the whole downline, case-insensitive; wildcards are text', async () => {
    const ids = async (token: string, query: string) => (await list(token, 'agents/search', query)).body.map((row) => row.UserId);
    expect(await ids(tokens.admin, 'txtSearch=AGENT')).toEqual(['agent1', 'agent2', 'agent3']);
    expect(await ids(tokens.admin, 'txtSearch=two')).toEqual(['agent2']);
    expect(await ids(tokens.admin, 'txtSearch=')).toEqual(['agent1', 'agent2', 'agent3']);
    expect(await ids(tokens.admin, 'txtSearch=%25')).toEqual([]);
    expect(await ids(tokens.admin, 'txtSearch=_')).toEqual([]);
    expect(await ids(tokens.agent1, 'txtSearch=agent')).toEqual(['agent2']);
    expect(await ids(tokens.admin, 'txtSearch=agent&UserId=agent3')).toEqual([]);
  });

  describe('PUT agents/position', () => {
    test('rates inside the caps are written, with one audit row of what changed', async () => {
      const answer = await send(tokens.agent1, 'PUT', 'agents/position', { UserId: 'agent2', Share: 0.25, Commission: 0.09, Tax: 0 });
      expect(answer).toMatchObject({ status: 200, body: { UserId: 'agent2', Share: 0.25, Commission: 0.09, Tax: 0 } });
      expect(await lastAudit('agent2')).toMatchObject({
        actorId: 'agent1', entity: 'agent', action: 'UPDATE', locId: 'SG', before: { Share: 0.2, Commission: 0.08 }, after: { Share: 0.25, Commission: 0.09 },
      });
      const count = (await auditsOf('agent2')).length;
      expect(await send(tokens.agent1, 'PUT', 'agents/position', { UserId: 'agent2', Share: 0.25 })).toMatchObject({ status: 200 });
      expect(await auditsOf('agent2')).toHaveLength(count);
    });

    test.each([
      [{ Share: 0.55 }, 'Share', "Share 0.55 is above the cap 0.5: it may not exceed the parent's share."],
      [{ Commission: 0.0925 }, 'Commission', 'Commission must be from 0 to 0.2 in steps of 0.005.'],
      [{ Commission: 0.045 }, 'Commission', 'Commission 0.045 is below 0.05, the highest commission of its downline: lower theirs first.'],
      [{ Tax: 0.001 }, 'Tax', "Tax 0.001 is above the cap 0: it may not exceed the parent's tax."],
    ])('%j is refused naming %s; nothing changes', async (values, field, message) => {
      const before = await platform.db.select().from(userLocations).where(eq(userLocations.userId, 'agent2'));
      expect(await send(tokens.agent1, 'PUT', 'agents/position', { UserId: 'agent2', ...values })).toMatchObject({ status: 400, body: { field, message } });
      expect(await platform.db.select().from(userLocations).where(eq(userLocations.userId, 'agent2'))).toEqual(before);
    });

    test('lowering a parent below its downline is refused, never cascaded', async () => {
      expect(await send<Refusal>(tokens.admin, 'PUT', 'agents/position', { UserId: 'agent1', Share: 0.2 })).toMatchObject({
        status: 400, body: { field: 'Share', message: 'Share 0.2 is below 0.25, the highest share of its downline: lower theirs first.' },
      });
      expect(await send(tokens.admin, 'PUT', 'agents/position', { UserId: 'agent1', Share: 0.25 })).toMatchObject({ status: 200, body: { Share: 0.25 } });
      // A kept value stays valid even when the parent's has since dropped below it (here: equal).
      expect(await send(tokens.agent1, 'PUT', 'agents/position', { UserId: 'agent2', Share: 0.25, Commission: 0.08 })).toMatchObject({ status: 200 });
      expect(await send(tokens.admin, 'PUT', 'agents/position', { UserId: 'agent1', Share: 0.5 })).toMatchObject({ status: 200 });
    });

    test('TT: the TT grid and the TT caps', async () => {
      expect(await send(tokens.agent1, 'PUT', 'agents/position', { UserId: 'agent2', Commission: 0.2 }, 'TT')).toMatchObject({ status: 200, body: { Commission: 0.2 } });
      expect(await send(tokens.agent1, 'PUT', 'agents/position', { UserId: 'agent2', Commission: 0.21 }, 'TT')).toMatchObject({ status: 400, body: { field: 'Commission' } });
      expect(await send(tokens.agent1, 'PUT', 'agents/position', { UserId: 'agent2', Commission: 0.155 }, 'TT')).toMatchObject({
        status: 400, body: { message: 'Commission must be from 0 to 0.3 in steps of 0.01 (TT).' },
      });
    });
  });

  describe('PUT agents/credit', () => {
    test('within what the parent has left to give, above what the downline holds', async () => {
      expect(await send(tokens.agent1, 'PUT', 'agents/credit', { UserId: 'agent2', Credit: '100000.01' })).toMatchObject({
        status: 400, body: { field: 'Credit', message: 'Credit 100000.01 is above the 100000.00 that agent1 has left to give.' },
      });
      expect(await send(tokens.agent1, 'PUT', 'agents/credit', { UserId: 'agent2', Credit: '6999.99' })).toMatchObject({
        status: 400, body: { field: 'Credit', message: 'Credit 6999.99 is below 7000.00, the credit its downline holds: lower theirs first.' },
      });
      expect(await send(tokens.agent1, 'PUT', 'agents/credit', { UserId: 'agent2', Credit: '7000' })).toMatchObject({ status: 200, body: { Credit: '7000.00' } });
      expect(await lastAudit('agent2')).toMatchObject({ action: 'UPDATE', locId: 'SG', before: { Credit: '50000.00' }, after: { Credit: '7000.00' } });
      expect(await send(tokens.agent1, 'PUT', 'agents/credit', { UserId: 'agent2', Credit: '100000' })).toMatchObject({ status: 200, body: { Credit: '100000.00' } });
      // agent1 has given everything: it cannot give a new agent anything.
      expect(await create(tokens.agent1, { UserId: 'nocredit', Credit: '0.01' })).toMatchObject({ status: 400, body: { field: 'Credit' } });
      // And it cannot drop below what it gave out.
      expect(await send(tokens.admin, 'PUT', 'agents/credit', { UserId: 'agent1', Credit: '99999.99' })).toMatchObject({ status: 400, body: { field: 'Credit' } });
      expect(await send(tokens.agent1, 'PUT', 'agents/credit', { UserId: 'agent2', Credit: '50000.00' })).toMatchObject({ status: 200 });
    });
  });

  describe('PUT agents', () => {
    test('name and flags; a right the parent lacks cannot be switched on; what is left out stays', async () => {
      const answer = await send(tokens.agent1, 'PUT', 'agents', { UserId: 'agent2', UserName: 'Agent Two B', EnableUpload: true, GroupReportDisabled: true });
      expect(answer).toMatchObject({ status: 200, body: { UserName: 'Agent Two B', EnableUpload: true, GroupReportDisabled: true, EnablePlaceBet: true } });
      expect(await lastAudit('agent2')).toMatchObject({
        action: 'UPDATE', locId: null, before: { UserName: 'Agent Two', EnableUpload: false, GroupReportDisabled: false },
        after: { UserName: 'Agent Two B', EnableUpload: true, GroupReportDisabled: true },
      });
      expect(await send(tokens.agent1, 'PUT', 'agents', { UserId: 'agent2', tOutSetting1Enabled: true })).toMatchObject({
        status: 400, body: { field: 'tOutSetting1Enabled' },
      });
      expect(await send(tokens.agent1, 'PUT', 'agents', { UserId: 'agent2', UserName: 'Agent Two', EnableUpload: false, GroupReportDisabled: false })).toMatchObject({ status: 200 });
    });

    test('a right removed from a parent stays with its children (a flag is the user\'s own right)', async () => {
      expect(await send(tokens.admin, 'PUT', 'agents', { UserId: 'agent1', EnablePlaceBet: false })).toMatchObject({ status: 200, body: { EnablePlaceBet: false } });
      const [agent2] = await platform.db.select().from(users).where(eq(users.userId, 'agent2'));
      expect(agent2?.enablePlaceBet).toBe(true);
      // ...but agent1 can no longer grant it: agent2 keeps it, a switched-off one stays off.
      expect(await send(tokens.agent1, 'PUT', 'agents', { UserId: 'agent2', EnablePlaceBet: true })).toMatchObject({ status: 200 });
      expect(await send(tokens.agent1, 'PUT', 'agents', { UserId: 'agent2', EnablePlaceBet: false })).toMatchObject({ status: 200 });
      expect(await send(tokens.agent1, 'PUT', 'agents', { UserId: 'agent2', EnablePlaceBet: true })).toMatchObject({ status: 400, body: { field: 'EnablePlaceBet' } });
      expect(await send(tokens.admin, 'PUT', 'agents', { UserId: 'agent1', EnablePlaceBet: true })).toMatchObject({ status: 200 });
      expect(await send(tokens.agent1, 'PUT', 'agents', { UserId: 'agent2', EnablePlaceBet: true })).toMatchObject({ status: 200 });
    });
  });

  describe('DELETE agents/{ParentId}/{UserId}', () => {
    test('refused while bets are open below it (member1 has open bets)', async () => {
      expect(await send(tokens.agent1, 'DELETE', 'agents/agent1/agent2', undefined)).toMatchObject({
        status: 409, body: { message: 'Agent agent2 has open bets below it and cannot be deleted.' },
      });
      expect(await platform.db.select().from(users).where(eq(users.userId, 'agent2'))).toHaveLength(1);
    });

    test('refused while it has a downline; a wrong ParentId is a 404; an agent that never acted goes, with an audit row', async () => {
      expect(await create(tokens.agent1, { UserId: 'top_a', Credit: '100', EnableCreateDownline: true })).toMatchObject({ status: 201 });
      const token = await platform.signIn('top_a', PASSWORD);
      const player = { UserId: 'top_a_p', UserName: 'P', Password: PASSWORD, Credit: '100', ParentId: 'top_a' };
      expect(await send(tokens.agent1, 'POST', 'players', player)).toMatchObject({ status: 201, body: { ParentId: 'top_a', Rank: 3 } });
      expect(await send(tokens.agent1, 'DELETE', 'agents/agent1/top_a', undefined)).toMatchObject({
        status: 409, body: { message: 'Agent top_a has 1 downline user and cannot be deleted: delete them first.' },
      });
      expect(await send(tokens.agent1, 'DELETE', 'agents/admin/top_a', undefined)).toMatchObject({ status: 404, body: { message: 'Agent not found.' } });
      expect(await send(tokens.agent1, 'DELETE', 'players/top_a/top_a_p', undefined)).toMatchObject({ status: 200, body: { success: true, message: 'Player top_a_p deleted.' } });
      expect(await send(tokens.agent1, 'DELETE', 'agents/agent1/top_a', undefined)).toMatchObject({ status: 200, body: { message: 'Agent top_a deleted.' } });
      expect(await platform.db.select().from(users).where(eq(users.userId, 'top_a'))).toEqual([]);
      expect(await platform.get(scoped('agents/profile', 'SG', 'UserId=top_a'), tokens.agent1)).toMatchObject({ status: 404 });
      expect(await platform.get(scoped('profile'), token)).toMatchObject({ status: 401 });
      expect(await lastAudit('top_a')).toMatchObject({ actorId: 'agent1', entity: 'agent', action: 'DELETE', after: null, before: { UserId: 'top_a', ParentId: 'agent1', Accounts: { SG: { Credit: '100.00' } } } });
      // The credit it held is agent1's to give again.
      const [account] = await platform.db.select().from(userLocations).where(and(eq(userLocations.userId, 'agent1'), eq(userLocations.locId, 'SG')));
      expect(account?.credit).toBe('100000.00');
    });

    test('refused with an account balance other than 0, and with any history (its audit rows as actor)', async () => {
      expect(await create(tokens.admin, { UserId: 'owing', EnableCreateDownline: true })).toMatchObject({ status: 201 });
      await platform.db.update(userLocations).set({ accBal: '-12.50' }).where(and(eq(userLocations.userId, 'owing'), eq(userLocations.locId, 'MG')));
      expect(await send(tokens.admin, 'DELETE', 'agents/admin/owing', undefined)).toMatchObject({
        status: 409, body: { message: 'Agent owing has an account balance of -12.50 in MG and cannot be deleted: settle it with a payment first.' },
      });
      await platform.db.update(userLocations).set({ accBal: '0' }).where(eq(userLocations.userId, 'owing'));
      await platform.db.update(users).set({ updatePassword: false }).where(eq(users.userId, 'owing'));
      const token = await platform.signIn('owing', PASSWORD);
      expect(await send(token, 'POST', 'players', { UserId: 'owing_p', UserName: 'P', Password: PASSWORD })).toMatchObject({ status: 201 });
      expect(await send(token, 'DELETE', 'players/owing/owing_p', undefined)).toMatchObject({ status: 200 });
      expect(await send(tokens.admin, 'DELETE', 'agents/admin/owing', undefined)).toMatchObject({
        status: 409,
        body: { message: 'Agent owing has betting, payment or audit history and cannot be deleted: those records keep their owner. Set its credit to 0 and switch its rights off instead.' },
      });
      expect(await platform.db.select().from(users).where(eq(users.userId, 'owing'))).toHaveLength(1);
    });
  });
});
