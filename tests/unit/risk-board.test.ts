// The risk board's pure part (lib/domain/risk-board.ts): a submission's stakes per 4D number, expanded
// as the outset counts them; what a number pays per prize over its lines; the share in basis points.
import fc from 'fast-check';
import { fourDDeltas, lockedMessage, maxPayoutOf, payoutsOf, percentText, shareBasisPoints } from '@/lib/domain/risk-board';

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
