// TT's Limit Setting (docs/decisions/betting.md, "Toto limits"): a limit bounds the total stake that
// the whole location accepts, per draw, on bets holding one number (01-49), over one bet type or all.
// A bet's whole cost counts toward each of its numbers. Pure: the platform reads the stakes already
// taken (under the limits' row locks) and asks firstBreach whether a submission fits.
import { centsToMoney, moneyToCents } from './bet-expansion';

/** The bet types a limit may name: every TT bet, or one shape of entry. */
export const TOTO_LIMIT_TYPES = ['ALL', 'ORDINARY', 'SYSTEM', 'ROLL'] as const;
export type TotoLimitType = (typeof TOTO_LIMIT_TYPES)[number];
/** The shape of one TT entry: 6 numbers, a system entry of 7-12, or 5 numbers and a roll. */
export type TotoBetType = Exclude<TotoLimitType, 'ALL'>;
export const TOTO_BET_TYPES: readonly TotoBetType[] = ['ORDINARY', 'SYSTEM', 'ROLL'];

export function totoBetType(numberCount: number, roll: boolean): TotoBetType {
  if (roll) return 'ROLL';
  return numberCount > 6 ? 'SYSTEM' : 'ORDINARY';
}

/** Whether a limit of this type counts a bet of that type. */
export function limitCounts(limit: TotoLimitType, bet: TotoBetType): boolean {
  return limit === 'ALL' || limit === bet;
}

export interface TotoLimit {
  number: string;
  betType: TotoLimitType;
  /** Money text: the most the draw may take on the number (and type). */
  amount: string;
}

/** Stakes already taken in the draw on one number, in cents by bet type. */
export type TakenByType = Readonly<Record<TotoBetType, bigint>>;

export const NOTHING_TAKEN: TakenByType = { ORDINARY: 0n, SYSTEM: 0n, ROLL: 0n };

export interface NewTotoStake {
  numbers: readonly string[];
  roll: boolean;
  /** Money text: the entry's whole cost. */
  cost: string;
}

export interface LimitBreach {
  number: string;
  betType: TotoLimitType;
  /** Money text: what the limit still allowed before this submission (never below 0.00). */
  left: string;
}

/** What the stakes of one number and type come to, in cents. */
export function takenOf(taken: TakenByType, limit: TotoLimitType): bigint {
  return TOTO_BET_TYPES.filter((type) => limitCounts(limit, type)).reduce((sum, type) => sum + taken[type], 0n);
}

const TYPE_ORDER: Record<TotoLimitType, number> = { ALL: 0, ORDINARY: 1, SYSTEM: 2, ROLL: 3 };

/**
 * The first limit (by number, then ALL before a single type) that the new stakes of one draw would
 * pass, or null when all fit. `taken` holds what the draw took before, per number.
 */
export function firstBreach(
  limits: readonly TotoLimit[],
  taken: ReadonlyMap<string, TakenByType>,
  stakes: readonly NewTotoStake[],
): LimitBreach | null {
  const ordered = [...limits].sort((a, b) => a.number.localeCompare(b.number) || TYPE_ORDER[a.betType] - TYPE_ORDER[b.betType]);
  for (const limit of ordered) {
    const adding = stakes
      .filter((stake) => stake.numbers.includes(limit.number) && limitCounts(limit.betType, totoBetType(stake.numbers.length, stake.roll)))
      .reduce((sum, stake) => sum + moneyToCents(stake.cost), 0n);
    if (adding === 0n) continue;
    const before = takenOf(taken.get(limit.number) ?? NOTHING_TAKEN, limit.betType);
    const allowed = moneyToCents(limit.amount);
    if (before + adding > allowed) {
      const left = allowed - before;
      return { number: limit.number, betType: limit.betType, left: centsToMoney(left > 0n ? left : 0n) };
    }
  }
  return null;
}

const TYPE_WORDS: Record<TotoLimitType, string> = { ALL: '', ORDINARY: ' (ordinary entries)', SYSTEM: ' (system entries)', ROLL: ' (roll entries)' };

/** The platform's (English) refusal; the app shows its own translation from the error's `limit`. */
export function breachMessage(breach: LimitBreach): string {
  return `Limit reached for ${breach.number}${TYPE_WORDS[breach.betType]}: ${breach.left} left.`;
}
