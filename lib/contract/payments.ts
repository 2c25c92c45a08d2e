// Payments under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Payments"; the requirements leave the bodies open, these are
// ours, see docs/decisions/money.md). A payment is signed: a positive Amount raises the user's AccBal (the
// user paid its upline, or its loss was collected), a negative one lowers it (the upline paid out the
// user's winnings). AccBal is the sum of the user's settlements and live payments in the location.
import { idempotencyKeySchema } from './bets';
import { z } from './zod';
import { checkDateRange, dateSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, requiredText, roleSchema, textField, userIdSchema } from './common';
import { moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';

/** The largest payment, either way: 1,000,000,000.00. */
export const MAX_PAYMENT = '1000000000.00';
/** Payments in one insertStatements call. */
export const MAX_PAYMENTS_PER_CALL = 100;
export const MAX_REMARK = 200;
/** The longest range statementByUserId and statementByMonth cover. */
export const MAX_STATEMENT_DAYS = 3660;

/**
 * PAYMENT: money changed hands. ADJUSTMENT: a correction without cash (a fee, a goodwill credit).
 * SETTLE: written by updateStatementSum only (the payment that brings AccBal to 0.00).
 * CLAIM: a share claim-back, written by the share-claim calls only (lib/contract/share-claims.ts).
 */
export const PAYMENT_TYPES = ['PAYMENT', 'ADJUSTMENT', 'SETTLE', 'CLAIM'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;
/** The types a person picks when recording a payment. */
export const RECORDABLE_TYPES = ['PAYMENT', 'ADJUSTMENT'] as const satisfies readonly PaymentType[];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  PAYMENT: 'Payment',
  ADJUSTMENT: 'Adjustment',
  SETTLE: 'Settle up',
  CLAIM: 'Share claim-back',
};

const AMOUNT_TEXT = /^-?\d{1,10}(\.\d{1,2})?$/;
const AMOUNT_MESSAGE = `Amount must be an amount like 150.00 or -150.00 (at most 2 decimals).`;

/** An Amount typed as text in the shape of `pattern` (at most 2 decimals), answered as money. */
export function amountTextSchema(pattern: RegExp, message: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'Amount is required.' : 'Amount must be an amount as text, e.g. "150.00".') })
    .trim()
    .regex(pattern, message)
    .transform((value) => toMoney(value));
}

/** A signed amount as text with up to 2 decimals, not zero, at most MAX_PAYMENT either way; answered as money. */
export const paymentAmountSchema = amountTextSchema(AMOUNT_TEXT, AMOUNT_MESSAGE)
  .refine((value) => moneyToCents(value) !== 0n, 'Amount may not be 0.00.')
  .refine((value) => {
    const cents = moneyToCents(value);
    return (cents < 0n ? -cents : cents) <= moneyToCents(MAX_PAYMENT);
  }, `Amount may be at most ${MAX_PAYMENT} either way.`);

/** A one-line remark of at most MAX_REMARK characters, '' when left out (payments and share claims). */
export const remarkSchema = textField('Remark', { max: MAX_REMARK }).default('');

const recordableTypeSchema = z.enum(RECORDABLE_TYPES, { error: `Type must be one of ${RECORDABLE_TYPES.join(', ')}.` });

/** One payment as sent (POST insertStatement2, and each item of insertStatements). */
export const paymentInputSchema = z.object({
  UserId: userIdSchema,
  Amount: paymentAmountSchema,
  Type: recordableTypeSchema.default('PAYMENT'),
  Remark: remarkSchema,
  /**
   * The client's key of this payment (e.g. a UUID made when the form is filled), required: sent again
   * after a lost answer, the payment is answered as first recorded and never booked twice.
   */
  IdempotencyKey: idempotencyKeySchema,
});
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** POST insertStatements: several payments, all recorded or none. */
export const paymentBatchSchema = z.object({
  Items: z
    .array(paymentInputSchema, { error: 'Items is required.' })
    .min(1, 'Send at least one payment.')
    .max(MAX_PAYMENTS_PER_CALL, `Send at most ${MAX_PAYMENTS_PER_CALL} payments at once.`),
});

/** POST updateStatementSum: settle the user up (a SETTLE payment of -AccBal, AccBal becomes 0.00). */
export const settleUpSchema = z.object({ UserId: userIdSchema, Remark: remarkSchema });

/** DELETE deleteStatement2/{id} */
export const paymentIdParamsSchema = z.object({
  id: requiredText('The payment id', 12)
    .regex(/^\d+$/, 'The payment id must be a whole number.')
    .transform(Number)
    .pipe(z.number().int().positive('The payment id must be a whole number.').max(2_147_483_647, 'The payment id is unknown.')),
});

/** A recorded (or voided) payment, with the user's balances after it. */
export const paymentSchema = z.object({
  PaymentId: z.number().int().positive(),
  UserId: z.string(),
  UserName: z.string(),
  LocId: z.string(),
  Amount: moneySchema,
  Type: paymentTypeSchema,
  Remark: z.string(),
  CreatedDate: isoDateTimeSchema,
  CreatedBy: z.string(),
  VoidedDate: isoDateTimeSchema.nullable(),
  VoidedBy: z.string().nullable(),
  /** The user's balances right after this call. */
  AccBal: moneySchema,
  CreditLeft: moneySchema,
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.object({ Items: z.array(paymentSchema) });

/** GET selectStatementType */
export const paymentTypeListSchema = z.array(z.object({ Type: paymentTypeSchema, Label: z.string(), Recordable: z.boolean() }));

// ---- Balances -----------------------------------------------------------------------------------

/** GET selectStatementSum, selectStatementSumFull and paymentUserIds: V is UserId (in reach) or the caller. */
export const statementSumQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema.optional() });

export const statementSumRowSchema = z.object({
  UserId: z.string(),
  UserName: z.string(),
  Role: roleSchema,
  ParentId: z.string().nullable(),
  /** 0 for V's direct children; 1 below them, ... (selectStatementSumFull). */
  Level: z.number().int().nonnegative(),
  Credit: moneySchema,
  AccBal: moneySchema,
  CreditLeft: moneySchema,
  LastPaymentDate: isoDateTimeSchema.nullable(),
  LastPaymentAmount: moneySchema.nullable(),
  /** The caller may record payments for this user (its direct parent, or an admin). */
  Payable: z.boolean(),
});
export type StatementSumRow = z.infer<typeof statementSumRowSchema>;
export const statementSumSchema = z.object({
  UserId: z.string(),
  LocId: z.string(),
  Items: z.array(statementSumRowSchema),
  Sum: z.object({ Credit: moneySchema, AccBal: moneySchema, CreditLeft: moneySchema }),
});
export type StatementSum = z.infer<typeof statementSumSchema>;

export const paymentUserSchema = z.object({ UserId: z.string(), UserName: z.string(), Role: roleSchema, AccBal: moneySchema });
export const paymentUserListSchema = z.array(paymentUserSchema);

// ---- History ------------------------------------------------------------------------------------

const dateRange = { DateFrom: dateSchema('DateFrom').optional(), DateTo: dateSchema('DateTo').optional() };
const checkDates = checkDateRange(MAX_STATEMENT_DAYS, 'DateFrom', 'DateTo');

/** GET statementByUserId: one user's movements (UserId required: the page picks it). */
export const statementQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema, ...dateRange }).superRefine(checkDates);
/** GET statementByMonth: V's (UserId in reach, or the caller's) movements per month. */
export const statementByMonthQuerySchema = z
  .object({ LocId: locIdSchema, UserId: userIdSchema.optional(), ...dateRange })
  .superRefine(checkDates);

export const movementKindSchema = z.enum(['SETTLEMENT', 'PAYMENT']);
export const movementSchema = z.object({
  Kind: movementKindSchema,
  /** When it booked: the draw time of a settlement, the recording time of a payment. */
  Date: isoDateTimeSchema,
  /** A settlement's draw (null for a payment). */
  DrawId: z.number().int().positive().nullable(),
  DrawDate: isoDateSchema.nullable(),
  /** A payment's id and type (null for a settlement). */
  PaymentId: z.number().int().positive().nullable(),
  Type: paymentTypeSchema.nullable(),
  Remark: z.string(),
  CreatedBy: z.string().nullable(),
  Amount: moneySchema,
  /** The running balance after this movement. */
  Balance: moneySchema,
});
export type Movement = z.infer<typeof movementSchema>;

/** Oldest first; Opening + the amounts = Closing; without DateTo, Closing is AccBal. */
export const statementSchema = z.object({
  UserId: z.string(),
  UserName: z.string(),
  LocId: z.string(),
  DateFrom: isoDateSchema.nullable(),
  DateTo: isoDateSchema.nullable(),
  Opening: moneySchema,
  Closing: moneySchema,
  AccBal: moneySchema,
  CreditLeft: moneySchema,
  Items: z.array(movementSchema),
});
export type Statement = z.infer<typeof statementSchema>;

export const monthRowSchema = z.object({
  /** 'YYYY-MM' (operator time). */
  Month: z.string().regex(/^\d{4}-\d{2}$/),
  Settled: moneySchema,
  Paid: moneySchema,
  Net: moneySchema,
  /** The balance at the month's end. */
  Balance: moneySchema,
  Movements: z.number().int().nonnegative(),
});
export const statementByMonthSchema = z.object({
  UserId: z.string(),
  LocId: z.string(),
  Items: z.array(monthRowSchema),
});
export type StatementByMonth = z.infer<typeof statementByMonthSchema>;
