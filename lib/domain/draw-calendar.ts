// Draw calendar: which days each location draws on, and when sales close and the draw runs.
// All draw times are operator time (operator-time.ts). Dates are 'YYYY-MM-DD' strings of the
// operator calendar; instants are Date objects (UTC inside).
// Pure: no I/O, no clock. Callers pass `now`.
import { addDays, operatorDate, operatorInstant, weekdayOf } from './operator-time';
import type { Weekday } from './operator-zone';

export type Game = '4D' | 'TT';

export interface DrawSchedule {
  game: Game;
  /** Regular draw days. */
  weekdays: readonly Weekday[];
  /** House rule for Magnum's special Tuesday draws: the last Tuesday of every month. */
  specialTuesdays: boolean;
  /** Extra special draw dates ('YYYY-MM-DD'), e.g. a published special-draw list. */
  extraSpecialDates?: readonly string[];
  /** Operator-time 'HH:mm'. */
  closeTime: string;
  drawTime: string;
}

export interface DrawSlot {
  drawDate: string;
  closeAt: Date;
  drawAt: Date;
  special: boolean;
}

/** Default schedules of the demo locations (docs/domain.md). Editable data, not rules. */
export const DEFAULT_DRAW_SCHEDULES = {
  SG: { game: '4D', weekdays: [3, 6, 0], specialTuesdays: false, closeTime: '18:00', drawTime: '18:30' },
  MG: { game: '4D', weekdays: [3, 6, 0], specialTuesdays: true, closeTime: '18:00', drawTime: '18:30' },
  TT: { game: 'TT', weekdays: [1, 4], specialTuesdays: false, closeTime: '18:00', drawTime: '18:30' },
} as const satisfies Record<string, DrawSchedule>;

/** House rule: Magnum holds a special draw on the last Tuesday of every month. */
export function isLastTuesdayOfMonth(date: string): boolean {
  // A week later falls in the next month.
  return weekdayOf(date) === 2 && addDays(date, 7).slice(5, 7) !== date.slice(5, 7);
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
    closeAt: operatorInstant(date, schedule.closeTime),
    drawAt: operatorInstant(date, schedule.drawTime),
    special,
  };
}

/** Every draw with a draw date in [fromDate, toDate], oldest first. */
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
  for (let date = operatorDate(now), i = 0; slots.length < count && i < 366 + count * 7; date = addDays(date, 1), i++) {
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
