// The header's live server clock and the countdown to the next close (docs/product.md#header, #constants-and-limits), and the
// server-date short format. Pure: callers pass the instants; times show in operator time.
import type { Game } from '@/lib/contract/common';
import type { ServerSettings } from '@/lib/contract/settings';
import { formatOperatorClock, formatOperatorServerDate, operatorClockParts, operatorWeekday } from './operator-zone';

export const CLOCK_TICK_MS = 1000;
export const CLOSE_TEXT = '[ Close ]';
export const SERVER_DATE_FORMAT = 'MM/DD/yyyy';

const pad = (value: number) => String(value).padStart(2, '0');
/** An instant as the header holds one: a Date, epoch milliseconds, or the platform's ISO text (with its zone). */
type Instant = Date | string | number;

function instantMs(value: Instant): number {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : value;
  if (!Number.isFinite(ms)) throw new RangeError(`Not an instant: ${String(value)}`);
  return ms;
}

/** How far the server's clock is ahead of this one, from serverTime and when it was received. */
export function clockSkewMs(serverTime: string, receivedAtMs: number): number {
  return instantMs(serverTime) - receivedAtMs;
}

/** The server's time now, from the local clock and the skew. */
export function serverNow(localNowMs: number, skewMs: number): Date {
  return new Date(localNowMs + skewMs);
}

/** The clock text, e.g. 'Mon, Jan 5, 2024, 3:04:05 PM'. */
export function formatClock(value: Instant): string {
  return formatOperatorClock(instantMs(value));
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

/**
 * The values of the translated clock message ("shell.clock"): names as select keys ('fri', 'nov',
 * 'am'), numbers as text (a number value would be formatted with grouping, 2,026).
 */
export function clockValues(value: Instant): Record<string, string> {
  const parts = operatorClockParts(instantMs(value));
  return {
    weekday: WEEKDAY_KEYS[parts.weekday] ?? 'sun',
    month: MONTH_KEYS[parts.month - 1] ?? 'jan',
    monthNumber: String(parts.month),
    day: parts.day,
    year: parts.year,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
    period: parts.pm ? 'pm' : 'am',
  };
}

/** The server-date short format MM/DD/yyyy of an instant, in operator time. */
export function formatServerDate(value: Instant): string {
  return formatOperatorServerDate(instantMs(value));
}

/** The next close of the game: tClose for TT, dClose for 4D; null when no draw is open. */
export function closeDateOf(settings: Pick<ServerSettings, 'tClose' | 'dClose'>, game: Game): string | null {
  return (game === 'TT' ? settings.tClose : settings.dClose).CloseDate;
}

/** The weekday of the close (0 = Sunday ... 6 = Saturday) in operator time; the header names it. */
export function closeWeekday(close: Instant): number {
  return operatorWeekday(instantMs(close));
}

export type CloseCountdown =
  | { closed: true }
  | { closed: false; days: number; hours: number; minutes: number; seconds: number };

/**
 * The time left until the close, in whole seconds rounded up (a part of a second left still shows 1 s);
 * closed once the close has come, or when there is none.
 */
export function closeCountdown(now: Instant, close: Instant | null): CloseCountdown {
  if (close === null) return { closed: true };
  const leftMs = instantMs(close) - instantMs(now);
  if (leftMs <= 0) return { closed: true };
  const left = Math.ceil(leftMs / 1000);
  return {
    closed: false,
    days: Math.floor(left / 86_400),
    hours: Math.floor(left / 3600) % 24,
    minutes: Math.floor(left / 60) % 60,
    seconds: left % 60,
  };
}

/** The countdown's values for the "countdown.left" message: days as is, the rest on two digits. */
export function closeCountdownValues(countdown: Extract<CloseCountdown, { closed: false }>): Record<string, string> {
  return {
    days: String(countdown.days),
    hours: pad(countdown.hours),
    minutes: pad(countdown.minutes),
    seconds: pad(countdown.seconds),
  };
}

/** The English text: '2d 03h 04m 05s', or '[ Close ]'. */
export function formatCloseCountdown(countdown: CloseCountdown): string {
  if (countdown.closed) return CLOSE_TEXT;
  const { days, hours, minutes, seconds } = closeCountdownValues(countdown);
  return `${days}d ${hours}h ${minutes}m ${seconds}s`;
}
