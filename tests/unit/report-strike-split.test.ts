// Who bears a strike by share (platform/services/reports/strike/split.ts): hand-worked chains, the
// rounding, and a property loop over random trees asserting that every member's parts add up to its
// strike exactly and that the viewer's own parts plus what passes above it are the group's strike.
import { splitStrikes, type ShareUser } from '@/platform/services/reports/strike/split';

const user = (userId: string, role: ShareUser['role'], parentId: string | null, share = 0): ShareUser => ({
  userId,
  role,
  parentId,
  share: BigInt(Math.round(share * 10_000)),
});
const treeOf = (...users: ShareUser[]) => new Map(users.map((row) => [row.userId, row]));
const parts = (borne: ReturnType<typeof splitStrikes>) =>
  Object.fromEntries([...borne].map(([userId, part]) => [userId, [part.strike, part.own, part.upline].map(Number)]));

/** The demo's tree: admin > agent1 (0.5) > agent2 (0.2) > member1; admin > agent3 (0.3) > member2. */
const DEMO = treeOf(
  user('admin', 'ADMIN', null, 1),
  user('agent1', 'AG', 'admin', 0.5),
  user('agent2', 'AG', 'agent1', 0.2),
  user('member1', 'MEM', 'agent2'),
  user('agent3', 'AG', 'admin', 0.3),
  user('member2', 'MEM', 'agent3'),
);

describe('splitStrikes', () => {
  test('each agent bears its share less the share below it; the company the rest', () => {
    // member1 55320.00: agent2 0.2 -> 11064.00; agent1 0.3 -> 16596.00; admin 27660.00.
    // member2 3000.00: agent3 0.3 -> 900.00; admin 2100.00.
    expect(parts(splitStrikes(DEMO, new Map([['member1', 5_532_000n], ['member2', 300_000n]])))).toEqual({
      member1: [5_532_000, 0, 5_532_000],
      agent2: [5_532_000, 1_106_400, 4_425_600],
      agent1: [5_532_000, 1_659_600, 2_766_000],
      member2: [300_000, 0, 300_000],
      agent3: [300_000, 90_000, 210_000],
      admin: [5_832_000, 2_976_000, 0],
    });
  });

  test("the climb stops at the viewer: what passes above it is the viewer's upline part", () => {
    const subtree = treeOf(user('agent2', 'AG', null, 0.2), user('member1', 'MEM', 'agent2'));
    expect(parts(splitStrikes(subtree, new Map([['member1', 1001n]])))).toEqual({
      member1: [1001, 0, 1001],
      // 0.2 x 10.01 = 2.002 -> 2.00
      agent2: [1001, 200, 801],
    });
  });

  test('rounding: half away from zero per member and level; the company takes the residue', () => {
    const tree = treeOf(user('admin', 'ADMIN', null, 1), user('a', 'AG', 'admin', 0.0005), user('b', 'AG', 'a', 0.0005), user('m', 'MEM', 'b'));
    // b: 0.0005 x 10.00 = 0.005 -> 0.01 (half away from zero); a: 0.0005 - 0.0005 = 0; the company the rest.
    expect(parts(splitStrikes(tree, new Map([['m', 1000n]])))).toEqual({ m: [1000, 0, 1000], b: [1000, 1, 999], a: [1000, 0, 999], admin: [1000, 999, 0] });
  });

  test("a child's share above its parent's gives the parent a negative part, and it still adds up", () => {
    const tree = treeOf(user('admin', 'ADMIN', null, 1), user('a', 'AG', 'admin', 0.2), user('b', 'AG', 'a', 0.5), user('m', 'MEM', 'b'));
    expect(parts(splitStrikes(tree, new Map([['m', 10_000n]])))).toEqual({ m: [10_000, 0, 10_000], b: [10_000, 5000, 5000], a: [10_000, -3000, 8000], admin: [10_000, 8000, 0] });
  });

  test('a member straight under the company; no strikes; a parent cycle ends', () => {
    expect(parts(splitStrikes(treeOf(user('admin', 'ADMIN', null), user('m', 'MEM', 'admin')), new Map([['m', 77n]])))).toEqual({ m: [77, 0, 77], admin: [77, 77, 0] });
    expect(splitStrikes(DEMO, new Map()).size).toBe(0);
    const cycle = treeOf(user('a', 'AG', 'b', 0.3), user('b', 'AG', 'a', 0.6), user('m', 'MEM', 'a'));
    expect(parts(splitStrikes(cycle, new Map([['m', 100n]])))).toEqual({ m: [100, 0, 100], a: [100, 30, 70], b: [100, 30, 40] });
  });

  test('property: parts add up exactly on random trees, shares and strikes', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 300; round++) {
      const agents = 1 + Math.floor(random() * 6);
      const users: ShareUser[] = [user('co', 'ADMIN', null, 1)];
      for (let i = 0; i < agents; i++) {
        const parent = users[Math.floor(random() * users.length)]?.userId ?? 'co';
        users.push(user(`a${i}`, 'AG', parent, Math.floor(random() * 101) / 100));
      }
      const strikes = new Map<string, bigint>();
      const withAgents = users.length;
      for (let i = 0; i < 1 + Math.floor(random() * 8); i++) {
        users.push(user(`m${i}`, 'MEM', users[Math.floor(random() * withAgents)]?.userId ?? 'co'));
        strikes.set(`m${i}`, BigInt(Math.floor(random() * 10_000_000)));
      }
      // Half the rounds view from an agent: the climb stops there.
      const viewer = round % 2 === 0 ? 'co' : (users[1]?.userId ?? 'co');
      const tree = treeOf(...users.map((row) => (row.userId === viewer ? { ...row, parentId: null } : row)));
      const inSubtree = (userId: string): boolean => {
        for (let at = tree.get(userId), hops = 0; at && hops < 20; at = at.parentId ? tree.get(at.parentId) : undefined, hops++) if (at.userId === viewer) return true;
        return false;
      };
      const mine = new Map([...strikes].filter(([memberId]) => inSubtree(memberId)));
      const borne = splitStrikes(tree, mine);
      const total = [...mine.values()].reduce((sum, strike) => sum + strike, 0n);
      const own = [...borne.values()].reduce((sum, part) => sum + part.own, 0n);
      const top = borne.get(viewer) ?? { strike: 0n, own: 0n, upline: 0n };
      expect(top.strike).toBe(total);
      expect(own + top.upline).toBe(total);
      if (viewer === 'co') expect(top.upline).toBe(0n);
      // Each user's group strike is the strikes of the members whose path reaches it.
      for (const [userId, part] of borne) {
        let below = 0n;
        for (const [memberId, strike] of mine) {
          const path = new Set<string>();
          for (let at = tree.get(memberId); at && !path.has(at.userId); at = at.parentId ? tree.get(at.parentId) : undefined) path.add(at.userId);
          if (path.has(userId)) below += strike;
        }
        expect(part.strike).toBe(below);
      }
      for (const memberId of mine.keys()) expect(borne.get(memberId)?.own).toBe(0n);
    }
  });
});
