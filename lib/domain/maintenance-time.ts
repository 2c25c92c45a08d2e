// The maintenance page's `t` query parameter, shown in operator time. Pure.
import { formatOperatorTime } from './operator-time';

/** The largest instant a Date can hold (ECMAScript: 100,000,000 days after the epoch). */
const MAX_EPOCH_MS = 8.64e15;
const EPOCH_MS = /^\d{1,16}$/;
// An instant per RFC 3339 / ISO 8601: a full date, hours and minutes, optional seconds and fraction,
// and a zone (Z or ±HH:MM, ±HHMM, ±HH). A date-time without a zone names no instant, so it is refused.
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)$/i;

/** `DD/MM/YYYY HH:mm` in operator time (seconds truncated), or the word `null` when `t` is missing or invalid. */
export function formatMaintenanceTime(t: string | null | undefined): string {
  const instant = parseInstant(t);
  if (instant === undefined) return 'null';
  // 'u' is the signed year: 'yyyy' would write 1 BC as 0001.
  const year = Number(formatOperatorTime(instant, 'u'));
  if (year < 1 || year > 9999) return 'null';
  return formatOperatorTime(instant, 'dd/MM/yyyy HH:mm');
}

/** Epoch milliseconds of an ISO 8601 instant or of a string of digits, or undefined. */
export function parseInstant(t: string | null | undefined): number | undefined {
  if (typeof t !== 'string') return undefined;
  const text = t.trim();
  if (EPOCH_MS.test(text)) {
    const ms = Number(text);
    return ms <= MAX_EPOCH_MS ? ms : undefined;
  }
  const match = ISO_INSTANT.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', fraction = '', zulu, sign, offsetHours, offsetMinutes = '0'] = match;
  const fields = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  if (!isValidDateTime(fields)) return undefined;
  let offsetMs = 0;
  if (!zulu) {
    const hours = Number(offsetHours);
    const minutes = Number(offsetMinutes);
    if (hours > 23 || minutes > 59) return undefined;
    offsetMs = (sign === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  }
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 onto 1900-1999.
  date.setUTCFullYear(fields.year, fields.month - 1, fields.day);
  date.setUTCHours(fields.hour, fields.minute, fields.second, Number(`${fraction}000`.slice(0, 3)));
  return date.getTime() - offsetMs;
}

interface DateTimeFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function isValidDateTime({ year, month, day, hour, minute, second }: DateTimeFields): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
