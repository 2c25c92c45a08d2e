// Money: on the wire and on screen a decimal string with exactly 2 decimals ("5000.00").
// Pure, shared by the platform (answers), the app (display) and the contract (validation).

/** Exactly two decimals, optionally negative: the only money shape the wire carries. */
export const MONEY_PATTERN = /^-?\d+\.\d{2}$/;
const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * A decimal (a numeric column's text, or a number) as money with exactly 2 decimals, rounded half away
 * from zero on the third decimal, exactly: the arithmetic runs on integers, never on floats.
 */
export function toMoney(value: string | number): string {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (MONEY_PATTERN.test(text)) return text;
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) throw new RangeError(`Not a decimal: ${value}`);
  const negative = match[1] === '-';
  const thousandths = BigInt((match[2] || '0') + `${match[3] ?? ''}000`.slice(0, 3));
  const cents = (thousandths + 5n) / 10n;
  const whole = (cents / 100n).toString();
  const fraction = (cents % 100n).toString().padStart(2, '0');
  return `${negative && cents !== 0n ? '-' : ''}${whole}.${fraction}`;
}

function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a decimal: ${value}`);
  return value.toFixed(3);
}

export const CURRENCY_PREFIX = '$';
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Money for display: exactly 2 decimals, rounded as toMoney, with thousands separators unless
 * `grouping` is false: "-1,234,567.89". Throws RangeError on what is not a decimal.
 */
export function formatMoney(value: string | number, { grouping = true }: { grouping?: boolean } = {}): string {
  const money = toMoney(value);
  if (!grouping) return money;
  const [whole = '', fraction = ''] = money.split('.');
  return `${whole.replace(THOUSANDS, ',')}.${fraction}`;
}

/** Money with the $ prefix of the account panel (docs/product.md#header): "$5,000.00", "-$12.50". */
export function formatDollars(value: string | number, options?: { grouping?: boolean }): string {
  const text = formatMoney(value, options);
  return text.startsWith('-') ? `-${CURRENCY_PREFIX}${text.slice(1)}` : `${CURRENCY_PREFIX}${text}`;
}

/** Why an amount typed in a form is refused, or null: the platform's rules for amounts as text. */
export type AmountProblem = 'required' | 'format' | 'zero' | 'tooLarge';

const AMOUNT_INPUT = /^(-?)(\d{1,10})(?:\.(\d{1,2}))?$/;

/** The typed amount as the platform takes it: trimmed, thousands separators dropped. */
export function amountInput(text: string): string {
  return text.trim().replace(/,/g, '');
}

/**
 * A typed amount as the forms check it before sending (the contract's rule, without the schema
 * library): at most 2 decimals, not 0.00, at most `maxCents` either way; negative only when `signed`.
 */
export function amountInputProblem(text: string, { signed, maxCents }: { signed: boolean; maxCents: bigint }): AmountProblem | null {
  const value = amountInput(text);
  if (value === '') return 'required';
  const match = AMOUNT_INPUT.exec(value);
  if (!match || (match[1] === '-' && !signed)) return 'format';
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  if (cents === 0n) return 'zero';
  return cents > maxCents ? 'tooLarge' : null;
}
