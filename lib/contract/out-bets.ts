// Out Bets (the outset, docs/domain.md#house-rules) under /api/v1/{4d|tt}/: per number of one draw, what reached a
// user from its downline (In), what it keeps up to its eat limit (Intake) and what it passes up (Out),
// with the most the number could cost it on its intake (MaxPayout). Field names follow docs/product.md#entities-and-fields
// (ttBigIn, ttSmallIn, ttAmountIn, ttBigIntake, ttBigOut, ttMaxPayout and siblings; TT rows Type, TT,
// ttUnitIn, ttUnitIntake, ttUnitOut, ttMaxPayout). Money: exactly 2 decimals. POST
// {4d|tt}/bet/page/exportIntakeAra takes the body of the other ARA exports (files.ts exportAraBodySchema).
import { z } from './zod';
import { FOUR_D_NUMBER } from '@/lib/domain/bet-expansion';
import { searchTotoQuerySchema } from './bet-listings';
import { isoDateSchema, locIdSchema, moneySchema, queryIdSchema, requiredText, userIdSchema } from './common';

const ofDraw = {
  LocId: locIdSchema,
  DrawId: queryIdSchema('DrawId'),
  /** Whose figures: the caller itself without it; a user of the caller's reach with it (404 outside). */
  UserId: userIdSchema.optional(),
};

/** GET 4d/bet/throw: one row per 4D number; Number narrows to one. */
export const outBetsQuerySchema = z.object({
  ...ofDraw,
  Number: requiredText('Number', 4).regex(FOUR_D_NUMBER, 'Number must be 4 digits.').optional(),
});

/** GET tt/bet/throwT: one row per Toto type and combination; Numbers narrows to the combinations holding all of them. */
export const outBetsTotoQuerySchema = z.object({
  ...ofDraw,
  Numbers: searchTotoQuerySchema.shape.Numbers.optional(),
});

const fourDFigures = {
  ttBigIn: moneySchema,
  ttSmallIn: moneySchema,
  /** Big + Small. */
  ttAmountIn: moneySchema,
  ttBigIntake: moneySchema,
  ttSmallIntake: moneySchema,
  ttAmountIntake: moneySchema,
  ttBigOut: moneySchema,
  ttSmallOut: moneySchema,
  ttAmountOut: moneySchema,
  /** The intake drawn as the 1st prize at the location's pay table. */
  ttMaxPayout: moneySchema,
};
const outBetRowSchema = z.object({ Number: z.string(), ...fourDFigures });
export type OutBetRow = z.infer<typeof outBetRowSchema>;

const totoFigures = {
  ttUnitIn: moneySchema,
  ttUnitIntake: moneySchema,
  ttUnitOut: moneySchema,
  /** The unit intake at the largest fixed prize (group 5). */
  ttMaxPayout: moneySchema,
};
const outBetTotoRowSchema = z.object({
  /** The entry's tag (STAR, TO, TE, TT) or ORDINARY. */
  Type: z.string(),
  /** The 6-number combination, ascending, joined by spaces. */
  TT: z.string(),
  ...totoFigures,
});
export type OutBetTotoRow = z.infer<typeof outBetTotoRowSchema>;

const header = {
  /** Whose figures these are. */
  UserId: z.string(),
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  /** How many rows. */
  Total: z.number().int().nonnegative(),
};

export const outBetsSchema = z.object({ ...header, Items: z.array(outBetRowSchema), Sum: z.object(fourDFigures) });
export type OutBets = z.infer<typeof outBetsSchema>;
export const outBetsTotoSchema = z.object({ ...header, Items: z.array(outBetTotoRowSchema), Sum: z.object(totoFigures) });
export type OutBetsToto = z.infer<typeof outBetsTotoSchema>;
