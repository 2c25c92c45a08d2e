// Draw calendar: which days each location draws on, and when sales close and the draw runs.
// All draw times are local time GMT+8 (Singapore and Malaysia, no daylight saving). Dates are
// 'YYYY-MM-DD' strings of the local calendar; instants are Date objects (UTC inside).
// Pure: no I/O, no clock. Callers pass `now`.

export type Game = '4D' | 'TT';
/** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface DrawSchedule {
  game: Game;
  /** Regular draw days. */
  weekdays: readonly Weekday[];
  /** House rule for Magnum's special Tuesday draws: the last Tuesday of every month. */
  specialTuesdays: boolean;
  /** Extra special draw dates ('YYYY-MM-DD'), e.g. a published special-draw list. */
  extraSpecialDates?: readonly string[];
  /** Local 'HH:mm' (GMT+8). */
  closeTime: string;
  drawTime: string;
}

export interface DrawSlot {
  drawDate: string;
  closeAt: Date;
  drawAt: Date;
  special: boolean;
}

export const LOCAL_OFFSET_MINUTES = 8 * 60;
const OFFSET_MS = LOCAL_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Default schedules of the demo locations (docs/domain.md). Editable data, not rules. */
export const DEFAULT_DRAW_SCHEDULES = {
  SG: { game: '4D', weekdays: [3, 6, 0], specialTuesdays: false, closeTime: '18:00', drawTime: '18:30' },
  MG: { game: '4D', weekdays: [3, 6, 0], specialTuesdays: true, closeTime: '18:00', drawTime: '18:30' },
  TT: { game: 'TT', weekdays: [1, 4], specialTuesdays: false, closeTime: '18:00', drawTime: '18:30' },
} as const satisfies Record<string, DrawSchedule>;

function parseDate(date: string): { y: number; m: number; d: number } {
  const match = DATE_RE.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) throw new RangeError(`Not a date: ${date}`);
  return { y, m, d };
}

function parseTime(time: string): { h: number; min: number } {
  const match = TIME_RE.exec(time);
  if (!match) throw new RangeError(`Not a time: ${time}`);
  return { h: Number(match[1]), min: Number(match[2]) };
}

/** The local (GMT+8) calendar date of an instant. */
export function localDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  const { y, m, d } = parseDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() as Weekday;
}

/** The instant of a local date and 'HH:mm' time in GMT+8. */
export function localInstant(date: string, time: string): Date {
  const { y, m, d } = parseDate(date);
  const { h, min } = parseTime(time);
  return new Date(Date.UTC(y, m - 1, d, h, min) - OFFSET_MS);
}

/** House rule: Magnum holds a special draw on the last Tuesday of every month. */
export function isLastTuesdayOfMonth(date: string): boolean {
  return weekdayOf(date) === 2 && parseDate(addDays(date, 7)).m !== parseDate(date).m;
}

/** Whether the schedule draws on the date, and whether that draw is a special one. */
export function drawOn(schedule: DrawSchedule, date: string): { draws: boolean; special: boolean } {
  if (schedule.weekdays.includes(weekdayOf(date))) return { draws: true, special: false };
  const special =
    (schedule.specialTuesdays && isLastTuesdayOfMonth(date)) || (schedule.extraSpecialDates ?? []).includes(date);
  return { draws: special, special };
}

export function slotOn(schedule: DrawSchedule, date: string, special: boolean): DrawSlot {
  return {
    drawDate: date,
    closeAt: localInstant(date, schedule.closeTime),
    drawAt: localInstant(date, schedule.drawTime),
    special,
  };
}

/** Every draw with a local draw date in [fromDate, toDate], oldest first. */
export function drawsBetween(schedule: DrawSchedule, fromDate: string, toDate: string): DrawSlot[] {
  const slots: DrawSlot[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const { draws, special } = drawOn(schedule, date);
    if (draws) slots.push(slotOn(schedule, date, special));
  }
  return slots;
}

/** The next `count` draws whose sales are still open at `now` (close time strictly after now). */
export function nextDraws(schedule: DrawSchedule, now: Date, count: number): DrawSlot[] {
  const slots: DrawSlot[] = [];
  // A schedule with no draw days would loop forever; a year of days is more than any real gap.
  for (let date = localDate(now), i = 0; slots.length < count && i < 366 + count * 7; date = addDays(date, 1), i++) {
    const { draws, special } = drawOn(schedule, date);
    if (!draws) continue;
    const slot = slotOn(schedule, date, special);
    if (slot.closeAt.getTime() > now.getTime()) slots.push(slot);
  }
  return slots;
}

/** The next close instant after `now`, or null when the schedule never draws. */
export function nextClose(schedule: DrawSchedule, now: Date): Date | null {
  return nextDraws(schedule, now, 1)[0]?.closeAt ?? null;
}
