// Object-level authorization: agents reach only their subtree, members only themselves, admins all.
// Anything outside answers 404 exactly like a user that does not exist.
import { and, eq } from 'drizzle-orm';
import { userLocations, users } from '@/platform/db/schema';
import { parentsOf } from '@/platform/services/users/uplines';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { DEMO_USERS, PASSWORDS } from './support/demo';

const NOT_FOUND = { status: 404, body: { message: 'User not found.' } };

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const userId of ['admin', 'clerk', 'agent1', 'agent2', 'agent3', 'member1']) {
      tokens[userId] = await platform.signIn(userId, PASSWORDS[userId] ?? '');
    }
  });
  const memberProfile = (actor: string, target: string, loc = 'SG') =>
    platform.get<{ UserId?: string }>(`/api/v1/${loc === 'TT' ? 'tt' : '4d'}/dMemberProfile?LocId=${loc}&UserId=${target}`, tokens[actor] ?? '');

  test.each([
    ['agent1', ['agent1', 'agent2', 'member1', 'member3', 'fresh1'], ['admin', 'clerk', 'agent3', 'member2']],
    ['agent2', ['agent2', 'member1', 'member3', 'fresh1'], ['admin', 'clerk', 'agent1', 'agent3', 'member2']],
    ['agent3', ['agent3', 'member2'], ['admin', 'clerk', 'agent1', 'agent2', 'member1', 'member3', 'fresh1']],
    ['member1', ['member1'], ['admin', 'clerk', 'agent1', 'agent2', 'agent3', 'member2', 'member3', 'fresh1']],
  ])('%s reaches exactly its own subtree', async (actor, inside, outside) => {
    for (const target of inside) {
      const answer = await memberProfile(actor, target);
      expect([target, answer.status, answer.body.UserId]).toEqual([target, 200, target]);
    }
    for (const target of outside) {
      expect([target, await memberProfile(actor, target)]).toEqual([target, expect.objectContaining(NOT_FOUND)]);
    }
  });

  test('agent1 reads its grandchild member1 but not member2 of another branch, in every location', async () => {
    for (const loc of ['SG', 'MG', 'TT']) {
      expect((await memberProfile('agent1', 'member1', loc)).status).toBe(200);
      expect(await memberProfile('agent1', 'member2', loc)).toMatchObject(NOT_FOUND);
    }
  });

  test('admins (the clerk too) read everyone', async () => {
    for (const actor of ['admin', 'clerk']) {
      for (const user of DEMO_USERS) expect((await memberProfile(actor, user.UserId)).status).toBe(200);
    }
  });

  test('a user of another branch looks exactly like one that does not exist', async () => {
    const hidden = await memberProfile('member1', 'member3');
    const missing = await memberProfile('member1', 'nobody');
    expect(hidden.status).toBe(missing.status);
    expect(hidden.body).toEqual(missing.body);
  });

  test('locIdAvailable and payRates apply the same check to UserId', async () => {
    const own = await platform.get('/api/v1/4d/locIdAvailable?LocId=SG&UserId=member1', tokens.agent1 ?? '');
    expect(own).toMatchObject({ status: 200, body: [{ LocId: 'SG', Loc: 'Singapore' }, { LocId: 'MG' }, { LocId: 'TT' }] });
    const other = await platform.get('/api/v1/4d/locIdAvailable?LocId=SG&UserId=member2', tokens.agent1 ?? '');
    expect(other).toMatchObject(NOT_FOUND);
    const rates = await platform.get('/api/v1/4d/payRates?LocId=SG&UserId=agent1', tokens.agent3 ?? '');
    expect(rates).toMatchObject(NOT_FOUND);
  });

  test('IsTop (every location of the platform) is for admins only', async () => {
    expect((await platform.get('/api/v1/4d/locIdAvailable?LocId=SG&IsTop=true', tokens.admin ?? '')).status).toBe(200);
    const agent = await platform.get('/api/v1/4d/locIdAvailable?LocId=SG&IsTop=true', tokens.agent1 ?? '');
    expect(agent).toMatchObject({ status: 403, body: { field: 'IsTop' } });
  });

  test('a location the user does not have is refused with 403 naming LocId', async () => {
    const where = and(eq(userLocations.userId, 'agent3'), eq(userLocations.locId, 'MG'));
    const [row] = await platform.db.select().from(userLocations).where(where);
    await platform.db.delete(userLocations).where(where);
    try {
      const answer = await platform.get('/api/v1/4d/profile?LocId=MG', tokens.agent3 ?? '');
      expect(answer).toMatchObject({ status: 403, body: { field: 'LocId' } });
      const locs = await platform.get<{ LocId: string }[]>('/api/v1/4d/loc?LocId=SG', tokens.agent3 ?? '');
      expect(locs.body.map((l) => l.LocId)).toEqual(['SG', 'TT']);
    } finally {
      if (row) await platform.db.insert(userLocations).values(row);
    }
  });

  test('a corrupt parent cycle ends the upline walk: the check answers 404, it does not loop', async () => {
    // agent3 and member2 made each other's parent: a loop cut off from admin.
    await platform.db.update(users).set({ parentId: 'member2' }).where(eq(users.userId, 'agent3'));
    try {
      expect(await memberProfile('agent1', 'member2')).toMatchObject(NOT_FOUND);
      expect(await parentsOf(platform.db, ['member2'])).toEqual(new Map([['member2', 'agent3'], ['agent3', 'member2']]));
    } finally {
      await platform.db.update(users).set({ parentId: 'admin' }).where(eq(users.userId, 'agent3'));
    }
  });
});
