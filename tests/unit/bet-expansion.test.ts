// 4D bet expansion: orderings, rolls, the lines a bet expands to, money in cents, costs and number shapes.
import {
  betCost,
  centsToMoney,
  expandBet,
  expandRoll,
  fourDShapeProblem,
  moneyToCents,
  orderings,
  stakeMultiplier,
  sumMoney,
  type BetKind,
} from '@/lib/domain/bet-expansion';
import { permutationClass } from '@/lib/domain/pay-tables';

describe('orderings', () => {
  test.each([
    ['1234', 24],
    ['1123', 12],
    ['1122', 6],
    ['1112', 4],
    ['7777', 1],
    ['0090', 4],
    ['0000', 1],
  ])('%s has %i distinct orderings, ascending, matching its permutation class', (num, count) => {
    const list = orderings(num);
    expect(list).toHaveLength(count);
    expect(new Set(list).size).toBe(count);
    expect([...list].sort()).toEqual(list);
    expect(permutationClass(num)).toBe(count);
    for (const ordering of list) expect([...ordering].sort()).toEqual([...num].sort());
  });

  test('lists every ordering of a pair number', () => {
    expect(orderings('1123')).toEqual([
      '1123', '1132', '1213', '1231', '1312', '1321', '2113', '2131', '2311', '3112', '3121', '3211',
    ]);
    expect(orderings('1122')).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
    expect(orderings('0001')).toEqual(['0001', '0010', '0100', '1000']);
  });

  test.each(['123', '12345', '12R4', 'abcd', '', ' 1234', '１２３４'])('refuses %j', (num) => {
    expect(() => orderings(num)).toThrow(RangeError);
  });
});

describe('expandRoll', () => {
  test.each([
    ['R123', ['0123', '1123', '2123', '3123', '4123', '5123', '6123', '7123', '8123', '9123']],
    ['1R23', ['1023', '1123', '1223', '1323', '1423', '1523', '1623', '1723', '1823', '1923']],
    ['12R4', ['1204', '1214', '1224', '1234', '1244', '1254', '1264', '1274', '1284', '1294']],
    ['123R', ['1230', '1231', '1232', '1233', '1234', '1235', '1236', '1237', '1238', '1239']],
  ])('%s covers ten numbers', (num, expected) => {
    expect(expandRoll(num)).toEqual(expected);
  });

  test.each(['1234', 'RR12', 'RRRR', '12r4', '12R', '12R45', 'R12X', ''])('refuses %j', (num) => {
    expect(() => expandRoll(num)).toThrow(RangeError);
  });
});

describe('expandBet and stakeMultiplier', () => {
  test.each<[string, BetKind, number, number]>([
    ['1234', 'ordinary', 1, 1],
    ['12R4', 'roll', 10, 10],
    ['1234', 'ibet', 24, 1],
    ['1123', 'ibet', 12, 1],
    ['1122', 'ibet', 6, 1],
    ['1112', 'ibet', 4, 1],
    ['1234', 'kbet', 24, 24],
    ['1123', 'kbet', 12, 12],
    ['1122', 'kbet', 6, 6],
    ['1112', 'kbet', 4, 4],
    // Total on four alike although the parser refuses i and k on them: one number, one stake.
    ['7777', 'ibet', 1, 1],
    ['7777', 'kbet', 1, 1],
  ])('%s %s covers %i numbers and is charged %i stakes', (num, kind, covered, multiplier) => {
    expect(expandBet(num, kind)).toHaveLength(covered);
    expect(stakeMultiplier(num, kind)).toBe(multiplier);
  });

  test('covers the right numbers', () => {
    expect(expandBet('1234', 'ordinary')).toEqual(['1234']);
    expect(expandBet('12R4', 'roll')).toEqual(expandRoll('12R4'));
    expect(expandBet('1123', 'ibet')).toEqual(orderings('1123'));
    expect(expandBet('1123', 'kbet')).toEqual(orderings('1123'));
    expect(expandBet('7777', 'ibet')).toEqual(['7777']);
  });

  test.each<[string, BetKind]>([
    ['12R4', 'ordinary'],
    ['12R4', 'ibet'],
    ['12R4', 'kbet'],
    ['1234', 'roll'],
    ['123', 'ordinary'],
    ['1234', 'box' as BetKind],
  ])('refuses %s as %s', (num, kind) => {
    expect(() => expandBet(num, kind)).toThrow(RangeError);
    expect(() => stakeMultiplier(num, kind)).toThrow(RangeError);
  });
});

describe('money in cents', () => {
  test.each([
    ['1.50', 150n],
    ['1.5', 150n],
    ['2', 200n],
    ['0.25', 25n],
    ['-3.05', -305n],
    ['0', 0n],
    ['123456789012345678.99', 12345678901234567899n],
  ])('%s is %p cents', (text, cents) => {
    expect(moneyToCents(text)).toBe(cents);
  });

  test.each(['1.255', '', '.5', '1.', 'abc', '1,50', '1e3'])('refuses %j', (text) => {
    expect(() => moneyToCents(text)).toThrow(RangeError);
  });

  test.each([
    [150n, '1.50'],
    [0n, '0.00'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [-12345n, '-123.45'],
    [12345678901234567899n, '123456789012345678.99'],
  ])('%p cents is %s', (cents, text) => {
    expect(centsToMoney(cents)).toBe(text);
  });
});

describe('betCost', () => {
  test.each<[string, string, string, BetKind, string]>([
    ['1234', '1.00', '2.00', 'ordinary', '3.00'],
    ['1234', '0.50', '0.00', 'ordinary', '0.50'],
    ['1234', '0.25', '0', 'ordinary', '0.25'],
    ['12R4', '1.50', '0.00', 'roll', '15.00'],
    ['12R4', '0.25', '1.00', 'roll', '12.50'],
    ['1234', '1.00', '1.00', 'kbet', '48.00'],
    ['1123', '0.25', '0.00', 'kbet', '3.00'],
    ['1122', '1.50', '0.00', 'kbet', '9.00'],
    ['1112', '0.00', '3.00', 'kbet', '12.00'],
    ['1234', '1.00', '2.00', 'ibet', '3.00'],
    ['7777', '1.00', '0.00', 'ibet', '1.00'],
    ['1234', '10000.00', '10000.00', 'kbet', '480000.00'],
    // Exact where floats are not: 0.1 + 0.2.
    ['1234', '0.10', '0.20', 'ordinary', '0.30'],
  ])('%s big %s small %s %s costs %s', (number, big, small, kind, cost) => {
    expect(betCost({ number, big, small, kind })).toBe(cost);
  });

  test('refuses negative or malformed stakes', () => {
    expect(() => betCost({ number: '1234', big: '-1.00', small: '0.00', kind: 'ordinary' })).toThrow(RangeError);
    expect(() => betCost({ number: '1234', big: '1.005', small: '0.00', kind: 'ordinary' })).toThrow(RangeError);
    expect(() => betCost({ number: '12R4', big: '1.00', small: '0.00', kind: 'ordinary' })).toThrow(RangeError);
  });
});

describe('sumMoney', () => {
  test.each<[string[], string]>([
    [[], '0.00'],
    [['1.50'], '1.50'],
    [['0.10', '0.20'], '0.30'],
    [['1.50', '-0.75', '3'], '3.75'],
    [['-1.00', '-2.50'], '-3.50'],
    [['0.01', '-0.01'], '0.00'],
    [Array.from({ length: 10 }, () => '0.10'), '1.00'],
    [['99999999999999999.99', '0.01'], '100000000000000000.00'],
  ])('%j sums to %s', (values, total) => {
    expect(sumMoney(values)).toBe(total);
  });

  test('refuses what is not money', () => {
    expect(() => sumMoney(['1.00', 'x'])).toThrow(RangeError);
    expect(() => sumMoney(['1.001'])).toThrow(RangeError);
  });
});

describe('fourDShapeProblem: a number against its kind', () => {
  it.each([
    ['1234', 'ordinary', null],
    ['1234', 'ibet', null],
    ['1123', 'kbet', null],
    ['12R4', 'roll', null],
    ['R123', 'roll', null],
    ['1234', 'roll', 'rollNeedsWildcard'],
    ['12R4', 'ordinary', 'wildcardNeedsRoll'],
    ['12R4', 'ibet', 'wildcardNeedsRoll'],
    ['1111', 'ibet', 'singleOrdering'],
    ['1111', 'kbet', 'singleOrdering'],
    ['1111', 'ordinary', null],
    ['123', 'ordinary', 'numberInvalid'],
    ['12RR', 'roll', 'numberInvalid'],
    ['12345', 'ordinary', 'numberInvalid'],
    ['', 'roll', 'numberInvalid'],
  ] as const)('%s as %s: %s', (num, kind, problem) => {
    expect(fourDShapeProblem(num, kind)).toBe(problem);
  });
});
