// Bets and tickets under /api/v1/{4d|tt}/: placement (bet, bet/t), deletion (bet, bet/page) and moves
// (transfer, transfer4, combine) of docs/product.md#call-catalogue "Bets"; the listings and summaries are bet-listings.ts.
// A ticket is one submission for one member and one draw; it holds 1-200 bets. 4D bets go under 4d/,
// Toto (TT) entries under tt/.
import { z } from './zod';
import { errorBodySchema } from './errors';
import { MAX_STAKE as BET_TEXT_MAX_STAKE } from '@/lib/domain/bet-text';
import { FOUR_D_NUMBER, fourDShapeProblem, moneyToCents, ROLL_NUMBER, TOTO_NUMBER, totoShapeProblem, type BetKind as DomainBetKind } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import { bodyIdSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, textField, userIdSchema, whenFieldsValid } from './common';

// ---- Limits and building blocks -------------------------------------------------------------

export const MAX_BETS_PER_TICKET = 200;
/** Largest Big, Small or TT Amount of one bet: the bet text's limit, for every way of placing. */
export const MAX_STAKE = toMoney(BET_TEXT_MAX_STAKE);
/** Big and TT amounts go in cents (H- = 0.50, Q- = 0.25), Small in whole dollars (docs/domain.md#bet-text). */
export const STAKE_STEPS = { Big: '0.01', Small: '1.00', Amount: '0.01' } as const;
export const MAX_BET_TEXT = 4000;
/** Report page size (docs/product.md#constants-and-limits) and the largest page a client may ask for (the shared pager's). */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 10_000;
/** The most rows an unpaged (…Full) listing answers; narrow the query past it. */
export const MAX_FULL_ROWS = 20_000;
/** The longest date range a listing by dates covers. */
export const MAX_RANGE_DAYS = 366;

/** A client-made key (e.g. a UUID) sent with every ticket: a retried submission is never placed twice. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const idempotencyKeySchema = z
  .string({ error: 'IdempotencyKey is required.' })
  .regex(IDEMPOTENCY_KEY_PATTERN, 'IdempotencyKey must be 8-64 letters, digits, _ or -.');

export const fourDBetKindSchema = z.enum(['ORDINARY', 'ROLL', 'IBET', 'KBET']);
export type FourDBetKind = z.infer<typeof fourDBetKindSchema>;
export const betKindSchema = z.enum(['ORDINARY', 'ROLL', 'IBET', 'KBET', 'TT']);
export type BetKind = z.infer<typeof betKindSchema>;
/** Toto variants written as a tag (docs/domain.md#bet-text); stored and shown, settled as ordinary combinations. */
export const totoTagSchema = z.enum(['STAR', 'TO', 'TE', 'TT']);
export type TotoTag = z.infer<typeof totoTagSchema>;
/** Where a ticket came from: the place-bet form, pasted bet text, SMS, the bot, an upload, fixed bets, a transfer. */
export const betSourceSchema = z.enum(['WEB', 'TEXT', 'SMS', 'BOT', 'UPLOAD', 'FIXED', 'TRANSFER']);
export type BetSource = z.infer<typeof betSourceSchema>;

const STAKE_TEXT = /^\d{1,6}(\.\d{1,2})?$/;
/** Whole cents of a money text, exact (integer arithmetic, never floats). */
const cents = (money: string): bigint => moneyToCents(money);

/** A stake in the request: a decimal string with up to 2 decimals ("1", "0.25", "2.00"); answered as money. */
function stakeSchema(label: 'Big' | 'Small' | 'Amount') {
  const step = cents(STAKE_STEPS[label]);
  const stepText = label === 'Small' ? 'a whole number of dollars' : 'in cents';
  return z
    .string({ error: `${label} must be an amount as text, e.g. "1.00".` })
    .trim()
    .regex(STAKE_TEXT, `${label} must be an amount like 1.00 (at most 2 decimals, no sign).`)
    .transform((value) => toMoney(value))
    .refine((value) => cents(value) <= cents(MAX_STAKE), `${label} may be at most ${MAX_STAKE}.`)
    .refine((value) => cents(value) % step === 0n, `${label} must be ${stepText}.`);
}


// ---- Placement ----------------------------------------------------------------------------------

/** One 4D bet as sent. Kind ROLL takes a roll number; every other kind a 4-digit number. */
export const fourDBetInputSchema = z
  .object({
    Number: z
      .string({ error: 'Number is required.' })
      .trim()
      .toUpperCase()
      .refine((value) => FOUR_D_NUMBER.test(value) || ROLL_NUMBER.test(value), 'Number must be 4 digits, or a roll like 12R4.'),
    Big: stakeSchema('Big').default('0.00'),
    Small: stakeSchema('Small').default('0.00'),
    Kind: fourDBetKindSchema,
  })
  .superRefine((bet, ctx) => {
    const shape = fourDShapeProblem(bet.Number, bet.Kind.toLowerCase() as DomainBetKind);
    if (shape === 'rollNeedsWildcard') ctx.addIssue({ code: 'custom', path: ['Number'], message: 'A roll bet needs one R in its number, e.g. 12R4.' });
    if (shape === 'wildcardNeedsRoll') ctx.addIssue({ code: 'custom', path: ['Kind'], message: 'A number with R is a roll: send Kind ROLL.' });
    if (shape === 'singleOrdering') ctx.addIssue({ code: 'custom', path: ['Kind'], message: `${bet.Number} has only one ordering: bet it as ORDINARY.` });
    if (cents(bet.Big) + cents(bet.Small) === 0n) ctx.addIssue({ code: 'custom', path: ['Big'], message: 'A bet needs a Big or a Small stake.' });
  }, whenFieldsValid);
export type FourDBetInput = z.output<typeof fourDBetInputSchema>;

/**
 * One Toto entry as sent: 6 numbers (ordinary), 7-12 (system entry), or 5 with Roll (system roll:
 * the 5 numbers with each of the other 44). Numbers are two-digit 01-49, all different.
 */
export const totoBetInputSchema = z
  .object({
    Numbers: z
      .array(z.string().trim().regex(TOTO_NUMBER, 'Each number must be two digits from 01 to 49.'), { error: 'Numbers is required.' })
      .min(5, 'An entry needs 5 to 12 numbers.')
      .max(12, 'An entry needs 5 to 12 numbers.'),
    Roll: z.boolean().default(false),
    Amount: stakeSchema('Amount'),
    Tag: totoTagSchema.optional(),
    Kind: z.literal('TT', { error: 'Kind must be TT under tt/.' }),
  })
  .superRefine((entry, ctx) => {
    const shape = totoShapeProblem(entry.Numbers, entry.Roll);
    if (shape === 'totoDuplicate') ctx.addIssue({ code: 'custom', path: ['Numbers'], message: 'An entry may not repeat a number.' });
    if (shape === 'totoRollCount') ctx.addIssue({ code: 'custom', path: ['Numbers'], message: 'A roll entry has exactly 5 numbers.' });
    if (shape === 'totoCount' && entry.Numbers.length < 6) ctx.addIssue({ code: 'custom', path: ['Numbers'], message: 'An entry needs 6 to 12 numbers (5 with Roll).' });
    if (cents(entry.Amount) === 0n) ctx.addIssue({ code: 'custom', path: ['Amount'], message: 'Amount must be above 0.00.' });
  }, whenFieldsValid);
export type TotoBetInput = z.output<typeof totoBetInputSchema>;

const ticketTarget = {
  /** The member the ticket is for: the caller itself (a member) or a member of the caller's downline. */
  UserId: userIdSchema,
  DrawId: bodyIdSchema('DrawId'),
  IdempotencyKey: idempotencyKeySchema,
};
const betsOf = <T extends z.ZodType>(bet: T) =>
  z
    .array(bet, { error: 'Bets is required.' })
    .min(1, 'A ticket needs at least one bet.')
    .max(MAX_BETS_PER_TICKET, `A ticket holds at most ${MAX_BETS_PER_TICKET} bets.`);

/** POST 4d/bet?LocId= */
export const placeFourDBodySchema = z.object({ ...ticketTarget, Bets: betsOf(fourDBetInputSchema) });
export type PlaceFourDBody = z.input<typeof placeFourDBodySchema>;
/** POST tt/bet?LocId= */
export const placeTotoBodySchema = z.object({ ...ticketTarget, Bets: betsOf(totoBetInputSchema) });
export type PlaceTotoBody = z.input<typeof placeTotoBodySchema>;

/**
 * POST {4d|tt}/bet/t?LocId=: bet text (docs/domain.md#bet-text). The member comes from the text or UserId (both:
 * they must agree; a member sending neither bets for itself). A day code places one ticket on the next open draw of each of its days;
 * without one, DrawId names the draw (a day code and DrawId together are refused).
 */
export const placeTextBodySchema = z.object({
  UserId: userIdSchema.optional(),
  // Not trimmed: the problems of a text are reported at their character positions.
  Text: textField('Text', { max: MAX_BET_TEXT, multiline: true, trim: false }).refine((text) => text.trim() !== '', 'Text is required.'),
  IdempotencyKey: idempotencyKeySchema,
  DrawId: ticketTarget.DrawId.optional(),
});
export type PlaceTextBody = z.input<typeof placeTextBodySchema>;

// ---- Tickets and bets as answered ---------------------------------------------------------------

const betCommon = {
  BetId: z.number().int().positive(),
  /** Bet lines it stands for: roll 10, k-bet and i-bet the orderings, Toto the combinations. */
  Count: z.number().int().positive(),
  /** What the bet takes from CreditLeft. */
  Cost: moneySchema,
};
export const fourDBetSchema = z.object({
  ...betCommon,
  Kind: fourDBetKindSchema,
  Number: z.string(),
  Big: moneySchema,
  Small: moneySchema,
});
export const totoBetSchema = z.object({
  ...betCommon,
  Kind: z.literal('TT'),
  /** Ascending two-digit numbers. */
  Numbers: z.array(z.string()),
  Roll: z.boolean(),
  Tag: totoTagSchema.nullable(),
  Amount: moneySchema,
});
export const betSchema = z.discriminatedUnion('Kind', [fourDBetSchema, totoBetSchema]);
export type Bet = z.infer<typeof betSchema>;

export const ticketFields = {
  TicketId: z.number().int().positive(),
  UserId: z.string(),
  LocId: z.string(),
  DrawId: z.number().int().positive(),
  /** The draw's operator date. */
  DrawDate: isoDateSchema,
  CreatedDate: isoDateTimeSchema,
  /** Who placed it: the member itself, an agent or an admin of its upline. */
  CreatedBy: z.string(),
  Source: betSourceSchema,
  /** Sum of the costs of its bets (deleted bets excluded). */
  Total: moneySchema,
  /** The draw is still open and the caller may delete bets for this member. */
  Deletable: z.boolean(),
};

/** GET bet/view: one ticket with its (not deleted) bets. */
export const ticketSchema = z.object({ ...ticketFields, Bets: z.array(betSchema) });
export type Ticket = z.infer<typeof ticketSchema>;

/** The answer of POST bet (201 when placed; 200 with Replayed true for a key already used). */
export const placedTicketSchema = ticketSchema.extend({
  /** The member's CreditLeft right after this ticket was placed (kept with the ticket: a replay answers the same). */
  CreditLeft: moneySchema,
  Replayed: z.boolean(),
});
export type PlacedTicket = z.infer<typeof placedTicketSchema>;

/** Items past the bet-text limit (10 sets or 150 characters), reported and not placed. */
export const ignoredTextSchema = z.object({ Index: z.number().int().nonnegative(), Length: z.number().int().nonnegative(), Text: z.string() });
/** The answer of POST bet/t: one ticket per draw (a day code may name several draws). */
export const placedTextSchema = z.object({ Tickets: z.array(placedTicketSchema), Ignored: z.array(ignoredTextSchema) });
export type PlacedText = z.infer<typeof placedTextSchema>;

/** One problem of a bet text, at its character position (0-based Index, Length characters). */
export const betTextIssueSchema = z.object({
  Index: z.number().int().nonnegative(),
  Length: z.number().int().nonnegative(),
  Code: z.string(),
  Message: z.string(),
  Params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type BetTextIssue = z.infer<typeof betTextIssueSchema>;
/** 400 of bet/t when the text does not parse: message (the first problem), data (every message) and Errors. */
export const betTextErrorBodySchema = errorBodySchema.extend({ Errors: z.array(betTextIssueSchema) });
export type BetTextErrorBody = z.infer<typeof betTextErrorBodySchema>;

// ---- Deletion -----------------------------------------------------------------------------------

/** DELETE {4d|tt}/bet?LocId=&BetId= (one bet line). */
export const deleteBetQuerySchema = z.object({ LocId: locIdSchema, BetId: queryIdSchema('BetId') });
/** DELETE {4d|tt}/bet/page?LocId=&TicketId= (a whole ticket). */
export const ticketQuerySchema = z.object({ LocId: locIdSchema, TicketId: queryIdSchema('TicketId') });

export const deletedSchema = z.object({
  TicketId: z.number().int().positive(),
  /** The bets deleted by this call. */
  BetIds: z.array(z.number().int().positive()),
  /** Credit returned to the member: the cost of those bets. */
  Refund: moneySchema,
  /** The member's CreditLeft after the refund. */
  CreditLeft: moneySchema,
  /** True when the ticket has no bet left (it no longer shows in listings). */
  TicketDeleted: z.boolean(),
});
export type Deleted = z.infer<typeof deletedSchema>;

// ---- Moving and merging tickets ---------------------------------------------------------------

const idList = (label: string, min: number, max: number) =>
  z
    .array(z.number().int().positive(`${label} holds ids.`).max(2_147_483_647, `${label} holds an unknown id.`), { error: `${label} is required.` })
    .min(min, `${label} needs at least ${min} id${min > 1 ? 's' : ''}.`)
    .max(max, `${label} holds at most ${max} ids.`)
    .refine((ids) => new Set(ids).size === ids.length, `${label} repeats an id.`);

/** POST bet/transfer: whole tickets of open draws move to another member (its credit is checked). */
export const transferBodySchema = z.object({ TicketIds: idList('TicketIds', 1, 100), ToUserId: userIdSchema });
/** POST bet/transfer4: single bet lines move into one new ticket of another member. */
export const transferLinesBodySchema = z.object({ BetIds: idList('BetIds', 1, MAX_BETS_PER_TICKET), ToUserId: userIdSchema, IdempotencyKey: idempotencyKeySchema });
/** POST bet/page/combine: tickets of one member and one open draw become the first of them. */
export const combineBodySchema = z.object({ TicketIds: idList('TicketIds', 2, 100) });

export const transferredSchema = z.object({
  ToUserId: z.string(),
  /** The receiving tickets: the moved tickets (transfer) or the new one (transfer4). */
  TicketIds: z.array(z.number().int().positive()),
  /** Cost moved from the givers to the receiver. */
  Total: moneySchema,
  /** The receiver's CreditLeft after the move. */
  CreditLeft: moneySchema,
});
export type Transferred = z.infer<typeof transferredSchema>;
