import { DATE_INPUT_FORMAT, DATE_PICKER_WIDTH_PX, datePickerWidthPx, displayToIsoDate, MOBILE_DATE_PICKER_WIDTH_PX, parseDateInput, typedDateRange, typedDateToIso } from '@/lib/domain/date-input';
import { formatShownDate } from '@/lib/domain/operator-time';

const TODAY = '2025-04-20';

describe('typing a date: d, d/m or d/m/y gives MM/DD/YYYY', () => {
  it.each([
    // day only: this month of this year
    ['5', '04/05/2025'],
    ['05', '04/05/2025'],
    ['30', '04/30/2025'],
    [' 7 ', '04/07/2025'],
    // day and month: this year
    ['5/3', '03/05/2025'],
    ['25/12', '12/25/2025'],
    ['01/01', '01/01/2025'],
    ['5 / 3', '03/05/2025'],
    // day, month and year
    ['5/3/2024', '03/05/2024'],
    ['5/3/24', '03/05/2024'],
    ['29/2/2024', '02/29/2024'],
    ['29/2/24', '02/29/2024'],
    ['31/12/1999', '12/31/1999'],
    ['1/1/00', '01/01/2000'],
    ['1/1/99', '01/01/2099'],
    ['1/1/0001', '01/01/0001'],
  ])('%p -> %p', (text, expected) => {
    expect(parseDateInput(text, TODAY)).toBe(expected);
  });

  it.each([
    '',
    '  ',
    '0',
    '32',
    '31/4',
    '29/2/2025',
    '29/2/1900',
    '0/1',
    '1/0',
    '1/13',
    '123',
    '1/2/3',
    '1/2/202',
    '1/2/20255',
    '1/2/2025/1',
    '1-2-2025',
    '1.2.2025',
    '1//2025',
    '/5',
    '5/',
    'a',
    '5/3/2025x',
    '-1',
    '+5',
    '1/1/0000',
  ])('%p is not a date', (text) => {
    expect(parseDateInput(text, TODAY)).toBeNull();
  });

  test('a day missing in the current month is refused, not rolled over', () => {
    expect(parseDateInput('31', '2025-02-10')).toBeNull();
    expect(parseDateInput('29', '2024-02-10')).toBe('02/29/2024');
    expect(parseDateInput('31', '2025-01-31')).toBe('01/31/2025');
  });

  test('today must be a date', () => {
    expect(() => parseDateInput('5', '20/04/2025')).toThrow(RangeError);
    expect(() => parseDateInput('5', '2025-02-30')).toThrow(RangeError);
  });
});

describe('conversions and sizes', () => {
  it.each([
    ['04/20/2025', '2025-04-20'],
    [' 02/29/2024 ', '2024-02-29'],
    ['02/29/2025', null],
    ['4/20/2025', null],
    ['2025-04-20', null],
    ['', null],
  ])('displayToIsoDate(%p) = %p', (text, iso) => {
    expect(displayToIsoDate(text)).toBe(iso);
  });

  test('a date typed back: formatShownDate shows an ISO date as MM/DD/YYYY (the one date format)', () => {
    expect(formatShownDate('2025-04-05')).toBe('04/05/2025');
    expect(() => formatShownDate('04/05/2025')).toThrow(RangeError);
  });

  test('format and picker widths of docs/product.md#constants-and-limits', () => {
    expect(DATE_INPUT_FORMAT).toBe('MM/DD/YYYY');
    expect([DATE_PICKER_WIDTH_PX, MOBILE_DATE_PICKER_WIDTH_PX]).toEqual([115, 105]);
    expect(datePickerWidthPx(false)).toBe(115);
    expect(datePickerWidthPx(true)).toBe(105);
  });
});

describe('a typed date and a typed From/To range, as the filter forms read them', () => {
  const today = '2026-11-28';
  it.each([
    ['11/20/2026', '2026-11-20'],
    [' 11/20/2026 ', '2026-11-20'],
    ['20', '2026-11-20'],
    ['20/12', '2026-12-20'],
    ['1/2/25', '2025-02-01'],
    ['02/30/2026', null],
    ['32', null],
    ['tomorrow', null],
    ['', null],
  ])('%j is %j', (typed, iso) => {
    expect(typedDateToIso(typed, today)).toBe(iso);
  });

  it.each([
    ['', '', { from: '', to: '', problems: {} }],
    ['20', '', { from: '2026-11-20', to: '', problems: {} }],
    ['', '11/28/2026', { from: '', to: '2026-11-28', problems: {} }],
    ['20', '28', { from: '2026-11-20', to: '2026-11-28', problems: {} }],
    ['28', '28', { from: '2026-11-28', to: '2026-11-28', problems: {} }],
    ['28', '20', { from: '2026-11-28', to: '2026-11-20', problems: { to: 'fromAfterTo' } }],
    ['x', '20', { from: '', to: '2026-11-20', problems: { from: 'badDate' } }],
    ['20', 'x', { from: '2026-11-20', to: '', problems: { to: 'badDate' } }],
    ['x', 'y', { from: '', to: '', problems: { from: 'badDate', to: 'badDate' } }],
  ])('from %j to %j', (from, to, expected) => {
    expect(typedDateRange(from, to, today)).toEqual(expected);
  });
});
