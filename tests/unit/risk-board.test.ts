// The risk board's pure part (lib/domain/risk-board.ts): a submission's stakes per 4D number, expanded
// as the outset counts them; what a number pays per prize over its lines; the share in basis points;
// the company's Intake climbed from the holders' totals through the eat limits, split over the lines.
import fc from 'fast-check';
import { computeOutset, type Amounts, type NumberStake } from '@/lib/domain/outset';
import { intakeMixes } from '@/lib/domain/outset-rates';
import { applyPlacingOut } from '@/lib/domain/placing-out';
import { companyLineTotals, fourDDeltas, lockedMessage, maxPayoutOf, payoutsOf, percentText, shareBasisPoints, splitByShares, type HeldTotal } from '@/lib/domain/risk-board';

describe('fourDDeltas', () => {
  test('sums each number over the bets, expanding rolls and k-bets with the full stake and splitting i-bets', () => {
    const deltas = fourDDeltas([
      { kind: 'ORDINARY', number: '1234', big: '1.00', small: '2.00' },
      { kind: 'ROLL', number: '123R', big: '0.50', small: '0.00' },
      { kind: 'IBET', number: '1122', big: '1.00', small: '0.00' },
    ]);
    expect(deltas.find((delta) => delta.number === '1234')).toEqual({ number: '1234', big: 150n, small: 200n });
    expect(deltas.filter((delta) => delta.number.startsWith('123'))).toHaveLength(10);
    // 1122 has 6 orderings: 100 cents as 17, 17, 17, 17, 16, 16 (the first ones, ascending, get the extra cent).
    const ibet = deltas.filter((delta) => /^[12]{4}$/.test(delta.number) && delta.number !== '1234');
    expect(ibet.map((delta) => delta.big)).toEqual([17n, 17n, 17n, 17n, 16n, 16n]);
    expect(deltas.map((delta) => delta.number)).toEqual([...deltas.map((delta) => delta.number)].sort());
  });

  test('ignores Toto bets', () => {
    expect(fourDDeltas([{ kind: 'TT', numbers: ['01', '02', '03', '04', '05', '06'], amount: '1.00', roll: false, tag: null }])).toEqual([]);
  });

  test('the stakes over every number add up to the bets cost (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('ORDINARY', 'KBET', 'IBET'), (number, cents, kind) => {
        const money = (cents / 100).toFixed(2);
        const deltas = fourDDeltas([{ kind: kind as 'ORDINARY', number, big: money, small: '0.00' }]);
        const sum = deltas.reduce((total, delta) => total + delta.big, 0n);
        const orderings = new Set(deltas.map((delta) => delta.number)).size;
        // An i-bet splits its one stake; the others count the full stake on each number.
        expect(sum).toBe(kind === 'IBET' ? BigInt(cents) : BigInt(cents) * BigInt(kind === 'KBET' ? orderings : 1));
      }),
    );
  });
});

describe('payoutsOf', () => {
  const rates = { FIRST: [200000n, 300000n], SECOND: [100000n, 200000n], THIRD: [49000n, 80000n], STARTER: [25000n, 0n], CONSOLATION: [6000n, 0n] } as const;
  const half = { FIRST: [100000n, 150000n], SECOND: [50000n, 100000n], THIRD: [24500n, 40000n], STARTER: [12500n, 0n], CONSOLATION: [3000n, 0n] } as const;
  const rateOf = (line: string, prize: keyof typeof rates) => {
    const [big, small] = (line === 'agent2' ? half : rates)[prize];
    return { big, small };
  };

  test('prices each line at its own rates and sums them', () => {
    const payouts = payoutsOf(
      [
        { line: '', big: 100n, small: 200n },
        { line: 'agent2', big: 100n, small: 0n },
      ],
      rateOf,
    );
    expect(payouts).toEqual({ FIRST: 900000n, SECOND: 550000n, THIRD: 233500n, STARTER: 37500n, CONSOLATION: 9000n });
    expect(maxPayoutOf(payouts)).toBe(900000n);
  });

  test('nothing staked pays nothing', () => {
    expect(maxPayoutOf(payoutsOf([], rateOf))).toBe(0n);
  });
});

test('shares in basis points, rounded half up, and as percent text', () => {
  expect(shareBasisPoints(1n, 3n)).toBe(3333);
  expect(shareBasisPoints(2n, 3n)).toBe(6667);
  expect(shareBasisPoints(5n, 0n)).toBe(0);
  expect(percentText(3333)).toBe('33.33');
  expect(percentText(10000)).toBe('100.00');
  expect(percentText(5)).toBe('0.05');
});

test('the refusal names the number', () => {
  expect(lockedMessage('6666')).toBe('Number 6666 is locked for this draw: no more bets on it.');
});

describe('splitByShares', () => {
  test('splits in proportion, the left-over cents to the largest remainders, the earlier part on a tie', () => {
    expect(splitByShares(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(splitByShares(10n, [1n, 2n])).toEqual([3n, 7n]);
    expect(splitByShares(7n, [0n, 5n])).toEqual([0n, 7n]);
    expect(splitByShares(5n, [0n, 0n])).toEqual([5n, 0n]);
    expect(splitByShares(5n, [])).toEqual([]);
  });

  test('the parts always add up to the amount, and none strays a cent from its exact share', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.array(fc.bigInt({ min: 0n, max: 10n ** 9n }), { minLength: 1, maxLength: 8 }), (amount, shares) => {
        const parts = splitByShares(amount, shares);
        expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(amount);
        const whole = shares.reduce((sum, share) => sum + share, 0n);
        if (whole === 0n) return;
        parts.forEach((part, i) => {
          const exact = (amount * (shares[i] ?? 0n)) / whole;
          expect(part - exact).toBeGreaterThanOrEqual(0n);
          expect(part - exact).toBeLessThanOrEqual(1n);
        });
      }),
    );
  });
});

describe('companyLineTotals', () => {
  // admin (the company) > agent1 > agent2; admin > agent3. Members are held by their parents.
  const parents = new Map<string, string | null>([
    ['admin', null],
    ['agent1', 'admin'],
    ['agent2', 'agent1'],
    ['agent3', 'admin'],
  ]);
  const amounts = (big: bigint, small = 0n): Amounts => ({ big, small, unit: 0n });
  const limits = new Map<string, Amounts>([
    ['agent2', amounts(500n, 300n)],
    ['agent1', amounts(2000n, 1000n)],
    ['agent3', amounts(1000n, 500n)],
  ]);
  const eat = { limitOf: (userId: string) => limits.get(userId) ?? null };
  const none = { limitOf: () => null };
  const held = (number: string, holder: string, big: bigint, small = 0n, line = ''): HeldTotal => ({ number, holder, line, big, small });

  test('what passes every eater reaches the company; a branch keeps to its own eaters', () => {
    const kept = companyLineTotals([held('1234', 'agent2', 3000n, 1500n), held('1234', 'agent3', 1200n), held('5678', 'agent2', 400n)], parents, 'admin', eat);
    // 1234: agent2 keeps 500 / 300, agent1 2000 / 1000, so 500 / 200 climb; agent3 keeps 1000 of 1200, 200 climb.
    expect(kept.get('1234')).toEqual([{ line: '', big: 700n, small: 200n }]);
    // 5678 stays with agent2.
    expect(kept.has('5678')).toBe(false);
  });

  test('without eat limits the company keeps each line exactly as it was staked: the whole book', () => {
    const totals = [held('1234', 'agent2', 301n, 7n, 'agent1'), held('1234', 'agent3', 999n, 0n, ''), held('1234', 'agent2', 5n, 1n, ''), held('1234', '', 3n)];
    expect(companyLineTotals(totals, parents, 'admin', none).get('1234')).toEqual([
      { line: '', big: 1007n, small: 1n },
      { line: 'agent1', big: 301n, small: 7n },
    ]);
  });

  test("the company's Intake is split over the lines in the proportions its In came from", () => {
    // Under agent2, 3000 of line agent1 and 1000 of the defaults: agent2 and agent1 keep 2500 pro rata, 1500 climbs, 3:1.
    const kept = companyLineTotals([held('1111', 'agent2', 3000n, 0n, 'agent1'), held('1111', 'agent2', 1000n, 0n, '')], parents, 'admin', eat);
    expect(kept.get('1111')).toEqual([
      { line: '', big: 375n, small: 0n },
      { line: 'agent1', big: 1125n, small: 0n },
    ]);
  });

  test("a number's own limit wins over the default; placing out comes off the company's Intake", () => {
    const own = { ...eat, numberLimitOf: (userId: string, key: string) => (userId === 'agent1' && key === '1234' ? { big: 0n } : undefined) };
    const placed = (figures: Parameters<typeof applyPlacingOut>[0]) => applyPlacingOut(figures, [{ id: 1, distributorId: 1, key: '1234', amounts: amounts(100n), source: 'THROW' }]).figures;
    // agent2 keeps 500, agent1 nothing of 1234, so 2500 climb; 100 are placed out.
    expect(companyLineTotals([held('1234', 'agent2', 3000n)], parents, 'admin', own, placed).get('1234')).toEqual([{ line: '', big: 2400n, small: 0n }]);
  });

  test("per number and line, the same as the outset's own climb (computeOutset) split by its intake mixes (intakeMixes)", () => {
    const total = fc.record({
      number: fc.constantFrom('0001', '0002', '0003'),
      holder: fc.constantFrom('agent1', 'agent2', 'agent3', 'admin', ''),
      line: fc.constantFrom('', 'agent1', 'agent3'),
      big: fc.bigInt({ min: 0n, max: 5000n }),
      small: fc.bigInt({ min: 0n, max: 5000n }),
    });
    const own = fc.record({ big: fc.option(fc.bigInt({ min: 0n, max: 3000n }), { nil: undefined }), small: fc.option(fc.bigInt({ min: 0n, max: 3000n }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(total, { maxLength: 20 }), own, (totals, agent1On0001) => {
        const withOwn = { ...eat, numberLimitOf: (userId: string, key: string) => (userId === 'agent1' && key === '0001' ? agent1On0001 : undefined) };
        const lines = new Map<NumberStake, string>();
        const stakes = totals.map((row) => {
          const stake = { userId: row.holder === '' ? 'admin' : row.holder, key: row.number, amounts: amounts(row.big, row.small) };
          lines.set(stake, row.line);
          return stake;
        });
        const outset = computeOutset({ parents, stakes, ...withOwn });
        const mixes = intakeMixes(outset, parents, stakes, (_userId, stake) => lines.get(stake) ?? '').get('admin');
        const kept = companyLineTotals(totals, parents, 'admin', withOwn);
        for (const [number, figures] of outset.get('admin') ?? []) {
          const shares = [...(mixes?.get(number) ?? new Map<string, Amounts>())].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
          const bigs = splitByShares(figures.big.intake, shares.map(([, share]) => share.big));
          const smalls = splitByShares(figures.small.intake, shares.map(([, share]) => share.small));
          const expected = shares.map(([line], i) => ({ line, big: bigs[i] ?? 0n, small: smalls[i] ?? 0n })).filter((part) => part.big > 0n || part.small > 0n);
          expect(kept.get(number) ?? []).toEqual(expected);
        }
      }),
    );
  });

  test("the company's Intake per number is what computeOutset leaves it, and no line's part is negative", () => {
    const holders = ['agent1', 'agent2', 'agent3', 'admin', ''] as const;
    const total = fc.record({
      number: fc.constantFrom('0001', '0002', '0003'),
      holder: fc.constantFrom(...holders),
      line: fc.constantFrom('', 'agent1', 'agent3'),
      big: fc.bigInt({ min: 0n, max: 5000n }),
      small: fc.bigInt({ min: 0n, max: 5000n }),
    });
    fc.assert(
      fc.property(fc.array(total, { maxLength: 20 }), (totals) => {
        const kept = companyLineTotals(totals, parents, 'admin', eat);
        const outset = computeOutset({
          parents,
          stakes: totals.map((row) => ({ userId: row.holder === '' ? 'admin' : row.holder, key: row.number, amounts: amounts(row.big, row.small) })),
          ...eat,
        });
        for (const [number, figures] of outset.get('admin') ?? []) {
          const lines = kept.get(number) ?? [];
          expect(lines.reduce((sum, line) => sum + line.big, 0n)).toBe(figures.big.intake);
          expect(lines.reduce((sum, line) => sum + line.small, 0n)).toBe(figures.small.intake);
          for (const line of lines) expect(line.big >= 0n && line.small >= 0n).toBe(true);
        }
      }),
    );
  });
});
