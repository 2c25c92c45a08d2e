// Toto strikes: the prize group of each match, the lines a system or roll entry wins, and the result text.
import { totoCombinations } from '@/lib/domain/bet-expansion';
import { TOTO_FIXED_PRIZES, type TotoGroup } from '@/lib/domain/pay-tables';
import { rateCents, totoGroup, totoGroupLines, totoResultText, totoStrikes, type TotoPrizes, type TotoResult } from '@/lib/domain/strike';

describe('Toto', () => {
  const RESULT: TotoResult = { winning: ['03', '11', '19', '27', '35', '43'], additional: '08' };
  const PRIZES: TotoPrizes = { 1: '1000000.00', 2: '50000.50', 3: '2000.00', 4: '400.25', ...TOTO_FIXED_PRIZES };
  const two = (n: number) => String(n).padStart(2, '0');

  test.each([
    [['03', '11', '19', '27', '35', '43'], 1],
    [['03', '11', '19', '27', '35', '08'], 2],
    [['03', '11', '19', '27', '35', '01'], 3],
    [['03', '11', '19', '27', '08', '01'], 4],
    [['03', '11', '19', '27', '01', '02'], 5],
    [['03', '11', '19', '08', '01', '02'], 6],
    [['03', '11', '19', '01', '02', '04'], 7],
    [['03', '11', '08', '01', '02', '04'], null],
    [['01', '02', '04', '05', '06', '07'], null],
  ] as const)('%j is group %p', (combination, group) => {
    expect(totoGroup(combination, RESULT.winning, RESULT.additional)).toBe(group);
  });

  test.each([1, 2, 3, 4, 5, 6, 7] as const)('an ordinary entry in group %i wins amount x its prize once', (group) => {
    const combos: Record<TotoGroup, string[]> = {
      1: ['03', '11', '19', '27', '35', '43'], 2: ['03', '08', '11', '19', '27', '35'], 3: ['01', '03', '11', '19', '27', '35'],
      4: ['01', '03', '08', '11', '19', '27'], 5: ['01', '02', '03', '11', '19', '27'], 6: ['01', '02', '03', '08', '11', '19'],
      7: ['01', '02', '04', '03', '11', '19'],
    };
    const numbers = [...combos[group]].sort().join(' ');
    const strikes = totoStrikes({ number: numbers, roll: false, amount: '2.00' }, RESULT, PRIZES);
    const rate = rateCents(PRIZES[group]);
    expect(strikes).toEqual([
      {
        prize: `GROUP${group}`, position: 1, number: '03 11 19 27 35 43 +08', lines: 1, bigRate: (Number(rate) / 100).toFixed(2), smallRate: '0.00',
        bigWin: 0n, smallWin: 0n, amountWin: 2n * rate, total: 2n * rate,
      },
    ]);
  });

  test('no strike below three winning numbers (the additional alone does not count)', () => {
    expect(totoStrikes({ number: '03 08 11 20 21 22', roll: false, amount: '1.00' }, RESULT, PRIZES)).toEqual([]);
  });

  /** Lines per group by expanding the entry (the brute force the closed form must match). */
  function bruteForce(numbers: string[], roll: boolean, result: TotoResult): Map<TotoGroup, number> {
    const counts = new Map<TotoGroup, number>();
    for (const combination of totoCombinations(numbers, roll)) {
      const group = totoGroup(combination, result.winning, result.additional);
      if (group !== null) counts.set(group, (counts.get(group) ?? 0) + 1);
    }
    return counts;
  }
  const sortedEntries = (map: Map<TotoGroup, number>) => [...map.entries()].sort((a, b) => a[0] - b[0]);

  test.each([6, 7, 8, 9, 10, 11, 12])('system %i: lines per group match a brute-force count, for every overlap with the result', (size) => {
    // Entries holding w of the winning numbers, with or without the additional, then the rest.
    for (let w = 0; w <= Math.min(6, size); w += 1) {
      for (const withAdditional of [false, true]) {
        if (w + (withAdditional ? 1 : 0) > size) continue;
        const others = ['01', '02', '04', '05', '06', '07', '09', '10', '12', '13', '14', '15'];
        const numbers = [...RESULT.winning.slice(0, w), ...(withAdditional ? [RESULT.additional] : []), ...others].slice(0, size);
        if (numbers.length < size) continue;
        expect([w, withAdditional, sortedEntries(totoGroupLines(numbers, false, RESULT))]).toEqual([w, withAdditional, sortedEntries(bruteForce(numbers, false, RESULT))]);
      }
    }
  });

  test('roll entries (5 numbers + each other number): lines per group match a brute-force count', () => {
    for (let w = 0; w <= 5; w += 1) {
      for (const withAdditional of [false, true]) {
        if (w + (withAdditional ? 1 : 0) > 5) continue;
        const numbers = [...RESULT.winning.slice(0, w), ...(withAdditional ? [RESULT.additional] : []), '01', '02', '04', '05', '06'].slice(0, 5);
        const lines = totoGroupLines(numbers, true, RESULT);
        expect(sortedEntries(lines)).toEqual(sortedEntries(bruteForce(numbers, true, RESULT)));
        expect([...lines.values()].reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(44);
      }
    }
  });

  test('random entries of every size and kind match the brute force', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let run = 0; run < 300; run += 1) {
      const roll = run % 4 === 0;
      const size = roll ? 5 : 6 + (run % 7);
      const pool = Array.from({ length: 49 }, (_, i) => two(i + 1));
      const pick = (k: number) => Array.from({ length: k }, () => pool.splice(Math.floor(random() * pool.length), 1)[0] ?? '');
      const drawn = pick(7);
      const result = { winning: drawn.slice(0, 6), additional: drawn[6] ?? '' };
      // Bias entries toward the result so every group shows up.
      const pool2 = [...drawn.slice(0, 4 + (run % 3)), ...pool.slice(0, 20)];
      const numbers = [...new Set(pool2.sort(() => random() - 0.5))].slice(0, size);
      expect(sortedEntries(totoGroupLines(numbers, roll, result))).toEqual(sortedEntries(bruteForce(numbers, roll, result)));
    }
  });

  test('a system 8 entry holding 5 winning numbers and the additional: one row per group, amount x lines x prize', () => {
    // 03 11 19 27 35 + 08 + 01 02: C(8,6) = 28 lines.
    const bet = { number: '01 02 03 08 11 19 27 35', roll: false, amount: '0.50' };
    const strikes = totoStrikes(bet, RESULT, PRIZES);
    const lines = Object.fromEntries(strikes.map((s) => [s.prize, s.lines]));
    // group 2: the 5 + additional = 1; group 3: the 5 + 01 or 02 = 2; group 4: 4 of 5 + add + 01|02 = 5 x 2 = 10;
    // group 5: 4 of 5 + 01 + 02 = 5; group 6: 3 of 5 + add + 01 + 02 = 10; group 7: none (3 + 3 others needs 3 others).
    expect(lines).toEqual({ GROUP2: 1, GROUP3: 2, GROUP4: 10, GROUP5: 5, GROUP6: 10 });
    const g4 = strikes.find((s) => s.prize === 'GROUP4');
    // 0.50 x 10 lines x 400.25 = 2001.25
    expect(g4).toMatchObject({ bigRate: '400.25', amountWin: 200125n, total: 200125n });
    const g2 = strikes.find((s) => s.prize === 'GROUP2');
    // 0.50 x 50000.50 = 25000.25
    expect(g2?.amountWin).toBe(2500025n);
  });

  test('the group prizes come from what is given (the draw\'s dividends and the fixed table)', () => {
    const bet = { number: '03 11 19 27 35 43', roll: false, amount: '1.00' };
    expect(totoStrikes(bet, RESULT, { ...PRIZES, 1: '123456.78' })[0]?.total).toBe(12345678n);
    expect(totoResultText({ winning: ['43', '03'], additional: '01' })).toBe('03 43 +01');
  });
});
