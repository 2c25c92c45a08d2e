// Operator time: the one clock the business runs on (draw dates, close times, report days, the
// header clock), UTC+8 all year. Every conversion between an instant and operator wall-clock text
// goes through this module, with date-fns-tz (the zone itself, and the header clock that must not load
// date-fns, are in operator-zone.ts); nothing else adds or subtracts the offset. Dates are
// 'yyyy-MM-dd' strings of the operator calendar; instants are Dates (UTC inside). Pure: no clock.
import { formatInTimeZone, fromZonedTime, toDate } from 'date-fns-tz';
import { OPERATOR_TIME_ZONE, OPERATOR_TIME_ZONE_NAME, type Weekday } from './operator-zone';

/** An instant as callers hold one: a Date, epoch milliseconds, or ISO text. */
export type Instant = Date | number | string;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?$/;

/**
 * A Date for an instant; RangeError when it is none. Text without a zone is operator time (so
 * '2024-01-05 10:00' is 02:00 UTC whatever the host's zone); text with Z or an offset keeps it.
 */
export function toInstant(value: Instant): Date {
  const at = typeof value === 'string' ? toDate(value.trim(), { timeZone: OPERATOR_TIME_ZONE }) : new Date(value);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not an instant: ${String(value)}`);
  return at;
}

/**
 * An instant as operator wall-clock text, in date-fns pattern tokens (e.g. 'MM/dd/yyyy HH:mm:ss').
 * date-fns builds the text from a Date in the host's zone; where the host skips an hour for
 * daylight saving, a wall-clock time inside that hour shows one hour late (a known date-fns-tz
 * limitation). Operators' browsers run on GMT+8 and servers should run on UTC: neither skips.
 */
export function formatOperatorTime(at: Instant, pattern: string): string {
  return formatInTimeZone(toInstant(at), OPERATOR_TIME_ZONE, pattern);
}

/** The operator calendar date of an instant, 'yyyy-MM-dd'. */
export function operatorDate(at: Instant): string {
  return formatOperatorTime(at, 'yyyy-MM-dd');
}

/**
 * The one short date format users read: the server-date format MM/DD/yyyy (date-fns 'MM/dd/yyyy').
 * Native date inputs keep their own 'yyyy-MM-dd' value; only shown text uses this.
 */
export const SHOWN_DATE_FORMAT = 'MM/dd/yyyy';
/** The one date-time format users read: the short date and the 24-hour time 'HH:mm:ss'. */
export const SHOWN_DATE_TIME_FORMAT = `${SHOWN_DATE_FORMAT} HH:mm:ss`;

/**
 * A date as users read it, MM/DD/yyyy: an operator date 'yyyy-MM-dd' as it is, an instant on the
 * operator calendar. RangeError for a date that does not exist ('2024-02-30') or no instant.
 */
export function formatShownDate(value: Instant): string {
  if (typeof value === 'string' && DATE.test(value.trim()) && !isOperatorDate(value.trim())) throw new RangeError(`Not a date: ${value}`);
  return formatOperatorTime(value, SHOWN_DATE_FORMAT);
}

/** An instant as users read it, in operator time: MM/DD/yyyy HH:mm:ss. */
export function formatShownDateTime(at: Instant): string {
  return formatOperatorTime(at, SHOWN_DATE_TIME_FORMAT);
}

/** The operator wall-clock time of an instant, 'HH:mm'. */
export function operatorTime(at: Instant): string {
  return formatOperatorTime(at, 'HH:mm');
}

/** Locale-aware text (weekday and month names) of an instant in operator time, through Intl. */
export function formatOperatorTimeIn(locale: string, at: Instant, options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: OPERATOR_TIME_ZONE_NAME }).format(toInstant(at));
}

/** Whether text is a real 'yyyy-MM-dd' calendar date (no 02-30, no month 13). */
export function isOperatorDate(text: string): boolean {
  return DATE.test(text) && !Number.isNaN(fromZonedTime(text, OPERATOR_TIME_ZONE).getTime());
}

/**
 * The instant of an operator date and wall-clock time ('HH:mm', 'HH:mm:ss' or 'HH:mm:ss.SSS');
 * RangeError for a date or time that does not exist.
 */
export function operatorInstant(date: string, time = '00:00'): Date {
  if (!DATE.test(date)) throw new RangeError(`Not a date: ${date}`);
  if (!TIME.test(time)) throw new RangeError(`Not a time: ${time}`);
  const at = fromZonedTime(`${date}T${time}`, OPERATOR_TIME_ZONE);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a date: ${date}`);
  return at;
}

/** The first instant of an operator day (its 00:00). */
export function operatorDayStart(date: string): Date {
  return operatorInstant(date);
}

/** The end of an operator day, exclusive: the instant the next day starts. */
export function operatorDayEnd(date: string): Date {
  return operatorDayStart(addDays(date, 1));
}

/** The operator date `days` days after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  // An operator day is always 24 hours long: the zone keeps no daylight saving.
  return operatorDate(operatorDayStart(date).getTime() + days * DAY_MS);
}

/** How many days `to` is after `from` (negative when before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((operatorDayStart(to).getTime() - operatorDayStart(from).getTime()) / DAY_MS);
}

/** The weekday of an operator date. */
export function weekdayOf(date: string): Weekday {
  // ISO weekdays run 1 (Monday) to 7 (Sunday); Sunday becomes 0.
  return (Number(formatOperatorTime(operatorDayStart(date), 'i')) % 7) as Weekday;
}
