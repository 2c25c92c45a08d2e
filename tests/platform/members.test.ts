// GET {4d|tt}/dMemberAllRole, memberTree and bet/userIds: each lists exactly what the caller reaches
// (admins everyone, an agent its subtree, a member itself); a UserId of another branch is a 404.
import { and, eq } from 'drizzle-orm';
import { userLocations } from '@/platform/db/schema';
import { ACTORS, EVERYONE, hiddenFrom, scoped, subtreeOf, useActorTokens, VISIBLE, type Actor } from './support/actors';
import { DEMO_USERS } from './support/demo';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

const NOT_FOUND = { status: 404, body: { message: 'User not found.' } };
type Item = { UserId: string; Level?: number };
const ids = (items: Item[]) => items.map((item) => item.UserId);
/** Rank, then UserId: the order of dMemberAllRole. */
const byRank = (userIds: string[]) => {
  const rank = (id: string) => DEMO_USERS.find((user) => user.UserId === id)?.Rank ?? 99;
  return [...userIds].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
};

const TREE: Record<Actor, string[]> = {
  admin: ['admin:0', 'agent1:1', 'agent2:2', 'fresh1:3', 'member1:3', 'member3:3', 'agent3:1', 'member2:2', 'clerk:1'],
  clerk: ['admin:0', 'agent1:1', 'agent2:2', 'fresh1:3', 'member1:3', 'member3:3', 'agent3:1', 'member2:2', 'clerk:1'],
  agent1: ['agent1:0', 'agent2:1', 'fresh1:2', 'member1:2', 'member3:2'],
  agent2: ['agent2:0', 'fresh1:1', 'member1:1', 'member3:1'],
  agent3: ['agent3:0', 'member2:1'],
  member1: ['member1:0'],
};

const BET_USERS: Record<Actor, string[]> = {
  admin: ['admin', 'fresh1', 'member1', 'member2', 'member3'],
  clerk: ['clerk', 'fresh1', 'member1', 'member2', 'member3'],
  agent1: ['agent1', 'fresh1', 'member1', 'member3'],
  agent2: ['agent2', 'fresh1', 'member1', 'member3'],
  // agent3's own account holds no bets (EnablePlaceBet off).
  agent3: ['member2'],
  member1: ['member1'],
};

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const list = (actor: Actor, resource: string, query = '', locId = 'SG') =>
    platform.get<Item[]>(scoped(resource, locId, query), tokens[actor]);

  describe('dMemberAllRole', () => {
    test.each(ACTORS)('%s: every user below it, any role, by Rank then UserId', async (actor) => {
      const answer = await list(actor, 'dMemberAllRole');
      expect(answer.status).toBe(200);
      const expected = actor === 'admin' || actor === 'clerk' ? EVERYONE : VISIBLE[actor];
      expect(ids(answer.body)).toEqual(byRank(expected.filter((id) => id !== actor)));
    });

    test('items carry role, parent, rank and names', async () => {
      const { body } = await list('agent1', 'dMemberAllRole', '', 'TT');
      expect(body[0]).toEqual({ UserId: 'agent2', UserName: 'Agent Two', Role: 'AG', ParentId: 'agent1', Rank: 2, AliasId: '' });
      expect(body[1]).toEqual({ UserId: 'fresh1', UserName: 'Fresh Member', Role: 'MEM', ParentId: 'agent2', Rank: 3, AliasId: '' });
    });

    test.each(ACTORS)('%s: UserId of its own subtree roots the list; of another branch it is a 404', async (actor) => {
      for (const userId of VISIBLE[actor]) {
        const answer = await list(actor, 'dMemberAllRole', `UserId=${userId}`);
        const below = actor === 'member1' ? [] : byRank(subtreeOf(userId).filter((id) => id !== userId));
        expect([userId, answer.status, ids(answer.body)]).toEqual([userId, 200, below]);
      }
      for (const userId of [...hiddenFrom(actor), 'nobody']) {
        expect([userId, await list(actor, 'dMemberAllRole', `UserId=${userId}`)]).toEqual([userId, expect.objectContaining(NOT_FOUND)]);
      }
    });

    test('a root names exactly its subtree', async () => {
      expect(ids((await list('agent1', 'dMemberAllRole', 'UserId=agent2')).body)).toEqual(['fresh1', 'member1', 'member3']);
      expect(ids((await list('clerk', 'dMemberAllRole', 'UserId=agent3')).body)).toEqual(['member2']);
      expect((await list('member1', 'dMemberAllRole', 'UserId=member1')).body).toEqual([]);
    });

    test('only users holding the requested location are listed', async () => {
      const where = and(eq(userLocations.userId, 'member3'), eq(userLocations.locId, 'TT'));
      const [row] = await platform.db.select().from(userLocations).where(where);
      await platform.db.delete(userLocations).where(where);
      try {
        expect(ids((await list('agent2', 'dMemberAllRole', '', 'TT')).body)).toEqual(['fresh1', 'member1']);
        expect(ids((await list('agent2', 'dMemberAllRole', '', 'SG')).body)).toEqual(['fresh1', 'member1', 'member3']);
      } finally {
        if (row) await platform.db.insert(userLocations).values(row);
      }
    });
  });

  describe('memberTree', () => {
    test.each(ACTORS)('%s: itself and its subtree, depth first, with Level (admins: the whole tree)', async (actor) => {
      const { status, body } = await list(actor, 'memberTree');
      expect(status).toBe(200);
      expect(body.map((item) => `${item.UserId}:${item.Level}`)).toEqual(TREE[actor]);
    });

    test('a node carries its real ParentId, also when it is the root of the answer', async () => {
      const { body } = await list('admin', 'memberTree', 'UserId=agent3', 'TT');
      expect(body).toEqual([
        { UserId: 'agent3', UserName: 'Agent Three', Role: 'AG', ParentId: 'admin', Rank: 1, Level: 0 },
        { UserId: 'member2', UserName: 'Member Two', Role: 'MEM', ParentId: 'agent3', Rank: 2, Level: 1 },
      ]);
    });

    test.each(ACTORS)('%s: UserId roots the tree in its own subtree; of another branch (or an upline) it is a 404', async (actor) => {
      for (const userId of [...hiddenFrom(actor), 'nobody']) {
        expect([userId, await list(actor, 'memberTree', `UserId=${userId}`)]).toEqual([userId, expect.objectContaining(NOT_FOUND)]);
      }
      for (const userId of VISIBLE[actor]) {
        const answer = await list(actor, 'memberTree', `UserId=${userId}`);
        const expected = actor === 'member1' ? [userId] : subtreeOf(userId);
        expect([userId, answer.status, answer.body[0]?.Level]).toEqual([userId, 200, 0]);
        expect([userId, ids(answer.body).sort()]).toEqual([userId, [...expected].sort()]);
      }
    });
  });

  describe('bet/userIds', () => {
    test.each(ACTORS)('%s: itself when its account holds bets, then the members it reaches', async (actor) => {
      const answer = await list(actor, 'bet/userIds');
      expect([answer.status, ids(answer.body)]).toEqual([200, BET_USERS[actor]]);
    });

    test('items carry what the user picker needs; CanPlaceBet follows the bet flags, for members only; members carry CreditLeft', async () => {
      const { body } = await list('agent2', 'bet/userIds', '', 'TT');
      const money = expect.stringMatching(/^-?\d+\.\d{2}$/);
      expect(body).toEqual([
        { UserId: 'agent2', UserName: 'Agent Two', Role: 'AG', ParentId: 'agent1', CanPlaceBet: false },
        { UserId: 'fresh1', UserName: 'Fresh Member', Role: 'MEM', ParentId: 'agent2', CanPlaceBet: true, CreditLeft: money },
        // docs/demo.md: 2000.00 in TT, and the seed's bets are on resulted draws only.
        { UserId: 'member1', UserName: 'Member One', Role: 'MEM', ParentId: 'agent2', CanPlaceBet: true, CreditLeft: '2000.00' },
        { UserId: 'member3', UserName: 'Member Three', Role: 'MEM', ParentId: 'agent2', CanPlaceBet: false, CreditLeft: money },
      ]);
    });

    test('a UserId in the query widens nothing', async () => {
      expect(ids((await list('agent3', 'bet/userIds', 'UserId=agent1')).body)).toEqual(BET_USERS.agent3);
      expect(ids((await list('member1', 'bet/userIds', 'UserId=admin')).body)).toEqual(['member1']);
    });
  });
});
