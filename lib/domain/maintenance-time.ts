// The maintenance page's `t` query parameter, shown in GMT+8 (spec, "/maintenance"). Pure.

/** Singapore time: UTC+8 all year (no daylight saving since 1982). */
const GMT8_OFFSET_MS = 8 * 3600_000;
/** The largest instant a Date can hold (ECMAScript: 100,000,000 days after the epoch). */
const MAX_EPOCH_MS = 8.64e15;
const EPOCH_MS = /^\d{1,16}$/;
// An instant per RFC 3339 / ISO 8601: a full date, hours and minutes, optional seconds and fraction,
// and a zone (Z or ±HH:MM, ±HHMM, ±HH). A date-time without a zone names no instant, so it is refused.
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)$/i;

/** `DD/MM/YYYY HH:mm` in GMT+8 (seconds truncated), or the word `null` when `t` is missing or invalid. */
export function formatMaintenanceTime(t: string | null | undefined): string {
  const instant = parseInstant(t);
  if (instant === undefined) return 'null';
  const local = new Date(instant + GMT8_OFFSET_MS);
  const year = local.getUTCFullYear();
  if (year < 1 || year > 9999) return 'null';
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const date = `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${pad(year, 4)}`;
  return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
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
