// The bet-text vocabulary (docs/product.md#validation-rules, docs/domain.md#bet-text): locations and day codes, the limits, every
// error code with its message, and the shapes the parser answers. Pure data and types.
import type { BetKind } from './bet-expansion';

export type BetLocation = 'SG' | 'MG' | 'TT';
export type BetGame = '4D' | 'TT';
export type DrawDay = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';

/** Day codes (docs/product.md#validation-rules): the location each belongs to and the weekdays it bets on. */
export const DAY_CODES: Readonly<Record<string, { location: BetLocation; days: readonly DrawDay[] }>> = {
  '0': { location: 'SG', days: ['WED', 'SAT', 'SUN'] },
  '2': { location: 'SG', days: ['SAT', 'SUN'] },
  '3': { location: 'SG', days: ['WED'] },
  '6': { location: 'SG', days: ['SAT'] },
  '7': { location: 'SG', days: ['SUN'] },
  '0M': { location: 'MG', days: ['WED', 'SAT', 'SUN'] },
  '2M': { location: 'MG', days: ['SAT', 'SUN'] },
  '3M': { location: 'MG', days: ['WED'] },
  '6M': { location: 'MG', days: ['SAT'] },
  '7M': { location: 'MG', days: ['SUN'] },
  '9M': { location: 'MG', days: ['TUE'] },
  '1': { location: 'TT', days: ['MON'] },
  '4': { location: 'TT', days: ['THU'] },
};

/** The largest single stake (big, small, or Toto amount per combination), in dollars. */
export const MAX_STAKE = 10_000;
/** At most 10 sets (items) or 150 characters per message; the rest is reported as ignored. */
export const BET_TEXT_MAX_SETS = 10;
export const BET_TEXT_MAX_CHARS = 150;

/**
 * Every error code with its English message. ICU placeholders name the error's params; the same texts
 * are in messages/en.json under `betText` (Chinese in messages/zh.json).
 */
export const BET_TEXT_MESSAGES = {
  missingDayCode:
    'Start the message with a day code: 0, 2, 3, 6 or 7 for Singapore 4D, 0M, 2M, 3M, 6M, 7M or 9M for Magnum 4D, 1 or 4 for Toto.',
  unknownDayCode:
    '{code} is not a day code. Use 0, 2, 3, 6 or 7 for Singapore 4D, 0M, 2M, 3M, 6M, 7M or 9M for Magnum 4D, 1 or 4 for Toto.',
  dayCodeWrongLocation: '{code} is a day code of another game or location. Here use {codes}.',
  noBets: 'There are no bets in the message: write a number and its stake, e.g. 1234 1-2.',
  invalidNumber: '{number} is not a 4-digit number: write 4 digits, e.g. 1234, or 3 digits and R for a roll, e.g. 12R4.',
  tooManyWildcards: '{number} has more than one R: a roll number has exactly one R in place of a digit, e.g. 12R4.',
  rollNeedsSuffix: '{number} has an R: add r after the stake to roll it, e.g. {number} 1-r.',
  rollNeedsWildcard: 'r (roll) needs an R in place of one digit, but {number} has none: write e.g. 12R4 1-r, or remove the r.',
  singleOrdering: '{number} has only one ordering: remove the {suffix} and bet it as an ordinary number.',
  missingStake: '{number} has no stake: add one after a space or =, e.g. {number} 1-2.',
  stakeWithoutNumber: 'The stake {stake} has no number before it: write the number first, then a space or =, then the stake.',
  stakeMissingDash: 'Write the stake {stake} with a dash: {stake}- for big or -{stake} for small.',
  invalidStake:
    '{stake} is not a stake: write big-small, e.g. 1- (1 big), -1 (1 small), 1-2, H- (0.5 big), 1H- (1.5 big) or Q- (0.25 big), then r, i or k if needed.',
  noStake: '{stake} has neither a big nor a small stake: write e.g. 1- for 1 big or -1 for 1 small.',
  zeroStake: 'A stake of {amount} is not a bet: change it or leave it out of {stake}.',
  tooManyDecimals: '{amount} has more than 2 decimals: stakes are in cents, e.g. 1.25.',
  smallNotWhole: 'Small stakes must be whole numbers: change {stake} to {down} or {up}.',
  smallBelowOne: 'Small stakes must be whole numbers of at least 1: change {stake} to -1.',
  stakeTooLarge: '{amount} is more than the largest stake of {max} per bet: lower it.',
  invalidSuffix: '{suffix} is not a bet type: after the stake write r (roll), i (i-bet) or k (k-bet), or nothing for an ordinary bet.',
  detachedSuffix: 'Write {suffix} right after the stake, without a space, e.g. 1234 1-{suffix}.',
  totoInFourD: '{numbers} looks like a Toto entry, but these bets are for 4D: send Toto entries with day code 1 or 4.',
  fourDInToto: '{number} is a 4D number, but these bets are for Toto: write 6 to 12 two-digit numbers, e.g. 010203040506-2.',
  invalidTotoNumbers: '{numbers} is not a Toto entry: write the two-digit numbers without spaces, e.g. 010203040506-2.',
  totoOddDigits: 'Toto numbers have two digits each (01 to 49), but {numbers} has {digits} digits.',
  totoNumberOutOfRange: '{number} is not a Toto number: use 01 to 49.',
  totoDuplicateNumber: '{number} is chosen twice: each number can appear once in an entry.',
  totoTooFewNumbers: 'A Toto entry needs 6 to 12 numbers, or 5 numbers and R for a roll; this one has {count}.',
  totoTooManyNumbers: 'A Toto entry has at most 12 numbers; this one has {count}.',
  totoRollNeedsFive: 'A Toto roll has exactly 5 numbers; this one has {count}: remove the R or change the numbers.',
  totoMissingAmount: '{numbers} has no amount: add the dollars per combination with a leading minus, e.g. {numbers}-2.',
  totoAmountMissingDash: 'Write the Toto amount with a leading minus: -{amount}.',
  totoInvalidAmount: '{stake} is not a Toto amount: write the dollars per combination with a leading minus, e.g. -2.',
  unknownTag: '{tag} is not a Toto tag: use R (roll), * (starred), TO, TE or TT before the numbers or after the amount.',
  conflictingTags: '{first} and {second} cannot be on the same entry: keep one of them.',
  detachedTag: 'Write the tag {tag} directly before the numbers or after the amount, without a space.',
} as const;

export type BetTextErrorCode = keyof typeof BET_TEXT_MESSAGES;
export type BetTextParams = Readonly<Record<string, string | number>>;

export interface BetTextError {
  /** Character position in the text (0-based) and length of the part in error (0: a missing part). */
  index: number;
  length: number;
  code: BetTextErrorCode;
  /** Plain English a member can act on (the `betText.<code>` message with params filled in). */
  message: string;
  params?: BetTextParams;
}

export interface FourDBet {
  game: '4D';
  /** Upper case, e.g. '1234' or the roll number '12R4'. */
  number: string;
  /** Money text; '0.00' where absent. */
  big: string;
  small: string;
  kind: BetKind;
  /** The 4-digit numbers covered (expandBet). */
  expanded: string[];
  /** (big + small) x stakeMultiplier. */
  cost: string;
  index: number;
  length: number;
}

/** ordinary: 6 numbers; system: 7 to 12 numbers; roll: 5 numbers and the roll tag. */
export type TotoKind = 'ordinary' | 'system' | 'roll';
/** Variant tags: stored with the entry, settled as ordinary combinations unless a pay-rate row exists. */
export type TotoTag = 'TO' | 'TE' | 'TT' | 'starred';

export interface TotoEntry {
  game: 'TT';
  /** Two-digit numbers in the order written. */
  numbers: string[];
  /** Money text per combination. */
  amount: string;
  kind: TotoKind;
  tag?: TotoTag;
  /** The 6-number combinations covered (totoCombinations). */
  expanded: string[][];
  /** amount x combinations. */
  cost: string;
  index: number;
  length: number;
}

export type ParsedBet = FourDBet | TotoEntry;

export interface IgnoredText {
  index: number;
  text: string;
  reason: 'sets' | 'characters';
}

export interface ParsedBetText {
  /** The member id written first in the message, as written; null when absent. */
  memberId: string | null;
  /** The day code, upper case ('0', '0M', '1'); null when absent or in error. */
  dayCode: string | null;
  /** options.location, else the day code's location, else null. */
  location: BetLocation | null;
  /** The weekdays of the day code, e.g. ['WED', 'SAT', 'SUN']; [] without a valid day code. */
  drawDays: DrawDay[];
  bets: ParsedBet[];
  errors: BetTextError[];
  ignored: IgnoredText[];
}
