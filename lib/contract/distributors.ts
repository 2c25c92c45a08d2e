// Placing out under /api/v1/{4d|tt}/ (docs/decisions/placing-out.md): Out Setting 3's calls (outSetting6,
// distributors and their rules and outset jobs) and Throw Number's (POST bet/throw, POST throw,
// DELETE bet/throws; the throws show in GET bet/throw, out-bets.ts). Money: text with at most 2
// decimals in, exactly 2 decimals out.
import { z } from './zod';
import { FOUR_D_NUMBER, TOTO_NUMBER } from '@/lib/domain/bet-expansion';
import { bodyIdSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, textField } from './common';
import { amountTextSchema } from './payments';

/** The largest amount a cap or a throw line may carry. */
export const MAX_PLACE_OUT = '9999999.00';
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const amountSchema = (label: string) =>
  amountTextSchema(AMOUNT, `${label} must be an amount like 10.00 (at most 2 decimals, at most ${MAX_PLACE_OUT}).`);

export const idParamsSchema = z.object({ id: z.coerce.number({ error: 'The distributor id must be a whole number.' }).pipe(bodyIdSchema('The distributor id')) });
export const locOnlyQuerySchema = z.object({ LocId: locIdSchema });
export const drawQuerySchema = z.object({ LocId: locIdSchema, DrawId: queryIdSchema('DrawId').optional() });
export const jobQuerySchema = z.object({ LocId: locIdSchema, JobId: queryIdSchema('JobId').optional() });

// ---- Distributors ----------------------------------------------------------------------------------

export const MAX_PARTNERS = 20;
const partnerSchema = z.object({
  Name: textField('Partner name', { max: 60, required: true }),
  Phone: textField('Partner phone', { max: 30 }).default(''),
});
export type Partner = z.output<typeof partnerSchema>;

const distributorFields = {
  Name: textField('Name', { max: 60, required: true }),
  Contact: textField('Contact', { max: 60 }).default(''),
  Remark: textField('Remark', { max: 200 }).default(''),
  Active: z.boolean({ error: 'Active must be true or false.' }).default(true),
};
/** POST distributors */
export const distributorCreateSchema = z.object(distributorFields);
export type DistributorCreate = z.output<typeof distributorCreateSchema>;
/** PUT distributors: every field again. */
export const distributorEditSchema = z.object({ DistributorId: bodyIdSchema('DistributorId'), ...distributorFields });
export type DistributorEdit = z.output<typeof distributorEditSchema>;
/** PUT distributors/{id}/partners: the whole list. */
export const partnersBodySchema = z.object({
  Partners: z.array(partnerSchema, { error: 'Partners must be a list.' }).max(MAX_PARTNERS, `At most ${MAX_PARTNERS} partners.`),
});

const amountsSchema = z.object({ Big: moneySchema, Small: moneySchema, Unit: moneySchema });
export type WireAmounts = z.infer<typeof amountsSchema>;

export const distributorSchema = z.object({
  DistributorId: z.number().int(),
  LocId: z.string(),
  Name: z.string(),
  Contact: z.string(),
  Remark: z.string(),
  Active: z.boolean(),
  Partners: z.array(z.object({ Name: z.string(), Phone: z.string() })),
  UpdatedBy: z.string(),
  UpdatedAt: isoDateTimeSchema,
});
export type DistributorRow = z.infer<typeof distributorSchema>;
export const distributorSavedSchema = z.object({ Distributor: distributorSchema });
export const distributorDeletedSchema = z.object({ Deleted: z.number().int() });

/** GET distributors/total: the location's distributors with what each takes of the draw (DrawId; none: the latest draw). */
export const distributorTotalsSchema = z.object({
  DrawId: z.number().int().nullable(),
  DrawDate: isoDateSchema.nullable(),
  Total: z.number().int().nonnegative(),
  Items: z.array(distributorSchema.extend({ Taken: amountsSchema })),
  Sum: amountsSchema,
});
export type DistributorTotals = z.infer<typeof distributorTotalsSchema>;

// ---- Rules -----------------------------------------------------------------------------------------

const ruleNumberSchema = z
  .string({ error: 'Each number must be text.' })
  .trim()
  .refine((value) => FOUR_D_NUMBER.test(value) || TOTO_NUMBER.test(value), 'Each number must be a 4D number (4 digits) or a TT number (01 to 49).');

/** PUT distributors/rule/{id} */
export const ruleBodySchema = z.object({
  /** Empty: every number. */
  Numbers: z.array(ruleNumberSchema, { error: 'Numbers must be a list.' }).max(200, 'At most 200 numbers.').default([]),
  Big: z.boolean({ error: 'Big must be true or false.' }).default(true),
  Small: z.boolean({ error: 'Small must be true or false.' }).default(true),
  Unit: z.boolean({ error: 'Unit must be true or false.' }).default(true),
  Percent: z.number({ error: 'Percent must be a whole number from 0 to 100.' }).int('Percent must be a whole number from 0 to 100.').min(0, 'Percent must be a whole number from 0 to 100.').max(100, 'Percent must be a whole number from 0 to 100.'),
  CapBig: amountSchema('CapBig').default('0.00'),
  CapSmall: amountSchema('CapSmall').default('0.00'),
  CapUnit: amountSchema('CapUnit').default('0.00'),
});
export type RuleBody = z.output<typeof ruleBodySchema>;

export const ruleSchema = z.object({
  DistributorId: z.number().int(),
  Numbers: z.array(z.string()),
  Big: z.boolean(),
  Small: z.boolean(),
  Unit: z.boolean(),
  Percent: z.number().int(),
  CapBig: moneySchema,
  CapSmall: moneySchema,
  CapUnit: moneySchema,
  UpdatedBy: z.string().nullable(),
  UpdatedAt: isoDateTimeSchema.nullable(),
});
export type RuleRow = z.infer<typeof ruleSchema>;
export const ruleSavedSchema = z.object({ Rule: ruleSchema });

/** PUT distributors/rule/{id}/outset */
export const outsetStartSchema = z.object({ DrawId: bodyIdSchema('DrawId') });

export const outsetRunSchema = z.object({
  JobId: z.number().int(),
  DistributorId: z.number().int(),
  DrawId: z.number().int(),
  Status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']),
  Progress: z.number().int(),
  Processed: z.number().int(),
  Total: z.number().int(),
  /** How many numbers got a placement. */
  Placed: z.number().int(),
  /** Numbers of the rule it could place nothing of, with why. */
  Failures: z.array(z.object({ Number: z.string(), Reason: z.string() })),
  Error: z.string().nullable(),
});
export type OutsetRun = z.infer<typeof outsetRunSchema>;
/** GET .../outset/status: the distributor's latest run (or JobId's); null when none ran. */
export const outsetStatusSchema = z.object({ Run: outsetRunSchema.nullable() });

// ---- The distributor's figures (GET distributors/users/{id}) ---------------------------------------

export const placementRowSchema = z.object({
  PlacementId: z.number().int(),
  DistributorId: z.number().int(),
  Number: z.string(),
  Source: z.enum(['THROW', 'RULE']),
  /** What was placed. */
  Placed: amountsSchema,
  /** What it takes now: the placement cut to what the company still holds. */
  Taken: amountsSchema,
  CreatedBy: z.string(),
  CreatedAt: isoDateTimeSchema,
});
export type PlacementRow = z.infer<typeof placementRowSchema>;
export const distributorFiguresSchema = z.object({
  DistributorId: z.number().int(),
  Name: z.string(),
  DrawId: z.number().int(),
  DrawDate: isoDateSchema,
  Total: z.number().int().nonnegative(),
  Items: z.array(placementRowSchema),
  Sum: amountsSchema,
});
export type DistributorFigures = z.infer<typeof distributorFiguresSchema>;

// ---- outSetting6 and the drawSetting tab -------------------------------------------------------------

export const MAX_CUT_OFF_MINUTES = 30;
/** POST outSetting6: any of the location's fields, and the draws placing out is on or off for. */
export const outSettingBodySchema = z.object({
  Enabled: z.boolean({ error: 'Enabled must be true or false.' }).optional(),
  CutOffMinutes: z
    .number({ error: `CutOffMinutes must be a whole number from 0 to ${MAX_CUT_OFF_MINUTES}.` })
    .int(`CutOffMinutes must be a whole number from 0 to ${MAX_CUT_OFF_MINUTES}.`)
    .min(0, `CutOffMinutes must be a whole number from 0 to ${MAX_CUT_OFF_MINUTES}.`)
    .max(MAX_CUT_OFF_MINUTES, `CutOffMinutes must be a whole number from 0 to ${MAX_CUT_OFF_MINUTES}.`)
    .optional(),
  Draws: z
    .array(z.object({ DrawId: bodyIdSchema('DrawId'), Applies: z.boolean({ error: 'Applies must be true or false.' }) }), { error: 'Draws must be a list.' })
    .max(100, 'At most 100 draws at once.')
    .optional(),
});
export type OutSettingBody = z.output<typeof outSettingBodySchema>;

export const outSettingSchema = z.object({
  LocId: z.string(),
  Enabled: z.boolean(),
  CutOffMinutes: z.number().int(),
  UpdatedBy: z.string().nullable(),
  Draws: z.array(
    z.object({
      DrawId: z.number().int(),
      DrawDate: isoDateSchema,
      CloseDate: isoDateTimeSchema,
      Status: z.string(),
      Applies: z.boolean(),
      /** Throws and rule jobs are taken until then: the close plus CutOffMinutes. */
      PlaceOutUntil: isoDateTimeSchema,
    }),
  ),
});
export type OutSetting = z.infer<typeof outSettingSchema>;

// ---- Throws -------------------------------------------------------------------------------------------

const throwLineSchema = z.object({
  Number: z.string({ error: 'Number is required.' }).trim().regex(FOUR_D_NUMBER, 'Number must be 4 digits.'),
  Big: amountSchema('Big').default('0.00'),
  Small: amountSchema('Small').default('0.00'),
});
/** POST bet/throw (4D): stakes of chosen numbers to a distributor. */
export const throwBodySchema = z.object({
  DrawId: bodyIdSchema('DrawId'),
  DistributorId: bodyIdSchema('DistributorId'),
  Items: z
    .array(throwLineSchema, { error: 'Items must be a list.' })
    .min(1, 'Throw at least one number.')
    .max(100, 'At most 100 numbers at once.')
    .refine((items) => items.every((item) => item.Big !== '0.00' || item.Small !== '0.00'), 'Each number needs a Big or a Small above 0.'),
});
export type ThrowBody = z.output<typeof throwBodySchema>;
/** POST throw (4D): all the company still holds of the numbers, to a distributor. */
export const throwAllBodySchema = z.object({
  DrawId: bodyIdSchema('DrawId'),
  DistributorId: bodyIdSchema('DistributorId'),
  Numbers: z
    .array(z.string({ error: 'Each number must be text.' }).trim().regex(FOUR_D_NUMBER, 'Each number must be 4 digits.'), { error: 'Numbers must be a list.' })
    .min(1, 'Choose at least one number.')
    .max(100, 'At most 100 numbers at once.'),
});
/** DELETE bet/throws */
export const throwsDeleteSchema = z.object({
  PlacementIds: z.array(bodyIdSchema('Each PlacementId'), { error: 'PlacementIds must be a list of ids.' }).min(1, 'Choose at least one throw.').max(200, 'At most 200 throws at once.'),
});
export const thrownSchema = z.object({ Placed: z.array(placementRowSchema) });
export const throwsDeletedSchema = z.object({ Deleted: z.array(z.number().int()) });
