import { orderings, totoCombinations } from '@/lib/domain/bet-expansion';
import {
  FOUR_D_PRIZES,
  IBET_PERM_CLASSES,
  MAGNUM_PAY_TABLE,
  SINGAPORE_PAY_TABLE,
  TOTO_FIXED_PRIZES,
  type FourDPayTable,
  type FourDPrize,
  type TotoGroup,
} from '@/lib/domain/pay-tables';
import {
  divRound,
  fourDStrikes,
  rateCents,
  rollCovers,
  rollPatterns,
  sameDigits,
  strikeCandidates,
  totoGroup,
  totoGroupLines,
  totoResultText,
  totoStrikes,
  type FourDBetKind,
  type FourDRates,
  type FourDResultRow,
  type TotoPrizes,
  type TotoResult,
} from '@/lib/domain/strike';

const ratesOf = (table: FourDPayTable): FourDRates => ({ ORDINARY: table.ordinary, ROLL: table.ordinary, KBET: table.ordinary, IBET: table.ibet });
const TABLES = [
  ['SG', SINGAPORE_PAY_TABLE],
  ['MG', MAGNUM_PAY_TABLE],
] as const;
const SG = ratesOf(SINGAPORE_PAY_TABLE);

/** A full 4D result: 23 rows, numbers given per row in prize order (1st, 2nd, 3rd, 10 starters, 10 consolations). */
function result(numbers: readonly string[]): FourDResultRow[] {
  const prizes: FourDPrize[] = ['FIRST', 'SECOND', 'THIRD', ...Array<FourDPrize>(10).fill('STARTER'), ...Array<FourDPrize>(10).fill('CONSOLATION')];
  return prizes.map((prize, i) => ({ prize, position: i < 3 ? 1 : ((i - 3) % 10) + 1, number: numbers[i] ?? '' }));
}
/** 23 distinct filler numbers (8800 ... 8822) that no bet below covers. */
const FILLER = Array.from({ length: 23 }, (_, i) => `88${String(i).padStart(2, '0')}`);
const withAt = (index: number, num: string) => FILLER.map((filler, i) => (i === index ? num : filler));
const bet = (kind: FourDBetKind, number: string, big = '1.00', small = '1.00') => ({ kind, number, big, small });
const cents = (dollars: number) => BigInt(Math.round(dollars * 100));
/** The 23 rows' index of a prize's first row. */
const INDEX: Record<FourDPrize, number> = { FIRST: 0, SECOND: 1, THIRD: 2, STARTER: 3, CONSOLATION: 13 };

describe('divRound and rates', () => {
  test.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [4n, 3n, 1n],
    [-4n, 3n, -1n],
    [208750n, 100n, 2088n],
    [208749n, 100n, 2087n],
    [-208750n, 100n, -2088n],
    [0n, 7n, 0n],
  ])('%p / %p rounds half away from zero to %p', (n, d, expected) => {
    expect(divRound(n, d)).toBe(expected);
  });

  test('refuses a divisor that is not positive, and rates that are not prizes', () => {
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
    expect(() => rateCents(-1)).toThrow(RangeError);
    expect(() => rateCents('x')).toThrow(RangeError);
    expect(rateCents('83.50')).toBe(8350n);
    expect(rateCents(0.07)).toBe(7n);
  });
});

describe('ordinary bets pay Big on every prize and Small on 1st-3rd (docs/domain.md)', () => {
  for (const [loc, table] of TABLES) {
    test.each(FOUR_D_PRIZES.map((prize) => [prize]))(`${loc} %s: Big 1 and Small 1 win the table's prizes`, (prize) => {
      const rate = table.ordinary[prize];
      const strikes = fourDStrikes(bet('ORDINARY', '1234'), result(withAt(INDEX[prize], '1234')), ratesOf(table));
      // Big 1.00 x rate + Small 1.00 x rate (Small nothing on starter and consolation).
      expect(strikes).toEqual([
        {
          prize, position: 1, number: '1234', lines: 1,
          bigRate: `${rate.big}.00`, smallRate: `${rate.small ?? 0}.00`,
          bigWin: cents(rate.big), smallWin: cents(rate.small ?? 0), amountWin: 0n, total: cents(rate.big + (rate.small ?? 0)),
        },
      ]);
    });
  }

  test('every starter and consolation position pays Big', () => {
    for (let index = 3; index < 23; index += 1) {
      const [strike] = fourDStrikes(bet('ORDINARY', '1234', '2.00', '0.00'), result(withAt(index, '1234')), SG);
      expect(strike).toMatchObject({ position: ((index - 3) % 10) + 1, bigWin: index < 13 ? 50000n : 12000n });
    }
  });

  test('a number winning 1st and 2nd is paid twice: SG Big 2 Small 1 = 2x2000 + 3000 + 2x1000 + 2000', () => {
    const numbers = withAt(0, '6904');
    numbers[1] = '6904';
    const strikes = fourDStrikes(bet('ORDINARY', '6904', '2.00', '1.00'), result(numbers), SG);
    expect(strikes.map((s) => [s.prize, s.bigWin, s.smallWin, s.total])).toEqual([
      ['FIRST', 400000n, 300000n, 700000n],
      ['SECOND', 200000n, 200000n, 400000n],
    ]);
  });

  test('a starter repeated among the consolations pays Big on both', () => {
    const numbers = withAt(5, '4321');
    numbers[20] = '4321';
    const strikes = fourDStrikes(bet('ORDINARY', '4321', '1.00', '0.00'), result(numbers), SG);
    expect(strikes.map((s) => [s.prize, s.position, s.total])).toEqual([
      ['STARTER', 3, 25000n],
      ['CONSOLATION', 8, 6000n],
    ]);
  });

  test('Small alone on a starter or consolation number wins nothing (no strike row)', () => {
    expect(fourDStrikes(bet('ORDINARY', '1234', '0.00', '5.00'), result(withAt(3, '1234')), SG)).toEqual([]);
    expect(fourDStrikes(bet('ORDINARY', '1234', '0.00', '5.00'), result(withAt(22, '1234')), SG)).toEqual([]);
  });

  test.each(['1243', '2134', '1235', '0234', '4321'])('no strike for a near miss: 1234 against %s', (num) => {
    expect(fourDStrikes(bet('ORDINARY', '1234'), result(withAt(0, num)), SG)).toEqual([]);
  });

  test('fractional stakes and rates round once per field, half away from zero', () => {
    const table = { ...SG, ORDINARY: { ...SG.ORDINARY, FIRST: { big: 83.5, small: 10.01 } } };
    // Big 0.25 x 83.50 = 20.875 -> 20.88; Small 0.50 x 10.01 = 5.005 -> 5.01.
    const [strike] = fourDStrikes(bet('ORDINARY', '1234', '0.25', '0.50'), result(withAt(0, '1234')), table);
    expect(strike).toMatchObject({ bigRate: '83.50', smallRate: '10.01', bigWin: 2088n, smallWin: 501n, total: 2589n });
  });

  test('a zero rate gives no strike row', () => {
    const table = { ...SG, ORDINARY: { ...SG.ORDINARY, CONSOLATION: { big: 0, small: null } } };
    expect(fourDStrikes(bet('ORDINARY', '1234'), result(withAt(13, '1234')), table)).toEqual([]);
  });
});

describe('roll bets: 10 ordinary bets with the full stake', () => {
  test.each(['R234', '1R34', '12R4', '123R'])('%s wins on 1234 as an ordinary bet (SG 1st: Big 2000 + Small 3000)', (roll) => {
    const strikes = fourDStrikes(bet('ROLL', roll), result(withAt(0, '1234')), SG);
    expect(strikes.map((s) => [s.prize, s.number, s.total])).toEqual([['FIRST', '1234', 500000n]]);
  });

  test('a roll matching two result numbers is paid on both: 12R4 on 1204 (2nd) and 1294 (starter)', () => {
    const numbers = withAt(1, '1204');
    numbers[7] = '1294';
    const strikes = fourDStrikes(bet('ROLL', '12R4', '1.00', '0.00'), result(numbers), SG);
    expect(strikes.map((s) => [s.prize, s.number, s.total])).toEqual([
      ['SECOND', '1204', 100000n],
      ['STARTER', '1294', 25000n],
    ]);
  });

  test('near misses of a roll win nothing', () => {
    for (const num of ['1324', '2234', '1233', '0000']) expect(fourDStrikes(bet('ROLL', '12R4'), result(withAt(0, num)), SG)).toEqual([]);
  });

  test('the roll table is its own (an agent may override it apart from ordinary)', () => {
    const rates = { ...SG, ROLL: { ...SG.ORDINARY, FIRST: { big: 1500, small: 2500 } } };
    expect(fourDStrikes(bet('ROLL', '12R4'), result(withAt(0, '1234')), rates)[0]?.total).toBe(400000n);
  });

  test('rollCovers and rollPatterns agree', () => {
    for (const num of ['1234', '0000', '9090']) {
      const patterns = rollPatterns(num);
      expect(patterns).toHaveLength(4);
      for (const pattern of patterns) expect(rollCovers(pattern, num)).toBe(true);
    }
    expect(rollCovers('12R4', '12345')).toBe(false);
  });
});

describe('k-bets: the full stake on every ordering', () => {
  test.each([
    ['1234', 24],
    ['1123', 12],
    ['1122', 6],
    ['1112', 4],
  ])('%s (class %i) wins as an ordinary bet on each ordering', (num, perm) => {
    const list = orderings(num);
    expect(list).toHaveLength(perm);
    for (const ordering of list) {
      const strikes = fourDStrikes(bet('KBET', num, '1.00', '0.00'), result(withAt(2, ordering)), SG);
      expect(strikes.map((s) => [s.prize, s.number, s.total])).toEqual([['THIRD', ordering, 49000n]]);
    }
    expect(fourDStrikes(bet('KBET', num), result(withAt(2, '9999')), SG)).toEqual([]);
  });
});

describe('i-bets: one stake over every ordering, paid from the iBet/mBox table by class', () => {
  const numberOf = { 24: '1234', 12: '1123', 6: '1122', 4: '1112' } as const;
  for (const [loc, table] of TABLES) {
    for (const perm of IBET_PERM_CLASSES) {
      test.each(FOUR_D_PRIZES.map((prize) => [prize]))(`${loc} class ${perm} %s on every ordering`, (prize) => {
        const rate = table.ibet[perm][prize];
        for (const ordering of orderings(numberOf[perm])) {
          const strikes = fourDStrikes(bet('IBET', numberOf[perm], '1.00', '1.00'), result(withAt(INDEX[prize], ordering)), ratesOf(table));
          expect(strikes).toEqual([
            expect.objectContaining({ prize, number: ordering, bigWin: cents(rate.big), smallWin: cents(rate.small ?? 0), total: cents(rate.big + (rate.small ?? 0)) }),
          ]);
        }
      });
    }
  }

  test('an i-bet on four alike (no iBet row) is paid as the ordinary bet it amounts to', () => {
    expect(fourDStrikes(bet('IBET', '7777', '1.00', '0.00'), result(withAt(0, '7777')), SG)[0]?.total).toBe(200000n);
  });

  test('sameDigits', () => {
    expect(sameDigits('1123', '3211')).toBe(true);
    expect(sameDigits('1123', '1223')).toBe(false);
  });
});

describe('strikeCandidates', () => {
  test('gives the result numbers, their roll patterns and their orderings, sorted and distinct', () => {
    const candidates = strikeCandidates(['1234', '1234', '0001']);
    expect(candidates.ordinary).toEqual(['0001', '1234']);
    expect(candidates.roll).toEqual(['000R', '00R1', '0R01', '123R', '12R4', '1R34', 'R001', 'R234']);
    expect(candidates.ordering).toEqual([...orderings('0001'), ...orderings('1234')]);
  });

  test('every bet that strikes is among the candidates of its kind', () => {
    const rows = result(['1234', '5567', '9090', '0000', '4411', ...FILLER.slice(5)]);
    const candidates = strikeCandidates(rows.map((row) => row.number));
    for (let n = 0; n < 10_000; n += 7) {
      const num = String(n).padStart(4, '0');
      const roll = `${num.slice(0, 1)}R${num.slice(2)}`;
      const checks: [FourDBetKind, string, string[]][] = [
        ['ORDINARY', num, candidates.ordinary],
        ['KBET', num, candidates.ordering],
        ['IBET', num, candidates.ordering],
        ['ROLL', roll, candidates.roll],
      ];
      for (const [kind, number, list] of checks) {
        if (fourDStrikes(bet(kind, number), rows, SG).length > 0) expect([kind, number, list.includes(number)]).toEqual([kind, number, true]);
      }
    }
  });
});

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
