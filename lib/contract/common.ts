// Building blocks of the wire contract: ids, money, dates and query flags.
import { z } from './zod';
import { MONEY_PATTERN } from '@/lib/domain/money';

/**
 * Control characters (NUL above all, which PostgreSQL refuses in text) never belong in an id, a code
 * or a one-line answer; refusing them here keeps such input a 400 instead of a database error.
 */
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** The same text schema, refusing control characters with a message that names the field. */
export function singleLine(schema: z.ZodString, label: string): z.ZodString {
  return schema.regex(NO_CONTROL_CHARACTERS, `${label} contains characters that are not allowed.`);
}

/** A required text field whose missing and empty cases share one readable message. */
export function requiredText(label: string, max: number) {
  const required = `${label} is required.`;
  const text = z
    .string({ error: (issue) => (issue.input === undefined ? required : `${label} must be text.`) })
    .trim()
    .min(1, required)
    .max(max, `${label} is too long.`);
  return singleLine(text, label);
}

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
/** 'YYYY-MM-DD' (a local GMT+8 calendar date). */
export const isoDateSchema = z.iso.date();
/** An ISO 8601 instant in UTC, e.g. 2025-03-05T10:00:00.000Z. */
export const isoDateTimeSchema = z.iso.datetime();

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

const DAY_MS = 86_400_000;

/** What is wrong with a from..to pair of ISO dates (both included): `from` after `to`, or over `maxDays` long. */
export function dateRangeProblem(from: string, to: string, maxDays: number, names = { from: 'DrawFrom', to: 'DrawTo' }): string | undefined {
  if (from > to) return `${names.from} may not be after ${names.to}.`;
  if (Date.parse(to) - Date.parse(from) >= maxDays * DAY_MS) return `A range covers at most ${maxDays} days.`;
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
