import { DATE_LESS_THAN, dateLessThan, EQUAL_TO, equalTo, firstInvalidField } from '@/lib/domain/validators';

describe('date-less-than: a start may not be after its end', () => {
  it.each([
    ['04/19/2025', '04/20/2025', null],
    ['04/20/2025', '04/20/2025', null],
    ['04/21/2025', '04/20/2025', { dateLessThan: true }],
    ['12/31/2024', '01/01/2025', null],
    ['01/01/2025', '12/31/2024', { dateLessThan: true }],
    // months compare before days, not as text
    ['02/01/2025', '01/31/2025', { dateLessThan: true }],
    ['2025-04-21', '2025-04-20', { dateLessThan: true }],
    ['2025-04-20T23:00:00Z', '04/20/2025', null],
    ['2025-04-21', '04/20/2025', { dateLessThan: true }],
    // left to other checks
    ['', '04/20/2025', null],
    ['04/21/2025', '', null],
    [null, '04/20/2025', null],
    ['04/21/2025', undefined, null],
    ['not a date', '04/20/2025', null],
    ['02/30/2025', '01/01/2025', null],
  ])('%p .. %p -> %p', (start, end, errors) => {
    expect(dateLessThan(start, end)).toEqual(errors);
  });

  test('error key', () => {
    expect(DATE_LESS_THAN).toBe('dateLessThan');
  });
});

describe('equalTo', () => {
  it.each([
    ['Secret123', 'Secret123', null],
    ['Secret123', 'Secret124', { equalTo: true }],
    ['Secret123', 'secret123', { equalTo: true }],
    ['Secret123 ', 'Secret123', { equalTo: true }],
    ['Secret123', '', { equalTo: true }],
    ['Secret123', null, { equalTo: true }],
    ['', 'Secret123', null],
    [null, 'Secret123', null],
    [undefined, undefined, null],
  ])('%p vs %p -> %p', (value, other, errors) => {
    expect(equalTo(value, other)).toEqual(errors);
  });

  test('error key named by the spec', () => {
    expect(EQUAL_TO).toBe('equalTo');
  });

  test('revalidating after the other control changes is calling it again', () => {
    expect(equalTo('abc', 'ab')).toEqual({ equalTo: true });
    expect(equalTo('abc', 'abc')).toBeNull();
  });
});

describe('focus after a failed submit', () => {
  const order = ['userId', 'from', 'to', 'password', 'confirm'];
  it.each([
    [{}, null],
    [{ userId: null, from: {} }, null],
    [{ confirm: { equalTo: true } as const }, 'confirm'],
    [{ confirm: { equalTo: true } as const, from: { dateLessThan: true } as const }, 'from'],
    [{ to: { required: true } as const, password: undefined }, 'to'],
    [{ unknown: { required: true } as const }, null],
  ])('%j -> %p', (errors, field) => {
    expect(firstInvalidField(order, errors)).toBe(field);
  });
});
