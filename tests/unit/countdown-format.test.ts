import {
  DEFAULT_COUNTDOWN_FORMAT,
  DEFAULT_COUNTDOWN_TIME_ZONE,
  formatCountdown,
  showsFractions,
  tickMs,
  timeZoneOffsetMinutes,
} from '@/lib/domain/countdown-format';

test('defaults of docs/product.md#constants-and-limits', () => {
  expect(DEFAULT_COUNTDOWN_FORMAT).toBe('HH:mm:ss');
  expect(DEFAULT_COUNTDOWN_TIME_ZONE).toBe('+0000');
  expect(tickMs()).toBe(1000);
});

describe('formatCountdown', () => {
  it.each([
    [0, undefined, '00:00:00'],
    [999, undefined, '00:00:00'],
    [1000, undefined, '00:00:01'],
    [59_000, undefined, '00:00:59'],
    [3_723_000, undefined, '01:02:03'],
    [86_399_000, undefined, '23:59:59'],
    // Like a clock, the hours wrap at a day.
    [90_000_000, undefined, '01:00:00'],
    [-5000, undefined, '00:00:00'],
    [61_234, 'mm:ss.S', '01:01.2'],
    [61_234, 'mm:ss.SS', '01:01.23'],
    [61_234, 'mm:ss.SSS', '01:01.234'],
    [3_723_000, 'H:m:s', '1:2:3'],
    [3_723_000, "H 'h' m 'min' s 's'", '1 h 2 min 3 s'],
    [46_800_000, 'h:mm a', '1:00 PM'],
    [0, 'hh:mm a', '12:00 AM'],
    [3_723_000, 'HHmmss', '010203'],
    [3_723_000, "'HH' HH", 'HH 01'],
  ])('%p ms as %p: %p', (ms, format, text) => {
    expect(formatCountdown(ms, format)).toBe(text);
  });

  it.each([
    ['+0800', '09:00:05'],
    ['+08:00', '09:00:05'],
    ['-0130', '23:30:05'],
    ['+0000', '01:00:05'],
  ])('in %s', (zone, text) => {
    expect(formatCountdown(3_605_000, 'HH:mm:ss', zone)).toBe(text);
  });
});

describe('time zones', () => {
  it.each([
    ['+0000', 0],
    ['+0800', 480],
    ['-0530', -330],
    ['+14:00', 840],
  ])('%s is %d minutes', (zone, minutes) => {
    expect(timeZoneOffsetMinutes(zone)).toBe(minutes);
  });

  it.each(['', 'UTC', '+8', '+1500', '+0860', '0800', '+08:0'])('refuses %p', (zone) => {
    expect(() => timeZoneOffsetMinutes(zone)).toThrow(RangeError);
  });
});

describe('the tick follows the format', () => {
  it.each([
    ['HH:mm:ss', false, 1000],
    ['mm:ss.S', true, 100],
    ['ss.SSS', true, 100],
    ["HH:mm:ss 'Seconds'", false, 1000],
    ["'S' ss", false, 1000],
  ])('%p shows fractions: %p, ticks %d ms', (format, fractions, tick) => {
    expect(showsFractions(format)).toBe(fractions);
    expect(tickMs(format)).toBe(tick);
  });
});
