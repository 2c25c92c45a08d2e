// The live risk board of a 4D location (/outset/risk, docs/decisions/risk-board.md), ours: GET riskBoard
// answers the next draw's figures per number (the company's Intake after the eat limits and its placing
// out, the payout of each prize, the share of the company's whole Intake), the top numbers and the
// locked ones; POST riskLock locks or unlocks a number for that draw; PUT riskCap sets or clears the
// location's auto-lock cap. An ADMIN holding OutSet; a TT location answers 404.
import { z } from './zod';
import { bodyIdSchema, isoDateTimeSchema, moneySchema } from './common';
import { amountTextSchema } from './payments';
import { moneyToCents } from '@/lib/domain/bet-expansion';

/** The largest cap: inside the money column. */
export const MAX_RISK_CAP = '999999999999.00';

const numberSchema = z
  .string({ error: 'Number is required.' })
  .trim()
  .regex(/^\d{4}$/, 'Number must be a 4D number of 4 digits.');

/** GET riskBoard: the next draw taking bets, or DrawId. */
export const riskBoardQuerySchema = z.object({ DrawId: z.coerce.number({ error: 'DrawId must be a whole number.' }).pipe(bodyIdSchema('DrawId')).optional() });

/** POST riskLock */
export const riskLockSchema = z.object({
  DrawId: bodyIdSchema('DrawId'),
  Number: numberSchema,
  Locked: z.boolean({ error: 'Locked must be true or false.' }),
});
export type RiskLockInput = z.output<typeof riskLockSchema>;

const capSchema = amountTextSchema(/^\d{1,12}(\.\d{1,2})?$/, 'Cap must be an amount like 50000.00 (at most 2 decimals).')
  .refine((value) => moneyToCents(value) > 0n, 'Cap must be more than 0.00.')
  .refine((value) => moneyToCents(value) <= moneyToCents(MAX_RISK_CAP), `Cap may be at most ${MAX_RISK_CAP}.`);

/** PUT riskCap: Cap null clears it. */
export const riskCapSchema = z.object({ Cap: capSchema.nullable() });
export type RiskCapInput = z.output<typeof riskCapSchema>;

const payoutsSchema = z.object({ FIRST: moneySchema, SECOND: moneySchema, THIRD: moneySchema, STARTER: moneySchema, CONSOLATION: moneySchema });

export const riskNumberSchema = z.object({
  Number: z.string(),
  Big: moneySchema,
  Small: moneySchema,
  Payouts: payoutsSchema,
  MaxPayout: moneySchema,
  /** Of the draw's whole Intake (Big + Small), percent with 2 decimals. */
  SharePercent: z.string(),
  Locked: z.boolean(),
  AutoLocked: z.boolean(),
  LockedBy: z.string().nullable(),
  LockedAt: isoDateTimeSchema.nullable(),
});
export type RiskNumber = z.infer<typeof riskNumberSchema>;

export const riskBoardSchema = z.object({
  Draw: z.object({ DrawId: z.number().int(), DrawDate: z.string(), CloseAt: isoDateTimeSchema }).nullable(),
  Cap: moneySchema.nullable(),
  TotalBig: moneySchema,
  TotalSmall: moneySchema,
  /** How many numbers the draw took bets on. */
  Numbers: z.number().int(),
  /** The top numbers by MaxPayout, largest first. */
  Top: z.array(riskNumberSchema),
  /** Every locked number of the draw. */
  Locked: z.array(riskNumberSchema),
  AsOf: isoDateTimeSchema,
});
export type RiskBoard = z.infer<typeof riskBoardSchema>;

export const riskLockedSchema = z.object({ Number: riskNumberSchema });
export const riskCapSavedSchema = z.object({ Cap: moneySchema.nullable() });
