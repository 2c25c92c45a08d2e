import {
  CLOCK_TICK_MS,
  CLOSE_TEXT,
  closeCountdown,
  closeCountdownValues,
  closeDateOf,
  closeWeekday,
  clockSkewMs,
  formatClock,
  formatCloseCountdown,
  formatServerDate,
  SERVER_DATE_FORMAT,
  serverNow,
} from '@/lib/domain/server-clock';

test('constants of docs/product.md#header and #constants-and-limits', () => {
  expect(CLOCK_TICK_MS).toBe(1000);
  expect(CLOSE_TEXT).toBe('[ Close ]');
  expect(SERVER_DATE_FORMAT).toBe('MM/DD/yyyy');
});

describe('the clock text', () => {
  it.each([
    // In operator time (UTC+8).
    ['2024-01-05T07:04:05Z', 'Fri, Jan 5, 2024, 3:04:05 PM'],
    ['2024-01-01T07:04:05Z', 'Mon, Jan 1, 2024, 3:04:05 PM'],
    ['2024-01-04T16:00:00Z', 'Fri, Jan 5, 2024, 12:00:00 AM'],
    ['2024-01-05T04:00:00Z', 'Fri, Jan 5, 2024, 12:00:00 PM'],
    ['2024-01-05T04:59:59Z', 'Fri, Jan 5, 2024, 12:59:59 PM'],
    ['2024-12-31T15:59:59Z', 'Tue, Dec 31, 2024, 11:59:59 PM'],
    ['2024-12-31T16:00:00Z', 'Wed, Jan 1, 2025, 12:00:00 AM'],
    ['2024-02-29T01:02:03Z', 'Thu, Feb 29, 2024, 9:02:03 AM'],
  ])('%s -> %s', (iso, text) => {
    expect(formatClock(iso)).toBe(text);
  });

  test('takes Dates and epoch milliseconds', () => {
    const at = new Date('2025-04-20T02:00:00Z');
    expect(formatClock(at)).toBe('Sun, Apr 20, 2025, 10:00:00 AM');
    expect(formatClock(at.getTime())).toBe('Sun, Apr 20, 2025, 10:00:00 AM');
  });

  it.each(['', 'not a date', Number.NaN])('refuses %p', (value) => {
    expect(() => formatClock(value)).toThrow(RangeError);
  });
});

describe('synchronising with the server', () => {
  test('the skew carries the server time forward on the local clock', () => {
    const skew = clockSkewMs('2025-04-20T02:00:00Z', Date.UTC(2025, 3, 20, 1, 59, 50));
    expect(skew).toBe(10_000);
    expect(serverNow(Date.UTC(2025, 3, 20, 1, 59, 55), skew).toISOString()).toBe('2025-04-20T02:00:05.000Z');
  });
});

describe('the server date', () => {
  it.each([
    ['2025-04-20T02:00:00Z', '04/20/2025'],
    ['2025-04-19T16:00:00Z', '04/20/2025'],
    ['2025-04-19T15:59:59Z', '04/19/2025'],
    ['2025-12-31T16:00:00.000Z', '01/01/2026'],
  ])('%s -> %s', (iso, text) => {
    expect(formatServerDate(iso)).toBe(text);
  });
});

describe('the close countdown', () => {
  const NOW = '2025-04-20T02:00:00Z';
  it.each([
    ['2025-04-20T02:00:01Z', { closed: false, days: 0, hours: 0, minutes: 0, seconds: 1 }, '0d 00h 00m 01s'],
    ['2025-04-20T02:00:01.001Z', { closed: false, days: 0, hours: 0, minutes: 0, seconds: 2 }, '0d 00h 00m 02s'],
    ['2025-04-20T02:00:00.001Z', { closed: false, days: 0, hours: 0, minutes: 0, seconds: 1 }, '0d 00h 00m 01s'],
    ['2025-04-23T10:00:00Z', { closed: false, days: 3, hours: 8, minutes: 0, seconds: 0 }, '3d 08h 00m 00s'],
    ['2025-04-21T03:04:05Z', { closed: false, days: 1, hours: 1, minutes: 4, seconds: 5 }, '1d 01h 04m 05s'],
    ['2025-05-30T02:00:00Z', { closed: false, days: 40, hours: 0, minutes: 0, seconds: 0 }, '40d 00h 00m 00s'],
    ['2025-04-20T02:00:00Z', { closed: true }, '[ Close ]'],
    ['2025-04-19T10:00:00Z', { closed: true }, '[ Close ]'],
    [null, { closed: true }, '[ Close ]'],
  ])('close %p', (close, countdown, text) => {
    expect(closeCountdown(NOW, close)).toEqual(countdown);
    expect(formatCloseCountdown(closeCountdown(NOW, close))).toBe(text);
  });

  test('message values pad all but the days', () => {
    expect(closeCountdownValues({ closed: false, days: 12, hours: 3, minutes: 4, seconds: 5 })).toEqual({
      days: '12',
      hours: '03',
      minutes: '04',
      seconds: '05',
    });
  });

  test('the close of the game and its weekday in GMT+8', () => {
    const settings = { dClose: { CloseDate: '2025-04-23T10:00:00.000Z' }, tClose: { CloseDate: '2025-04-21T10:00:00.000Z' } };
    expect(closeDateOf(settings, '4D')).toBe('2025-04-23T10:00:00.000Z');
    expect(closeDateOf(settings, 'TT')).toBe('2025-04-21T10:00:00.000Z');
    expect(closeDateOf({ ...settings, tClose: { CloseDate: null } }, 'TT')).toBeNull();
    expect(closeWeekday('2025-04-23T10:00:00.000Z')).toBe(3);
    expect(closeWeekday('2025-04-22T16:30:00.000Z')).toBe(3);
    expect(closeWeekday('2025-04-22T15:59:59.999Z')).toBe(2);
  });
});
