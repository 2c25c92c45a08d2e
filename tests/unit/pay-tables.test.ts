import {
  FOUR_D_PRIZE_COUNTS,
  MAGNUM_PAY_TABLE,
  SINGAPORE_PAY_TABLE,
  TOTO_FIXED_PRIZES,
  permutationClass,
  type PrizeTable,
} from '@/lib/domain/pay-tables';

/** Rows as in docs/domain.md: [big 1st..consolation], [small 1st..3rd]. */
function columns(table: PrizeTable) {
  return {
    big: [table.FIRST.big, table.SECOND.big, table.THIRD.big, table.STARTER.big, table.CONSOLATION.big],
    small: [table.FIRST.small, table.SECOND.small, table.THIRD.small, table.STARTER.small, table.CONSOLATION.small],
  };
}

describe('Singapore 4D (docs/domain.md#singapore-4d-sg)', () => {
  test('ordinary prizes per $1', () => {
    expect(columns(SINGAPORE_PAY_TABLE.ordinary)).toEqual({
      big: [2000, 1000, 490, 250, 60],
      small: [3000, 2000, 800, null, null],
    });
  });

  test.each([
    [24, [83, 41, 20, 10, 3], [125, 83, 33]],
    [12, [166, 83, 40, 20, 6], [250, 167, 66]],
    [6, [335, 168, 85, 41, 10], [500, 333, 133]],
    [4, [500, 250, 127, 62, 15], [750, 500, 200]],
  ] as const)('iBet %i', (perm, big, small) => {
    expect(columns(SINGAPORE_PAY_TABLE.ibet[perm])).toEqual({ big, small: [...small, null, null] });
  });
});

describe('Magnum 4D (docs/domain.md#magnum-4d-mg)', () => {
  test('ordinary prizes per unit, the ten starters called Special', () => {
    expect(MAGNUM_PAY_TABLE.starterLabel).toBe('Special');
    expect(columns(MAGNUM_PAY_TABLE.ordinary)).toEqual({
      big: [2500, 1000, 500, 180, 60],
      small: [3500, 2000, 1000, null, null],
    });
  });

  test.each([
    [24, [105, 42, 21, 8, 3], [146, 84, 42]],
    [12, [209, 84, 42, 15, 5], [292, 167, 84]],
    [6, [417, 167, 84, 30, 10], [584, 334, 167]],
    [4, [625, 250, 125, 45, 15], [875, 500, 250]],
  ] as const)('mBox %i', (perm, big, small) => {
    expect(columns(MAGNUM_PAY_TABLE.ibet[perm])).toEqual({ big, small: [...small, null, null] });
  });
});

test('a 4D draw has 23 prizes', () => {
  expect(Object.values(FOUR_D_PRIZE_COUNTS).reduce((a, b) => a + b, 0)).toBe(23);
});

test('Toto fixed groups 5-7 pay $50, $25 and $10 per $1', () => {
  expect(TOTO_FIXED_PRIZES).toEqual({ 5: 50, 6: 25, 7: 10 });
});

test.each([
  ['1234', 24],
  ['1123', 12],
  ['1122', 6],
  ['1112', 4],
  ['7777', 1],
  ['0909', 6],
])('permutation class of %s is %i', (num, perm) => {
  expect(permutationClass(num)).toBe(perm);
});

test('permutation class refuses non-4-digit input', () => {
  expect(() => permutationClass('12a4')).toThrow(RangeError);
});
