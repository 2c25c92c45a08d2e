// Pay rates under /api/v1/{4d|tt}/ (docs/decisions/pay-rates.md): GET payRates (the rates in force for a
// user), GET payRatesN / payRatesI / payRatesK (one kind's defaults, overrides and caps), POST payRate
// (an agent's override), PUT payRate (edit one), PUT payRateDefault (edit a default cell), DELETE
// payRate/{id}. Amounts are prizes per $1.
import { z } from './zod';
import { bodyIdSchema, locIdSchema, moneySchema, requiredText, userIdSchema } from './common';
import { toMoney } from '@/lib/domain/money';

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

/** The kinds the pay-rate page edits, by the call that lists them. */
export const PAY_RATE_LISTS = { payRatesN: 'ORDINARY', payRatesI: 'IBET', payRatesK: 'KBET' } as const;
export type PayRateList = keyof typeof PAY_RATE_LISTS;
export const EDITABLE_KINDS = ['ORDINARY', 'IBET', 'KBET'] as const;
export const FOUR_D_PRIZE_NAMES = ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION'] as const;

/** GET payRatesN | payRatesI | payRatesK */
export const payRateKindSchema = z.object({
  BetKind: betKindSchema,
  /** The agent the answer is about (UserId, or the caller when not an admin); null: an admin's overview. */
  UserId: z.string().nullable(),
  Defaults: payRateListSchema,
  /** The agent's overrides of this kind; in an admin's overview, every agent's. */
  Overrides: payRateListSchema,
  /** The agent's parent's rates in force: what its overrides may not exceed ([] in the overview). */
  Caps: payRateListSchema,
  /** The agents of the location the caller may pick (the page's UserPicker); [] for a non-admin. */
  Agents: z.array(z.object({ UserId: z.string(), UserName: z.string() })),
});
export type PayRateKind = z.infer<typeof payRateKindSchema>;

/** A rate typed as text: up to 10 digits and 2 decimals, not negative; answered as money. */
export function rateTextSchema(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be an amount as text, e.g. "2000.00".`) })
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, `${label} must be an amount like 2000.00 (not negative, at most 2 decimals).`)
    .transform((value) => toMoney(value));
}

/** Small: a rate, or null (or '') where Small does not win. */
const smallRateSchema = z.union([z.null(), z.literal('').transform(() => null), rateTextSchema('Small')]);

/** POST payRate: an agent's override of one cell. */
export const payRateCreateSchema = z.object({
  UserId: userIdSchema,
  BetKind: z.enum(EDITABLE_KINDS, { error: `BetKind must be one of ${EDITABLE_KINDS.join(', ')}.` }),
  PermClass: z.union([z.literal(0), z.literal(24), z.literal(12), z.literal(6), z.literal(4)], { error: 'PermClass must be 0, 24, 12, 6 or 4.' }),
  Prize: z.enum(FOUR_D_PRIZE_NAMES, { error: `Prize must be one of ${FOUR_D_PRIZE_NAMES.join(', ')}.` }),
  Big: rateTextSchema('Big'),
  Small: smallRateSchema,
});
export type PayRateCreate = z.output<typeof payRateCreateSchema>;

/** PUT payRate (an override) and PUT payRateDefault (a default cell): new amounts of one row. */
export const payRateEditSchema = z.object({
  PayRateId: bodyIdSchema('PayRateId'),
  Big: rateTextSchema('Big'),
  Small: smallRateSchema,
});
export type PayRateEdit = z.output<typeof payRateEditSchema>;

/** DELETE payRate/{id} */
export const payRateIdParamsSchema = z.object({
  id: requiredText('The pay rate id', 12)
    .regex(/^\d{1,9}$/, 'The pay rate id must be a whole number.')
    .transform(Number),
});
export const payRateDeletedSchema = z.object({ PayRateId: z.number().int().positive() });
