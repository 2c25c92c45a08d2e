import { expandBet } from '@/lib/domain/bet-expansion';
import { betStakes, computeOutset, fourDMaxPayout, NO_AMOUNTS, splitTotoKey, STAKE_KINDS, totoKey, totoMaxPayout, type Amounts, type NumberStake, type Outset } from '@/lib/domain/outset';
import { MAGNUM_PAY_TABLE, SINGAPORE_PAY_TABLE } from '@/lib/domain/pay-tables';

// admin > agent1 > agent2 > member1, member3; admin > agent3 > member2.
const TREE = new Map<string, string | null>([
  ['admin', null],
  ['agent1', 'admin'],
  ['agent2', 'agent1'],
  ['agent3', 'admin'],
  ['member1', 'agent2'],
  ['member3', 'agent2'],
  ['member2', 'agent3'],
]);
const amounts = (big: bigint, small = 0n, unit = 0n): Amounts => ({ big, small, unit });
const stake = (userId: string, key: string, a: Amounts): NumberStake => ({ userId, key, amounts: a });
const limits = (table: Record<string, Amounts>) => (userId: string) => table[userId];

function figuresOf(outset: Outset, userId: string, key: string) {
  return outset.get(userId)?.get(key);
}

/** The laws every outset keeps. */
function checkLaws(outset: Outset, stakes: readonly NumberStake[]): void {
  const intakeSum = { big: 0n, small: 0n, unit: 0n };
  for (const byKey of outset.values()) {
    for (const figures of byKey.values()) {
      for (const kind of STAKE_KINDS) {
        const f = figures[kind];
        expect(f.in).toBe(f.intake + f.out);
        expect(f.intake >= 0n && f.out >= 0n).toBe(true);
        intakeSum[kind] += f.intake;
      }
    }
  }
  for (const kind of STAKE_KINDS) expect(intakeSum[kind]).toBe(stakes.reduce((sum, s) => sum + s.amounts[kind], 0n));
}

describe('computeOutset', () => {
  const stakes = [stake('member1', '1234', amounts(1000n, 300n)), stake('member3', '1234', amounts(200n)), stake('member2', '1234', amounts(700n))];

  test('each level keeps up to its limit and passes the rest up; the top keeps the remainder', () => {
    const outset = computeOutset({
      parents: TREE,
      stakes,
      limitOf: limits({ agent2: amounts(500n, 100n), agent1: amounts(400n, 1000n), agent3: amounts(1000n, 0n) }),
    });
    expect(figuresOf(outset, 'member1', '1234')?.big).toEqual({ in: 1000n, intake: 0n, out: 1000n });
    expect(figuresOf(outset, 'agent2', '1234')?.big).toEqual({ in: 1200n, intake: 500n, out: 700n });
    expect(figuresOf(outset, 'agent2', '1234')?.small).toEqual({ in: 300n, intake: 100n, out: 200n });
    expect(figuresOf(outset, 'agent1', '1234')?.big).toEqual({ in: 700n, intake: 400n, out: 300n });
    expect(figuresOf(outset, 'agent1', '1234')?.small).toEqual({ in: 200n, intake: 200n, out: 0n });
    expect(figuresOf(outset, 'agent3', '1234')?.big).toEqual({ in: 700n, intake: 700n, out: 0n });
    expect(figuresOf(outset, 'admin', '1234')?.big).toEqual({ in: 300n, intake: 300n, out: 0n });
    expect(figuresOf(outset, 'admin', '1234')?.small).toEqual({ in: 0n, intake: 0n, out: 0n });
    checkLaws(outset, stakes);
  });

  test("a number's own limit wins over the default, kind by kind; other numbers keep the default", () => {
    const more = [...stakes, stake('member1', '5678', amounts(1000n, 300n))];
    const outset = computeOutset({
      parents: TREE,
      stakes: more,
      limitOf: limits({ agent2: amounts(500n, 100n), agent1: amounts(400n, 1000n) }),
      numberLimitOf: (userId, key) => (userId === 'agent1' && key === '1234' ? { big: 50n } : userId === 'agent3' && key === '1234' ? { big: 100n } : undefined),
    });
    // agent1 on 1234: Big capped by its own row, Small by the default.
    expect(figuresOf(outset, 'agent1', '1234')?.big).toEqual({ in: 700n, intake: 50n, out: 650n });
    expect(figuresOf(outset, 'agent1', '1234')?.small).toEqual({ in: 200n, intake: 200n, out: 0n });
    expect(figuresOf(outset, 'agent1', '5678')?.big).toEqual({ in: 500n, intake: 400n, out: 100n });
    // agent3 has no default row: its own row on 1234 still lets it eat there.
    expect(figuresOf(outset, 'agent3', '1234')?.big).toEqual({ in: 700n, intake: 100n, out: 600n });
    expect(figuresOf(outset, 'admin', '1234')?.big).toEqual({ in: 1250n, intake: 1250n, out: 0n });
    checkLaws(outset, more);
    expect(() => computeOutset({ parents: TREE, stakes, limitOf: () => null, numberLimitOf: () => ({ big: -1n }) })).toThrow(RangeError);
  });

  test('limits 0: everything climbs to the top; a user without limits eats nothing', () => {
    const outset = computeOutset({ parents: TREE, stakes, limitOf: limits({ agent2: NO_AMOUNTS }) });
    expect(figuresOf(outset, 'agent2', '1234')?.big).toEqual({ in: 1200n, intake: 0n, out: 1200n });
    expect(figuresOf(outset, 'agent1', '1234')?.big).toEqual({ in: 1200n, intake: 0n, out: 1200n });
    expect(figuresOf(outset, 'admin', '1234')?.big).toEqual({ in: 1900n, intake: 1900n, out: 0n });
    checkLaws(outset, stakes);
  });

  test('huge limits: the first agent keeps everything and nothing reaches the users above', () => {
    const huge = amounts(10n ** 15n, 10n ** 15n, 10n ** 15n);
    const agentsOnly = (userId: string) => (userId.startsWith('agent') ? huge : null);
    const outset = computeOutset({ parents: TREE, stakes, limitOf: agentsOnly });
    expect(figuresOf(outset, 'agent2', '1234')?.big).toEqual({ in: 1200n, intake: 1200n, out: 0n });
    expect(outset.get('agent1')).toBeUndefined();
    expect(outset.get('admin')).toBeUndefined();
    checkLaws(outset, stakes);
    // Whoever has a limit eats: a member given one keeps its own stakes.
    const everyone = computeOutset({ parents: TREE, stakes, limitOf: () => huge });
    expect(figuresOf(everyone, 'member1', '1234')?.big).toEqual({ in: 1000n, intake: 1000n, out: 0n });
    expect(everyone.get('agent2')).toBeUndefined();
    checkLaws(everyone, stakes);
  });

  test('the top keeps everything whatever its own limit', () => {
    const outset = computeOutset({ parents: TREE, stakes, limitOf: limits({ admin: NO_AMOUNTS }) });
    expect(figuresOf(outset, 'admin', '1234')?.big).toEqual({ in: 1900n, intake: 1900n, out: 0n });
  });

  test('numbers and kinds are independent', () => {
    const mixed = [stake('member1', '1234', amounts(600n)), stake('member1', '4321', amounts(300n)), stake('member1', 'ORDINARY 01 02 03 04 05 06', amounts(0n, 0n, 500n))];
    const outset = computeOutset({ parents: TREE, stakes: mixed, limitOf: limits({ agent2: amounts(500n, 0n, 200n) }) });
    expect(figuresOf(outset, 'agent2', '1234')?.big.intake).toBe(500n);
    expect(figuresOf(outset, 'agent2', '4321')?.big.intake).toBe(300n);
    expect(figuresOf(outset, 'agent2', 'ORDINARY 01 02 03 04 05 06')?.unit).toEqual({ in: 500n, intake: 200n, out: 300n });
    checkLaws(outset, mixed);
  });

  test('a deep tree: limits on every level, the laws hold (property style, seeded)', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 40; round++) {
      const depth = 1 + Math.floor(random() * 8);
      const parents = new Map<string, string | null>([['top', null]]);
      for (let level = 1; level <= depth; level++) parents.set(`a${level}`, level === 1 ? 'top' : `a${level - 1}`);
      for (let m = 0; m < 4; m++) parents.set(`m${m}`, `a${1 + Math.floor(random() * depth)}`);
      const table: Record<string, Amounts> = {};
      for (let level = 1; level <= depth; level++) {
        const pick = () => [0n, 1n, 250n, 10_000n, 10n ** 12n][Math.floor(random() * 5)] ?? 0n;
        table[`a${level}`] = amounts(pick(), pick(), pick());
      }
      const list: NumberStake[] = [];
      for (let i = 0; i < 20; i++) {
        const cents = () => BigInt(Math.floor(random() * 5000));
        list.push(stake(`m${Math.floor(random() * 4)}`, String(Math.floor(random() * 3)), amounts(cents(), cents(), cents())));
      }
      const outset = computeOutset({ parents, stakes: list, limitOf: limits(table) });
      checkLaws(outset, list);
      // Each agent's In is its direct members' stakes plus its child agent's Out.
      for (let level = 1; level <= depth; level++) {
        for (const key of ['0', '1', '2']) {
          const own = list.filter((s) => parents.get(s.userId) === `a${level}` && s.key === key).reduce((sum, s) => sum + s.amounts.big, 0n);
          const fromChild = figuresOf(outset, `a${level + 1}`, key)?.big.out ?? 0n;
          expect(figuresOf(outset, `a${level}`, key)?.big.in ?? 0n).toBe(own + fromChild);
        }
      }
    }
  });

  test('refuses a stake outside the tree and negative amounts', () => {
    expect(() => computeOutset({ parents: TREE, stakes: [stake('ghost', '1234', amounts(1n))], limitOf: () => null })).toThrow(RangeError);
    expect(() => computeOutset({ parents: TREE, stakes: [stake('member1', '1234', amounts(-1n))], limitOf: () => null })).toThrow(RangeError);
    expect(() => computeOutset({ parents: TREE, stakes: [stake('member1', '1234', amounts(1n))], limitOf: () => amounts(-1n) })).toThrow(RangeError);
  });

  test('a parent cycle is never walked (its users are outside the tree)', () => {
    const parents = new Map<string, string | null>([['top', null], ['x', 'y'], ['y', 'x']]);
    expect(computeOutset({ parents, stakes: [], limitOf: () => null }).size).toBe(0);
    expect(() => computeOutset({ parents, stakes: [stake('x', '1', amounts(1n))], limitOf: () => null })).toThrow(RangeError);
  });

  test('no stakes, no rows', () => {
    expect(computeOutset({ parents: TREE, stakes: [], limitOf: () => null }).size).toBe(0);
  });
});

/** A 4D bet's stakes as the old per-number rows: number, Big and Small cents. */
const fourDNumberStakes = (bet: { number: string; kind: 'ORDINARY' | 'ROLL' | 'IBET' | 'KBET'; big: string; small: string }) =>
  betStakes('member1', bet).map(({ key, amounts: { big, small } }) => ({ number: key, big, small }));

describe('betStakes (4D)', () => {
  test('ordinary: the number with the full stake', () => {
    expect(fourDNumberStakes({ number: '1234', kind: 'ORDINARY', big: '1.50', small: '2.00' })).toEqual([{ number: '1234', big: 150n, small: 200n }]);
    expect(betStakes('member1', { kind: 'ORDINARY', number: '1234', big: '1.50', small: '2.00' })).toEqual([stake('member1', '1234', amounts(150n, 200n))]);
  });

  test('roll: ten numbers, each with the full stake', () => {
    const rows = fourDNumberStakes({ number: '12R4', kind: 'ROLL', big: '1.00', small: '0.00' });
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual({ number: '1204', big: 100n, small: 0n });
    expect(rows.every((row) => row.big === 100n)).toBe(true);
  });

  test('k-bet: every ordering with the full stake', () => {
    const rows = fourDNumberStakes({ number: '1123', kind: 'KBET', big: '1.00', small: '1.00' });
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.big === 100n && row.small === 100n)).toBe(true);
  });

  test('i-bet: the stake split over the orderings, adding up exactly', () => {
    const rows = fourDNumberStakes({ number: '1234', kind: 'IBET', big: '1.00', small: '2.00' });
    expect(rows).toHaveLength(24);
    expect(rows.reduce((sum, row) => sum + row.big, 0n)).toBe(100n);
    expect(rows.reduce((sum, row) => sum + row.small, 0n)).toBe(200n);
    // 100 = 24 x 4 + 4: the first four orderings (ascending) take 5 cents.
    expect(rows.slice(0, 5).map((row) => row.big)).toEqual([5n, 5n, 5n, 5n, 4n]);
    expect(rows[0]?.number).toBe('1234');
  });

  test('i-bet parts add up and differ by at most a cent; an ordering of 0 cents counts nothing', () => {
    // One number per class of orderings: 24, 12, 6, 4 and 1.
    const numberOf: Record<number, string> = { 24: '1234', 12: '1123', 6: '1122', 4: '1112', 1: '1111' };
    for (const [cents, parts] of [[0n, 1], [1n, 24], [100n, 24], [999n, 12], [7n, 6], [2400n, 24]] as const) {
      const number = numberOf[parts] ?? '';
      const byNumber = new Map(fourDNumberStakes({ number, kind: 'IBET', big: (Number(cents) / 100).toFixed(2), small: '0.00' }).map((row) => [row.number, row.big]));
      const split = expandBet(number, 'ibet').map((ordering) => byNumber.get(ordering) ?? 0n);
      expect(split).toHaveLength(parts);
      expect(split.reduce((a, b) => a + b, 0n)).toBe(cents);
      const sorted = [...split].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect((sorted.at(-1) ?? 0n) - (sorted[0] ?? 0n) <= 1n).toBe(true);
      expect([...byNumber.values()].every((part) => part > 0n)).toBe(true);
    }
  });
});

describe('Toto keys', () => {
  test('every combination with the full amount, typed by the tag', () => {
    const rows = betStakes('member1', { kind: 'TT', numbers: ['01', '02', '03', '04', '05', '06', '07'], roll: false, amount: '2.00', tag: null });
    expect(rows).toHaveLength(7);
    expect(rows[0]).toEqual(stake('member1', 'ORDINARY 01 02 03 04 05 06', amounts(0n, 0n, 200n)));
    expect(betStakes('member1', { kind: 'TT', numbers: ['01', '02', '03', '04', '05'], roll: true, amount: '1.00', tag: 'TO' })).toHaveLength(44);
    expect(splitTotoKey(totoKey('STAR', '01 02 03 04 05 06'))).toEqual({ type: 'STAR', combination: '01 02 03 04 05 06' });
  });
});

describe('max payout', () => {
  test('4D: the intake drawn as the 1st prize, at the location table', () => {
    expect(fourDMaxPayout({ big: 100n, small: 0n }, SINGAPORE_PAY_TABLE)).toBe(200_000n);
    expect(fourDMaxPayout({ big: 150n, small: 200n }, SINGAPORE_PAY_TABLE)).toBe(150n * 2000n + 200n * 3000n);
    expect(fourDMaxPayout({ big: 100n, small: 100n }, MAGNUM_PAY_TABLE)).toBe(250_000n + 350_000n);
    expect(fourDMaxPayout({ big: 0n, small: 0n }, SINGAPORE_PAY_TABLE)).toBe(0n);
  });

  test('Toto: the unit intake at the largest fixed prize (group 5, 50 per $1)', () => {
    expect(totoMaxPayout(200n)).toBe(10_000n);
  });
});
