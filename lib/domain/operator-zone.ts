// The operator zone, UTC+8 all year, and the few readings of it that every signed-in page makes: the
// header clock, its close weekday and the server date. Those tick in the browser on every page, so
// they go through Intl, which the browser already has; date-fns' formatter (about 8 kB gzip with
// date-fns-tz) stays in operator-time.ts, loaded only by the pages that format or parse more. The
// tests hold each reading here to the date-fns pattern it stands for. No imports: keep it that way.

/**
 * The zone as date-fns-tz reads it. A fixed offset rather than a region: Singapore and Malaysia keep
 * no daylight saving, and an offset cannot acquire one from a tz-database update. date-fns-tz applies
 * it without Intl (two to eight times faster than a named zone, and reports format every row).
 */
export const OPERATOR_TIME_ZONE = '+08:00';
/**
 * The same zone for Intl, which takes no offsets on Node 20. The tz database writes UTC+8 as
 * 'Etc/GMT-8' (POSIX signs are inverted); the tests hold the two to the same wall clock.
 */
export const OPERATOR_TIME_ZONE_NAME = 'Etc/GMT-8';
/** The zone as operators read it beside a time. Translated labels carry it in the messages. */
export const OPERATOR_TIME_ZONE_LABEL = 'GMT+8';

/** 0 = Sunday ... 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

let clockFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

function partsOf(format: Intl.DateTimeFormat, at: Date | number): Parts {
  if (Number.isNaN(new Date(at).getTime())) throw new RangeError(`Not an instant: ${String(at)}`);
  return Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
}

function clockParts(at: Date | number): Parts {
  clockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: OPERATOR_TIME_ZONE_NAME,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hour12: true,
  });
  return partsOf(clockFormat, at);
}

/** The header clock's text, date-fns 'EEE, MMM d, yyyy, h:mm:ss a' (e.g. 'Mon, Jan 5, 2024, 3:04:05 PM'). */
export function formatOperatorClock(at: Date | number): string {
  const { weekday, month, day, year, hour, minute, second, dayPeriod } = clockParts(at);
  return `${weekday}, ${month} ${day}, ${year}, ${hour}:${minute}:${second} ${dayPeriod}`;
}

/** The header clock's parts, for a translated clock text: numbers as shown, names by index. */
export interface OperatorClockParts {
  weekday: Weekday;
  /** 1 (January) to 12. */
  month: number;
  day: string;
  year: string;
  /** 1 to 12, as on a 12-hour clock. */
  hour: string;
  minute: string;
  second: string;
  pm: boolean;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The parts of the header clock's text (formatOperatorClock) in operator time, for any language. */
export function operatorClockParts(at: Date | number): OperatorClockParts {
  const { month, day = '', year = '', hour = '', minute = '', second = '', dayPeriod } = clockParts(at);
  const monthIndex = MONTHS.indexOf(month as (typeof MONTHS)[number]);
  if (monthIndex < 0) throw new RangeError(`No month for ${String(at)}`);
  return { weekday: operatorWeekday(at), month: monthIndex + 1, day, year, hour, minute, second, pm: dayPeriod === 'PM' };
}

/** The weekday of an instant in operator time. */
export function operatorWeekday(at: Date | number): Weekday {
  const index = WEEKDAYS.indexOf(clockParts(at).weekday as (typeof WEEKDAYS)[number]);
  if (index < 0) throw new RangeError(`No weekday for ${String(at)}`);
  return index as Weekday;
}

/** The server date of an instant, date-fns 'MM/dd/yyyy'. */
export function formatOperatorServerDate(at: Date | number): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: OPERATOR_TIME_ZONE_NAME, year: 'numeric', month: '2-digit', day: '2-digit' });
  const { month, day, year } = partsOf(dateFormat, at);
  return `${month}/${day}/${year}`;
}
