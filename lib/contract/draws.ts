// GET /api/v1/{4d|tt}/draw/dateAll (a list of drawDateSchema), draw/activeLatest (one drawDateSchema)
// and draw/result; the draw administration calls (draw2, draw/byId, draw/week, draw/weekJob, POST and
// PUT draw) and the result lists (draw/resultDate, draw/resultReport).
import { z } from './zod';
import { bodyIdSchema, dateSchema, instantSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryFlagSchema, queryIdSchema } from './common';

/** OPEN takes bets until CloseDate; CLOSED waits for its result; RESULTED has one. */
export const drawStatusSchema = z.enum(['OPEN', 'CLOSED', 'RESULTED', 'CANCELLED']);
export type DrawStatus = z.infer<typeof drawStatusSchema>;

export const drawDateSchema = z.object({
  DrawId: z.number().int().positive(),
  /** Operator date of the draw. */
  DrawDate: isoDateSchema,
  CloseDate: isoDateTimeSchema,
  DrawTime: isoDateTimeSchema,
  Special: z.boolean(),
  Status: drawStatusSchema,
});
export type DrawDate = z.infer<typeof drawDateSchema>;
export const drawDateListSchema = z.array(drawDateSchema);

export const drawResultQuerySchema = z.object({ LocId: locIdSchema, DrawId: queryIdSchema('DrawId') });

export const fourDPrizeSchema = z.enum(['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION']);
export const totoPrizeSchema = z.enum(['WINNING', 'ADDITIONAL']);

export const resultNumberSchema = z.object({
  Prize: z.union([fourDPrizeSchema, totoPrizeSchema]),
  /** 1 for single prizes; 1-10 for starters and consolations; 1-6 for Toto winning numbers. */
  Position: z.number().int().positive(),
  /** 4 digits for 4D, 2 digits (01-49) for Toto. The same number may win several prizes. */
  Number: z.string().regex(/^\d{2}$|^\d{4}$/),
});
export type ResultNumber = z.infer<typeof resultNumberSchema>;

export const drawResultSchema = z.object({
  DrawId: z.number().int().positive(),
  LocId: z.string(),
  DrawDate: isoDateSchema,
  Status: drawStatusSchema,
  /** Empty until the draw has a result. */
  Results: z.array(resultNumberSchema),
  /** Toto groups 1-4: dividend per $1; empty for 4D. */
  Dividends: z.array(z.object({ Group: z.number().int().min(1).max(4), Amount: moneySchema })),
});
export type DrawResult = z.infer<typeof drawResultSchema>;

// ---- Draw administration (docs/product.md#call-catalogue "Draws"): draw2, draw/byId, draw/week, draw/weekJob, POST and
// PUT draw, draw/resultDate and draw/resultReport. -------------------------------------------------------

/** A start date may not be after its end date. */
const orderedRange = <T extends { DrawFrom?: string; DrawTo?: string }>(value: T) =>
  !value.DrawFrom || !value.DrawTo || value.DrawFrom <= value.DrawTo;
const RANGE_ORDER = { message: 'DrawFrom may not be after DrawTo.', path: ['DrawFrom'] };

/** A row of draw2 and draw/week (and the answer of draw/byId, POST and PUT draw). */
export const drawItemSchema = drawDateSchema.extend({
  /** When the result was entered, and when its settlement last finished (null: never). */
  ResultDate: isoDateTimeSchema.nullable(),
  SettledDate: isoDateTimeSchema.nullable(),
  HasResult: z.boolean(),
  /** The stored settlement is of the current result (settled after the result was last entered). */
  Settled: z.boolean(),
  /** Any ticket (live or deleted) is on it: its date may not move. */
  HasBets: z.boolean(),
});
export type DrawItem = z.infer<typeof drawItemSchema>;
export const drawItemListSchema = z.array(drawItemSchema);

/** GET draw2?LocId=[&DrawFrom=&DrawTo=]: the location's draws, newest first. */
export const draw2QuerySchema = z
  .object({ LocId: locIdSchema, DrawFrom: dateSchema('DrawFrom').optional(), DrawTo: dateSchema('DrawTo').optional() })
  .refine(orderedRange, RANGE_ORDER);

/** GET draw/byId/{id}. */
export const drawIdParamSchema = z.object({ id: queryIdSchema('id') });

/** GET draw/week?LocId=[&Date=]: the draws of the Monday-to-Sunday week holding Date (default today in operator time). */
export const drawWeekQuerySchema = z.object({ LocId: locIdSchema, Date: dateSchema('Date').optional() });
export const drawWeekSchema = z.object({ WeekStart: isoDateSchema, WeekEnd: isoDateSchema, Items: drawItemListSchema });
export type DrawWeek = z.infer<typeof drawWeekSchema>;

export const WEEK_JOB_DEFAULT_WEEKS = 2;
export const WEEK_JOB_MAX_WEEKS = 12;

/** GET draw/weekJob?LocId=[&Weeks=&DryRun=]: create the schedule's missing draws (admin with DrawSetting). */
export const drawWeekJobQuerySchema = z.object({
  LocId: locIdSchema,
  Weeks: z
    .string()
    .regex(/^\d{1,2}$/, 'Weeks must be a whole number.')
    .transform(Number)
    .pipe(z.number().int().min(1, 'Weeks must be at least 1.').max(WEEK_JOB_MAX_WEEKS, `Weeks may be at most ${WEEK_JOB_MAX_WEEKS}.`))
    .optional(),
  DryRun: queryFlagSchema.optional(),
});
export const drawWeekJobSchema = z.object({
  /** The local dates the schedule was applied to (today to the Sunday of the last week). */
  From: isoDateSchema,
  To: isoDateSchema,
  DryRun: z.boolean(),
  /** The slots of the schedule that had no draw (DryRun: nothing was created). */
  Missing: z.array(isoDateSchema),
  /** The draws created (empty on a DryRun). */
  Created: drawItemListSchema,
  /** Slots of the schedule in the range that already had a draw. */
  Existing: z.number().int().nonnegative(),
});
export type DrawWeekJob = z.infer<typeof drawWeekJobSchema>;

/** A draw as POST draw creates it; CloseDate and DrawTime are instants, DrawDate the local date of DrawTime. */
export const drawCreateBodySchema = z.object({
  DrawDate: dateSchema('DrawDate'),
  CloseDate: instantSchema('CloseDate'),
  DrawTime: instantSchema('DrawTime'),
  Special: z.boolean({ error: 'Special must be true or false.' }).default(false),
  Status: z.enum(['OPEN', 'CANCELLED'], { error: 'Status must be OPEN or CANCELLED.' }).default('OPEN'),
});
export type DrawCreateBody = z.input<typeof drawCreateBodySchema>;
export type DrawCreate = z.output<typeof drawCreateBodySchema>;

/** PUT draw: the fields to change of DrawId. */
export const drawUpdateBodySchema = z.object({
  DrawId: bodyIdSchema('DrawId'),
  DrawDate: dateSchema('DrawDate').optional(),
  CloseDate: instantSchema('CloseDate').optional(),
  DrawTime: instantSchema('DrawTime').optional(),
  Special: z.boolean({ error: 'Special must be true or false.' }).optional(),
  Status: z.enum(['OPEN', 'CANCELLED'], { error: 'Status must be OPEN or CANCELLED.' }).optional(),
});
export type DrawUpdateBody = z.input<typeof drawUpdateBodySchema>;
export type DrawUpdate = z.output<typeof drawUpdateBodySchema>;

/** GET draw/resultDate: the draws with a result, newest first (the draw-date picker's options). */
export const resultDateListSchema = z.array(z.object({ DrawId: z.number().int().positive(), DrawDate: isoDateSchema }));
export type ResultDateList = z.infer<typeof resultDateListSchema>;

/** Longest range of draw/resultReport, and its default (the last four weeks to today). */
export const RESULT_REPORT_MAX_DAYS = 366;
export const RESULT_REPORT_DEFAULT_DAYS = 28;

/** GET draw/resultReport?LocId=[&DrawFrom=&DrawTo=]: the results of the range, newest first. */
export const resultReportQuerySchema = draw2QuerySchema;
export const resultReportSchema = z.object({ DrawFrom: isoDateSchema, DrawTo: isoDateSchema, Items: z.array(drawResultSchema) });
export type ResultReport = z.infer<typeof resultReportSchema>;
