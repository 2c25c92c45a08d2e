import { prefixOf } from '@/lib/contract/common';
import { MONEY_PATTERN, toMoney } from '@/lib/domain/money';

describe('toMoney', () => {
  it.each([
    // already money: unchanged
    ['5000.00', '5000.00'],
    ['-12.50', '-12.50'],
    ['0.00', '0.00'],
    // numeric text with other scales
    ['5000', '5000.00'],
    ['12.', '12.00'],
    ['.5', '0.50'],
    ['0.5', '0.50'],
    ['1.2', '1.20'],
    ['1.234', '1.23'],
    ['1.2349999', '1.23'],
    [' 7.1 ', '7.10'],
    // half away from zero, on the third decimal, exactly
    ['1.005', '1.01'],
    ['1.0049', '1.00'],
    ['2.675', '2.68'],
    ['-1.005', '-1.01'],
    ['-1.0049', '-1.00'],
    ['0.995', '1.00'],
    ['999999999999.995', '1000000000000.00'],
    // a rounded-away negative zero is plain zero
    ['-0.001', '0.00'],
    ['-0.004', '0.00'],
    ['-0.005', '-0.01'],
    // far beyond float precision stays exact
    ['123456789012345678.125', '123456789012345678.13'],
  ])('%p gives %p', (input, expected) => {
    expect(toMoney(input)).toBe(expected);
  });

  it.each([
    [0, '0.00'],
    [2000, '2000.00'],
    [0.5, '0.50'],
    [1.005, '1.01'],
    [-3.1, '-3.10'],
    [0.1 + 0.2, '0.30'],
  ])('the number %p gives %p', (input, expected) => {
    expect(toMoney(input)).toBe(expected);
  });

  it.each(['', ' ', '-', '.', 'abc', '1,000.00', '1e5', '12.3.4', '--1', '+1', NaN, Infinity, -Infinity])(
    'refuses %p',
    (input) => {
      expect(() => toMoney(input)).toThrow(RangeError);
    },
  );

  it('always answers the wire shape', () => {
    for (const input of ['0', '1', '-1', '1.5', '0.001', '-99.999', '123.456']) {
      expect(toMoney(input)).toMatch(MONEY_PATTERN);
    }
  });
});

describe('MONEY_PATTERN', () => {
  it.each(['0.00', '5000.00', '-0.01'])('accepts %p', (value) => expect(MONEY_PATTERN.test(value)).toBe(true));
  it.each(['5000', '5000.0', '5000.000', '.50', '1,000.00', ' 1.00', '+1.00'])('refuses %p', (value) =>
    expect(MONEY_PATTERN.test(value)).toBe(false),
  );
});

test('prefixOf: TT locations go under tt/, 4D under 4d/', () => {
  expect(prefixOf('TT')).toBe('tt');
  expect(prefixOf('4D')).toBe('4d');
});
