// Fixed bets under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Bets"; the requirements leave the bodies open, these are
// ours, see docs/decisions/betting.md): a member's standing order of one bet in one location, placed on each
// new draw of the location whose weekday is among its Days. POST bet/fixed creates one, DELETE
// bet/fixed?FixedBetId= ends it (tickets it placed stay), GET bet/fixed/page3 lists them, bet/fixed/view
// shows one with its runs, bet/fixed/settings tells the form what it may send.
import { z } from './zod';
import {
  betKindSchema,
  DEFAULT_PAGE_SIZE,
  fourDBetInputSchema,
  fourDBetSchema,
  idempotencyKeySchema,
  MAX_BETS_PER_TICKET,
  MAX_PAGE_SIZE,
  totoBetInputSchema,
  totoBetSchema,
  totoTagSchema,
} from './bets';
import { isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, requiredText, userIdSchema } from './common';


/** A member's fixed bets in one location are one ticket per draw at most, so a ticket's limit bounds them. */
export const MAX_FIXED_BETS = MAX_BETS_PER_TICKET;

/** 0 = Sunday ... 6 = Saturday (the draw's local weekday). */
export const weekdaySchema = z
  .number({ error: 'Each day must be a weekday number, 0 (Sunday) to 6 (Saturday).' })
  .int('Each day must be a weekday number, 0 (Sunday) to 6 (Saturday).')
  .min(0, 'Each day must be a weekday number, 0 (Sunday) to 6 (Saturday).')
  .max(6, 'Each day must be a weekday number, 0 (Sunday) to 6 (Saturday).');
/** The draw weekdays a fixed bet plays on; absent: every draw day of the location. */
export const daysSchema = z
  .array(weekdaySchema, { error: 'Days must be a list of weekday numbers.' })
  .min(1, 'Pick at least one draw day.')
  .max(7, 'Days holds each weekday at most once.')
  .refine((days) => new Set(days).size === days.length, 'Days holds each weekday at most once.');

const createFields = {
  /** The member it is for: the caller itself when absent (a member), else a member of the caller's downline. */
  UserId: userIdSchema.optional(),
  IdempotencyKey: idempotencyKeySchema,
  Days: daysSchema.optional(),
};
/** POST 4d/bet/fixed?LocId= */
export const createFixedFourDBodySchema = z.object({ ...createFields, Bet: fourDBetInputSchema });
export type CreateFixedFourDBody = z.input<typeof createFixedFourDBodySchema>;
/** POST tt/bet/fixed?LocId= */
export const createFixedTotoBodySchema = z.object({ ...createFields, Bet: totoBetInputSchema });
export type CreateFixedTotoBody = z.input<typeof createFixedTotoBodySchema>;

/** DELETE bet/fixed?LocId=&FixedBetId= and GET bet/fixed/view?LocId=&FixedBetId= */
export const fixedBetQuerySchema = z.object({ LocId: locIdSchema, FixedBetId: queryIdSchema('FixedBetId') });

function pageNumber(label: string, max: number, fallback: number) {
  return requiredText(label, 6)
    .regex(/^\d+$/, `${label} must be a whole number.`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be at least 1.`).max(max, `${label} may be at most ${max}.`))
    .default(fallback);
}
/** GET bet/fixed/page3: the live fixed bets in the caller's reach, newest first; UserId narrows to a subtree. */
export const fixedPageQuerySchema = z.object({
  LocId: locIdSchema,
  UserId: userIdSchema.optional(),
  PageIndex: pageNumber('PageIndex', 1_000_000, 1),
  PageSize: pageNumber('PageSize', MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});

export const fixedRunStatusSchema = z.enum(['PLACED', 'REFUSED']);
/** One draw of a fixed bet: placed on TicketId, or refused for Reason (retried while the draw is open). */
export const fixedRunSchema = z.object({
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  Status: fixedRunStatusSchema,
  TicketId: z.number().int().positive().nullable(),
  Reason: z.string().nullable(),
  /** The last attempt. */
  AttemptedDate: isoDateTimeSchema,
});
export type FixedRun = z.infer<typeof fixedRunSchema>;

const nextDrawSchema = z.object({ DrawId: z.number().int().positive(), DrawDate: isoDateSchema, CloseDate: isoDateTimeSchema });

const fixedFields = {
  FixedBetId: z.number().int().positive(),
  UserId: z.string(),
  UserName: z.string(),
  LocId: z.string(),
  /** Weekdays it plays on, ascending (0 = Sunday). */
  Days: z.array(z.number().int().min(0).max(6)),
  CreatedDate: isoDateTimeSchema,
  CreatedBy: z.string(),
  /** The caller may delete it (the caller's own right to place bets). */
  Deletable: z.boolean(),
  /** The open draw it plays next (it may already hold it: see LastRun), or null when none is open. */
  NextDraw: nextDrawSchema.nullable(),
  LastRun: fixedRunSchema.nullable(),
};
/** Count and Cost are per draw. */
const fourDFixedSchema = fourDBetSchema.omit({ BetId: true }).extend(fixedFields);
const totoFixedSchema = totoBetSchema.omit({ BetId: true }).extend(fixedFields);
export const fixedBetSchema = z.discriminatedUnion('Kind', [fourDFixedSchema, totoFixedSchema]);
export type FixedBet = z.infer<typeof fixedBetSchema>;

/** GET bet/fixed/view and the answer of POST bet/fixed: the fixed bet and its runs, the latest draw first. */
export const fixedBetViewSchema = z.discriminatedUnion('Kind', [
  fourDFixedSchema.extend({ Runs: z.array(fixedRunSchema) }),
  totoFixedSchema.extend({ Runs: z.array(fixedRunSchema) }),
]);
export type FixedBetView = z.infer<typeof fixedBetViewSchema>;

/** POST bet/fixed: 201 created (Replayed false), 200 for a key already used (Replayed true). */
export const createdFixedBetSchema = z.discriminatedUnion('Kind', [
  fourDFixedSchema.extend({ Runs: z.array(fixedRunSchema), Replayed: z.boolean() }),
  totoFixedSchema.extend({ Runs: z.array(fixedRunSchema), Replayed: z.boolean() }),
]);
export type CreatedFixedBet = z.infer<typeof createdFixedBetSchema>;

export const fixedBetPageSchema = z.object({
  Items: z.array(fixedBetSchema),
  Total: z.number().int().nonnegative(),
  /** What all of them (every page) cost per draw, if every one played. */
  Sum: moneySchema,
  PageIndex: z.number().int().positive(),
  PageSize: z.number().int().positive(),
});
export type FixedBetPage = z.infer<typeof fixedBetPageSchema>;

/** DELETE bet/fixed */
export const deletedFixedBetSchema = z.object({ FixedBetId: z.number().int().positive(), DeletedDate: isoDateTimeSchema });
export type DeletedFixedBet = z.infer<typeof deletedFixedBetSchema>;

/** GET bet/fixed/settings: what the fixed-bet form needs. */
export const fixedSettingsSchema = z.object({
  LocId: z.string(),
  Game: z.enum(['4D', 'TT']),
  Kinds: z.array(betKindSchema),
  Tags: z.array(totoTagSchema),
  /** The location's draw weekdays (the Days a fixed bet may pick), ascending. */
  DrawDays: z.array(z.number().int().min(0).max(6)),
  MaxStake: moneySchema,
  StakeSteps: z.object({ Big: moneySchema, Small: moneySchema, Amount: moneySchema }),
  MaxFixedBets: z.number().int().positive(),
  /** The caller may create (and delete) fixed bets; Refusal says why not. */
  MayCreate: z.boolean(),
  Refusal: z.string().nullable(),
  /** The open draw closing next. */
  NextDraw: nextDrawSchema.nullable(),
});
export type FixedSettings = z.infer<typeof fixedSettingsSchema>;
