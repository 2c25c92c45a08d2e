// Out Setting 1 and 2, Bets In / Bets Out (docs/decisions/outset.md) under /api/v1/{4d|tt}/, for an ADMIN
// holding OutSet. Setting 1: a default eat limit per agent (outset_limits; one agent through PUT
// priorityInTakes, a whole subtree through the job POST outsettingProcess1). Setting 2: an agent's own
// limit on single numbers (outset_number_limits), read by GET outSetting2 and generated from a rule by
// the job POST outsettingProcess2; both jobs are polled with GET outsettingProcess/{id}/status.
// GET outSetting2Full / outSetting2Exceed: the numbers of a draw whose In reaches / passes the
// viewer's limit. GET betsIn: the viewer's In, Intake and Out per number (Choice 1: what came in and
// from whom; Choice 2: what went out and who holds it). Money: exactly 2 decimals.
import { z } from './zod';
import { isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, textField, userIdSchema } from './common';
import { amountTextSchema } from './payments';
import { moneyToCents } from '@/lib/domain/bet-expansion';

/** The largest limit (the money column's room, far above any draw). */
export const MAX_OUTSET_LIMIT = '99999999.00';
/** The most lines a rule may have, and the most numbers it may name in all (a 4D range/pattern spans up to 10 000). */
export const MAX_RULE_LINES = 500;
export const MAX_RULE_NUMBERS = 10_000;

const limitAmount = (label: string) =>
  amountTextSchema(/^\d{1,10}(\.\d{1,2})?$/, `${label} must be an amount like 50.00 (at most 2 decimals).`).refine(
    (value) => moneyToCents(value) <= moneyToCents(MAX_OUTSET_LIMIT),
    `${label} may be at most ${MAX_OUTSET_LIMIT}.`,
  );

const amounts = { Big: limitAmount('Big').optional(), Small: limitAmount('Small').optional(), Unit: limitAmount('Unit').optional() };

const someAmount = (value: { Big?: string; Small?: string; Unit?: string; Remove?: boolean }) =>
  value.Remove === true || value.Big !== undefined || value.Small !== undefined || value.Unit !== undefined;

/** POST outsettingProcess1: a default limit for UserId (an agent, or the company: everyone below) and every agent below it. */
export const process1BodySchema = z
  .object({ UserId: userIdSchema, ...amounts })
  .refine(someAmount, { message: 'Give Big, Small or Unit.', path: ['Big'] });
export type Process1Body = z.output<typeof process1BodySchema>;

/**
 * POST outsettingProcess2: per-number limits of the agent UserId, one line of Rule per number, range
 * ("1000-1099") or pattern ("12**", * any digit); Remove drops the agent's own rows of those numbers.
 */
export const process2BodySchema = z
  .object({
    UserId: userIdSchema,
    Rule: textField('Rule', { max: 12_000, required: true, multiline: true }),
    ...amounts,
    Remove: z.boolean({ error: 'Remove must be true or false.' }).optional(),
  })
  .refine(someAmount, { message: 'Give Big, Small or Unit, or Remove.', path: ['Big'] });
export type Process2Body = z.output<typeof process2BodySchema>;

export const startedJobSchema = z.object({ JobId: z.number().int() });
export type StartedJob = z.output<typeof startedJobSchema>;

export const jobFailureSchema = z.object({ Line: z.number().int(), Text: z.string(), Reason: z.string() });
export type JobFailureLine = z.output<typeof jobFailureSchema>;

/** GET outsettingProcess/{id}/status */
export const outsetJobStatusSchema = z.object({
  JobId: z.number().int(),
  Kind: z.enum(['PROCESS1', 'PROCESS2']),
  Status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']),
  Progress: z.number().int().min(0).max(100),
  Processed: z.number().int(),
  Total: z.number().int(),
  /** Rows written (or removed). */
  Applied: z.number().int(),
  Failures: z.array(jobFailureSchema),
  Error: z.string().nullable(),
});
export type OutsetJobStatus = z.output<typeof outsetJobStatusSchema>;

export const ofUserQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema });

/** GET outSetting2: the agent's own per-number rows. */
export const numberLimitSchema = z.object({
  UserId: z.string(),
  Number: z.string(),
  Big: moneySchema.nullable(),
  Small: moneySchema.nullable(),
  Unit: moneySchema.nullable(),
  UpdatedBy: z.string(),
  UpdatedAt: isoDateTimeSchema,
});
export type NumberLimit = z.output<typeof numberLimitSchema>;
export const numberLimitsSchema = z.array(numberLimitSchema);

export const drawViewQuerySchema = z.object({ LocId: locIdSchema, DrawId: queryIdSchema('DrawId'), UserId: userIdSchema.optional() });

/** GET outSetting2Full / outSetting2Exceed: one row per number and kind at or over (Exceed: over) the viewer's limit. */
export const fullRowSchema = z.object({ Number: z.string(), Kind: z.enum(['Big', 'Small', 'Unit']), In: moneySchema, Limit: moneySchema, Over: moneySchema });
export type FullRow = z.output<typeof fullRowSchema>;
export const fullAnswerSchema = z.object({ UserId: z.string(), DrawId: z.number().int(), Rows: z.array(fullRowSchema) });
export type FullAnswer = z.output<typeof fullAnswerSchema>;

export const betsInQuerySchema = drawViewQuerySchema.extend({ Choice: z.enum(['1', '2'], { error: 'Choice must be 1 or 2.' }).default('1') });

const share = z.object({ UserId: z.string(), Big: moneySchema, Small: moneySchema, Unit: moneySchema });
/** GET betsIn: one row per number with something coming in (Choice 1) or going out (Choice 2). */
export const betsInRowSchema = z.object({
  Number: z.string(),
  BigIn: moneySchema, SmallIn: moneySchema, UnitIn: moneySchema,
  BigIntake: moneySchema, SmallIntake: moneySchema, UnitIntake: moneySchema,
  BigOut: moneySchema, SmallOut: moneySchema, UnitOut: moneySchema,
  /** Choice 1: who sent the In (a child's Out, or the viewer's own stakes for a member). */
  From: z.array(share),
  /** Choice 2: who holds the Out, nearest upline first, as far as the uplines' limits (the company: the rest). */
  Holders: z.array(share),
});
export type BetsInRow = z.output<typeof betsInRowSchema>;
export const betsInAnswerSchema = z.object({ UserId: z.string(), DrawId: z.number().int(), Choice: z.enum(['1', '2']), Rows: z.array(betsInRowSchema) });
export type BetsInAnswer = z.output<typeof betsInAnswerSchema>;

