// The Record payment form's Amount check: the platform's rule (lib/contract/payments.ts) without the
// schema library. Checked against the contract itself on a table of cases and a property loop.
import { paymentAmountSchema } from '@/lib/contract/payments';
import { amountProblem, amountText } from '@/app/(shell)/admin/payments/_payments/amount';

describe('amountProblem', () => {
  test.each([
    ['', 'required'],
    ['   ', 'required'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['-0', 'zero'],
    ['-0.0', 'zero'],
    ['1', null],
    ['150.5', null],
    ['-150.25', null],
    ['1,500.00', null],
    [' 12.30 ', null],
    ['1.005', 'format'],
    ['1.', 'format'],
    ['.5', 'format'],
    ['+5', 'format'],
    ['1e3', 'format'],
    ['abc', 'format'],
    ['--1', 'format'],
    ['12345678901', 'format'],
    ['1000000000', null],
    ['-1000000000.00', null],
    ['1000000000.01', 'tooLarge'],
    ['-9999999999.99', 'tooLarge'],
  ])('%j → %s', (text, problem) => {
    expect(amountProblem(text)).toBe(problem);
  });

  test('amountText drops thousands separators and spaces', () => {
    expect(amountText(' -1,234.50 ')).toBe('-1234.50');
  });

  test('agrees with the platform contract on every amount it accepts (property loop)', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    for (let i = 0; i < 2000; i++) {
      const whole = String(next() % 10 ** (1 + (next() % 10)));
      const decimals = ['', '.', `.${next() % 10}`, `.${String(next() % 100).padStart(2, '0')}`, `.${next() % 1000}`][next() % 5];
      const text = `${next() % 2 ? '-' : ''}${whole}${decimals}`;
      const ours = amountProblem(text) === null;
      const theirs = paymentAmountSchema.safeParse(amountText(text)).success;
      expect({ text, ours }).toEqual({ text, ours: theirs });
    }
  });
});
