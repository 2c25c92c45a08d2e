// Building blocks of the wire contract: text fields, ids, money, dates and query flags.
import { z } from './zod';
import { MONEY_PATTERN } from '@/lib/domain/money';
import { daysBetween, isOperatorDate } from '@/lib/domain/operator-time';

/**
 * Text a person typed may hold any character but these: control characters (C0, DEL and C1; NUL
 * above all, which PostgreSQL refuses in text) and lone UTF-16 surrogates (half a character, which no
 * UTF-8 encoder can write and PostgreSQL's JSON refuses). Refusing them here keeps such input a 400
 * naming the field instead of a database error. Multi-line texts (bet text, imports) keep tab and
 * line breaks.
 */
const SAFE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
const SAFE_LINES = /^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u;

/** The same text schema, refusing unsafe characters with a message that names the field. */
export function singleLine(schema: z.ZodString, label: string, { multiline = false } = {}): z.ZodString {
  return schema.regex(multiline ? SAFE_LINES : SAFE_LINE, `${label} contains characters that are not allowed.`);
}

export interface TextOptions {
  /** Most characters (after trimming). */
  max: number;
  /** Empty (or only spaces) is refused as missing. */
  required?: boolean;
  /** Tab and line breaks are allowed. */
  multiline?: boolean;
  /** Leading and trailing spaces are dropped first (default true). */
  trim?: boolean;
  /** The message past `max`. */
  tooLong?: string;
}

/**
 * The one builder of a free-text field of the contract: text (a number or anything else is refused
 * as "must be text"), trimmed, at most `max` characters, without control characters or lone
 * surrogates; messages name the field.
 */
export function textField(label: string, { max, required = false, multiline = false, trim = true, tooLong }: TextOptions): z.ZodString {
  const missing = `${label} is required.`;
  let text = z.string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text.`) });
  if (trim) text = text.trim();
  if (required) text = text.min(1, missing);
  return singleLine(text.max(max, tooLong ?? `${label} may be at most ${max} characters.`), label, { multiline });
}

/** A required one-line text field whose missing and empty cases share one readable message. */
export function requiredText(label: string, max: number) {
  return textField(label, { max, required: true, tooLong: `${label} is too long.` });
}

/**
 * A row id sent as a JSON number in a body: a whole number from 1 to 2^31-1 (an integer column's
 * range; a larger one names no row and would overflow the column).
 */
export function bodyIdSchema(label: string) {
  const message = `${label} must be a whole number.`;
  return z.number({ error: message }).int(message).positive(message).max(2_147_483_647, `${label} is unknown.`);
}

/**
 * Object-level rules (a superRefine or refine over several fields) run only on an object whose fields
 * all passed: they may then rely on each field's shape (a stake that is an amount, a list of objects).
 */
export const whenFieldsValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/** Money on the wire: a decimal string with exactly 2 decimals, e.g. "5000.00". */
export const moneySchema = z.string().regex(MONEY_PATTERN, 'Money needs exactly 2 decimals.');
export const gameSchema = z.enum(['4D', 'TT']);
export type Game = z.infer<typeof gameSchema>;
export const roleSchema = z.enum(['ADMIN', 'AG', 'MEM']);
export type Role = z.infer<typeof roleSchema>;
/** The path prefix of a game: /api/v1/4d/... or /api/v1/tt/... */
export const pathPrefixSchema = z.enum(['4d', 'tt']);
export type PathPrefix = z.infer<typeof pathPrefixSchema>;

/** Calls of a pool-game (TT) location go under tt/, all others under 4d/. */
export function prefixOf(game: Game): PathPrefix {
  return game === 'TT' ? 'tt' : '4d';
}

export const locIdSchema = requiredText('LocId', 8);
export const userIdSchema = requiredText('UserId', 32);
/**
 * 'YYYY-MM-DD' (an operator calendar date) as the platform answers it. Dates a caller sends use
 * dateSchema, which also holds them to the platform's range.
 */
export const isoDateSchema = z.iso.date();

/**
 * The range of every date a caller sends (docs/decisions/input.md, "Dates a caller sends"): JavaScript's
 * Date reads years 0-99 as 1900-1999, PostgreSQL has no year 0, and a day after 9999-12-31 is not a
 * date; no draw of the business falls outside these.
 */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';

/** The one schema of a date a caller sends (query or body): a real calendar day from DATE_MIN to DATE_MAX. */
export function dateSchema(label: string) {
  return z.iso
    .date({ error: `${label} must be a date like 2025-04-20.` })
    .refine((value) => value >= DATE_MIN && value <= DATE_MAX, `${label} must be from ${DATE_MIN} to ${DATE_MAX}.`);
}
/** An ISO 8601 instant in UTC, e.g. 2025-03-05T10:00:00.000Z. */
export const isoDateTimeSchema = z.iso.datetime();

/** The one schema of an instant a caller sends: ISO 8601 in UTC, its day from DATE_MIN to DATE_MAX. */
export function instantSchema(label: string) {
  return z.iso
    .datetime({ error: `${label} must be an instant like 2025-04-20T10:00:00.000Z.` })
    .refine((value) => value.slice(0, 10) >= DATE_MIN && value.slice(0, 10) <= DATE_MAX, `${label} must be from ${DATE_MIN} to ${DATE_MAX}.`);
}

/** A boolean query flag: true/false/1/0 (any case); absent stays undefined. */
export const queryFlagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['true', 'false', '1', '0'], { error: 'Use true or false.' }))
  .transform((value) => value === 'true' || value === '1');

/** A positive integer id sent as text in a query string. */
export function queryIdSchema(label: string) {
  return requiredText(label, 12)
    .regex(/^\d+$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().int().positive(`${label} must be a whole number.`).max(2_147_483_647, `${label} is unknown.`));
}

/** Every call under /api/v1/{4d|tt}/ carries LocId. */
export const locQuerySchema = z.object({ LocId: locIdSchema });

/** A whole number in a query (text of digits) from `min` to `max`, `fallback` when absent. */
export function queryNumberSchema(label: string, min: number, max: number, fallback: number) {
  return requiredText(label, 6)
    .regex(/^\d+$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${label} must be at least ${min}.`).max(max, `${label} may be at most ${max}.`))
    .default(fallback);
}

/** What is wrong with a from..to pair of ISO dates (both included): `from` after `to`, or over `maxDays` long. */
export function dateRangeProblem(from: string, to: string, maxDays: number, names = { from: 'DrawFrom', to: 'DrawTo' }): string | undefined {
  if (from > to) return `${names.from} may not be after ${names.to}.`;
  // A date that is no date has its own problem at its field.
  if (isOperatorDate(from) && isOperatorDate(to) && daysBetween(from, to) >= maxDays) return `A range covers at most ${maxDays} days.`;
  return undefined;
}

/**
 * The superRefine of a query whose range fields may be absent: once both are given, the problem of
 * dateRangeProblem goes on the `to` field (a missing end is the query's own rule).
 */
export function checkDateRange(maxDays: number, fromKey = 'DrawFrom', toKey = 'DrawTo') {
  return (query: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    const from = query[fromKey];
    const to = query[toKey];
    if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) return;
    const problem = dateRangeProblem(from, to, maxDays, { from: fromKey, to: toKey });
    if (problem) ctx.addIssue({ code: 'custom', path: [toKey], message: problem });
  };
}
