// Share claims under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Share claim" and the report calls
// selectReportShareClaim and selectReportShareClaimBack). The spec names the calls only; their meaning
// is ours (docs/decisions/money.md "Share claims"):
//   - a claim is what a parent asks of one of its DIRECT downline agents (members have no share) for
//     a draw: SHARE claims are generated from the draw's settlement, Amount = -OwnShare when the
//     agent's own share of its group's result (its settlements row's OwnShare) is negative; MANUAL
//     claims are any amount the parent enters. ClaimedBy is always the agent's parent; the parent, or
//     an admin acting for the company (a sub-admin needs the payments' right), makes and changes it;
//   - a claim-back is money collected against a claim: a payment of type CLAIM on the agent (its
//     AccBal rises by the amount), so AccBal stays the sum of settlements and payments;
//   - Collected = the live claim-backs, never more than Amount (a claim is never lowered below it,
//     and a claim with live claim-backs is never removed: 409); Outstanding = Amount - Collected.
//   - Every call needs an agent or admin (members: 404 before anything is read); a sub-admin (the
//     clerk) acts for the company only with EnableCreateDownline, as for payments. Writes also need
//     EnableCreateDownline (an agent that cannot record payments cannot claim either).
import { z } from './zod';
import { idempotencyKeySchema, MAX_RANGE_DAYS } from './bets';
import { bodyIdSchema, checkDateRange, dateSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, roleSchema, textField, userIdSchema } from './common';
import { amountTextSchema, MAX_PAYMENT, remarkSchema } from './payments';
import { moneyToCents } from '@/lib/domain/bet-expansion';

/** Claim-backs in one shareClaimBack POST or shareClaimBackImport. */
export const MAX_CLAIM_BACKS_PER_CALL = 500;
/** The most claims one list answers (narrow the range past it: 400). */
export const MAX_CLAIM_ROWS = 5000;

export const SHARE_CLAIM_KINDS = ['SHARE', 'MANUAL'] as const;
export const shareClaimKindSchema = z.enum(SHARE_CLAIM_KINDS);
export type ShareClaimKind = z.infer<typeof shareClaimKindSchema>;

/** OPEN: something is outstanding. SETTLED: Outstanding is 0.00 (all collected). */
export const SHARE_CLAIM_STATUSES = ['OPEN', 'SETTLED'] as const;
export const shareClaimStatusSchema = z.enum(SHARE_CLAIM_STATUSES);

/** A positive amount as text with up to 2 decimals, at most MAX_PAYMENT; answered as money. */
export const claimAmountSchema = amountTextSchema(/^\d{1,10}(\.\d{1,2})?$/, 'Amount must be an amount like 150.00 (positive, at most 2 decimals).')
  .refine((value) => moneyToCents(value) > 0n, 'Amount must be more than 0.00.')
  .refine((value) => moneyToCents(value) <= moneyToCents(MAX_PAYMENT), `Amount may be at most ${MAX_PAYMENT}.`);

const drawIdSchema = bodyIdSchema('DrawId');
const claimIdSchema = bodyIdSchema('ClaimId');

/** DELETE shareClaim/{id} and shareClaimBack/{id} */
export const shareClaimIdParamsSchema = z.object({ id: queryIdSchema('The id') });

// ---- Queries ----------------------------------------------------------------------------------------

const rangeFields = {
  LocId: locIdSchema,
  /** One draw; or the draws dated DrawFrom..DrawTo (local dates, both included). */
  DrawId: queryIdSchema('DrawId').optional(),
  DrawFrom: dateSchema('DrawFrom').optional(),
  DrawTo: dateSchema('DrawTo').optional(),
  /**
   * GET shareClaim and shareClaimBackSelect: only claims on this user (in the caller's reach; 404
   * outside). The report calls and reportDownLine: whose report (V; default the caller, for a
   * sub-admin the company).
   */
  UserId: userIdSchema.optional(),
};
const checkRange = checkDateRange(MAX_RANGE_DAYS);

/**
 * GET shareClaim: the live claims on users of the caller's subtree (the caller's own included: what it
 * owes); GET selectReportShareClaim: V's claims both ways (claimed by V, or on V). Without DrawId or a
 * range: every draw. Newest draw first, then UserId, then ClaimId.
 */
export const shareClaimQuerySchema = z
  .object({ ...rangeFields, Status: shareClaimStatusSchema.optional(), Kind: shareClaimKindSchema.optional() })
  .superRefine(checkRange);
export type ShareClaimQuery = z.output<typeof shareClaimQuerySchema>;

/**
 * GET selectReportShareClaimBack (the live claim-backs of V's claims both ways, by the claim's draw)
 * and GET reportDownLine (V's direct downline agents with their claim totals).
 */
export const claimRangeQuerySchema = z.object(rangeFields).superRefine(checkRange);

// ---- Bodies -----------------------------------------------------------------------------------------

/** POST shareClaim: a MANUAL claim on a direct downline agent for a draw of the location. */
export const shareClaimInputSchema = z.object({
  DrawId: drawIdSchema,
  UserId: userIdSchema,
  Amount: claimAmountSchema,
  Remark: remarkSchema,
});

/** PUT generateShareClaimReport: the SHARE claims of the caller's (sub-admin: the company's) direct child agents for one settled draw. */
export const shareClaimDrawSchema = z.object({ DrawId: drawIdSchema });

/** PUT generateReportPlaceOutShareMix: one settled draw, over V's subtree (UserId in reach; default the caller, for a sub-admin the company). */
export const placeOutShareMixInputSchema = z.object({ DrawId: drawIdSchema, UserId: userIdSchema.optional() });

/**
 * PUT updateReportShare: change a claim's amount (and remark); never below what was collected (409).
 * A SHARE claim keeps the new amount until its draw is settled again with other figures.
 */
export const updateReportShareSchema = z.object({ ClaimId: claimIdSchema, Amount: claimAmountSchema, Remark: remarkSchema });

/** POST shareClaimBackSelect (a read): the open claims the caller may collect, each with its Outstanding as the suggestion. */
export const shareClaimBackSelectSchema = z
  .object({
    DrawId: drawIdSchema.optional(),
    DrawFrom: dateSchema('DrawFrom').optional(),
    DrawTo: dateSchema('DrawTo').optional(),
    UserId: userIdSchema.optional(),
  })
  .superRefine(checkRange);

/** One claim-back: collect Amount (at most the claim's Outstanding) against ClaimId. */
export const claimBackItemSchema = z.object({ ClaimId: claimIdSchema, Amount: claimAmountSchema, Remark: remarkSchema });

/** POST shareClaimBack: several claim-backs, all recorded or none; a retried key answers the first result. */
export const shareClaimBackInputSchema = z.object({
  Items: z
    .array(claimBackItemSchema, { error: 'Items is required.' })
    .min(1, 'Send at least one claim-back.')
    .max(MAX_CLAIM_BACKS_PER_CALL, `Send at most ${MAX_CLAIM_BACKS_PER_CALL} claim-backs at once.`),
  IdempotencyKey: idempotencyKeySchema.optional(),
});

/** PUT shareClaimBack: change a live claim-back's amount or remark (the payment is voided and booked again). */
export const shareClaimBackUpdateSchema = z.object({
  ClaimBackId: bodyIdSchema('ClaimBackId'),
  Amount: claimAmountSchema,
  Remark: remarkSchema,
});

/**
 * PUT shareClaimBackImport: claim-backs as text, one per line `UserId,DrawDate,Amount[,Remark]`
 * (DrawDate YYYY-MM-DD; the Remark is the rest of the line, commas included). Blank lines and a first
 * line starting with "UserId" (a header) are skipped. A line's claim is that agent's first claim of
 * that draw with something outstanding (SHARE before MANUAL, oldest first), and the amount must fit in
 * it. All lines are recorded or none: any bad line answers 422 naming every bad line.
 */
export const shareClaimBackImportSchema = z.object({
  Text: textField('Text', { max: 200_000, multiline: true, trim: false, tooLong: 'Text may be at most 200,000 characters.' }),
  IdempotencyKey: idempotencyKeySchema.optional(),
});

// ---- Answers ----------------------------------------------------------------------------------------

export const shareClaimSchema = z.object({
  ClaimId: z.number().int().positive(),
  LocId: z.string(),
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  UserId: z.string(),
  UserName: z.string(),
  ClaimedBy: z.string(),
  Kind: shareClaimKindSchema,
  /** The agent's group figures for the draw as settled (SHARE); 0.00 for MANUAL. */
  GroupStrike: moneySchema,
  GroupWinLoss: moneySchema,
  OwnShare: moneySchema,
  /** The agent's share (dShare or tShare) its draw was settled with; null before a settlement. */
  Share: z.number().nullable(),
  Amount: moneySchema,
  Collected: moneySchema,
  Outstanding: moneySchema,
  Status: shareClaimStatusSchema,
  Remark: z.string(),
  CreatedBy: z.string(),
  CreatedDate: isoDateTimeSchema,
  UpdatedDate: isoDateTimeSchema.nullable(),
  /** The caller may change, delete and collect it: its claimer, or an admin (either with EnableCreateDownline). */
  Editable: z.boolean(),
});
export type ShareClaim = z.infer<typeof shareClaimSchema>;

const claimTotalsSchema = z.object({ Amount: moneySchema, Collected: moneySchema, Outstanding: moneySchema });
export const shareClaimListSchema = z.object({ Items: z.array(shareClaimSchema), Total: claimTotalsSchema });
export type ShareClaimList = z.infer<typeof shareClaimListSchema>;
/** GET selectReportShareClaim: V's claims both ways. */
export const shareClaimReportSchema = shareClaimListSchema.extend({ UserId: z.string() });

/**
 * PUT generateShareClaimReport: what the generation did for the draw, and the draw's live SHARE
 * claims on the caller's child agents after it. Unchanged counts claims whose settled figures did not
 * change (a hand-changed amount or a removed claim stays as people left it).
 */
export const shareClaimGenerationSchema = z.object({
  DrawId: z.number().int().positive(),
  Created: z.number().int().nonnegative(),
  Updated: z.number().int().nonnegative(),
  Removed: z.number().int().nonnegative(),
  Unchanged: z.number().int().nonnegative(),
  Items: z.array(shareClaimSchema),
});
export type ShareClaimGeneration = z.infer<typeof shareClaimGenerationSchema>;

export const claimBackSchema = z.object({
  ClaimBackId: z.number().int().positive(),
  ClaimId: z.number().int().positive(),
  PaymentId: z.number().int().positive(),
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  UserId: z.string(),
  UserName: z.string(),
  ClaimedBy: z.string(),
  Amount: moneySchema,
  Remark: z.string(),
  CreatedBy: z.string(),
  CreatedDate: isoDateTimeSchema,
  VoidedDate: isoDateTimeSchema.nullable(),
  VoidedBy: z.string().nullable(),
});
export type ClaimBack = z.infer<typeof claimBackSchema>;
/** GET selectReportShareClaimBack: the live claim-backs of V's claims both ways, oldest first. */
export const claimBackReportSchema = z.object({ UserId: z.string(), Items: z.array(claimBackSchema), Total: moneySchema });

/** POST shareClaimBack, PUT shareClaimBackImport: the recorded claim-backs and the claims after them. */
export const claimBackResultSchema = z.object({ Items: z.array(claimBackSchema), Claims: z.array(shareClaimSchema) });

/** One bad line of a shareClaimBackImport. */
export const claimBackImportProblemSchema = z.object({ Line: z.number().int().positive(), Text: z.string(), Message: z.string() });
/** PUT shareClaimBackImport with bad lines: nothing is recorded (422 with this body; `data` has one message per line). */
export const claimBackImportErrorSchema = z.object({
  message: z.string(),
  data: z.array(z.string()),
  Problems: z.array(claimBackImportProblemSchema).min(1),
});
export type ClaimBackImportProblem = z.infer<typeof claimBackImportProblemSchema>;

/** GET reportDownLine */
export const downLineRowSchema = z.object({
  UserId: z.string(),
  UserName: z.string(),
  /** The agent's 4D or TT share in the location now (as a fraction, 0 to 1). */
  Share: z.number(),
  DrawCount: z.number().int().nonnegative(),
  Amount: moneySchema,
  Collected: moneySchema,
  Outstanding: moneySchema,
});
export const downLineReportSchema = z.object({ UserId: z.string(), Items: z.array(downLineRowSchema), Total: claimTotalsSchema });

/**
 * PUT generateReportPlaceOutShareMix (a read; nothing is stored): per agent or admin of V's subtree
 * (tree order, Level 0 = V), what the draw's strikes cost it by share (reportStrikeSummary3's
 * OwnStrike of its group's strikes) beside what they cost it by intake (the payouts on the numbers it
 * kept, selectReportInTakeStrike), and Difference = IntakeStrike - ShareStrike: the two risk splits
 * side by side. Share is the location's share now (1 for the company), as reportStrikeSummary3's.
 */
export const placeOutShareMixSchema = z.object({
  UserId: z.string(),
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  Items: z.array(
    z.object({
      UserId: z.string(),
      UserName: z.string(),
      Role: roleSchema,
      Level: z.number().int().nonnegative(),
      Share: z.number(),
      GroupStrike: moneySchema,
      ShareStrike: moneySchema,
      IntakeStrike: moneySchema,
      Difference: moneySchema,
    }),
  ),
  Total: z.object({ ShareStrike: moneySchema, IntakeStrike: moneySchema, Difference: moneySchema }),
});
