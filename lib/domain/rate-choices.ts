// The rate choices of docs/product.md#validation-rules and the parent caps of the hierarchy (docs/domain.md#house-rules): share 0 to 1 in
// steps of 0.01, commission 0 to 0.2 in steps of 0.005 (TT: 0 to 0.3 in steps of 0.01), tax 0 to 0.01
// in steps of 0.001. A child's rate never exceeds its parent's, and a parent's never drops below its
// children's. Pure and exact: rates are counted in ten-thousandths (the database keeps numeric(5,4)),
// so every comparison is on integers, never on floats.

export type RateField = 'Share' | 'Commission' | 'Tax';
export type RateGame = '4D' | 'TT';

/** Ten-thousandths per 1: 0.005 is 50 units. Every grid step and stored rate is a whole number of units. */
export const RATE_SCALE = 10_000;

export interface RateGrid {
  /** The largest choice, in units. */
  max: number;
  /** The distance between choices, in units. */
  step: number;
}

const GRIDS: Record<RateField, Record<RateGame, RateGrid>> = {
  Share: { '4D': { max: 10_000, step: 100 }, TT: { max: 10_000, step: 100 } },
  Commission: { '4D': { max: 2_000, step: 50 }, TT: { max: 3_000, step: 100 } },
  Tax: { '4D': { max: 100, step: 10 }, TT: { max: 100, step: 10 } },
};

/** The docs/product.md#validation-rules grid of a field in a game. */
export function rateGrid(field: RateField, game: RateGame): RateGrid {
  return GRIDS[field][game];
}

/**
 * A rate in units, or null when it is not a finite number from 0 to 1 with at most 4 decimals.
 * A float's binary noise (0.07 * 10000 = 700.0000000000001) is tolerated; a fifth decimal is not.
 */
export function toRateUnits(rate: number): number | null {
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) return null;
  const units = Math.round(rate * RATE_SCALE);
  return Math.abs(units - rate * RATE_SCALE) < 1e-6 ? units : null;
}

/** Units as the number the wire carries (700 -> 0.07). */
export function fromRateUnits(units: number): number {
  return units / RATE_SCALE;
}

/** A stored numeric(5,4) text ("0.0500") or number as units; anything unreadable counts as 0. */
export function storedRateUnits(value: string | number): number {
  return toRateUnits(typeof value === 'number' ? value : Number(value)) ?? 0;
}

/** A rate for messages: "0.5", "0.005", "0". */
export function rateText(units: number): string {
  return String(fromRateUnits(units));
}

/**
 * The most a child may get, in units: the grid's top, and at most the parent's own rate. `parentUnits`
 * null means the parent is the company (an admin): no cap beyond the grid.
 */
export function rateCap(field: RateField, game: RateGame, parentUnits: number | null): number {
  const { max } = rateGrid(field, game);
  return parentUnits === null ? max : Math.max(0, Math.min(max, parentUnits));
}

export interface RateBounds {
  /** The parent's rate in units; null for the company (no cap). */
  parentUnits: number | null;
  /** The highest rate among the user's own children, in units (0 without children). */
  floorUnits?: number;
}

/** The grid choices from the floor up to the cap, in units, ascending; empty when the floor is above the cap. */
export function rateChoiceUnits(field: RateField, game: RateGame, bounds: RateBounds): number[] {
  const { step } = rateGrid(field, game);
  const cap = rateCap(field, game, bounds.parentUnits);
  const floor = bounds.floorUnits ?? 0;
  const choices: number[] = [];
  for (let units = Math.ceil(floor / step) * step; units <= cap; units += step) choices.push(units);
  return choices;
}

/** The same choices as the numbers the wire carries (0, 0.005, 0.01, ...). */
export function rateChoices(field: RateField, game: RateGame, bounds: RateBounds): number[] {
  return rateChoiceUnits(field, game, bounds).map(fromRateUnits);
}

const FIELD_NOUN: Record<RateField, string> = { Share: 'share', Commission: 'commission', Tax: 'tax' };

/**
 * Why `rate` cannot be given, naming the field and the bound it breaks, or null when it can: off the
 * docs/product.md#validation-rules grid, above the parent's rate (the cap), or below the highest rate of the user's own children.
 */
export function rateProblem(field: RateField, game: RateGame, rate: number, bounds: RateBounds): string | null {
  const { max, step } = rateGrid(field, game);
  const units = toRateUnits(rate);
  const gridText = `${field} must be from 0 to ${rateText(max)} in steps of ${rateText(step)}${game === 'TT' && field === 'Commission' ? ' (TT)' : ''}.`;
  if (units === null || units > max || units % step !== 0) return gridText;
  const cap = rateCap(field, game, bounds.parentUnits);
  if (units > cap) {
    return `${field} ${rateText(units)} is above the cap ${rateText(cap)}: it may not exceed the parent's ${FIELD_NOUN[field]}.`;
  }
  const floor = bounds.floorUnits ?? 0;
  if (units < floor) {
    return `${field} ${rateText(units)} is below ${rateText(floor)}, the highest ${FIELD_NOUN[field]} of its downline: lower theirs first.`;
  }
  return null;
}

/** A rate as a percentage for display, exactly: 0.5 -> "50%", 0.005 -> "0.5%", 0.0125 -> "1.25%". */
export function ratePercentText(rate: number): string {
  const units = toRateUnits(rate) ?? Math.max(0, Math.round(rate * RATE_SCALE));
  const whole = Math.trunc(units / 100);
  const hundredths = units % 100;
  if (hundredths === 0) return `${whole}%`;
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}%`;
}
