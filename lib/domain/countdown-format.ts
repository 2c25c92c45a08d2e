// The text of a countdown (docs/product.md#constants-and-limits): the time left is formatted like a time of day in a fixed time
// zone, default 'HH:mm:ss' in +0000, as the countdown widget of the original app did. Fractions of a
// second (S, SS, SSS) make the countdown tick every 100 ms instead of every second.

export const DEFAULT_COUNTDOWN_FORMAT = 'HH:mm:ss';
export const DEFAULT_COUNTDOWN_TIME_ZONE = '+0000';
export const TICK_MS = 1000;
export const FRACTION_TICK_MS = 100;

const TIME_ZONE = /^([+-])(\d{2}):?(\d{2})$/;
/** Quoted literals first, then the longest token of each letter. */
const TOKENS = /'[^']*'|HH|H|hh|h|mm|m|ss|s|SSS|SS|S|a/g;
const DAY_MS = 86_400_000;

/** Minutes east of UTC of a '+HHMM' or '+HH:MM' time zone. */
export function timeZoneOffsetMinutes(timeZone: string): number {
  const match = TIME_ZONE.exec(timeZone);
  const hours = Number(match?.[2]);
  const minutes = Number(match?.[3]);
  if (!match || hours > 14 || minutes > 59) throw new RangeError(`Not a time zone: ${timeZone}`);
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/** Whether a format shows fractions of a second (an S outside quotes). */
export function showsFractions(format: string): boolean {
  return (format.match(TOKENS) ?? []).some((token) => token.startsWith('S'));
}

/** How often a countdown with this format ticks. */
export function tickMs(format: string = DEFAULT_COUNTDOWN_FORMAT): number {
  return showsFractions(format) ? FRACTION_TICK_MS : TICK_MS;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The milliseconds left as text: HH/H hours (0-23), hh/h hours (1-12), a AM/PM, mm/m minutes, ss/s
 * seconds, SSS/SS/S fractions; 'quoted' text is literal. Like a clock, hours wrap at 24.
 */
export function formatCountdown(
  leftMs: number,
  format: string = DEFAULT_COUNTDOWN_FORMAT,
  timeZone: string = DEFAULT_COUNTDOWN_TIME_ZONE,
): string {
  const shifted = Math.max(0, Math.floor(leftMs)) + timeZoneOffsetMinutes(timeZone) * 60_000;
  const ofDay = ((shifted % DAY_MS) + DAY_MS) % DAY_MS;
  const hours = Math.floor(ofDay / 3_600_000);
  const minutes = Math.floor(ofDay / 60_000) % 60;
  const seconds = Math.floor(ofDay / 1000) % 60;
  const millis = ofDay % 1000;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const values: Record<string, string> = {
    HH: pad(hours),
    H: String(hours),
    hh: pad(twelve),
    h: String(twelve),
    mm: pad(minutes),
    m: String(minutes),
    ss: pad(seconds),
    s: String(seconds),
    SSS: pad(millis, 3),
    SS: pad(Math.floor(millis / 10)),
    S: String(Math.floor(millis / 100)),
    a: hours < 12 ? 'AM' : 'PM',
  };
  return format.replace(TOKENS, (token) => (token.startsWith("'") ? token.slice(1, -1) : (values[token] ?? token)));
}
