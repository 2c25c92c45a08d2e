// Sub shares and group expenses (docs/decisions/sub-shares.md): GET, POST subShare; DELETE
// subShare/{id}; GET, POST groupExpense; DELETE groupExpense/{id}. Admins only (the access table);
// every UserId must hold the location and be in the caller's reach (404 otherwise). And GET, POST
// shareClaimSetting (the Share Claim Setting page's calls, added to the catalogue's Share claim group).
import { z } from './zod';
import { bodyIdSchema, dateSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, textField, userIdSchema } from './common';
import { claimAmountSchema } from './share-claims';
import { remarkSchema } from './payments';
import { MAX_PARTNER, percentBasis } from '@/lib/domain/sub-shares';

/** DELETE subShare/{id}, groupExpense/{id} */
export const subShareIdParamsSchema = z.object({ id: queryIdSchema('The id') });

// ---- Sub shares ---------------------------------------------------------------------------------------

/** GET subShare: every sub share of the location, or one holder's (UserId). */
export const subShareQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema.optional() });

export const percentSchema = z
  .string({ error: 'Percent is required.' })
  .trim()
  .refine((value) => percentBasis(value) !== null, 'Percent must be from 0.01 to 100.00 (at most 2 decimals).');

/**
 * POST subShare: Percent of the holder's (UserId: the company or an agent) own share passes to Partner.
 * One row per holder and partner: a second POST for the same partner changes its percent.
 */
export const subShareInputSchema = z.object({
  UserId: userIdSchema,
  Partner: textField('Partner', { max: MAX_PARTNER, required: true }),
  Percent: percentSchema,
  Remark: remarkSchema,
});
export type SubShareInput = z.input<typeof subShareInputSchema>;

export const subShareSchema = z.object({
  SubShareId: z.number().int().positive(),
  UserId: z.string(),
  UserName: z.string(),
  Partner: z.string(),
  /** Of the holder's own share, 2 decimals ('25.00'). */
  Percent: z.string(),
  Remark: z.string(),
  CreatedBy: z.string(),
  CreatedAt: isoDateTimeSchema,
});
export type SubShare = z.infer<typeof subShareSchema>;
export const subShareListSchema = z.object({ Items: z.array(subShareSchema) });
export type SubShareList = z.infer<typeof subShareListSchema>;

// ---- Group expenses -----------------------------------------------------------------------------------

/** GET groupExpense: the location's expenses, optionally of one draw and one group (UserId: the group's agent). */
export const groupExpenseQuerySchema = z.object({ LocId: locIdSchema, DrawId: queryIdSchema('DrawId').optional(), UserId: userIdSchema.optional() });

/** POST groupExpense: an expense of one group (an agent's, UserId) for one draw of the location. */
export const groupExpenseInputSchema = z.object({
  DrawId: bodyIdSchema('DrawId'),
  UserId: userIdSchema,
  Amount: claimAmountSchema,
  Remark: remarkSchema,
});
export type GroupExpenseInput = z.input<typeof groupExpenseInputSchema>;

export const groupExpenseSchema = z.object({
  ExpenseId: z.number().int().positive(),
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  UserId: z.string(),
  UserName: z.string(),
  Amount: moneySchema,
  Remark: z.string(),
  CreatedBy: z.string(),
  CreatedAt: isoDateTimeSchema,
});
export type GroupExpense = z.infer<typeof groupExpenseSchema>;
export const groupExpenseListSchema = z.object({ Items: z.array(groupExpenseSchema), Total: moneySchema });
export type GroupExpenseList = z.infer<typeof groupExpenseListSchema>;

// ---- Share Claim Setting ------------------------------------------------------------------------------

/**
 * POST shareClaimSetting: whether an agent (UserId) may claim on its direct agents, for draws dated
 * from FromDate on (null: any), each claim at most MaxAmount (null: no cap).
 */
/** GET shareClaimSetting */
export const claimSettingQuerySchema = z.object({ LocId: locIdSchema });

export const shareClaimSettingInputSchema = z.object({
  UserId: userIdSchema,
  MayClaim: z.boolean({ error: 'MayClaim must be true or false.' }),
  FromDate: dateSchema('FromDate').nullable().default(null),
  MaxAmount: claimAmountSchema.nullable().default(null),
});
export type ShareClaimSettingInput = z.input<typeof shareClaimSettingInputSchema>;

export const shareClaimSettingSchema = z.object({
  UserId: z.string(),
  UserName: z.string(),
  ParentId: z.string(),
  MayClaim: z.boolean(),
  FromDate: isoDateSchema.nullable(),
  MaxAmount: moneySchema.nullable(),
  /** A setting was saved (else the defaults: may claim, any draw, no cap). */
  Custom: z.boolean(),
});
export type ShareClaimSetting = z.infer<typeof shareClaimSettingSchema>;
/** GET shareClaimSetting: every agent of the location, by UserId. */
export const shareClaimSettingListSchema = z.object({ Items: z.array(shareClaimSettingSchema) });
export type ShareClaimSettingList = z.infer<typeof shareClaimSettingListSchema>;
