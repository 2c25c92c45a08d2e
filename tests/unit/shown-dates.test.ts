// The one short date format (MM/DD/yyyy) and the one date-time format (MM/DD/yyyy HH:mm:ss) users read,
// both in operator time (docs/decisions/operator-time.md).
import fc from 'fast-check';
import { displayToIsoDate } from '@/lib/domain/date-input';
import {
  addDays,
  formatShownDate,
  formatShownDateTime,
  operatorDate,
  operatorDayStart,
  operatorInstant,
  SHOWN_DATE_FORMAT,
  SHOWN_DATE_TIME_FORMAT,
} from '@/lib/domain/operator-time';
import { formatOperatorServerDate } from '@/lib/domain/operator-zone';
import { SERVER_DATE_FORMAT } from '@/lib/domain/server-clock';
import { drawDateText, localDateTime } from '@/lib/domain/tickets';

const instants = fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9000-12-31T00:00:00Z'), noInvalidDate: true });

test('the formats are the server-date format and its 24-hour time', () => {
  expect(SHOWN_DATE_FORMAT.toUpperCase()).toBe(SERVER_DATE_FORMAT.toUpperCase());
  expect(SHOWN_DATE_TIME_FORMAT).toBe('MM/dd/yyyy HH:mm:ss');
});

describe('the short date', () => {
  test('an operator date keeps its day: every day of 2023 to 2025', () => {
    for (let date = '2023-01-01'; date <= '2025-12-31'; date = addDays(date, 1)) {
      const [y, m, d] = date.split('-');
      expect(formatShownDate(date)).toBe(`${m}/${d}/${y}`);
    }
  });

  test('an instant shows its operator day, which starts at 16:00 UTC the day before', () => {
    expect(formatShownDate(new Date('2024-12-31T15:59:59.999Z'))).toBe('12/31/2024');
    expect(formatShownDate(new Date('2024-12-31T16:00:00.000Z'))).toBe('01/01/2025');
    expect(formatShownDate('2024-02-28T16:00:00Z')).toBe('02/29/2024');
    expect(formatShownDate(Date.UTC(2026, 10, 24, 16))).toBe('11/25/2026');
  });

  test('leap days exist only in leap years; impossible dates and non-instants are refused', () => {
    expect(formatShownDate('2024-02-29')).toBe('02/29/2024');
    expect(formatShownDate('2000-02-29')).toBe('02/29/2000');
    for (const bad of ['2023-02-29', '1900-02-29', '2024-02-30', '2024-13-01', '2024-00-10', '2024-04-31', 'soon', '']) {
      expect(() => formatShownDate(bad)).toThrow(RangeError);
    }
    expect(() => formatShownDate(Number.NaN)).toThrow(RangeError);
  });

  test('reads back as the same operator date, and matches the header server date', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const shown = formatShownDate(at);
        expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(displayToIsoDate(shown)).toBe(operatorDate(at));
        expect(formatOperatorServerDate(at)).toBe(shown);
      }),
    );
  });
});

describe('the date-time', () => {
  test('shows operator wall-clock time on 24 hours', () => {
    expect(formatShownDateTime('2024-12-31T15:59:59.999Z')).toBe('12/31/2024 23:59:59');
    expect(formatShownDateTime('2024-12-31T16:00:00Z')).toBe('01/01/2025 00:00:00');
    expect(formatShownDateTime('2026-11-27T03:15:29Z')).toBe('11/27/2026 11:15:29');
    expect(formatShownDateTime(0)).toBe('01/01/1970 08:00:00');
    expect(formatShownDateTime('2026-11-27 11:15:29')).toBe('11/27/2026 11:15:29');
    expect(() => formatShownDateTime('later')).toThrow(RangeError);
  });

  test('starts with the short date and reads back as the same instant to the second', () => {
    fc.assert(
      fc.property(instants, (at) => {
        const shown = formatShownDateTime(at);
        expect(shown.startsWith(`${formatShownDate(at)} `)).toBe(true);
        const [date = '', time = ''] = shown.split(' ');
        const back = operatorInstant(displayToIsoDate(date) ?? '', time);
        expect(back.getTime()).toBe(Math.floor(at.getTime() / 1000) * 1000);
      }),
    );
  });

  test('every hour of an operator day is one line in order', () => {
    const start = operatorDayStart('2025-06-15').getTime();
    for (let hour = 0; hour < 24; hour++) {
      expect(formatShownDateTime(start + hour * 3_600_000)).toBe(`06/15/2025 ${String(hour).padStart(2, '0')}:00:00`);
    }
  });
});

describe('the report rows use them, and keep text that is no date as it came', () => {
  test('drawDateText and localDateTime', () => {
    expect(drawDateText('2026-11-25')).toBe('11/25/2026');
    expect(drawDateText('Closed')).toBe('Closed');
    expect(localDateTime('2026-11-27T03:15:29.000Z')).toBe('11/27/2026 11:15:29');
    expect(localDateTime('-')).toBe('-');
  });
});
