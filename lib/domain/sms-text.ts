// The SMS texts of the messaging pages (docs/decisions/sms-subscriptions.md, "Texts"): a draw's result
// (GET draw/result/SMSString and Send Result) and a subscriber's strike notice (Send Strike, its own
// wins only). Pure: GSM 7-bit characters only, dates as DD/MM/YYYY, money with 2 decimals, and a long
// text cut at spaces into messages of at most 160 characters.
//   result, 4D:  SG 4D 20/04/2025 1st 1234 2nd 5678 3rd 9012 S: 0001 ... C: 0002 ...
//   result, TT:  TT 17/04/2025 01 02 03 04 05 06 +07 G1 1234567.89 G2 ... G4 345.00
//   strike:      SG 4D 20/04/2025 member1 strike: 1234 1st 2500.00, 0001 S 180.00 Total 2680.00
//                SG 4D 20/04/2025 member1 no strike
import type { DrawResult } from '@/lib/contract/draws';
import { centsToMoney, moneyToCents } from './bet-expansion';

/** One SMS message: 160 GSM 7-bit characters. */
export const SMS_PART_LENGTH = 160;

/** '2025-04-20' as '20/04/2025'. */
export const smsDate = (isoDate: string): string => isoDate.split('-').reverse().join('/');

interface TextLocation {
  locId: string;
  game: '4D' | 'TT';
}

const numbersOf = (result: Pick<DrawResult, 'Results'>, prize: string) => result.Results.filter((row) => row.Prize === prize).map((row) => row.Number);

/** The one-line SMS text of a draw's result (see the header for the format). */
export function smsText(location: TextLocation, result: Pick<DrawResult, 'DrawDate' | 'Results' | 'Dividends'>): string {
  const date = smsDate(result.DrawDate);
  if (location.game === 'TT') {
    const additional = numbersOf(result, 'ADDITIONAL').map((number) => `+${number}`);
    const dividends = result.Dividends.map((row) => `G${row.Group} ${row.Amount}`);
    return [location.locId, date, ...numbersOf(result, 'WINNING'), ...additional, ...dividends].join(' ');
  }
  const single = (label: string, prize: string) => numbersOf(result, prize).map((number) => `${label} ${number}`);
  return [
    `${location.locId} 4D ${date}`,
    ...single('1st', 'FIRST'),
    ...single('2nd', 'SECOND'),
    ...single('3rd', 'THIRD'),
    ['S:', ...numbersOf(result, 'STARTER')].join(' '),
    ['C:', ...numbersOf(result, 'CONSOLATION')].join(' '),
  ].join(' ');
}

/** The text cut at spaces into parts of at most `size` characters (a longer word is cut hard). */
export function smsParts(text: string, size = SMS_PART_LENGTH): string[] {
  const parts: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current === '' ? word : `${current} ${word}`;
    if (next.length <= size) {
      current = next;
      continue;
    }
    if (current !== '') parts.push(current);
    let rest = word;
    while (rest.length > size) {
      parts.push(rest.slice(0, size));
      rest = rest.slice(size);
    }
    current = rest;
  }
  if (current !== '') parts.push(current);
  return parts;
}

/** A prize's short name in a strike text: 1st, 2nd, 3rd, S (starter), C (consolation), G1 to G7 (TT groups). */
export const STRIKE_PRIZE_LABELS: Readonly<Record<string, string>> = {
  FIRST: '1st',
  SECOND: '2nd',
  THIRD: '3rd',
  STARTER: 'S',
  CONSOLATION: 'C',
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((group) => [`GROUP${group}`, `G${group}`])),
};

/** One win of the subscriber: the number (TT: the bet's numbers), the prize, and what it paid (2 decimals). */
export interface StrikeWin {
  number: string;
  prize: string;
  total: string;
}

export interface StrikeNotice {
  location: TextLocation;
  drawDate: string;
  userId: string;
  wins: readonly StrikeWin[];
}

/**
 * A subscriber's strike notice: its own wins of the draw in the order given, each with its prize and
 * amount, then their total; 'no strike' without any. An unknown prize is written as it is.
 */
export function strikeText({ location, drawDate, userId, wins }: StrikeNotice): string {
  const head = `${location.locId}${location.game === '4D' ? ' 4D' : ''} ${smsDate(drawDate)} ${userId}`;
  if (wins.length === 0) return `${head} no strike`;
  const total = wins.reduce((sum, win) => sum + moneyToCents(win.total), 0n);
  const items = wins.map((win) => `${win.number} ${STRIKE_PRIZE_LABELS[win.prize] ?? win.prize} ${centsToMoney(moneyToCents(win.total))}`);
  return `${head} strike: ${items.join(', ')} Total ${centsToMoney(total)}`;
}
