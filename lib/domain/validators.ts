// The form checks of docs/product.md#validation-rules that are not plain required/format checks: date-less-than (a start
// may not be after its end) and equalTo (a field must equal a named other field), and which input
// takes the focus after a failed submit. Results follow the shape of form errors: key -> true.
import { displayToIsoDate } from './date-input';

export type ValidationErrors = Readonly<Record<string, true>>;

export const DATE_LESS_THAN = 'dateLessThan';
export const EQUAL_TO = 'equalTo';

const ISO_DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/** A comparable 'YYYY-MM-DD' of an MM/DD/YYYY or ISO date, or null. */
function comparableDate(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (ISO_DATE_PREFIX.test(text)) return text.slice(0, 10);
  return displayToIsoDate(text);
}

/**
 * { dateLessThan: true } when the start is after the end; the same day is allowed. An empty or
 * unreadable date is left to the required and format checks, so it gives no error here.
 */
export function dateLessThan(start: string | null | undefined, end: string | null | undefined): ValidationErrors | null {
  const from = comparableDate(start);
  const to = comparableDate(end);
  return from !== null && to !== null && from > to ? { [DATE_LESS_THAN]: true } : null;
}

/**
 * { equalTo: true } when a filled-in value differs from the other control's value, exactly (no
 * trimming: passwords). An empty value is left to the required check. The form re-runs it when the
 * other control changes.
 */
export function equalTo(value: string | null | undefined, other: string | null | undefined): ValidationErrors | null {
  if (value === null || value === undefined || value === '') return null;
  return value === other ? null : { [EQUAL_TO]: true };
}

/** The first field, in form order, that has an error: it takes the focus after a failed submit. */
export function firstInvalidField(
  order: readonly string[],
  errors: Readonly<Record<string, ValidationErrors | null | undefined>>,
): string | null {
  return order.find((name) => Object.keys(errors[name] ?? {}).length > 0) ?? null;
}
