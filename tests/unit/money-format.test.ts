import { CURRENCY_PREFIX, formatDollars, formatMoney } from '@/lib/domain/money';

describe('formatMoney: exactly 2 decimals with thousands separators', () => {
  it.each<[string | number, string]>([
    ['0', '0.00'],
    ['0.00', '0.00'],
    ['5', '5.00'],
    ['999.995', '1,000.00'],
    ['1000', '1,000.00'],
    ['5000.00', '5,000.00'],
    ['12345.6', '12,345.60'],
    ['123456.78', '123,456.78'],
    ['1000000.00', '1,000,000.00'],
    ['-1234567.891', '-1,234,567.89'],
    ['-0.004', '0.00'],
    ['-999.99', '-999.99'],
    ['123456789012345678.125', '123,456,789,012,345,678.13'],
    [2000, '2,000.00'],
    [-1234.5, '-1,234.50'],
    [0.1 + 0.2, '0.30'],
  ])('%p -> %p', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  test('without grouping it is the wire shape', () => {
    expect(formatMoney('1234567.5', { grouping: false })).toBe('1234567.50');
  });

  it.each(['', 'abc', '1,000.00', NaN])('refuses %p', (value) => {
    expect(() => formatMoney(value)).toThrow(RangeError);
  });
});

describe('formatDollars: the $ prefix of the account panel', () => {
  it.each<[string | number, string]>([
    ['5000.00', '$5,000.00'],
    ['0', '$0.00'],
    ['-12.5', '-$12.50'],
    ['-1000000', '-$1,000,000.00'],
    [100000, '$100,000.00'],
  ])('%p -> %p', (value, text) => {
    expect(formatDollars(value)).toBe(text);
  });

  test('without grouping', () => {
    expect(formatDollars('5000', { grouping: false })).toBe('$5000.00');
    expect(CURRENCY_PREFIX).toBe('$');
  });
});
