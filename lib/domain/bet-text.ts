// The bet-text parser: SMS, messaging bot and the paste box (docs/product.md#validation-rules, docs/domain.md#bet-text).
// A small tokenizer (bet-text-tokens.ts: words between white space) groups words into items (number +
// stake), then a per-item parser (bet-text-items.ts) checks each item; the codes, messages and shapes
// are in bet-text-vocabulary.ts. It returns every bet it understood and every error with its
// character position, and never guesses: an item that could be read two ways is an error.
// Pure: no I/O; imports only lib/domain. The grammar decisions are in docs/decisions/betting.md ("Bet text").

import { parseFourD, parseToto } from './bet-text-items';
import { DAY_CODE_SHAPE, group, isMemberId, part, Problems, words, type RawItem } from './bet-text-tokens';
import {
  BET_TEXT_MAX_CHARS,
  BET_TEXT_MAX_SETS,
  DAY_CODES,
  type BetGame,
  type BetLocation,
  type DrawDay,
  type IgnoredText,
  type ParsedBet,
  type ParsedBetText,
} from './bet-text-vocabulary';

export * from './bet-text-vocabulary';

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
