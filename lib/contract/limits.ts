// TT's Limit Setting under /api/v1/tt/ (docs/decisions/betting.md, "Toto limits"): GET limit lists the
// location's limits, POST limit creates one, PUT limit edits one, POST limit/delete removes several by
// id and DELETE limit/{id} one. Needs an ADMIN holding DrawSetting; a 4D location answers 404.
import { z } from './zod';
import { bodyIdSchema, isoDateTimeSchema, moneySchema } from './common';
import { amountTextSchema } from './payments';
import { moneyToCents, TOTO_NUMBER } from '@/lib/domain/bet-expansion';
import { TOTO_LIMIT_TYPES } from '@/lib/domain/toto-limits';

export { TOTO_LIMIT_TYPES };

/** The largest limit: far above any draw's takings, inside the money column. */
export const MAX_LIMIT = '99999999.00';

const numberSchema = z
  .string({ error: 'Number is required.' })
  .trim()
  .transform((value) => (/^\d$/.test(value) ? `0${value}` : value))
  .refine((value) => TOTO_NUMBER.test(value), 'Number must be a TT number from 01 to 49.');

const betTypeSchema = z.enum(TOTO_LIMIT_TYPES, { error: `BetType must be one of ${TOTO_LIMIT_TYPES.join(', ')}.` });

const limitAmountSchema = amountTextSchema(/^\d{1,10}(\.\d{1,2})?$/, 'Amount must be an amount like 500.00 (at most 2 decimals).').refine(
  (value) => moneyToCents(value) <= moneyToCents(MAX_LIMIT),
  `Amount may be at most ${MAX_LIMIT}.`,
);

/** POST limit */
export const limitCreateSchema = z.object({ Number: numberSchema, BetType: betTypeSchema.default('ALL'), Amount: limitAmountSchema });
export type LimitCreate = z.output<typeof limitCreateSchema>;
export type LimitCreateInput = z.input<typeof limitCreateSchema>;

/** PUT limit: every field of the limit again. */
export const limitEditSchema = limitCreateSchema.extend({ LimitId: bodyIdSchema('LimitId') });
export type LimitEdit = z.output<typeof limitEditSchema>;

/** POST limit/delete */
export const limitDeleteSchema = z.object({
  LimitIds: z
    .array(bodyIdSchema('Each LimitId'), { error: 'LimitIds must be a list of ids.' })
    .min(1, 'Choose at least one limit.')
    .max(500, 'At most 500 limits at once.'),
});

/** DELETE limit/{id} */
export const limitIdParamsSchema = z.object({ id: z.coerce.number({ error: 'The limit id must be a whole number.' }).pipe(bodyIdSchema('The limit id')) });

export const totoLimitSchema = z.object({
  LimitId: z.number().int(),
  LocId: z.string(),
  Number: z.string(),
  BetType: betTypeSchema,
  Amount: moneySchema,
  UpdatedBy: z.string(),
  UpdatedAt: isoDateTimeSchema,
});
export type TotoLimitRow = z.infer<typeof totoLimitSchema>;
export const limitListSchema = z.array(totoLimitSchema);

export const limitSavedSchema = z.object({ Limit: totoLimitSchema });
export const limitsDeletedSchema = z.object({ Deleted: z.array(z.number().int()) });
export type LimitsDeleted = z.infer<typeof limitsDeletedSchema>;

