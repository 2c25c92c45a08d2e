// The Record payment form's check of the Amount, the platform's rule (lib/contract/payments.ts) without
// the schema library: signed, at most 2 decimals, not 0.00, at most 1,000,000,000.00 either way.
// Pure, so the form and its test share it.

export const MAX_PAYMENT_CENTS = 100_000_000_000n;
const AMOUNT_TEXT = /^-?\d{1,10}(\.\d{1,2})?$/;

export type AmountProblem = 'required' | 'format' | 'zero' | 'tooLarge';

/** Whole cents of amount text the pattern accepted. */
function centsOf(text: string): bigint {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** What is wrong with the typed amount, or null. */
export function amountProblem(text: string): AmountProblem | null {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return 'required';
  if (!AMOUNT_TEXT.test(value)) return 'format';
  const cents = centsOf(value);
  if (cents === 0n) return 'zero';
  return (cents < 0n ? -cents : cents) > MAX_PAYMENT_CENTS ? 'tooLarge' : null;
}

/** The typed amount as the platform takes it (thousands separators dropped). */
export function amountText(text: string): string {
  return text.trim().replace(/,/g, '');
}
