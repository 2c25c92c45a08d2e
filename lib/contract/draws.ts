// GET /api/v1/{4d|tt}/draw/dateAll (a list of drawDateSchema), draw/activeLatest (one drawDateSchema)
// and draw/result.
import { z } from './zod';
import { isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema } from './common';

/** OPEN takes bets until CloseDate; CLOSED waits for its result; RESULTED has one. */
export const drawStatusSchema = z.enum(['OPEN', 'CLOSED', 'RESULTED', 'CANCELLED']);
export type DrawStatus = z.infer<typeof drawStatusSchema>;

export const drawDateSchema = z.object({
  DrawId: z.number().int().positive(),
  /** Local (GMT+8) date of the draw. */
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
