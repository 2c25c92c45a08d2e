// The official default pay tables of docs/domain.md, as data. Amounts are prizes per $1 (or per unit).
// These are only the starting point: the platform copies them into its pay-rate table, where the
// pay-rate pages edit them and agents may override them.

export type FourDPrize = 'FIRST' | 'SECOND' | 'THIRD' | 'STARTER' | 'CONSOLATION';
/** Orderings of a 4-digit number: 4 different digits 24, one pair 12, two pairs 6, three alike 4, four alike 1. */
export type PermClass = 24 | 12 | 6 | 4 | 1;
/** The i-bet table has no row for four alike (one ordering is an ordinary bet). */
export type IBetPermClass = 24 | 12 | 6 | 4;

export interface PrizeRate {
  big: number;
  /** null: Small does not win this prize. */
  small: number | null;
}

export type PrizeTable = Readonly<Record<FourDPrize, PrizeRate>>;

export interface FourDPayTable {
  /** What each location calls the ten STARTER prizes (Singapore: Starter, Magnum: Special). */
  starterLabel: string;
  ordinary: PrizeTable;
  /** iBet (Singapore) or mBox (Magnum): one stake over every ordering. */
  ibet: Readonly<Record<IBetPermClass, PrizeTable>>;
}

export const FOUR_D_PRIZES: readonly FourDPrize[] = ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION'];
export const IBET_PERM_CLASSES: readonly IBetPermClass[] = [24, 12, 6, 4];
/** How many of each prize a 4D draw has: 1 + 1 + 1 + 10 + 10 = 23 numbers. */
export const FOUR_D_PRIZE_COUNTS: Readonly<Record<FourDPrize, number>> = {
  FIRST: 1,
  SECOND: 1,
  THIRD: 1,
  STARTER: 10,
  CONSOLATION: 10,
};

type Column = readonly [number, number, number, number, number];

/** Build a prize table from a Big column and a Small column (Small: 1st, 2nd, 3rd only). */
function table(big: Column, small: readonly [number, number, number]): PrizeTable {
  return {
    FIRST: { big: big[0], small: small[0] },
    SECOND: { big: big[1], small: small[1] },
    THIRD: { big: big[2], small: small[2] },
    STARTER: { big: big[3], small: null },
    CONSOLATION: { big: big[4], small: null },
  };
}

/** Singapore Pools 4D (singaporepools.com.sg, 4D prizes page). */
export const SINGAPORE_PAY_TABLE: FourDPayTable = {
  starterLabel: 'Starter',
  ordinary: table([2000, 1000, 490, 250, 60], [3000, 2000, 800]),
  ibet: {
    24: table([83, 41, 20, 10, 3], [125, 83, 33]),
    12: table([166, 83, 40, 20, 6], [250, 167, 66]),
    6: table([335, 168, 85, 41, 10], [500, 333, 133]),
    4: table([500, 250, 127, 62, 15], [750, 500, 200]),
  },
};

/** Magnum 4D (magnumit.com game pages) with the mBox table. */
export const MAGNUM_PAY_TABLE: FourDPayTable = {
  starterLabel: 'Special',
  ordinary: table([2500, 1000, 500, 180, 60], [3500, 2000, 1000]),
  ibet: {
    24: table([105, 42, 21, 8, 3], [146, 84, 42]),
    12: table([209, 84, 42, 15, 5], [292, 167, 84]),
    6: table([417, 167, 84, 30, 10], [584, 334, 167]),
    4: table([625, 250, 125, 45, 15], [875, 500, 250]),
  },
};

export type TotoGroup = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Toto groups 5-7 pay fixed amounts per $1; groups 1-4 share a pool (entered per draw as dividends). */
export const TOTO_FIXED_PRIZES: Readonly<Record<5 | 6 | 7, number>> = { 5: 50, 6: 25, 7: 10 };
export const TOTO_POOL_GROUPS: readonly (1 | 2 | 3 | 4)[] = [1, 2, 3, 4];

/** The default 4D table of each demo location. */
export const DEFAULT_FOUR_D_PAY_TABLES: Readonly<Record<'SG' | 'MG', FourDPayTable>> = {
  SG: SINGAPORE_PAY_TABLE,
  MG: MAGNUM_PAY_TABLE,
};

/** Whether a location calls its ten STARTER prizes Special (Magnum; its default table names them). */
export function specialStarters(locId: string): boolean {
  return (DEFAULT_FOUR_D_PAY_TABLES as Readonly<Record<string, FourDPayTable>>)[locId]?.starterLabel === 'Special';
}

/** The permutation class of a 4-digit number: how many distinct orderings its digits have. */
export function permutationClass(num: string): PermClass {
  if (!/^\d{4}$/.test(num)) throw new RangeError(`Not a 4-digit number: ${num}`);
  const counts = new Map<string, number>();
  for (const digit of num) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const sizes = [...counts.values()].sort((a, b) => b - a).join('');
  switch (sizes) {
    case '1111':
      return 24;
    case '211':
      return 12;
    case '22':
      return 6;
    case '31':
      return 4;
    default:
      return 1;
  }
}
