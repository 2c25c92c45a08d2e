// GET /api/v1/{4d|tt}/payRates: the location's pay table (prize per $1).
import { z } from './zod';
import { locIdSchema, moneySchema, userIdSchema } from './common';

export const betKindSchema = z.enum(['ORDINARY', 'IBET', 'KBET', 'ROLL', 'TT']);
export type BetKind = z.infer<typeof betKindSchema>;

export const payRateSchema = z.object({
  PayRateId: z.number().int().positive(),
  LocId: z.string(),
  /** null: the location's default; otherwise the agent whose override this is. */
  UserId: z.string().nullable(),
  BetKind: betKindSchema,
  /** Orderings of the number (24, 12, 6, 4, 1); 0 applies to every class. */
  PermClass: z.number().int().nonnegative(),
  /** 4D: FIRST, SECOND, THIRD, STARTER, CONSOLATION. Toto: G5, G6, G7. */
  Prize: z.string(),
  Big: moneySchema,
  /** null where Small does not win (4D starters and consolations; Toto). */
  Small: moneySchema.nullable(),
});
export type PayRate = z.infer<typeof payRateSchema>;
export const payRateListSchema = z.array(payRateSchema);

export const payRatesQuerySchema = z.object({
  LocId: locIdSchema,
  /** The effective table of this agent (its overrides over the default); must be in the downline. */
  UserId: userIdSchema.optional(),
});
