// The bet-text tokenizer: words with their positions, grouped into items (number + stake), the
// problem list every step reports into, and amounts. Used by bet-text-items.ts and bet-text.ts.
// ---------------------------------------------------------------------------------------------------
// Tokens
import type { BetKind } from './bet-expansion';
import { BET_TEXT_MESSAGES, MAX_STAKE, type BetGame, type BetTextError, type BetTextErrorCode, type BetTextParams, type TotoTag } from './bet-text-vocabulary';


/** A piece of the text with its position. */
export interface Part {
  text: string;
  index: number;
}

export interface RawItem {
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

export const FOUR_D_SHAPE = /^[0-9R]{4}$/i;
export const DAY_CODE_SHAPE = /^\dM?$/i;
const MEMBER_ID = /^[A-Z][A-Z0-9_.]{1,31}$/i;
/** A Toto entry with a prefix tag and no amount yet ('TO010203040506'): not a member id. */
const TAGGED_TOTO = /^(R|ROLL|STARRED|TO|TE|TT)\d{4,}[A-Z*]*$/i;
export const SUFFIXES: Readonly<Record<string, BetKind>> = { R: 'roll', I: 'ibet', K: 'kbet' };
export const TAGS: Readonly<Record<string, 'roll' | TotoTag>> = {
  R: 'roll',
  ROLL: 'roll',
  '*': 'starred',
  STARRED: 'starred',
  TO: 'TO',
  TE: 'TE',
  TT: 'TT',
};
const TOTO_DIGITS = 10;

export function part(text: string, index: number): Part {
  return { text, index };
}

export function sub(whole: Part, start: number, end?: number): Part {
  return part(whole.text.slice(start, end), whole.index + start);
}

export function words(text: string): Part[] {
  return [...text.matchAll(/\S+/g)].map((match) => part(match[0], match.index));
}

function isTag(text: string): boolean {
  return Object.hasOwn(TAGS, text.toUpperCase());
}

/** The part before the first - or = holds 10 or more digits: the shape of a Toto entry. */
export function totoShaped(text: string): boolean {
  const head = text.split(/[-=]/)[0] ?? '';
  return (head.match(/\d/g) ?? []).length >= TOTO_DIGITS;
}

export function isMemberId(text: string): boolean {
  return MEMBER_ID.test(text) && !isTag(text) && !FOUR_D_SHAPE.test(text) && !TAGGED_TOTO.test(text);
}

/** A whole number written where a stake belongs, without its dash: '1234 2' (4 digits is a number). */
function dashlessStake(text: string, game: BetGame): boolean {
  return game === '4D' ? /^\d+$/.test(text) && text.length !== 4 : /^\d{1,3}(\.\d+)?$/.test(text);
}

/** Group the words after the header into items. `fixedGame` null: each item's game by its shape. */
export function group(list: readonly Part[], fixedGame: BetGame | null): RawItem[] {
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

export class Problems {
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
export function readAmount(text: string, letters: boolean): Amount | null {
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
export function checkAmount(amount: Amount, at: Part, stake: string, problems: Problems): boolean {
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
