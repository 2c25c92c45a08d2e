// Money on the wire is a string with exactly 2 decimals. numeric(14,2) columns already come back
// that way; other decimals (sums, rates) are rounded half away from zero, exactly, without floats.
const TWO_DECIMALS = /^-?\d+\.\d{2}$/;
const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

export function toMoney(value: string | number): string {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (TWO_DECIMALS.test(text)) return text;
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
