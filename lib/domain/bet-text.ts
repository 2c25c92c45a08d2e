// The bet-text parser: SMS, messaging bot and the paste box (spec 001 §5, domain.md §5).
// A small tokenizer (words between white space) groups words into items (number + stake), then a
// per-item parser checks each item. It returns every bet it understood and every error with its
// character position, and never guesses: an item that could be read two ways is an error.
// Pure: no I/O; imports only lib/domain. The grammar decisions are in docs/decisions.md ("Bet text").

import {
  betCost,
  centsToMoney,
  expandBet,
  totoCombinations,
  totoCost,
  type BetKind,
} from './bet-expansion';
import { permutationClass } from './pay-tables';

export type BetLocation = 'SG' | 'MG' | 'TT';
export type BetGame = '4D' | 'TT';
export type DrawDay = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';

/** Day codes (spec §5): the location each belongs to and the weekdays it bets on. */
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

// ---------------------------------------------------------------------------------------------------
// Tokens

/** A piece of the text with its position. */
interface Part {
  text: string;
  index: number;
}

interface RawItem {
  game: BetGame;
  number: Part | null;
  stake: Part | null;
  /** The stake was written without its dash ('1234 2'). */
  dashless: boolean;
  /** A suffix or tag written on its own ('1234 1- r'). */
  detached: Part | null;
  index: number;
  end: number;
}

const FOUR_D_SHAPE = /^[0-9R]{4}$/i;
const DAY_CODE_SHAPE = /^\dM?$/i;
const MEMBER_ID = /^[A-Z][A-Z0-9_.]{1,31}$/i;
/** A Toto entry with a prefix tag and no amount yet ('TO010203040506'): not a member id. */
const TAGGED_TOTO = /^(R|ROLL|STARRED|TO|TE|TT)\d{4,}[A-Z*]*$/i;
const SUFFIXES: Readonly<Record<string, BetKind>> = { R: 'roll', I: 'ibet', K: 'kbet' };
const TAGS: Readonly<Record<string, 'roll' | TotoTag>> = {
  R: 'roll',
  ROLL: 'roll',
  '*': 'starred',
  STARRED: 'starred',
  TO: 'TO',
  TE: 'TE',
  TT: 'TT',
};
const TOTO_DIGITS = 10;

function part(text: string, index: number): Part {
  return { text, index };
}

function sub(whole: Part, start: number, end?: number): Part {
  return part(whole.text.slice(start, end), whole.index + start);
}

function words(text: string): Part[] {
  return [...text.matchAll(/\S+/g)].map((match) => part(match[0], match.index));
}

function isTag(text: string): boolean {
  return Object.hasOwn(TAGS, text.toUpperCase());
}

/** The part before the first - or = holds 10 or more digits: the shape of a Toto entry. */
function totoShaped(text: string): boolean {
  const head = text.split(/[-=]/)[0] ?? '';
  return (head.match(/\d/g) ?? []).length >= TOTO_DIGITS;
}

function isMemberId(text: string): boolean {
  return MEMBER_ID.test(text) && !isTag(text) && !FOUR_D_SHAPE.test(text) && !TAGGED_TOTO.test(text);
}

/** A whole number written where a stake belongs, without its dash: '1234 2' (4 digits is a number). */
function dashlessStake(text: string, game: BetGame): boolean {
  return game === '4D' ? /^\d+$/.test(text) && text.length !== 4 : /^\d{1,3}(\.\d+)?$/.test(text);
}

/** Group the words after the header into items. `fixedGame` null: each item's game by its shape. */
function group(list: readonly Part[], fixedGame: BetGame | null): RawItem[] {
  const items: RawItem[] = [];
  let pending: { word: Part; game: BetGame } | null = null;
  const gameOf = (word: Part): BetGame => fixedGame ?? (totoShaped(word.text) ? 'TT' : '4D');
  const push = (game: BetGame, first: Part, last: Part, fields: Partial<RawItem>): void => {
    items.push({
      game,
      number: null,
      stake: null,
      dashless: false,
      detached: null,
      ...fields,
      index: first.index,
      end: last.index + last.text.length,
    });
  };
  const flush = (): void => {
    if (pending) push(pending.game, pending.word, pending.word, { number: pending.word });
    pending = null;
  };
  const nonEmpty = (p: Part): Part | null => (p.text === '' ? null : p);
  const pendingFourD = (): boolean => pending !== null && FOUR_D_SHAPE.test(pending.word.text);

  for (const word of list) {
    const text = word.text;
    const game = gameOf(word);
    const equals = text.indexOf('=');
    const dash = text.indexOf('-');
    if (equals >= 0) {
      flush();
      push(game, word, word, { number: nonEmpty(sub(word, 0, equals)), stake: nonEmpty(sub(word, equals + 1)) });
    } else if (dash > 0 && (game === 'TT' ? !(pendingFourD() && !totoShaped(text)) : !pending && totoShaped(text))) {
      // A Toto entry with its amount attached (010203040506-2), or one written in a 4D message. After a
      // 4D number a word with a dash is its stake, however long ('1234 99999999999-': too large), except
      // a whole Toto entry in a Toto message ('1234 010203040506-2': the 1234 alone is in error).
      flush();
      push(game, word, word, { number: sub(word, 0, dash), stake: sub(word, dash) });
    } else if (dash >= 0) {
      const current = pending;
      pending = null;
      if (current) push(current.game, current.word, word, { number: current.word, stake: word });
      else push(game, word, word, { stake: word });
    } else if (game === '4D' && Object.hasOwn(SUFFIXES, text.toUpperCase())) {
      flush();
      push(game, word, word, { detached: word });
    } else if (game === 'TT' && isTag(text)) {
      flush();
      push(game, word, word, { detached: word });
    } else if (pending && dashlessStake(text, pending.game)) {
      push(pending.game, pending.word, word, { number: pending.word, stake: word, dashless: true });
      pending = null;
    } else {
      flush();
      pending = { word, game };
    }
  }
  flush();
  return items;
}

// ---------------------------------------------------------------------------------------------------
// Errors

class Problems {
  readonly list: BetTextError[] = [];

  add(at: Part, code: BetTextErrorCode, params?: BetTextParams): void {
    const message = BET_TEXT_MESSAGES[code].replace(/\{(\w+)\}/g, (_, key: string) => String(params?.[key] ?? ''));
    this.list.push({ index: at.index, length: at.text.length, code, message, ...(params ? { params } : {}) });
  }
}

// ---------------------------------------------------------------------------------------------------
// Amounts

interface Amount {
  /** Value in cents, from at most 2 decimals (more decimals: tooManyDecimals, cents are not used). */
  cents: bigint;
  decimals: number;
}

/** '2', '1.25', and with `letters` 'H' (0.5), 'Q' (0.25), '1H' (1.5), '1Q' (1.25); null: not an amount. */
function readAmount(text: string, letters: boolean): Amount | null {
  const match = /^(\d*)(?:\.(\d+))?([HQ]?)$/i.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = '', letter = ''] = match;
  if (letter !== '' ? !letters || fraction !== '' : whole === '') return null;
  const extra = letter.toUpperCase() === 'H' ? 50n : letter.toUpperCase() === 'Q' ? 25n : 0n;
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0')) + extra;
  return { cents, decimals: fraction.length };
}

const MAX_CENTS = BigInt(MAX_STAKE) * 100n;

/** Decimals, zero and maximum of one written amount; true when it is a usable non-zero amount. */
function checkAmount(amount: Amount, at: Part, stake: string, problems: Problems): boolean {
  if (amount.decimals > 2) {
    problems.add(at, 'tooManyDecimals', { amount: at.text });
    return false;
  }
  if (amount.cents === 0n) {
    problems.add(at, 'zeroStake', { amount: at.text, stake });
    return false;
  }
  if (amount.cents > MAX_CENTS) {
    problems.add(at, 'stakeTooLarge', { amount: at.text, max: String(MAX_STAKE) });
    return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------
// 4D items

interface FourDStake {
  big: bigint;
  small: bigint;
  kind: BetKind;
  suffix: Part | null;
}

function parseFourDStake(stake: Part, problems: Problems): FourDStake | null {
  const text = stake.text;
  const dash = text.indexOf('-');
  const tail = /^([0-9.]*[HQ]?)([A-Z]*)$/i.exec(text.slice(dash + 1));
  if (dash < 0 || text.indexOf('-', dash + 1) >= 0 || !tail) {
    problems.add(stake, 'invalidStake', { stake: text });
    return null;
  }
  const bigPart = sub(stake, 0, dash);
  const smallPart = sub(stake, dash + 1, dash + 1 + (tail[1] ?? '').length);
  const suffixPart = sub(stake, dash + 1 + smallPart.text.length);
  const big = bigPart.text === '' ? null : readAmount(bigPart.text, true);
  const small = smallPart.text === '' ? null : readAmount(smallPart.text, true);
  if ((bigPart.text !== '' && !big) || (smallPart.text !== '' && !small)) {
    problems.add(stake, 'invalidStake', { stake: text });
    return null;
  }
  let ok = true;
  let kind: BetKind = 'ordinary';
  if (suffixPart.text !== '') {
    const found = SUFFIXES[suffixPart.text.toUpperCase()];
    if (found) kind = found;
    else {
      problems.add(suffixPart, 'invalidSuffix', { suffix: suffixPart.text });
      ok = false;
    }
  }
  if (!big && !small) {
    problems.add(stake, 'noStake', { stake: text });
    return null;
  }
  if (big && !checkAmount(big, bigPart, text, problems)) ok = false;
  if (small) {
    const withDash = part(`-${smallPart.text}`, smallPart.index - 1);
    if (small.decimals <= 2 && small.cents % 100n !== 0n) {
      if (small.cents < 100n) problems.add(withDash, 'smallBelowOne', { stake: withDash.text });
      else {
        const down = small.cents / 100n;
        problems.add(withDash, 'smallNotWhole', { stake: withDash.text, down: `-${down}`, up: `-${down + 1n}` });
      }
      ok = false;
    } else if (!checkAmount(small, smallPart, text, problems)) ok = false;
  }
  if (!ok) return null;
  return { big: big?.cents ?? 0n, small: small?.cents ?? 0n, kind, suffix: suffixPart.text === '' ? null : suffixPart };
}

/** Upper-case number, or null after reporting why it is not a 4D number. */
function checkFourDNumber(number: Part, problems: Problems): string | null {
  const upper = number.text.toUpperCase();
  if (!FOUR_D_SHAPE.test(upper)) {
    problems.add(number, 'invalidNumber', { number: number.text });
    return null;
  }
  if (upper.split('R').length > 2) {
    problems.add(number, 'tooManyWildcards', { number: number.text });
    return null;
  }
  return upper;
}

function parseFourD(item: RawItem, problems: Problems): FourDBet | null {
  const { number: numberPart, stake } = item;
  if (item.detached) {
    problems.add(item.detached, 'detachedSuffix', { suffix: item.detached.text });
    return null;
  }
  if (!numberPart) {
    if (stake) problems.add(stake, 'stakeWithoutNumber', { stake: stake.text });
    return null;
  }
  if (totoShaped(numberPart.text)) {
    problems.add(numberPart, 'totoInFourD', { numbers: numberPart.text });
    return null;
  }
  const number = checkFourDNumber(numberPart, problems);
  if (!stake) {
    if (number) problems.add(numberPart, 'missingStake', { number: numberPart.text });
    return null;
  }
  if (item.dashless) {
    problems.add(stake, 'stakeMissingDash', { stake: stake.text });
    return null;
  }
  const parsed = parseFourDStake(stake, problems);
  if (!number || !parsed) return null;
  const { kind, suffix } = parsed;
  const wildcard = number.includes('R');
  if (wildcard && kind !== 'roll') {
    problems.add(numberPart, 'rollNeedsSuffix', { number: numberPart.text });
    return null;
  }
  if (!wildcard && kind === 'roll' && suffix) {
    problems.add(suffix, 'rollNeedsWildcard', { number: numberPart.text });
    return null;
  }
  if ((kind === 'ibet' || kind === 'kbet') && suffix && permutationClass(number) === 1) {
    problems.add(suffix, 'singleOrdering', { number: numberPart.text, suffix: suffix.text });
    return null;
  }
  const big = centsToMoney(parsed.big);
  const small = centsToMoney(parsed.small);
  return {
    game: '4D',
    number,
    big,
    small,
    kind,
    expanded: expandBet(number, kind),
    cost: betCost({ number, big, small, kind }),
    index: item.index,
    length: item.end - item.index,
  };
}

// ---------------------------------------------------------------------------------------------------
// Toto items

/** The tags of an entry: at most one roll tag and one variant tag. */
function readTags(runs: readonly Part[], problems: Problems): { ok: boolean; roll: boolean; tag: TotoTag | undefined } {
  let ok = true;
  let roll: Part | null = null;
  let variant: Part | null = null;
  for (const run of runs) {
    if (run.text === '') continue;
    const tag = TAGS[run.text.toUpperCase()];
    if (!tag) {
      problems.add(run, 'unknownTag', { tag: run.text });
      ok = false;
    } else {
      const earlier = tag === 'roll' ? roll : variant;
      if (earlier) {
        problems.add(run, 'conflictingTags', { first: earlier.text, second: run.text });
        ok = false;
      } else if (tag === 'roll') roll = run;
      else variant = run;
    }
  }
  const tag = variant ? TAGS[variant.text.toUpperCase()] : undefined;
  return { ok, roll: roll !== null, tag: tag === 'roll' ? undefined : tag };
}

function parseToto(item: RawItem, problems: Problems): TotoEntry | null {
  const { number: numberPart, stake } = item;
  if (item.detached) {
    problems.add(item.detached, 'detachedTag', { tag: item.detached.text });
    return null;
  }
  if (!numberPart) {
    if (stake) problems.add(stake, 'stakeWithoutNumber', { stake: stake.text });
    return null;
  }
  if (FOUR_D_SHAPE.test(numberPart.text)) {
    problems.add(numberPart, 'fourDInToto', { number: numberPart.text });
    return null;
  }
  const shape = /^([A-Z*]*)(\d*)([A-Z*]*)$/i.exec(numberPart.text);
  if (!shape || shape[2] === '') {
    problems.add(numberPart, 'invalidTotoNumbers', { numbers: numberPart.text });
    return null;
  }
  const prefix = sub(numberPart, 0, (shape[1] ?? '').length);
  const digits = sub(numberPart, prefix.text.length, prefix.text.length + (shape[2] ?? '').length);
  const middle = sub(numberPart, prefix.text.length + digits.text.length);
  if (!stake) {
    problems.add(numberPart, 'totoMissingAmount', { numbers: numberPart.text });
    return null;
  }
  if (item.dashless || !stake.text.startsWith('-')) {
    problems.add(stake, 'totoAmountMissingDash', { amount: stake.text });
    return null;
  }
  let ok = true;
  const tail = /^-([0-9.]*)([A-Z*]*)$/i.exec(stake.text);
  const amountPart = sub(stake, 1, 1 + (tail?.[1] ?? '').length);
  const amount = tail ? readAmount(amountPart.text, false) : null;
  if (!amount) {
    problems.add(stake, 'totoInvalidAmount', { stake: stake.text });
    ok = false;
  } else if (!checkAmount(amount, amountPart, stake.text, problems)) ok = false;
  // After an amount in error the letters are not read as tags: '-H' is one error, not two.
  const suffixRun = amount ? sub(stake, 1 + amountPart.text.length) : part('', stake.index);
  const tags = readTags([prefix, middle, suffixRun], problems);
  if (!tags.ok) ok = false;

  const numbers: string[] = [];
  if (digits.text.length % 2 !== 0) {
    problems.add(digits, 'totoOddDigits', { numbers: digits.text, digits: digits.text.length });
    return null;
  }
  for (let i = 0; i < digits.text.length; i += 2) {
    const pair = sub(digits, i, i + 2);
    const value = Number(pair.text);
    if (value < 1 || value > 49) {
      problems.add(pair, 'totoNumberOutOfRange', { number: pair.text });
      ok = false;
    } else if (numbers.includes(pair.text)) {
      problems.add(pair, 'totoDuplicateNumber', { number: pair.text });
      ok = false;
    }
    numbers.push(pair.text);
  }
  const count = numbers.length;
  if (tags.roll) {
    if (count !== 5) {
      problems.add(digits, 'totoRollNeedsFive', { count });
      ok = false;
    }
  } else if (count < 6) {
    problems.add(digits, 'totoTooFewNumbers', { count });
    ok = false;
  } else if (count > 12) {
    problems.add(digits, 'totoTooManyNumbers', { count });
    ok = false;
  }
  if (!ok || !amount) return null;
  const money = centsToMoney(amount.cents);
  return {
    game: 'TT',
    numbers,
    amount: money,
    kind: tags.roll ? 'roll' : count === 6 ? 'ordinary' : 'system',
    ...(tags.tag ? { tag: tags.tag } : {}),
    expanded: totoCombinations(numbers, tags.roll),
    cost: totoCost(numbers, tags.roll, money),
    index: item.index,
    length: item.end - item.index,
  };
}

// ---------------------------------------------------------------------------------------------------
// The message

function locationOption(value: string | null | undefined): BetLocation | null {
  if (value === undefined || value === null || value === '') return null;
  const upper = value.toUpperCase();
  if (upper === 'SG' || upper === 'MG' || upper === 'TT') return upper;
  throw new RangeError(`Not a bet-text location (SG, MG or TT): ${value}`);
}

function codesOf(location: BetLocation): string {
  return Object.keys(DAY_CODES)
    .filter((code) => DAY_CODES[code]?.location === location)
    .join(', ');
}

/**
 * Parse a bet message: `[member id] [day code] items`. options.location ('SG', 'MG' or 'TT', any case)
 * picks the game; without it the day code does. Throws RangeError only on an unknown options.location.
 */
export function parseBetText(text: string, options?: { location?: string | null }): ParsedBetText {
  const problems = new Problems();
  const all = words(text);
  const fixed = locationOption(options?.location);
  let next = 0;

  let memberId: string | null = null;
  const first = all[0];
  if (first && isMemberId(first.text)) {
    memberId = first.text;
    next = 1;
  }

  let dayCode: string | null = null;
  let drawDays: DrawDay[] = [];
  let location = fixed;
  const dayWord = all[next];
  if (dayWord && DAY_CODE_SHAPE.test(dayWord.text)) {
    next += 1;
    const code = dayWord.text.toUpperCase();
    const entry = Object.hasOwn(DAY_CODES, code) ? DAY_CODES[code] : undefined;
    if (!entry) problems.add(dayWord, 'unknownDayCode', { code: dayWord.text });
    else if (fixed && entry.location !== fixed) {
      problems.add(dayWord, 'dayCodeWrongLocation', { code: dayWord.text, codes: codesOf(fixed) });
    } else {
      dayCode = code;
      drawDays = [...entry.days];
      location = entry.location;
    }
  } else if (!fixed) {
    problems.add(part('', 0), 'missingDayCode');
  }

  const game: BetGame | null = location === null ? null : location === 'TT' ? 'TT' : '4D';
  const items = group(all.slice(next), game);

  // An item that does not end within the first 150 characters is ignored whole, and so is every item
  // after it; of the rest, items past the tenth are ignored as sets.
  const ignored: IgnoredText[] = [];
  const kept: RawItem[] = [];
  let pastCharacters = false;
  for (const item of items) {
    pastCharacters ||= item.end > BET_TEXT_MAX_CHARS;
    const reason = pastCharacters ? 'characters' : kept.length >= BET_TEXT_MAX_SETS ? 'sets' : null;
    if (reason === null) kept.push(item);
    else ignored.push({ index: item.index, text: text.slice(item.index, item.end), reason });
  }

  if (kept.length === 0) problems.add(part('', 0), 'noBets');
  const bets: ParsedBet[] = [];
  for (const item of kept) {
    const bet = item.game === 'TT' ? parseToto(item, problems) : parseFourD(item, problems);
    if (bet) bets.push(bet);
  }
  // In text order (sort is stable: errors at one position keep the order they were found in).
  const errors = [...problems.list].sort((a, b) => a.index - b.index);
  return { memberId, dayCode, location, drawDays, bets, errors, ignored };
}

