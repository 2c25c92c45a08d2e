// The rest of the member tree: dMemberByRole, dMemberByShare, tMemberAllRole, mMemberProfile and
// priorityInTakes (GET and PUT), each as its name says, each kept inside the caller's reach (another
// branch is a 404 and changes nothing), and an audit row for every eat-limit change.
import { and, count, eq } from 'drizzle-orm';
import { audits, outsetLimits } from '@/platform/db/schema';
import { ACTORS, scoped, useActorTokens, VISIBLE, type Actor } from './support/actors';
import { DEMO_USERS } from './support/demo';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

type Item = { UserId: string; Role: string; Share?: number };
const ids = (items: Item[]) => items.map((item) => item.UserId);
const roleOf = (userId: string) => DEMO_USERS.find((user) => user.UserId === userId)?.Role;
const rankOf = (userId: string) => DEMO_USERS.find((user) => user.UserId === userId)?.Rank ?? 99;
const byRank = (userIds: string[]) => [...userIds].sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : 1));
const ADMINS = ['admin', 'clerk'];
/** Everything below the actor (admins: every user but themselves). */
const belowOf = (actor: Actor) => (ADMINS.includes(actor) ? DEMO_USERS.map((user) => user.UserId) : VISIBLE[actor]).filter((id) => id !== actor);

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const get = <T = Item[]>(actor: Actor, resource: string, query = '', locId = 'SG') => platform.get<T>(scoped(resource, locId, query), tokens[actor]);
  const put = <T = Record<string, unknown>>(actor: Actor, body: unknown, locId = 'SG') =>
    sendJson<T>(platform, 'PUT', scoped('priorityInTakes', locId), body, tokens[actor]);

  describe('dMemberByRole', () => {
    test.each(ACTORS)('%s: the users below it of one role, by Rank then UserId', async (actor) => {
      for (const role of ['AG', 'MEM']) {
        const answer = await get(actor, 'dMemberByRole', `Role=${role}`);
        expect(answer.status).toBe(200);
        expect(ids(answer.body)).toEqual(byRank(belowOf(actor).filter((id) => roleOf(id) === role)));
      }
    });

    test('UserId roots it; another branch is a 404; Role is AG or MEM', async () => {
      expect(ids((await get('agent1', 'dMemberByRole', 'Role=MEM&UserId=agent2')).body)).toEqual(['fresh1', 'member1', 'member3']);
      expect(await get('agent1', 'dMemberByRole', 'Role=MEM&UserId=agent3')).toMatchObject({ status: 404 });
      expect(await get('agent3', 'dMemberByRole', 'Role=AG&UserId=agent2')).toMatchObject({ status: 404 });
      expect(await get('admin', 'dMemberByRole', 'Role=ADMIN')).toMatchObject({ status: 400, body: { field: 'Role' } });
      expect(await get('admin', 'dMemberByRole')).toMatchObject({ status: 400, body: { field: 'Role' } });
    });
  });

  describe('dMemberByShare', () => {
    test('the agents below taking a share of the location, the largest first, with their rates', async () => {
      expect((await get('admin', 'dMemberByShare')).body).toEqual([
        expect.objectContaining({ UserId: 'agent1', Share: 0.5, Commission: 0.1, Tax: 0 }),
        expect.objectContaining({ UserId: 'agent3', Share: 0.3 }),
        expect.objectContaining({ UserId: 'agent2', Share: 0.2, Commission: 0.08 }),
      ]);
      expect((await get('admin', 'dMemberByShare', '', 'TT')).body.map((item) => [item.UserId, item.Share])).toEqual([['agent1', 0.4], ['agent3', 0.3], ['agent2', 0.2]]);
      expect(ids((await get('agent1', 'dMemberByShare')).body)).toEqual(['agent2']);
      expect(ids((await get('agent3', 'dMemberByShare')).body)).toEqual([]);
      expect(ids((await get('member1', 'dMemberByShare')).body)).toEqual([]);
      expect(await get('agent3', 'dMemberByShare', 'UserId=agent2')).toMatchObject({ status: 404 });
    });
  });

  describe('tMemberAllRole', () => {
    test.each(ACTORS)('%s: dMemberAllRole over TT locations, under tt/ and 4d/ alike', async (actor) => {
      const tt = await get(actor, 'tMemberAllRole', '', 'TT');
      expect(ids(tt.body)).toEqual(byRank(belowOf(actor)));
      expect(ids((await get(actor, 'tMemberAllRole')).body)).toEqual(ids(tt.body));
    });

    test('another branch is a 404', async () => {
      expect(await get('agent3', 'tMemberAllRole', 'UserId=agent1', 'TT')).toMatchObject({ status: 404 });
      expect(ids((await get('agent1', 'tMemberAllRole', 'UserId=agent2', 'TT')).body)).toEqual(['fresh1', 'member1', 'member3']);
    });
  });

  describe('mMemberProfile', () => {
    test("a member's profile with its commission and tax in the location; its own by default", async () => {
      expect(await get('member1', 'mMemberProfile')).toMatchObject({ status: 200, body: { UserId: 'member1', Role: 'MEM', Credit: '5000.00', Commission: 0.05, Tax: 0 } });
      expect(await get('member1', 'mMemberProfile', '', 'TT')).toMatchObject({ status: 200, body: { Credit: '2000.00', Commission: 0.1 } });
      expect(await get('agent1', 'mMemberProfile', 'UserId=member1')).toMatchObject({ status: 200, body: { UserId: 'member1', ParentId: 'agent2' } });
    });

    test('not a member, or another branch: 404', async () => {
      expect(await get('agent1', 'mMemberProfile')).toMatchObject({ status: 404, body: { message: 'Member not found.' } });
      expect(await get('agent1', 'mMemberProfile', 'UserId=agent2')).toMatchObject({ status: 404 });
      expect(await get('agent3', 'mMemberProfile', 'UserId=member1')).toMatchObject({ status: 404, body: { message: 'User not found.' } });
      expect(await get('member1', 'mMemberProfile', 'UserId=member3')).toMatchObject({ status: 404 });
    });
  });

  describe('priorityInTakes', () => {
    test('GET: the eat limits of the location; members and the company do not eat', async () => {
      expect((await get('agent2', 'priorityInTakes')).body).toEqual({ UserId: 'agent2', LocId: 'SG', Game: '4D', Big: '5.00', Small: '3.00', Unit: '0.00', Eats: true, UpdatedAt: expect.any(String) });
      expect((await get('agent2', 'priorityInTakes', '', 'TT')).body).toMatchObject({ Game: 'TT', Big: '0.00', Unit: '2.00' });
      expect((await get('agent1', 'priorityInTakes', 'UserId=agent2')).body).toMatchObject({ UserId: 'agent2', Big: '5.00' });
      expect((await get('member1', 'priorityInTakes')).body).toMatchObject({ UserId: 'member1', Big: '0.00', Eats: false, UpdatedAt: null });
      expect((await get('clerk', 'priorityInTakes')).body).toMatchObject({ UserId: 'admin', Eats: false });
      expect(await get('agent3', 'priorityInTakes', 'UserId=agent2')).toMatchObject({ status: 404 });
      expect(await get('member1', 'priorityInTakes', 'UserId=agent2')).toMatchObject({ status: 404 });
    });

    test('PUT: an agent sets its own; an upline sets its downline agent; each change one audit row', async () => {
      const before = (await platform.db.select({ total: count() }).from(audits))[0]?.total ?? 0;
      expect(await put('agent2', { Big: '6', Small: 2.5 })).toMatchObject({ status: 200, body: { UserId: 'agent2', Big: '6.00', Small: '2.50', Unit: '0.00' } });
      const [own] = await platform.db.select().from(audits).where(and(eq(audits.entity, 'intake'), eq(audits.targetUserId, 'agent2')));
      expect(own).toMatchObject({ actorId: 'agent2', action: 'UPDATE', entityId: 'agent2:SG', locId: 'SG', before: { Big: '5.00', Small: '3.00' }, after: { Big: '6.00', Small: '2.50' } });
      expect(await put('agent1', { UserId: 'agent2', Big: '7.00' })).toMatchObject({ status: 200, body: { Big: '7.00', Small: '2.50' } });
      // TT takes units only; Big is ignored there.
      expect(await put('agent2', { Unit: '4', Big: '99' }, 'TT')).toMatchObject({ status: 200, body: { Unit: '4.00', Big: '0.00' } });
      // Nothing changed: no row.
      expect(await put('agent2', { Big: '7' })).toMatchObject({ status: 200 });
      expect((await platform.db.select({ total: count() }).from(audits))[0]?.total).toBe(before + 3);
      const [row] = await platform.db.select().from(outsetLimits).where(and(eq(outsetLimits.userId, 'agent2'), eq(outsetLimits.locId, 'SG')));
      expect(row).toMatchObject({ big: '7.00', small: '2.50' });
    });

    test('PUT: an admin needs OutSet; a new row is a CREATE', async () => {
      expect(await put('admin', { UserId: 'agent3', Big: '11' })).toMatchObject({ status: 200, body: { UserId: 'agent3', Big: '11.00' } });
      expect(await put('clerk', { UserId: 'agent3', Big: '12' })).toMatchObject({ status: 403, body: { message: 'This call needs the OutSet permission.' } });
      await platform.db.delete(outsetLimits).where(and(eq(outsetLimits.userId, 'agent1'), eq(outsetLimits.locId, 'MG')));
      expect(await put('admin', { UserId: 'agent1', Small: '1' }, 'MG')).toMatchObject({ status: 200, body: { Big: '0.00', Small: '1.00' } });
      const [created] = await platform.db.select().from(audits).where(and(eq(audits.entityId, 'agent1:MG')));
      expect(created).toMatchObject({ action: 'CREATE', before: null, after: { Small: '1.00' } });
    });

    test('PUT: refused for members and the company; out of reach is a 404, a member calling it a 403; nothing changes', async () => {
      const before = await platform.db.select().from(outsetLimits);
      expect(await put('agent2', { UserId: 'member1', Big: '1' })).toMatchObject({ status: 400, body: { field: 'UserId', message: 'A member never eats: its stakes all go up the line.' } });
      expect(await put('admin', { Big: '1' })).toMatchObject({ status: 400, body: { field: 'UserId' } });
      expect(await put('agent3', { UserId: 'agent2', Big: '1' })).toMatchObject({ status: 404 });
      expect(await put('agent2', { UserId: 'agent1', Big: '1' })).toMatchObject({ status: 404 });
      expect(await put('member1', { Big: '1' })).toMatchObject({ status: 403, body: { message: 'This call is for agents and admins only.' } });
      expect(await put('agent2', { Big: '-1' })).toMatchObject({ status: 400, body: { field: 'Big' } });
      expect(await platform.db.select().from(outsetLimits)).toEqual(before);
    });
  });
});
