// Bet files in text (docs/decisions/files.md "Bet files"): ARA (a header line naming the location and the
// draw date, then one bet per line in the bet-text item syntax, blank lines separating line groups)
// and TTT (one bet-text message per line, as a member would send it). Every bet goes through
// parseBetText (lib/domain/bet-text.ts): stakes, numbers and kinds are read in one place only.
// ARA text is written by ara-write.ts. Pure: no I/O; imports only lib/domain.

import { moneyToCents } from './bet-expansion';
import { BET_TEXT_MAX_CHARS, BET_TEXT_MAX_SETS, BET_TEXT_MESSAGES, parseBetText, type BetLocation, type BetTextParams, type DrawDay, type ParsedBet } from './bet-text';
import { isOperatorDate } from './operator-time';

/** The header keyword: `ARA SG 2025-03-08`. */
export const ARA_KEYWORD = 'ARA';
/** A line whose first non-blank character is # is a comment. */
export const ARA_COMMENT = '#';

/** Codes of the file rules (the bet-text codes come from BET_TEXT_MESSAGES). Messages in messages/*.json under `upload`. */
export const ARA_MESSAGES = {
  missingHeader: 'The file has no header line: start it with ARA, the location and the draw date, e.g. ARA SG 2025-03-08.',
  invalidHeader: '{text} is not a header line: write ARA, the location and the draw date, e.g. ARA SG 2025-03-08.',
  invalidDrawDate: '{date} is not a date: write the draw date as YYYY-MM-DD, e.g. 2025-03-08.',
  noHeaderDraw: 'Not placed: the header line of the file is in error.',
  otherLocation: 'The file is for {location} but is processed in {locId}: upload it in {location}, or change the header line.',
  noDrawOnDate: 'There is no {location} draw on {date}: check the draw date in the header line.',
  otherMember: 'The line is for {member} but the file is for {userId}: upload it for {member}, or remove the member id.',
  oneBetPerLine: 'An ARA line holds one bet, but this one holds {count}: put each bet on its own line.',
  memberInLine: 'An ARA line holds a bet only: remove {member} (the member is chosen when uploading).',
  dayCodeInLine: 'An ARA line holds a bet only: remove the day code {code} (the header line names the draw).',
  shortNumber:
    '{number} has {digits} digits: a 4D number has 4 digits, e.g. {padded}. Write it in full, or process the file with StrictNumber off to add the leading zeros.',
  decimalStake: '{amount} is not a whole number of dollars: write whole dollars, or process the file with AcceptDecimals on.',
  lineTooLong: 'The line holds more than the bet-text limit of {sets} bets or {characters} characters: split it into several lines.',
  missingDayCode: 'A TTT line is a bet message: start it with a day code, e.g. 6 1234 1-2.',
} as const;
export type AraCode = keyof typeof ARA_MESSAGES;

export interface LineIssue {
  /** A bet-text code (BET_TEXT_MESSAGES) or a file code (ARA_MESSAGES). */
  code: string;
  /** Every problem of the line, in English a member can act on. */
  message: string;
  params?: BetTextParams;
}

export interface ParseOptions {
  /** The location the file is processed in: SG, MG or TT. */
  location: BetLocation;
  /** true: numbers exactly as written; false: a 4D number of 1-3 digits gets leading zeros. */
  strictNumber: boolean;
  /** false: a stake that is not whole dollars is refused; true: any whole number of cents. */
  acceptDecimals: boolean;
}

/** A message template with its {placeholders} filled in, as a line issue. */
export function templateIssue(code: string, template: string, params?: BetTextParams): LineIssue {
  const message = template.replace(/\{(\w+)\}/g, (_, key: string) => String(params?.[key] ?? ''));
  return { code, message, ...(params ? { params } : {}) };
}

export function araIssue(code: AraCode, params?: BetTextParams): LineIssue {
  return templateIssue(code, ARA_MESSAGES[code], params);
}

// ---------------------------------------------------------------------------------------------------
// Numbers written short, and decimal stakes

const SHORT_NUMBER = /^(\d{1,3})(=.*)?$/;

/**
 * The words of a message from `from` on where a 4D number stands (the word before a stake, or the
 * part before =), with 1-3 digits: padded (StrictNumber off) or reported (on). TT has no short numbers.
 */
function fixShortNumbers(text: string, from: number, options: ParseOptions): { text: string; issue: LineIssue | null } {
  if (options.location === 'TT') return { text, issue: null };
  const words = [...text.matchAll(/\S+/g)];
  let out = '';
  let last = 0;
  for (const [position, word] of words.entries()) {
    if (position < from) continue;
    const match = SHORT_NUMBER.exec(word[0]);
    const next = words[position + 1]?.[0] ?? '';
    const isNumber = match && (match[2] !== undefined || next.includes('-') || next.includes('='));
    if (!match || !isNumber) continue;
    const digits = match[1] ?? '';
    const padded = digits.padStart(4, '0');
    if (options.strictNumber) return { text, issue: araIssue('shortNumber', { number: digits, digits: digits.length, padded }) };
    out += text.slice(last, word.index) + padded + (match[2] ?? '');
    last = word.index + word[0].length;
  }
  return { text: out + text.slice(last), issue: null };
}

/** The first stake of the bets that is not whole dollars (AcceptDecimals off), as written in money. */
function decimalStake(bets: readonly ParsedBet[]): string | null {
  for (const bet of bets) {
    const stakes = bet.game === '4D' ? [bet.big, bet.small] : [bet.amount];
    const found = stakes.find((stake) => moneyToCents(stake) % 100n !== 0n);
    if (found) return found;
  }
  return null;
}

/** Every problem of a parse as one issue: the first one's code and params, all the messages. */
function textIssue(errors: ReadonlyArray<{ code: string; message: string; params?: BetTextParams }>): LineIssue {
  const first = errors[0];
  return { code: first?.code ?? 'invalidStake', message: errors.map((error) => error.message).join(' '), ...(first?.params ? { params: first.params } : {}) };
}

// ---------------------------------------------------------------------------------------------------
// One ARA item, one TTT message

const LIMITS = { sets: BET_TEXT_MAX_SETS, characters: BET_TEXT_MAX_CHARS } as const;
/**
 * A line longer than the bet-text limit is refused before it is tokenized: its last word ends past
 * the limit, so the line cannot be placed whole anyway, and a file line may be as long as the upload
 * cap (a 2 MiB line took 0.6-1.3 s and 150-180 MB to read word by word).
 */
const pastLimit = (text: string) => text.length > BET_TEXT_MAX_CHARS;

export type ItemResult = { bet: ParsedBet } | { issue: LineIssue };

/** One ARA bet line (`1234 1-2`, `12R4=1-r`, `010203040506-2`), read with parseBetText. */
export function parseAraItem(text: string, options: ParseOptions): ItemResult {
  if (pastLimit(text)) return { issue: araIssue('lineTooLong', LIMITS) };
  const fixed = fixShortNumbers(text, 0, options);
  if (fixed.issue) return { issue: fixed.issue };
  const parsed = parseBetText(fixed.text, { location: options.location });
  if (parsed.memberId) return { issue: araIssue('memberInLine', { member: parsed.memberId }) };
  if (parsed.dayCode) return { issue: araIssue('dayCodeInLine', { code: parsed.dayCode }) };
  if (parsed.ignored.length > 0) return { issue: araIssue('lineTooLong', LIMITS) };
  if (parsed.errors.length > 0) return { issue: textIssue(parsed.errors) };
  const [bet, ...more] = parsed.bets;
  if (!bet) return { issue: { code: 'noBets', message: BET_TEXT_MESSAGES.noBets } };
  if (more.length > 0) return { issue: araIssue('oneBetPerLine', { count: parsed.bets.length }) };
  const decimal = options.acceptDecimals ? null : decimalStake([bet]);
  if (decimal) return { issue: araIssue('decimalStake', { amount: decimal }) };
  return { bet };
}

export interface TttMessage {
  /** The member id written first, lower case; null when absent. */
  memberId: string | null;
  dayCode: string;
  drawDays: DrawDay[];
  bets: ParsedBet[];
}

/** One TTT line: a whole bet message `[member] day-code items` of the location. */
export function parseTttMessage(text: string, options: ParseOptions): { message: TttMessage } | { issue: LineIssue } {
  if (pastLimit(text)) return { issue: araIssue('lineTooLong', LIMITS) };
  const first = parseBetText(text, { location: options.location });
  const headerWords = (first.memberId ? 1 : 0) + (first.dayCode ? 1 : 0);
  const fixed = fixShortNumbers(text, headerWords, options);
  if (fixed.issue) return { issue: fixed.issue };
  const parsed = fixed.text === text ? first : parseBetText(fixed.text, { location: options.location });
  if (parsed.ignored.length > 0) return { issue: araIssue('lineTooLong', LIMITS) };
  if (parsed.errors.length > 0) return { issue: textIssue(parsed.errors) };
  if (!parsed.dayCode) return { issue: araIssue('missingDayCode') };
  const decimal = options.acceptDecimals ? null : decimalStake(parsed.bets);
  if (decimal) return { issue: araIssue('decimalStake', { amount: decimal }) };
  return { message: { memberId: parsed.memberId?.toLowerCase() ?? null, dayCode: parsed.dayCode, drawDays: parsed.drawDays, bets: parsed.bets } };
}

// ---------------------------------------------------------------------------------------------------
// Files

export interface AraHeader {
  /** Upper case, as written (the caller checks it against its location). */
  location: string;
  /** YYYY-MM-DD */
  drawDate: string;
}

/** A bet line of a file: its 1-based line number (a DBF record number), its text and group. */
export interface FileLine {
  line: number;
  text: string;
  /** Line group (0-based): blank lines in ARA, each line in TTT, the GRP column in DBF. */
  group: number;
  result: ItemResult;
}

export interface AraFile {
  header: AraHeader | null;
  /** Why there is no header (reported on `headerLine`); null when the header is fine. */
  headerIssue: (LineIssue & { line: number; text: string }) | null;
  lines: FileLine[];
}

const HEADER = /^(?:ARA\s+)?([A-Z0-9]{1,8})\s+(\S+)$/i;

/** `ARA SG 2025-03-08` (the keyword may be left out: `SG 2025-03-08`). */
function parseAraHeader(text: string): { header: AraHeader } | { issue: LineIssue } {
  const match = HEADER.exec(text.trim());
  if (!match) return { issue: araIssue('invalidHeader', { text: text.trim() }) };
  const date = match[2] ?? '';
  if (!isOperatorDate(date)) return { issue: araIssue('invalidDrawDate', { date }) };
  return { header: { location: (match[1] ?? '').toUpperCase(), drawDate: date } };
}

/** Lines of a text file (\n, \r\n or \r), a leading byte-order mark dropped. */
export function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
}

const isComment = (line: string) => line.trimStart().startsWith(ARA_COMMENT);

/** An ARA file: the header, then every bet line read on its own; blank lines start a new group. */
export function parseAraFile(text: string, options: ParseOptions): AraFile {
  const lines = splitLines(text);
  let header: AraHeader | null = null;
  let headerIssue: AraFile['headerIssue'] = null;
  let headerSeen = false;
  let group = 0;
  let groupHasLines = false;
  const out: FileLine[] = [];
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '') {
      if (groupHasLines) group += 1;
      groupHasLines = false;
      continue;
    }
    if (isComment(line)) continue;
    let result: ItemResult | null = null;
    if (!headerSeen) {
      headerSeen = true;
      const read = parseAraHeader(line);
      if ('header' in read) {
        header = read.header;
        continue;
      }
      // A first line that reads as a bet: the header is missing (the line is still a bet line).
      result = parseAraItem(line, options);
      headerIssue = { ...('bet' in result ? araIssue('missingHeader') : read.issue), line: index + 1, text: line };
      if (!('bet' in result)) continue;
    }
    out.push({ line: index + 1, text: line, group, result: result ?? parseAraItem(line, options) });
    groupHasLines = true;
  }
  if (!headerSeen) headerIssue = { ...araIssue('missingHeader'), line: 1, text: '' };
  return { header, headerIssue, lines: out };
}

/** A TTT file: every non-blank, non-comment line is one bet message and its own group. */
export function parseTttFile(text: string): Array<{ line: number; text: string; group: number }> {
  const out: Array<{ line: number; text: string; group: number }> = [];
  for (const [index, raw] of splitLines(text).entries()) {
    const line = raw.trim();
    if (line === '' || isComment(line)) continue;
    out.push({ line: index + 1, text: line, group: out.length });
  }
  return out;
}

/** The lines of each group, a group longer than `max` split into runs of at most `max` (in line order). */
export function ticketGroups<T extends { group: number }>(lines: readonly T[], max: number): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let currentGroup: number | null = null;
  for (const line of lines) {
    if (current.length > 0 && (line.group !== currentGroup || current.length >= max)) {
      groups.push(current);
      current = [];
    }
    currentGroup = line.group;
    current.push(line);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
