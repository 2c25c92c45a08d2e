// TT limits (lib/domain/toto-limits.ts): which bet type an entry is, which limits count it, and the
// first limit a submission would pass, with what it still allowed.
import { breachMessage, firstBreach, limitCounts, NOTHING_TAKEN, takenOf, TOTO_BET_TYPES, TOTO_LIMIT_TYPES, totoBetType, type TakenByType } from '@/lib/domain/toto-limits';

const six = ['01', '02', '03', '04', '05', '12'];
const seven = ['01', '02', '03', '04', '05', '06', '12'];
const five = ['01', '02', '03', '04', '12'];

describe('totoBetType', () => {
  test.each([
    [6, false, 'ORDINARY'],
    [7, false, 'SYSTEM'],
    [12, false, 'SYSTEM'],
    [5, true, 'ROLL'],
  ] as const)('%i numbers, roll %s: %s', (count, roll, type) => expect(totoBetType(count, roll)).toBe(type));
});

describe('limitCounts', () => {
  test('ALL counts every type; a type counts only itself', () => {
    for (const limit of TOTO_LIMIT_TYPES) {
      for (const bet of TOTO_BET_TYPES) expect(limitCounts(limit, bet)).toBe(limit === 'ALL' || limit === bet);
    }
  });
});

describe('takenOf', () => {
  const taken: TakenByType = { ORDINARY: 100n, SYSTEM: 20n, ROLL: 3n };
  test.each([
    ['ALL', 123n],
    ['ORDINARY', 100n],
    ['SYSTEM', 20n],
    ['ROLL', 3n],
  ] as const)('%s', (type, cents) => expect(takenOf(taken, type)).toBe(cents));
});

describe('firstBreach', () => {
  const limit = (number: string, amount: string, betType: (typeof TOTO_LIMIT_TYPES)[number] = 'ALL') => ({ number, betType, amount });
  const taken = (entries: Record<string, Partial<TakenByType>>) =>
    new Map(Object.entries(entries).map(([number, value]) => [number, { ...NOTHING_TAKEN, ...value }]));

  test('no limits, or none on the numbers, is no breach', () => {
    expect(firstBreach([], new Map(), [{ numbers: six, roll: false, cost: '1000.00' }])).toBeNull();
    expect(firstBreach([limit('49', '1')], new Map(), [{ numbers: six, roll: false, cost: '1000.00' }])).toBeNull();
  });

  test('exactly reaching the limit fits; one cent past it is refused with what was left', () => {
    const limits = [limit('12', '30.00')];
    const before = taken({ '12': { SYSTEM: 1400n } });
    expect(firstBreach(limits, before, [{ numbers: six, roll: false, cost: '16.00' }])).toBeNull();
    expect(firstBreach(limits, before, [{ numbers: six, roll: false, cost: '16.01' }])).toEqual({ number: '12', betType: 'ALL', left: '16.00' });
  });

  test('the entries of a submission count together, and left is never below 0.00', () => {
    const limits = [limit('12', '10')];
    const stakes = [
      { numbers: six, roll: false, cost: '6.00' },
      { numbers: seven, roll: false, cost: '7.00' },
    ];
    expect(firstBreach(limits, new Map(), stakes)).toEqual({ number: '12', betType: 'ALL', left: '10.00' });
    expect(firstBreach(limits, taken({ '12': { ORDINARY: 1500n } }), [stakes[0] ?? { numbers: six, roll: false, cost: '1.00' }])).toMatchObject({ left: '0.00' });
  });

  test('a typed limit counts only its type, before and now', () => {
    const limits = [limit('12', '5', 'ROLL')];
    const before = taken({ '12': { ORDINARY: 10000n, ROLL: 400n } });
    expect(firstBreach(limits, before, [{ numbers: six, roll: false, cost: '50.00' }])).toBeNull();
    expect(firstBreach(limits, before, [{ numbers: five, roll: true, cost: '1.00' }])).toBeNull();
    expect(firstBreach(limits, before, [{ numbers: five, roll: true, cost: '1.01' }])).toEqual({ number: '12', betType: 'ROLL', left: '1.00' });
  });

  test('the first breach is by number, then ALL before a type; a 0.00 limit closes the number', () => {
    const limits = [limit('12', '0', 'SYSTEM'), limit('03', '1'), limit('12', '0')];
    expect(firstBreach(limits, new Map(), [{ numbers: seven, roll: false, cost: '7.00' }])).toMatchObject({ number: '03' });
    expect(firstBreach(limits.slice(0, 1).concat(limits.slice(2)), new Map(), [{ numbers: seven, roll: false, cost: '7.00' }])).toMatchObject({ number: '12', betType: 'ALL' });
  });
});

test('breachMessage names the number, the type when one, and what is left', () => {
  expect(breachMessage({ number: '12', betType: 'ALL', left: '30.00' })).toBe('Limit reached for 12: 30.00 left.');
  expect(breachMessage({ number: '07', betType: 'SYSTEM', left: '0.00' })).toBe('Limit reached for 07 (system entries): 0.00 left.');
});
