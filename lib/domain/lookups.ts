// The small lookups of the call catalogue's "Common" group (docs/decisions/platform.md "The leftover
// calls"): a location's currency, the bet categories of a game, and the share choices of an agent.
// Pure: the platform answers them, a page may show them.
import { RATE_SCALE, rateGrid, type RateGame } from './rate-choices';
import { CURRENCY_PREFIX } from './money';

/** ISO 4217 codes of the demo locations: Singapore 4D and Toto in SGD, Magnum 4D in MYR. */
export const LOCATION_CURRENCIES: Readonly<Record<string, string>> = { SG: 'SGD', MG: 'MYR', TT: 'SGD' };
/** A location the table does not name takes the operator's home currency. */
export const DEFAULT_CURRENCY = 'SGD';

export function currencyOf(locId: string): { CurrencyCode: string; Symbol: string } {
  return { CurrencyCode: LOCATION_CURRENCIES[locId] ?? DEFAULT_CURRENCY, Symbol: CURRENCY_PREFIX };
}

/** A bet category (catType): the stored kind, with a Toto entry's roll and system split out. */
export type CatType = 'ORDINARY' | 'ROLL' | 'IBET' | 'KBET' | 'TT' | 'TT_ROLL' | 'TT_SYSTEM';

export const CAT_TYPES: Readonly<Record<RateGame, readonly CatType[]>> = {
  '4D': ['ORDINARY', 'ROLL', 'IBET', 'KBET'],
  TT: ['TT', 'TT_ROLL', 'TT_SYSTEM'],
};

export const CAT_TYPE_NAMES: Readonly<Record<CatType, string>> = {
  ORDINARY: 'Ordinary',
  ROLL: 'Roll',
  IBET: 'i-Bet',
  KBET: 'k-Bet',
  TT: 'Toto',
  TT_ROLL: 'Toto roll',
  TT_SYSTEM: 'Toto system',
};

/** A bet's category from its stored kind and, for Toto, its roll flag and count of numbers. */
export function catTypeOf(kind: string, roll: boolean, numbers: number): CatType {
  if (kind !== 'TT') return kind as CatType;
  if (roll) return 'TT_ROLL';
  return numbers > 6 ? 'TT_SYSTEM' : 'TT';
}

export interface ShareChoice {
  /** The share as the wire carries it (0.05). */
  Value: number;
  /** The share as shown (5%). */
  Text: string;
}

/**
 * The shares an agent may be given: 0 to the cap in the grid's steps (0.01). `capUnits` is the
 * parent's own share in ten-thousandths; null for the company (an admin), capped by the grid only.
 */
export function shareChoices(game: RateGame, capUnits: number | null): ShareChoice[] {
  const { max, step } = rateGrid('Share', game);
  const cap = Math.min(max, capUnits ?? max);
  const choices: ShareChoice[] = [];
  for (let units = 0; units <= cap; units += step) {
    choices.push({ Value: units / RATE_SCALE, Text: `${(units * 100) / RATE_SCALE}%` });
  }
  return choices;
}
