import fc from 'fast-check';
import {
  addDays,
  formatOperatorTime,
  formatOperatorTimeIn,
  isOperatorDate,
  operatorDate,
  operatorDayEnd,
  operatorDayStart,
  operatorInstant,
  operatorTime,
  toInstant,
  weekdayOf,
} from '@/lib/domain/operator-time';
import { OPERATOR_TIME_ZONE, OPERATOR_TIME_ZONE_NAME, formatOperatorClock, formatOperatorServerDate, operatorWeekday } from '@/lib/domain/operator-zone';

const iso = (at: Date) => at.toISOString();
/** Instants from year 1000 to 9000 (a date near year 0 would step outside four-digit years). */
const instants = fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9000-12-31T00:00:00Z'), noInvalidDate: true });
const dates = instants.map((at) => operatorDate(at));

describe('the zone', () => {
  test('is UTC+8 as an offset, and the Intl name means the same wall clock', () => {
    expect(OPERATOR_TIME_ZONE).toBe('+08:00');
    const at = new Date('2024-12-31T16:00:00Z');
    expect(formatOperatorTime(at, 'yyyy-MM-dd HH:mm XXX')).toBe('2025-01-01 00:00 +08:00');
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: OPERATOR_TIME_ZONE_NAME, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(intl.format(at)).toBe('2025-01-01, 00:00');
  });

  test('keeps no daylight saving: every day of a year starts 16:00 UTC the day before', () => {
    for (let date = '2024-01-01'; date <= '2024-12-31'; date = addDays(date, 1)) {
      expect(iso(operatorDayStart(date))).toBe(`${addDays(date, -1)}T16:00:00.000Z`);
    }
  });
});

describe('day boundaries', () => {
  test('23:59:59.999 and 00:00 operator time are 15:59:59.999 and 16:00 UTC', () => {
    expect(iso(operatorInstant('2025-03-04', '23:59:59.999'))).toBe('2025-03-04T15:59:59.999Z');
    expect(iso(operatorInstant('2025-03-05', '00:00'))).toBe('2025-03-04T16:00:00.000Z');
    expect(operatorDate(new Date('2025-03-04T15:59:59.999Z'))).toBe('2025-03-04');
    expect(operatorDate(new Date('2025-03-04T16:00:00.000Z'))).toBe('2025-03-05');
    expect(formatOperatorTime('2025-03-04T15:59:59.999Z', 'HH:mm:ss.SSS')).toBe('23:59:59.999');
  });

  test('a day runs from its start to the next day start, exclusive', () => {
    expect(iso(operatorDayStart('2025-03-05'))).toBe('2025-03-04T16:00:00.000Z');
    expect(iso(operatorDayEnd('2025-03-05'))).toBe('2025-03-05T16:00:00.000Z');
    expect(operatorDate(operatorDayEnd('2025-03-05').getTime() - 1)).toBe('2025-03-05');
  });

  test('the wall-clock time of an instant', () => {
    expect(operatorTime('2025-03-05T10:00:00.000Z')).toBe('18:00');
    expect(operatorTime('2025-03-04T23:30:00.000Z')).toBe('07:30');
    expect(operatorTime(Date.UTC(2025, 2, 4, 16))).toBe('00:00');
  });
});

describe('year boundaries', () => {
  test('Dec 31 to Jan 1, forwards and backwards', () => {
    expect(operatorDate(new Date('2024-12-31T15:59:59.999Z'))).toBe('2024-12-31');
    expect(operatorDate(new Date('2024-12-31T16:00:00.000Z'))).toBe('2025-01-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2024-12-30', 3)).toBe('2025-01-02');
    expect(iso(operatorDayStart('2025-01-01'))).toBe('2024-12-31T16:00:00.000Z');
    expect(iso(operatorDayEnd('2024-12-31'))).toBe('2024-12-31T16:00:00.000Z');
  });

  test('midnight UTC on Jan 1 is already 08:00 operator time', () => {
    expect(formatOperatorTime('2025-01-01T00:00:00Z', 'MM/dd/yyyy HH:mm:ss')).toBe('01/01/2025 08:00:00');
    expect(formatOperatorTime('2024-12-31T23:59:59Z', 'MM/dd/yyyy HH:mm:ss')).toBe('01/01/2025 07:59:59');
  });
});

describe('leap days', () => {
  test('Feb 29 exists in leap years only', () => {
    expect(isOperatorDate('2024-02-29')).toBe(true);
    expect(isOperatorDate('2000-02-29')).toBe(true);
    expect(isOperatorDate('2023-02-29')).toBe(false);
    expect(isOperatorDate('1900-02-29')).toBe(false);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
    expect(operatorDate(new Date('2024-02-28T16:00:00Z'))).toBe('2024-02-29');
    expect(weekdayOf('2024-02-29')).toBe(4);
  });
});

describe('weekdays', () => {
  test('Sunday is 0 and Saturday 6', () => {
    expect(weekdayOf('2025-03-02')).toBe(0);
    expect(weekdayOf('2025-03-05')).toBe(3);
    expect(weekdayOf('2025-03-08')).toBe(6);
  });

  test('a week later is the same weekday', () => {
    fc.assert(fc.property(dates, (date) => weekdayOf(addDays(date, 7)) === weekdayOf(date)));
  });
});

describe('round trips', () => {
  test('an instant formatted to the millisecond parses back to itself', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const [date = '', time = ''] = formatOperatorTime(at, 'yyyy-MM-dd HH:mm:ss.SSS').split(' ');
        return operatorInstant(date, time).getTime() === at.getTime();
      }),
    );
  });

  test('operator date-time text without a zone parses as operator time', () => {
    fc.assert(fc.property(instants, (at) => toInstant(formatOperatorTime(at, "yyyy-MM-dd'T'HH:mm:ss.SSS")).getTime() === at.getTime()));
  });

  test('a date is the date of its own start and of its last millisecond', () => {
    fc.assert(
      fc.property(dates, (date) => operatorDate(operatorDayStart(date)) === date && operatorDate(operatorDayEnd(date).getTime() - 1) === date),
    );
  });

  test('adding days and taking them away again is the identity', () => {
    fc.assert(fc.property(dates, fc.integer({ min: -800, max: 800 }), (date, days) => addDays(addDays(date, days), -days) === date));
  });
});

describe('instants as callers hold them', () => {
  test('Dates, epoch milliseconds and ISO text with a zone are the same instant', () => {
    const at = new Date('2025-04-20T02:00:00Z');
    expect(toInstant(at).getTime()).toBe(at.getTime());
    expect(toInstant(at.getTime()).getTime()).toBe(at.getTime());
    expect(toInstant('2025-04-20T10:00:00+08:00').getTime()).toBe(at.getTime());
    expect(toInstant(' 2025-04-20T02:00:00.000Z ').getTime()).toBe(at.getTime());
  });

  test('text without a zone is operator time', () => {
    expect(iso(toInstant('2025-04-20 10:00'))).toBe('2025-04-20T02:00:00.000Z');
  });
});

describe('invalid input', () => {
  it.each(['', '   ', 'not a date', '2025-02-30T10:00:00Z', Number.NaN, new Date(Number.NaN)])('%p is no instant', (value) => {
    expect(() => toInstant(value)).toThrow(RangeError);
    expect(() => operatorDate(value)).toThrow(RangeError);
  });

  it.each(['2025-02-30', '2025-13-01', '2025-00-10', '2025-1-5', '05/03/2025', '2025-03-05T00:00', ''])('%p is no date', (date) => {
    expect(isOperatorDate(date)).toBe(false);
    expect(() => operatorInstant(date)).toThrow(RangeError);
    expect(() => addDays(date, 1)).toThrow(RangeError);
    expect(() => weekdayOf(date)).toThrow(RangeError);
  });

  it.each(['24:00', '18:60', '7:30', '18:00:60', '18', ''])('%p is no time', (time) => {
    expect(() => operatorInstant('2025-03-05', time)).toThrow(RangeError);
  });
});

describe('locale-aware text', () => {
  test('names the operator day, whatever the host zone', () => {
    const at = '2025-04-22T16:30:00.000Z';
    expect(formatOperatorTimeIn('en-US', at, { weekday: 'short' })).toBe('Wed');
    expect(formatOperatorTimeIn('en-US', at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('00:30');
  });
});

describe('the header clock, through Intl', () => {
  const at = (value: Date) => value.getTime();
  test('reads as the date-fns pattern it stands for, at any instant', () => {
    expect(formatOperatorClock(new Date('2024-12-31T16:00:00Z'))).toBe('Wed, Jan 1, 2025, 12:00:00 AM');
    expect(formatOperatorClock(Date.UTC(2024, 1, 29, 4, 5, 6))).toBe('Thu, Feb 29, 2024, 12:05:06 PM');
    fc.assert(fc.property(instants, (value) => formatOperatorClock(value) === formatOperatorTime(value, 'EEE, MMM d, yyyy, h:mm:ss a')));
  });

  test('the server date reads as MM/dd/yyyy', () => {
    expect(formatOperatorServerDate(new Date('2025-12-31T16:00:00Z'))).toBe('01/01/2026');
    fc.assert(fc.property(instants, (value) => formatOperatorServerDate(at(value)) === formatOperatorTime(value, 'MM/dd/yyyy')));
  });

  test("names the weekday of the instant's operator date", () => {
    expect(operatorWeekday(new Date('2025-04-22T15:59:59.999Z'))).toBe(2);
    expect(operatorWeekday(new Date('2025-04-22T16:00:00.000Z'))).toBe(3);
    fc.assert(fc.property(instants, (value) => operatorWeekday(value) === weekdayOf(operatorDate(value))));
  });

  it.each([Number.NaN, new Date(Number.NaN)])('refuses %p', (value) => {
    expect(() => formatOperatorClock(value)).toThrow(RangeError);
    expect(() => operatorWeekday(value)).toThrow(RangeError);
    expect(() => formatOperatorServerDate(value)).toThrow(RangeError);
  });
});
