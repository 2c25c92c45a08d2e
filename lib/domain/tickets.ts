// The ticket pages' rules (View Tickets, Ticket Search, Ticket History): which draw they open
// on, the history's date range and its ViewDay default, the search number's check, which user a
// listing is narrowed to, and tickets and bet lines as report rows. Pure: the clock is an input.
import type { Bet } from '@/lib/contract/bets';
import type { BetLine, TicketRow } from '@/lib/contract/bet-listings';
import type { Game } from '@/lib/contract/common';
import type { DrawDate } from '@/lib/contract/draws';
import { displayToIsoDate } from './date-input';
import { admitsAgentOrAdmin } from './menu-rules';
import { addDays, formatShownDate, formatShownDateTime } from './operator-time';
import { reportQueryString, type ReportQuery } from './report-conventions';
import type { Cell } from './report-table';
import { USER_ZERO_ID } from './user-picker';

// ---- The draw a page opens on --------------------------------------------------------------------

type DrawChoice = Pick<DrawDate, 'DrawId' | 'DrawDate' | 'CloseDate' | 'Status'>;

/** The draw taking bets now (the next to close), else the latest draw; null without draws. */
export function defaultDraw<T extends DrawChoice>(draws: readonly T[], now: Date): T | null {
  const open = draws
    .filter((draw) => draw.Status === 'OPEN' && Date.parse(draw.CloseDate) > now.getTime())
    .sort((a, b) => Date.parse(a.CloseDate) - Date.parse(b.CloseDate));
  if (open[0]) return open[0];
  return draws.reduce<T | null>((latest, draw) => (latest === null || draw.DrawDate > latest.DrawDate ? draw : latest), null);
}

/** The draw the query names (DrawId) when it is one of the location's, else the default draw. */
export function chosenDraw<T extends DrawChoice>(draws: readonly T[], drawIdParam: string | undefined, now: Date): T | null {
  const wanted = drawIdParam && /^\d{1,12}$/.test(drawIdParam) ? Number(drawIdParam) : null;
  return draws.find((draw) => draw.DrawId === wanted) ?? defaultDraw(draws, now);
}

// ---- Whose tickets -------------------------------------------------------------------------------

/**
 * The UserId a listing is narrowed to: none for a member (the platform answers its own tickets only,
 * and a member never names another user), none for "0 - All" or a blank picker, else the query's.
 */
export function listedUser(role: string, userIdParam: string | undefined): string | undefined {
  if (!admitsAgentOrAdmin(role)) return undefined;
  const userId = userIdParam?.trim();
  return userId && userId !== USER_ZERO_ID ? userId : undefined;
}

// ---- Paging over the platform's pages ------------------------------------------------------------

/** PageIndex of the query: a whole number from 1, else 1. */
export function pageIndexOf(param: string | undefined): number {
  const value = param && /^\d{1,6}$/.test(param.trim()) ? Number(param.trim()) : 1;
  return Math.max(1, value);
}

/** Which rows of `total` a page holds (1-based, both included), and whether pages lie either side. */
export function pageWindow(total: number, pageIndex: number, pageSize: number) {
  const from = Math.min(total, (pageIndex - 1) * pageSize + 1);
  const to = Math.min(total, pageIndex * pageSize);
  return { from, to, previous: pageIndex > 1, next: to < total };
}

// ---- The history's date range --------------------------------------------------------------------

/** The menu links the history with ViewDay=1. */
export const DEFAULT_VIEW_DAYS = 1;
/** The platform covers at most 366 days (DrawTo - DrawFrom < 366 days), so N days back reach 365. */
export const MAX_RANGE_DAYS = 366;
export const MAX_VIEW_DAYS = MAX_RANGE_DAYS - 1;

export interface DateRange {
  /** 'YYYY-MM-DD', both included. */
  from: string;
  to: string;
}

/**
 * The default range of ViewDay=N: the last N days back from today, today included, i.e. DrawFrom is
 * today - N and DrawTo today (ViewDay=1: yesterday and today). N outside 1..365 or absent is 1.
 */
export function viewDayRange(viewDayParam: string | undefined, today: string): DateRange {
  const text = viewDayParam?.trim() ?? '';
  const days = /^\d{1,3}$/.test(text) && Number(text) >= 1 ? Math.min(Number(text), MAX_VIEW_DAYS) : DEFAULT_VIEW_DAYS;
  return { from: addDays(today, -days), to: today };
}

/** A date of the query, as 'YYYY-MM-DD' or MM/DD/YYYY (a form sent without script), as 'YYYY-MM-DD'; else null. */
export function dateParam(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    try {
      formatShownDate(text);
      return text;
    } catch {
      return null;
    }
  }
  return displayToIsoDate(text);
}

/** A date of the query as a date field shows it (MM/DD/YYYY), or the text as typed when it is no date. */
export function fieldDate(param: string | undefined): string {
  const iso = dateParam(param);
  return iso ? formatShownDate(iso) : (param ?? '');
}

export type RangeProblem = 'fromRequired' | 'toRequired' | 'fromAfterTo' | 'rangeTooLong';

/** What is wrong with a range of 'YYYY-MM-DD' dates (null for a missing or invalid one), or null. */
export function rangeProblem(from: string | null, to: string | null): RangeProblem | null {
  if (from === null) return 'fromRequired';
  if (to === null) return 'toRequired';
  if (from > to) return 'fromAfterTo';
  if (addDays(from, MAX_RANGE_DAYS - 1) < to) return 'rangeTooLong';
  return null;
}

/**
 * The history's range: DrawFrom and DrawTo of the query when either is given (a bad one is a problem
 * to show, never silently replaced), else the ViewDay default.
 */
export function historyRange(
  query: { DrawFrom?: string; DrawTo?: string },
  viewDayParam: string | undefined,
  today: string,
): { range: DateRange; problem: RangeProblem | null } {
  if (!query.DrawFrom && !query.DrawTo) return { range: viewDayRange(viewDayParam, today), problem: null };
  const from = dateParam(query.DrawFrom);
  const to = dateParam(query.DrawTo);
  const problem = rangeProblem(from, to);
  return { range: { from: from ?? today, to: to ?? today }, problem };
}

// ---- The search number ---------------------------------------------------------------------------

export const MAX_SEARCH_NUMBERS = 12;

export type SearchProblem =
  | { problem: 'numberRequired' }
  | { problem: 'fourDigits' }
  | { problem: 'totoNumber'; number: string }
  | { problem: 'totoRepeat'; number: string }
  | { problem: 'totoTooMany'; max: number };
export type SearchCheck = { value: string } | SearchProblem;

/** Toto numbers as typed: 1 or 2 digits each, or pairs written together (010203), split by spaces or commas. */
function totoTokens(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((token) => (/^\d{3,}$/.test(token) && token.length % 2 === 0 ? token.match(/\d\d/g) ?? [token] : [token]));
}

/**
 * The number to search for: 4D takes exactly 4 digits; Toto takes 1 to 12 different numbers from 01
 * to 49 (a single digit is padded), answered in ascending order joined by spaces ("01 07 49").
 */
export function checkSearchNumber(game: Game, text: string): SearchCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'numberRequired' };
  if (game === '4D') return /^\d{4}$/.test(trimmed) ? { value: trimmed } : { problem: 'fourDigits' };
  const numbers: string[] = [];
  for (const token of totoTokens(trimmed)) {
    const value = /^\d{1,2}$/.test(token) ? Number(token) : NaN;
    if (!(value >= 1 && value <= 49)) return { problem: 'totoNumber', number: token };
    const padded = String(value).padStart(2, '0');
    if (numbers.includes(padded)) return { problem: 'totoRepeat', number: padded };
    numbers.push(padded);
  }
  if (numbers.length > MAX_SEARCH_NUMBERS) return { problem: 'totoTooMany', max: MAX_SEARCH_NUMBERS };
  return { value: numbers.sort().join(' ') };
}

// ---- Rows as the report table shows them ---------------------------------------------------------

/** An instant as operator-time MM/DD/YYYY HH:mm:ss; text that is no instant stays as it came. */
export function localDateTime(iso: string): string {
  try {
    return formatShownDateTime(iso);
  } catch {
    return iso;
  }
}

/** A 'YYYY-MM-DD' draw date as MM/DD/YYYY; anything else as it came. */
export function drawDateText(date: string): string {
  try {
    return formatShownDate(date);
  } catch {
    return date;
  }
}

/** The numbers of a bet: "1234", "12R4", or a Toto entry's "01 02 03 04 05 06". */
export function betNumbers(bet: Pick<Bet, 'Kind'> & { Number?: string; Numbers?: readonly string[] }): string {
  return bet.Kind === 'TT' ? (bet.Numbers ?? []).join(' ') : (bet.Number ?? '');
}

/** The translation key of a bet's kind: Toto entries tell a roll and a system entry (7-12 numbers) apart. */
export function betKindKey(bet: Bet | BetLine): string {
  if (bet.Kind !== 'TT') return bet.Kind;
  if (bet.Roll) return 'TT_ROLL';
  return bet.Numbers.length > 6 ? 'TT_SYSTEM' : 'TT';
}

export interface RowLabels {
  source: (source: string) => string;
  kind: (key: string) => string;
}

export type TicketReportRow = Record<string, Cell>;

/**
 * A ticket of a listing as a report row: dates shown in local time with their ISO text beside them
 * for sorting (DrawDateIso, CreatedAt), the source translated, Total as money text.
 */
export function ticketReportRow(ticket: TicketRow, labels: RowLabels): TicketReportRow {
  return {
    TicketId: ticket.TicketId,
    UserId: ticket.UserId,
    UserName: ticket.UserName,
    DrawDate: drawDateText(ticket.DrawDate),
    DrawDateIso: ticket.DrawDate,
    CreatedDate: localDateTime(ticket.CreatedDate),
    CreatedAt: ticket.CreatedDate,
    CreatedBy: ticket.CreatedBy,
    Source: labels.source(ticket.Source),
    BetCount: ticket.BetCount,
    Total: ticket.Total,
  };
}

/** A bet line of the search as a report row: its numbers, kind and stakes, and its ticket's fields. */
export function betLineReportRow(line: BetLine, labels: RowLabels): TicketReportRow {
  const stakes = line.Kind === 'TT' ? { Amount: line.Amount } : { Big: line.Big, Small: line.Small };
  return {
    BetId: line.BetId,
    TicketId: line.TicketId,
    UserId: line.UserId,
    DrawDate: drawDateText(line.DrawDate),
    DrawDateIso: line.DrawDate,
    Number: betNumbers(line),
    Kind: labels.kind(betKindKey(line)),
    ...stakes,
    Count: line.Count,
    Cost: line.Cost,
    CreatedDate: localDateTime(line.CreatedDate),
    CreatedAt: line.CreatedDate,
    CreatedBy: line.CreatedBy,
    Source: labels.source(line.Source),
    Deletable: line.Deletable,
  };
}

// ---- Links between the pages' states ---------------------------------------------------------------

/**
 * The address of a ticket page for a query: the report parameters in the order of docs/product.md#report-page-conventions with rand set to
 * `timestamp` (so every submit loads anew), then the page's own extras (ViewDay, PageIndex).
 */
export function ticketsHref(path: string, query: ReportQuery, extra: Readonly<Record<string, string | undefined>> = {}, timestamp?: number): string {
  const search = new URLSearchParams(reportQueryString(query, timestamp));
  for (const [name, value] of Object.entries(extra)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The values a search problem's message names ({number}, {max}). */
export function searchProblemValues(check: SearchProblem): { number: string; max: number } {
  return { number: 'number' in check ? check.number : '', max: 'max' in check ? check.max : MAX_SEARCH_NUMBERS };
}
