// Toto bet expansion: the combinations of a system or roll entry, its cost and the shape of its numbers.
import { totoCombinationCount, totoCombinations, totoCost, totoShapeProblem } from '@/lib/domain/bet-expansion';

/** '01'..'nn' as Toto numbers. */
function first(n: number): string[] {
  return Array.from({ length: n }, (_, i) => String(i + 1).padStart(2, '0'));
}

describe('totoCombinations', () => {
  test('six numbers are one combination, ascending', () => {
    expect(totoCombinations(['06', '05', '04', '03', '02', '01'], false)).toEqual([first(6)]);
  });

  test.each([
    [7, 7],
    [8, 28],
    [9, 84],
    [10, 210],
    [11, 462],
    [12, 924],
  ])('system %i covers %i distinct combinations of six', (n, count) => {
    const numbers = first(n);
    const combinations = totoCombinations(numbers, false);
    expect(combinations).toHaveLength(count);
    expect(totoCombinationCount(numbers, false)).toBe(count);
    expect(new Set(combinations.map((c) => c.join(' '))).size).toBe(count);
    for (const combination of combinations) {
      expect(combination).toHaveLength(6);
      expect([...combination].sort()).toEqual(combination);
      for (const number of combination) expect(numbers).toContain(number);
    }
  });

  test('system 7 in order', () => {
    expect(totoCombinations(first(7), false).map((c) => c.join(''))).toEqual([
      '010203040506',
      '010203040507',
      '010203040607',
      '010203050607',
      '010204050607',
      '010304050607',
      '020304050607',
    ]);
  });

  test('a roll covers the five numbers with each of the other 44 numbers', () => {
    const numbers = ['49', '10', '20', '30', '40'];
    const combinations = totoCombinations(numbers, true);
    expect(combinations).toHaveLength(44);
    expect(totoCombinationCount(numbers, true)).toBe(44);
    const extras = combinations.map((c) => c.filter((n) => !numbers.includes(n)));
    expect(extras.every((e) => e.length === 1)).toBe(true);
    expect(new Set(extras.flat()).size).toBe(44);
    expect(extras.flat()).not.toContain('10');
    expect(combinations[0]).toEqual(['01', '10', '20', '30', '40', '49']);
    expect(combinations[43]).toEqual(['10', '20', '30', '40', '48', '49']);
    for (const combination of combinations) expect([...combination].sort()).toEqual(combination);
  });

  test.each<[string, string[], boolean]>([
    ['five numbers without roll', first(5), false],
    ['thirteen numbers', first(13), false],
    ['six numbers with roll', first(6), true],
    ['four numbers with roll', first(4), true],
    ['00', ['00', '02', '03', '04', '05', '06'], false],
    ['50', ['50', '02', '03', '04', '05', '06'], false],
    ['a one-digit number', ['1', '02', '03', '04', '05', '06'], false],
    ['a repeated number', ['01', '01', '03', '04', '05', '06'], false],
    ['no numbers', [], false],
  ])('refuses %s', (_, numbers, roll) => {
    expect(() => totoCombinations(numbers, roll)).toThrow(RangeError);
    expect(() => totoCost(numbers, roll, '1.00')).toThrow(RangeError);
  });
});

describe('totoCost', () => {
  test.each<[number, boolean, string, string]>([
    [6, false, '2.00', '2.00'],
    [7, false, '1.00', '7.00'],
    [8, false, '1.00', '28.00'],
    [9, false, '0.50', '42.00'],
    [10, false, '1', '210.00'],
    [11, false, '1.00', '462.00'],
    [12, false, '2.00', '1848.00'],
    [5, true, '1.00', '44.00'],
    [5, true, '0.25', '11.00'],
  ])('%i numbers (roll %p) at %s cost %s', (n, roll, amount, cost) => {
    expect(totoCost(first(n), roll, amount)).toBe(cost);
  });

  test('refuses a negative amount', () => {
    expect(() => totoCost(first(6), false, '-1.00')).toThrow(RangeError);
  });
});

describe('totoShapeProblem: numbers against the entry kind', () => {
  const six = ['01', '02', '03', '04', '05', '06'];
  it.each([
    [six, false, null],
    [[...six, '07', '08', '09', '10', '11', '12'], false, null],
    [[...six, '07', '08', '09', '10', '11', '12', '13'], false, 'totoCount'],
    [six.slice(0, 5), false, 'totoCount'],
    [six.slice(0, 5), true, null],
    [six, true, 'totoRollCount'],
    [['01', '01', '03', '04', '05', '06'], false, 'totoDuplicate'],
    [['00', '02', '03', '04', '05', '06'], false, 'totoNumberOutOfRange'],
    [['50', '02', '03', '04', '05', '06'], false, 'totoNumberOutOfRange'],
    [['1', '02', '03', '04', '05', '06'], false, 'totoNumberOutOfRange'],
  ] as const)('%j roll=%s: %s', (numbers, roll, problem) => {
    expect(totoShapeProblem(numbers, roll)).toBe(problem);
  });
});
