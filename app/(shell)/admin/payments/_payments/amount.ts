// The Record payment form's check of the Amount, the platform's rule (lib/contract/payments.ts) without
// the schema library: signed, at most 2 decimals, not 0.00, at most 1,000,000,000.00 either way.
import { amountInput, amountInputProblem, type AmountProblem } from '@/lib/domain/money';

export type { AmountProblem };
export const MAX_PAYMENT_CENTS = 100_000_000_000n;

/** What is wrong with the typed amount, or null. */
export function amountProblem(text: string): AmountProblem | null {
  return amountInputProblem(text, { signed: true, maxCents: MAX_PAYMENT_CENTS });
}

/** The typed amount as the platform takes it (thousands separators dropped). */
export const amountText = amountInput;
