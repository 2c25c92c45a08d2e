// lib/domain/rate-choices.ts: the docs/product.md#validation-rules grids, the parent caps and the downline floors, exactly.
import {
  fromRateUnits,
  rateCap,
  rateChoices,
  rateChoiceUnits,
  rateGrid,
  rateProblem,
  ratePercentText,
  rateText,
  storedRateUnits,
  toRateUnits,
  type RateField,
  type RateGame,
} from '@/lib/domain/rate-choices';

const CASES: { field: RateField; game: RateGame; max: number; step: number; count: number }[] = [
  { field: 'Share', game: '4D', max: 1, step: 0.01, count: 101 },
  { field: 'Share', game: 'TT', max: 1, step: 0.01, count: 101 },
  { field: 'Commission', game: '4D', max: 0.2, step: 0.005, count: 41 },
  { field: 'Commission', game: 'TT', max: 0.3, step: 0.01, count: 31 },
  { field: 'Tax', game: '4D', max: 0.01, step: 0.001, count: 11 },
  { field: 'Tax', game: 'TT', max: 0.01, step: 0.001, count: 11 },
];
const COMPANY = { parentUnits: null };

describe('toRateUnits and fromRateUnits', () => {
  test.each([
    [0, 0],
    [1, 10_000],
    [0.5, 5_000],
    [0.005, 50],
    [0.001, 10],
    [0.0001, 1],
    [0.07, 700],
    [0.1 + 0.2, 3_000],
    [0.29, 2_900],
    [0.57, 5_700],
  ])('%p is %p units', (rate, units) => {
    expect(toRateUnits(rate)).toBe(units);
    expect(fromRateUnits(units)).toBeCloseTo(rate, 10);
  });

  test.each([[-0.01], [1.01], [0.00001], [0.12345], [Number.NaN], [Number.POSITIVE_INFINITY]])('%p is not a rate', (rate) => {
    expect(toRateUnits(rate)).toBeNull();
  });

  test('every ten-thousandth from 0 to 1 goes there and back', () => {
    for (let units = 0; units <= 10_000; units++) expect(toRateUnits(fromRateUnits(units))).toBe(units);
  });

  test.each([
    ['0.5000', 5_000],
    ['0.0050', 50],
    ['1', 10_000],
    [0.08, 800],
    ['junk', 0],
  ])('a stored %p is %p units', (stored, units) => {
    expect(storedRateUnits(stored)).toBe(units);
  });

  test.each([
    [0, '0%'],
    [1, '100%'],
    [0.5, '50%'],
    [0.05, '5%'],
    [0.005, '0.5%'],
    [0.001, '0.1%'],
    [0.0125, '1.25%'],
    [0.0001, '0.01%'],
    [0.07, '7%'],
  ])('%p shows as %p', (rate, text) => {
    expect(ratePercentText(rate)).toBe(text);
  });

  test('rateText writes the shortest decimal', () => {
    expect([0, 50, 100, 2_000, 10_000].map(rateText)).toEqual(['0', '0.005', '0.01', '0.2', '1']);
  });
});

describe.each(CASES)('$field in $game: 0 to $max in steps of $step', ({ field, game, max, step, count }) => {
  const grid = rateGrid(field, game);

  test('the grid', () => {
    expect(fromRateUnits(grid.max)).toBe(max);
    expect(fromRateUnits(grid.step)).toBe(step);
  });

  test('the company (admin) gets every choice, in order, from 0 to the top', () => {
    const choices = rateChoices(field, game, COMPANY);
    expect(choices).toHaveLength(count);
    expect(choices[0]).toBe(0);
    expect(choices.at(-1)).toBe(max);
    const units = rateChoiceUnits(field, game, COMPANY);
    units.forEach((value, index) => expect(value).toBe(index * grid.step));
  });

  test('every value on the grid is accepted under the company; every value between two choices is refused', () => {
    for (let units = 0; units <= grid.max; units++) {
      const problem = rateProblem(field, game, fromRateUnits(units), COMPANY);
      if (units % grid.step === 0) expect(problem).toBeNull();
      else expect(problem).toMatch(new RegExp(`^${field} must be from 0 to ${max} in steps of ${step}`));
    }
  });

  test('above the top of the grid, negative, or with a fifth decimal: refused as off the grid', () => {
    for (const rate of [fromRateUnits(grid.max + grid.step), -step, 0.00001, Number.NaN]) {
      expect(rateProblem(field, game, rate, COMPANY)).toMatch(new RegExp(`^${field} must be from 0`));
    }
  });

  test('a parent caps the choices at its own rate, for every parent rate on the grid', () => {
    for (let parent = 0; parent <= grid.max; parent += grid.step) {
      const choices = rateChoiceUnits(field, game, { parentUnits: parent });
      expect(choices.at(-1)).toBe(parent);
      expect(choices).toHaveLength(parent / grid.step + 1);
      expect(rateProblem(field, game, fromRateUnits(parent), { parentUnits: parent })).toBeNull();
      if (parent + grid.step <= grid.max) {
        expect(rateProblem(field, game, fromRateUnits(parent + grid.step), { parentUnits: parent })).toBe(
          `${field} ${rateText(parent + grid.step)} is above the cap ${rateText(parent)}: it may not exceed the parent's ${field.toLowerCase()}.`,
        );
      }
    }
  });

  test('a parent rate off the grid caps at the grid value below it; one above the grid caps at the top', () => {
    const between = grid.step + 1;
    expect(rateCap(field, game, between)).toBe(between);
    expect(rateChoiceUnits(field, game, { parentUnits: between }).at(-1)).toBe(grid.step);
    expect(rateCap(field, game, grid.max * 5)).toBe(grid.max);
    expect(rateChoiceUnits(field, game, { parentUnits: 10_000 })).toHaveLength(count);
  });

  test('a floor (the highest rate of the downline) starts the choices at the first grid value at or above it', () => {
    expect(rateChoiceUnits(field, game, { parentUnits: null, floorUnits: grid.step })[0]).toBe(grid.step);
    expect(rateChoiceUnits(field, game, { parentUnits: null, floorUnits: grid.step + 1 })[0]).toBe(2 * grid.step);
    expect(rateChoiceUnits(field, game, { parentUnits: grid.step, floorUnits: 2 * grid.step })).toEqual([]);
    expect(rateProblem(field, game, 0, { parentUnits: null, floorUnits: grid.step })).toBe(
      `${field} 0 is below ${rateText(grid.step)}, the highest ${field.toLowerCase()} of its downline: lower theirs first.`,
    );
    expect(rateProblem(field, game, fromRateUnits(grid.step), { parentUnits: null, floorUnits: grid.step })).toBeNull();
  });

  test('property: a rate is accepted exactly when it is a listed choice', () => {
    const bounds = [
      { parentUnits: null },
      { parentUnits: grid.step * 3 },
      { parentUnits: grid.max, floorUnits: grid.step * 2 },
      { parentUnits: grid.step * 4 + 3, floorUnits: grid.step },
    ];
    for (const bound of bounds) {
      const listed = new Set(rateChoiceUnits(field, game, bound));
      for (let units = 0; units <= grid.max + grid.step; units++) {
        expect(rateProblem(field, game, fromRateUnits(units), bound) === null).toBe(listed.has(units));
      }
    }
  });
});

test('the TT commission message says TT', () => {
  expect(rateProblem('Commission', 'TT', 0.015, COMPANY)).toBe('Commission must be from 0 to 0.3 in steps of 0.01 (TT).');
  expect(rateProblem('Commission', '4D', 0.0025, COMPANY)).toBe('Commission must be from 0 to 0.2 in steps of 0.005.');
  expect(rateProblem('Tax', '4D', 0.02, COMPANY)).toBe('Tax must be from 0 to 0.01 in steps of 0.001.');
});
