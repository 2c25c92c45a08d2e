import { applyRate, rateUnits, settle, type MemberTotals, type SettlementFigures, type UserRates } from '@/lib/domain/settlement';

const rates = (entries: Record<string, [commission: string, share: string]>) =>
  new Map<string, UserRates>(Object.entries(entries).map(([userId, [commission, share]]) => [userId, { commission, share }]));
const byUser = (rows: SettlementFigures[]) => Object.fromEntries(rows.map(({ userId, ...rest }) => [userId, rest]));
const sumOf = (rows: SettlementFigures[], field: keyof Omit<SettlementFigures, 'userId'>) => rows.reduce((total, row) => total + row[field], 0n);
const figures = (f: [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint]) => ({
  turnover: f[0], commission: f[1], strike: f[2], winLoss: f[3], ownCommission: f[4], ownShare: f[5], uplineShare: f[6], amount: f[7],
});

/** The demo tree of SG (docs/demo.md): member1 > agent2 > agent1 > admin, member2 > agent3 > admin. */
const DEMO_RATES = rates({
  admin: ['0.20', '1'],
  agent1: ['0.10', '0.5'],
  agent2: ['0.08', '0.2'],
  agent3: ['0.10', '0.3'],
  member1: ['0.05', '0'],
  member2: ['0.05', '0'],
});
const DEMO_CHAINS = new Map([
  ['member1', ['agent2', 'agent1', 'admin']],
  ['member2', ['agent3', 'admin']],
]);

describe('rates', () => {
  test.each([
    ['0.08', 800n],
    ['0.0800', 800n],
    ['1', 10_000n],
    ['0.1234', 1234n],
    ['0', 0n],
  ])('%s is %p ten-thousandths', (text, units) => expect(rateUnits(text)).toBe(units));

  test.each(['0.12345', '-0.1', 'x', ''])('refuses %j', (text) => expect(() => rateUnits(text)).toThrow(RangeError));

  test('applyRate rounds half away from zero', () => {
    expect(applyRate(33n, 500n)).toBe(2n); // 0.33 x 0.05 = 0.0165
    expect(applyRate(-30n, 2500n)).toBe(-8n); // -0.30 x 0.25 = -0.075
    expect(applyRate(30n, 2500n)).toBe(8n);
  });
});

describe('settle: hand-worked examples', () => {
  test('member1 under agent2 and agent1 wins 250.00 on 100.00 of bets', () => {
    const rows = settle([{ userId: 'member1', turnover: 10_000n, strike: 25_000n }], DEMO_CHAINS, DEMO_RATES);
    // C: member 5% = 5.00, agent2 8% = 8.00, agent1 10% = 10.00 (top). G = 100 - 250 - 10 = -160.00.
    // member1: winLoss = 250 + 5 - 100 = 155.00, passed up as -155.00.
    // agent2: own commission 8 - 5 = 3.00; own share 0.2 x -160 = -32.00; passes up -(250 + 8 - 100) + 32 = -126.00.
    // agent1: own commission 10 - 8 = 2.00; own share (0.5 - 0.2) x -160 = -48.00; passes up -(250 + 10 - 100) + 80 = -80.00.
    // admin: own share (1 - 0.5) x -160 = -80.00.
    expect(byUser(rows)).toEqual({
      member1: figures([10_000n, 500n, 25_000n, 15_500n, 0n, 0n, -15_500n, 15_500n]),
      agent2: figures([10_000n, 800n, 25_000n, 15_800n, 300n, -3_200n, -12_600n, -2_900n]),
      agent1: figures([10_000n, 1_000n, 25_000n, 16_000n, 200n, -4_800n, -8_000n, -4_600n]),
      admin: figures([10_000n, 1_000n, 25_000n, 16_000n, 0n, -8_000n, 0n, -8_000n]),
    });
    expect(sumOf(rows, 'amount')).toBe(0n);
  });

  test('two branches add up at the company; a user with nothing below it gets no row', () => {
    const members: MemberTotals[] = [
      { userId: 'member1', turnover: 10_000n, strike: 0n },
      { userId: 'member2', turnover: 5_000n, strike: 0n },
    ];
    const rows = byUser(settle(members, DEMO_CHAINS, DEMO_RATES));
    expect(Object.keys(rows).sort()).toEqual(['admin', 'agent1', 'agent2', 'agent3', 'member1', 'member2']);
    // member2: C = 2.50, agent3 C = 5.00 (top); G = 50 - 5 = 45.00; agent3 own share 0.3 x 45 = 13.50, commission 2.50.
    expect(rows.agent3).toEqual(figures([5_000n, 500n, 0n, -4_500n, 250n, 1_350n, 3_150n, 1_600n]));
    // member1: G = 100 - 10 = 90.00: admin keeps 0.5 x 90 = 45.00; from member2 0.7 x 45 = 31.50.
    expect(rows.admin).toEqual(figures([15_000n, 1_500n, 0n, -13_500n, 0n, 7_650n, 0n, 7_650n]));
    expect(settle(members, DEMO_CHAINS, DEMO_RATES).reduce((total, row) => total + row.amount, 0n)).toBe(0n);
  });

  test('a member directly under the company: the company takes the whole result after the member\'s commission', () => {
    const rows = settle([{ userId: 'm', turnover: 20_000n, strike: 0n }], new Map([['m', ['admin']]]), rates({ m: ['0.05', '0'], admin: ['0.20', '1'] }));
    // C = 10.00 (the member's rate is the top rate: no agent); G = 200 - 0 - 10 = 190.00.
    expect(byUser(rows)).toEqual({
      m: figures([20_000n, 1_000n, 0n, -19_000n, 0n, 0n, 19_000n, -19_000n]),
      admin: figures([20_000n, 1_000n, 0n, -19_000n, 0n, 19_000n, 0n, 19_000n]),
    });
  });

  test('three agent levels', () => {
    const chains = new Map([['m', ['a3', 'a2', 'a1', 'co']]]);
    const r = rates({ m: ['0.01', '0'], a3: ['0.02', '0.1'], a2: ['0.03', '0.3'], a1: ['0.04', '0.6'], co: ['0', '1'] });
    const rows = byUser(settle([{ userId: 'm', turnover: 100_000n, strike: 30_000n }], chains, r));
    // T 1000, S 300; C 10 / 20 / 30 / 40; G = 1000 - 300 - 40 = 660; Sh 66 / 198 / 396.
    expect(rows.a3?.amount).toBe(1_000n + 6_600n); // (20 - 10) + 66
    expect(rows.a2?.amount).toBe(1_000n + 13_200n); // (30 - 20) + (198 - 66)
    expect(rows.a1?.amount).toBe(1_000n + 19_800n); // (40 - 30) + (396 - 198)
    expect(rows.co?.amount).toBe(26_400n); // 660 - 396
    expect(rows.m?.amount).toBe(-69_000n); // 300 + 10 - 1000
  });

  test('zero rates: the member\'s loss goes whole to the company', () => {
    const rows = byUser(settle([{ userId: 'm', turnover: 1_234n, strike: 200n }], new Map([['m', ['a', 'co']]]), new Map()));
    expect(rows.m?.amount).toBe(-1_034n);
    expect(rows.a).toEqual(figures([1_234n, 0n, 200n, -1_034n, 0n, 0n, 1_034n, 0n]));
    expect(rows.co?.amount).toBe(1_034n);
  });

  test('share 1 at the agent leaves the company nothing; share 0 passes all up', () => {
    const chains = new Map([['m', ['a2', 'a1', 'co']]]);
    const all = byUser(settle([{ userId: 'm', turnover: 10_000n, strike: 0n }], chains, rates({ a2: ['0', '0'], a1: ['0', '1'] })));
    expect([all.a2?.ownShare, all.a1?.ownShare, all.co?.ownShare]).toEqual([0n, 10_000n, 0n]);
  });

  test('rounding residue goes to the company', () => {
    // T 0.33: member 5% = 0.0165 -> 0.02; agent 8% = 0.0264 -> 0.03; G = 0.33 - 0.03 = 0.30;
    // agent 25% of 0.30 = 0.075 -> 0.08; the company keeps 0.30 - 0.08 = 0.22 (not 0.225 -> 0.23).
    const rows = byUser(settle([{ userId: 'm', turnover: 33n, strike: 0n }], new Map([['m', ['a', 'co']]]), rates({ m: ['0.05', '0'], a: ['0.08', '0.25'] })));
    expect([rows.m?.amount, rows.a?.ownCommission, rows.a?.ownShare, rows.co?.amount]).toEqual([-31n, 1n, 8n, 22n]);
  });

  test('a child rate above its parent\'s gives a negative own commission and still reconciles', () => {
    const rows = settle([{ userId: 'm', turnover: 10_000n, strike: 0n }], new Map([['m', ['a', 'co']]]), rates({ m: ['0.10', '0'], a: ['0.05', '0.5'] }));
    expect(byUser(rows).a?.ownCommission).toBe(-500n);
    expect(sumOf(rows, 'amount')).toBe(0n);
  });

  test('a member\'s own share is 0 whatever its row says', () => {
    const rows = byUser(settle([{ userId: 'm', turnover: 10_000n, strike: 0n }], new Map([['m', ['co']]]), rates({ m: ['0', '0.9'] })));
    expect(rows.m?.ownShare).toBe(0n);
    expect(rows.co?.ownShare).toBe(10_000n);
  });

  test('refuses a member without a company, and a member that is also an upline', () => {
    expect(() => settle([{ userId: 'm', turnover: 1n, strike: 0n }], new Map(), new Map())).toThrow(RangeError);
    const members = [
      { userId: 'm', turnover: 1n, strike: 0n },
      { userId: 'a', turnover: 1n, strike: 0n },
    ];
    expect(() => settle(members, new Map([['m', ['a', 'co']], ['a', ['co']]]), new Map())).toThrow(RangeError);
  });

  test('no members, no rows', () => {
    expect(settle([], new Map(), new Map())).toEqual([]);
  });
});

describe('settle: random trees, rates and stakes', () => {
  let seed = 20_250_420;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
  const int = (max: number) => Math.floor(random() * (max + 1));
  const rate = () => (random() < 0.15 ? (random() < 0.5 ? '0' : '1') : (int(10_000) / 10_000).toFixed(4));

  test.each(Array.from({ length: 200 }, (_, i) => [i]))('tree %i: amounts sum to 0 and every row keeps its identities', () => {
    // A company, up to 3 levels of agents under it, members under any agent or the company.
    const parent = new Map<string, string>();
    const userRates = new Map<string, UserRates>([['co', { commission: rate(), share: '1' }]]);
    const agents: string[] = [];
    const depth = new Map<string, number>([['co', 0]]);
    for (let i = 0; i < int(8); i += 1) {
      const candidates = ['co', ...agents].filter((id) => (depth.get(id) ?? 0) < 3);
      const up = candidates[int(candidates.length - 1)] ?? 'co';
      const id = `a${i}`;
      agents.push(id);
      parent.set(id, up);
      depth.set(id, (depth.get(up) ?? 0) + 1);
      userRates.set(id, { commission: rate(), share: rate() });
    }
    const members: MemberTotals[] = [];
    const chains = new Map<string, string[]>();
    for (let i = 0; i < 1 + int(12); i += 1) {
      const uplines = ['co', ...agents];
      const up = uplines[int(uplines.length - 1)] ?? 'co';
      const id = `m${i}`;
      parent.set(id, up);
      userRates.set(id, { commission: rate(), share: rate() });
      const chain: string[] = [];
      for (let u: string | undefined = up; u !== undefined; u = parent.get(u)) chain.push(u);
      chains.set(id, chain);
      members.push({ userId: id, turnover: BigInt(1 + int(10_000_000)), strike: random() < 0.5 ? 0n : BigInt(int(100_000_000)) });
    }

    const rows = settle(members, chains, userRates);
    const row = new Map(rows.map((r) => [r.userId, r]));
    expect(sumOf(rows, 'amount')).toBe(0n);
    for (const r of rows) {
      expect(r.winLoss).toBe(r.strike + r.commission - r.turnover);
      if (r.userId.startsWith('m')) {
        expect([r.amount, r.uplineShare, r.ownCommission, r.ownShare]).toEqual([r.winLoss, -r.winLoss, 0n, 0n]);
        continue;
      }
      expect(r.amount).toBe(r.ownCommission + r.ownShare);
      // What comes up from its children = what it keeps + what it passes up.
      const children = rows.filter((c) => parent.get(c.userId) === r.userId);
      expect(children.reduce((total, c) => total + c.uplineShare, 0n)).toBe(r.uplineShare + r.amount);
      expect(children.reduce((total, c) => total + c.turnover, 0n)).toBe(r.turnover);
      expect(children.reduce((total, c) => total + c.strike, 0n)).toBe(r.strike);
      if (r.userId === 'co') expect([r.uplineShare, r.ownCommission]).toEqual([0n, 0n]);
    }
    // Within a cent per member and level of the exact (unrounded) model.
    for (const m of members) expect(row.get(m.userId)?.commission).toBe(applyRate(m.turnover, rateUnits(userRates.get(m.userId)?.commission ?? '0')));
    const exactCompany = members.reduce((total, m) => {
      const chain = chains.get(m.userId) ?? [];
      const top = chain.length > 1 ? chain[chain.length - 2] : m.userId;
      const cTop = Number(userRates.get(top ?? '')?.commission ?? 0);
      const sTop = chain.length > 1 ? Number(userRates.get(top ?? '')?.share ?? 0) : 0;
      const g = Number(m.turnover) - Number(m.strike) - cTop * Number(m.turnover);
      return total + (1 - sTop) * g;
    }, 0);
    expect(Math.abs(Number(row.get('co')?.amount ?? 0n) - exactCompany)).toBeLessThanOrEqual(2 * members.length);
  });
});
