// 4D strikes: rounding and rates, and what ordinary, roll, k- and i-bets win on each prize.
import { orderings } from '@/lib/domain/bet-expansion';
import {
  FOUR_D_PRIZES,
  IBET_PERM_CLASSES,
  MAGNUM_PAY_TABLE,
  SINGAPORE_PAY_TABLE,
  type FourDPayTable,
  type FourDPrize,
} from '@/lib/domain/pay-tables';
import {
  divRound,
  fourDStrikes,
  rateCents,
  rollCovers,
  rollPatterns,
  sameDigits,
  strikeCandidates,
  type FourDBetKind,
  type FourDRates,
  type FourDResultRow,
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

describe('ordinary bets pay Big on every prize and Small on 1st-3rd', () => {
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
