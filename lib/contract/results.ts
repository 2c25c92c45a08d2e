// Result entry and the result jobs under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Draws" and "Results"): POST
// insertProcess (store a result and settle it as a job), draw/result/r5 (settle again), r5/report (check
// the draw's books), the bin jobs (binBurst, binConfirm, binConfirm/report), each polled by its
// /{id}/status; PUT draw/result/reset6 and reset7; GET draw/result/SMSString and draw/result/feed.
// The result's own rules (slots, resultProblems) live in lib/domain/result-entry.ts, free of the schema
// library, so the Draw Setting page checks with the same code; they are re-exported here.
import { z } from './zod';
import { bodyIdSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, singleLine, textField } from './common';
import { drawResultSchema } from './draws';

export * from '@/lib/domain/result-entry';

// ---- insertProcess -------------------------------------------------------------------------------

const TOO_MANY = 'Too many result rows.';

/** POST insertProcess: the draw's whole result (4D: 23 numbers; Toto: 7 numbers and groups 1-4). */
export const insertProcessBodySchema = z.object({
  DrawId: bodyIdSchema('DrawId'),
  Results: z
    .array(
      z.object({
        Prize: singleLine(z.string({ error: 'Prize must be text.' }).max(16, 'Prize is unknown.'), 'Prize'),
        Position: z.number({ error: 'Position must be a whole number.' }).int('Position must be a whole number.'),
        Number: singleLine(z.string({ error: 'Number must be text.' }).trim().max(8, 'Number is too long.'), 'Number'),
      }),
      { error: 'Results must be a list.' },
    )
    .max(40, TOO_MANY),
  Dividends: z
    .array(
      z.object({
        Group: z.number({ error: 'Group must be a whole number.' }).int('Group must be a whole number.'),
        Amount: z.union([singleLine(z.string().trim().max(20, 'Amount is too long.'), 'Amount'), z.number()], { error: 'Amount must be a number.' }),
      }),
      { error: 'Dividends must be a list.' },
    )
    .max(10, TOO_MANY)
    .default([]),
});
export type InsertProcessBody = z.input<typeof insertProcessBodySchema>;
export type InsertProcess = z.output<typeof insertProcessBodySchema>;

// ---- Jobs ----------------------------------------------------------------------------------------

export const jobStatusSchema = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** The answer of every call that starts a result job. */
export const jobStartedSchema = z.object({ JobId: z.number().int().positive(), DrawId: z.number().int().positive(), Status: jobStatusSchema });
export type JobStarted = z.infer<typeof jobStartedSchema>;

/** POST draw/result/r5, r5/report, binBurst, binConfirm/report: the draw. */
export const drawJobBodySchema = z.object({ DrawId: bodyIdSchema('DrawId') });

/** GET draw/result/.../{id}/status and PUT draw/result/reset6|reset7/{id}: the id in the path. */
export const resultIdParamSchema = z.object({ id: queryIdSchema('id') });

/** A job's state; Result only once DONE. */
const jobAnswer = <R extends z.ZodType>(result: R) =>
  z.object({
    JobId: z.number().int().positive(),
    DrawId: z.number().int().positive(),
    Status: jobStatusSchema,
    Progress: z.number().int().min(0).max(100),
    /** FAILED: why. */
    Message: z.string().optional(),
    Result: result.optional(),
    StartedDate: isoDateTimeSchema,
    FinishedDate: isoDateTimeSchema.nullable(),
  });

/** What settling a draw did (insertProcess and r5). */
export const settleSummarySchema = z.object({
  DrawId: z.number().int().positive(),
  Bets: z.number().int().nonnegative(),
  Strikes: z.number().int().nonnegative(),
  Turnover: moneySchema,
  Strike: moneySchema,
  Users: z.number().int().nonnegative(),
});
export type SettleSummary = z.infer<typeof settleSummarySchema>;
export const settleStatusSchema = jobAnswer(settleSummarySchema);
export type SettleStatus = z.infer<typeof settleStatusSchema>;

/** r5/report: the draw's books checked against its bets and strikes. */
export const booksCheckSchema = z.object({
  DrawId: z.number().int().positive(),
  Settled: z.boolean(),
  /** Users with a settlements row. */
  Users: z.number().int().nonnegative(),
  /** The sum of every user's Amount: 0.00 when the draw reconciles. */
  AmountSum: moneySchema,
  Balanced: z.boolean(),
  Differences: z.array(z.object({ UserId: z.string(), Field: z.string(), Stored: moneySchema, Expected: moneySchema })),
});
export type BooksCheck = z.infer<typeof booksCheckSchema>;
export const booksCheckStatusSchema = jobAnswer(booksCheckSchema);

// ---- Resets, SMS, feed -----------------------------------------------------------------------------

/** PUT reset6 (settlement and result undone) and reset7 (settlement undone, result kept). */
export const resetAnswerSchema = z.object({
  DrawId: z.number().int().positive(),
  Status: z.enum(['OPEN', 'CLOSED', 'RESULTED', 'CANCELLED']),
  HasResult: z.boolean(),
  Settled: z.boolean(),
  /** Settlements rows removed (their AccBal reversed). */
  Reversed: z.number().int().nonnegative(),
});
export type ResetAnswer = z.infer<typeof resetAnswerSchema>;

/** GET draw/result/SMSString?LocId=&DrawId=. */
export const smsStringQuerySchema = z.object({ LocId: locIdSchema, DrawId: queryIdSchema('DrawId') });
export const SMS_PART_LENGTH = 160;
export const smsStringSchema = z.object({
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  /** The whole text (GSM 7-bit characters only). */
  Text: z.string(),
  Length: z.number().int().nonnegative(),
  /** The text cut at spaces into messages of at most 160 characters. */
  Parts: z.array(z.string().max(SMS_PART_LENGTH)),
});
export type SmsString = z.infer<typeof smsStringSchema>;

/** GET draw/result/feed?LocId=[&Limit=]: JSON Feed 1.1, one item per resulted draw, newest first. */
export const FEED_DEFAULT_ITEMS = 20;
export const FEED_MAX_ITEMS = 100;
export const feedQuerySchema = z.object({
  LocId: locIdSchema,
  Limit: z
    .string()
    .regex(/^\d{1,3}$/, 'Limit must be a whole number.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Limit must be at least 1.').max(FEED_MAX_ITEMS, `Limit may be at most ${FEED_MAX_ITEMS}.`))
    .optional(),
});
export const resultFeedSchema = z.object({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string(),
  description: z.string(),
  language: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** The SMS text of the result. */
      content_text: z.string(),
      date_published: isoDateTimeSchema,
      date_modified: isoDateTimeSchema,
      tags: z.array(z.string()),
      /** The draw and its result as draw/result answers it (a JSON Feed extension). */
      _draw: drawResultSchema,
    }),
  ),
});
export type ResultFeed = z.infer<typeof resultFeedSchema>;

// ---- Bin jobs (docs/decisions/results-and-settlement.md "Bin burst and bin confirm") --------------------------------------

/** Stakes of one number (4D Big and Small) or one Toto combination (units). */
const amountsSchema = z.object({ Big: moneySchema, Small: moneySchema, Unit: moneySchema });
export type BinAmounts = z.infer<typeof amountsSchema>;

/** binBurst: per number, what reached the company through every eat limit below it, and what exceeds the company's own. */
export const binBurstSchema = z.object({
  DrawId: z.number().int().positive(),
  /** The company's eat limit per number (null: it has none and keeps everything). */
  Limit: amountsSchema.nullable(),
  /** Numbers (Toto: type and combination) that reached the company, the largest burst first. */
  Numbers: z.array(z.object({ Number: z.string(), Total: amountsSchema, In: amountsSchema, Burst: amountsSchema })),
  Total: amountsSchema,
  In: amountsSchema,
  Burst: amountsSchema,
});
export type BinBurst = z.infer<typeof binBurstSchema>;
export const binBurstStatusSchema = jobAnswer(binBurstSchema);

/** POST draw/result/binConfirm: confirm the latest burst, or the Out of the numbers given (the rest: 0). */
export const binConfirmBodySchema = drawJobBodySchema.extend({
  Numbers: z
    .array(z.object({ Number: textField('Number', { max: 40, required: true }), Big: moneySchema.default('0.00'), Small: moneySchema.default('0.00'), Unit: moneySchema.default('0.00') }))
    .max(20_000, 'Too many numbers.')
    .optional(),
});
export type BinConfirmBody = z.input<typeof binConfirmBodySchema>;

/** binConfirm: the Out the company passes on per number (the latest confirmation of a draw wins). */
export const binConfirmSchema = z.object({
  DrawId: z.number().int().positive(),
  BurstJobId: z.number().int().positive(),
  Numbers: z.array(z.object({ Number: z.string(), In: amountsSchema, Out: amountsSchema })),
  Out: amountsSchema,
});
export type BinConfirm = z.infer<typeof binConfirmSchema>;
export const binConfirmStatusSchema = jobAnswer(binConfirmSchema);

/** binConfirm/report: each winning number (Toto: winning combination) with who bears its payout. */
export const binReportSchema = z.object({
  DrawId: z.number().int().positive(),
  ConfirmJobId: z.number().int().positive(),
  Rows: z.array(
    z.object({
      Prize: z.string(),
      Position: z.number().int().nonnegative(),
      Number: z.string(),
      In: amountsSchema,
      Out: amountsSchema,
      /** The company's part: In - Out. */
      Borne: amountsSchema,
      /** The payout of the Out (paid by whoever took it) and of the company's part. */
      OutWin: moneySchema,
      BorneWin: moneySchema,
    }),
  ),
  OutWin: moneySchema,
  BorneWin: moneySchema,
});
export type BinReport = z.infer<typeof binReportSchema>;
export const binReportStatusSchema = jobAnswer(binReportSchema);
