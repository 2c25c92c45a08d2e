// Date typing of docs/product.md#validation-rules: day, day/month or day/month/year, separated by slashes, becomes
// MM/DD/YYYY with two-digit padding; what is left out comes from today. Pure: today is an input.
import { isOperatorDate } from './operator-time';

export const DATE_INPUT_FORMAT = 'MM/DD/YYYY';
/** docs/product.md#constants-and-limits: the date picker is 115 px wide, 105 px on mobile. */
export const DATE_PICKER_WIDTH_PX = 115;
export const MOBILE_DATE_PICKER_WIDTH_PX = 105;
/** A two-digit year is in this century. */
const CENTURY = 2000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DAY_OR_MONTH = /^\d{1,2}$/;
const YEAR = /^(\d{2}|\d{4})$/;

interface Ymd {
  y: number;
  m: number;
  d: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function isCalendarDate({ y, m, d }: Ymd): boolean {
  return y >= 1 && isOperatorDate(`${pad(y, 4)}-${pad(m)}-${pad(d)}`);
}
const display = ({ y, m, d }: Ymd) => `${pad(m)}/${pad(d)}/${pad(y, 4)}`;

function parseIso(today: string): Ymd {
  const match = ISO_DATE.exec(today);
  const ymd = { y: Number(match?.[1]), m: Number(match?.[2]), d: Number(match?.[3]) };
  if (!match || !isCalendarDate(ymd)) throw new RangeError(`Not a date: ${today}`);
  return ymd;
}

/**
 * What the user typed as MM/DD/YYYY, or null when it is not a date. `today` ('YYYY-MM-DD', the local
 * calendar date) gives the month and year that were left out.
 */
export function parseDateInput(text: string, today: string): string | null {
  const base = parseIso(today);
  const parts = text.trim().split('/').map((part) => part.trim());
  if (parts.length > 3 || parts.some((part, i) => !(i < 2 ? DAY_OR_MONTH : YEAR).test(part))) return null;
  const [day, month, year] = parts;
  const yearValue = year === undefined ? base.y : year.length === 2 ? CENTURY + Number(year) : Number(year);
  const ymd = { y: yearValue, m: month === undefined ? base.m : Number(month), d: Number(day) };
  return isCalendarDate(ymd) ? display(ymd) : null;
}

/** An MM/DD/YYYY date as 'YYYY-MM-DD' (for calls and comparisons), or null when it is not one. */
export function displayToIsoDate(value: string): string | null {
  const match = DISPLAY_DATE.exec(value.trim());
  if (!match) return null;
  const ymd = { y: Number(match[3]), m: Number(match[1]), d: Number(match[2]) };
  return isCalendarDate(ymd) ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

export function datePickerWidthPx(mobile: boolean): number {
  return mobile ? MOBILE_DATE_PICKER_WIDTH_PX : DATE_PICKER_WIDTH_PX;
}

/**
 * A date as typed, as 'YYYY-MM-DD': MM/DD/YYYY, or a short d, d/m, d/m/y not yet normalised (Enter
 * before leaving the field), completed from `today` ('YYYY-MM-DD'); null when it is not a date.
 */
export function typedDateToIso(text: string, today: string): string | null {
  const trimmed = text.trim();
  return displayToIsoDate(trimmed) ?? displayToIsoDate(parseDateInput(trimmed, today) ?? '');
}

/** What is wrong with a typed From/To range, by end: not a date, or a start after the end. */
export interface TypedRangeProblems {
  from?: 'badDate';
  to?: 'badDate' | 'fromAfterTo';
}

/**
 * A typed From/To range of local dates (either end may stay empty): each end as 'YYYY-MM-DD' ('' when
 * empty), or the problems to show at its fields.
 */
export function typedDateRange(fromText: string, toText: string, today: string): { from: string; to: string; problems: TypedRangeProblems } {
  const from = fromText.trim() ? typedDateToIso(fromText, today) : '';
  const to = toText.trim() ? typedDateToIso(toText, today) : '';
  const problems: TypedRangeProblems = {};
  if (from === null) problems.from = 'badDate';
  if (to === null) problems.to = 'badDate';
  else if (from && to && from > to) problems.to = 'fromAfterTo';
  return { from: from ?? '', to: to ?? '', problems };
}
