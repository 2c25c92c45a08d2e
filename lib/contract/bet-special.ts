// Bet Special and the bin-burst import under /api/v1/4d/ (docs/product.md#call-catalogue "Bets" and
// "Bin burst"; the spec names the calls only, the bodies are ours: docs/decisions/bet-special.md).
// GET bet/getBetSpecialSetting1 / getBetSpecialSetting2 and PUT bet/updateBetSpecialSetting: which
// numbers are hot (setting 1) and how the company counters them (setting 2). PUT bet/generateBetSpecial
// starts a run on a draw, polled by GET bet/generateBetSpecial/{id}/status. GET binBurstImport,
// POST binBurstImport, GET binBurstImportAdmin and PUT generateBurstImportPayOut: the burst figures
// passed to another book, and what that book owes once the draw has a result.
import { z } from './zod';
import { bodyIdSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, textField, userIdSchema } from './common';
import { jobStatusSchema } from './results';
import { MAX_IMPORT_CHARS } from '@/lib/domain/bin-burst-import';
import { toMoney } from '@/lib/domain/money';

export const MAX_SPECIAL_NUMBERS = 200;
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** An amount a person typed: up to 8 digits and 2 decimals, answered as money. */
function amountSchema(label: string) {
  const message = `${label} must be an amount like 50.00 (at most 2 decimals).`;
  return z
    .string({ error: message })
    .trim()
    .regex(AMOUNT, message)
    .transform((value) => toMoney(value));
}

export const locQuerySchema = z.object({ LocId: locIdSchema });

/** Setting 1: which numbers of a draw are hot. */
export const betSpecialSetting1Schema = z.object({
  LocId: z.string(),
  /** A number is hot when what reached the company reaches HotBig (Big) or HotSmall (Small); 0.00: that kind is not looked at. */
  HotBig: moneySchema,
  HotSmall: moneySchema,
  /** At most this many hot numbers are countered, the largest first. */
  MaxNumbers: z.number().int().min(1).max(MAX_SPECIAL_NUMBERS),
  UpdatedDate: isoDateTimeSchema.nullable(),
  UpdatedBy: z.string().nullable(),
});
export type BetSpecialSetting1 = z.infer<typeof betSpecialSetting1Schema>;

/** Setting 2: how the company counters each hot number. */
export const betSpecialSetting2Schema = z.object({
  LocId: z.string(),
  /** The account the counter-bets are placed for (a house member of the company's tree); null: none yet. */
  TargetUserId: z.string().nullable(),
  TargetUserName: z.string().nullable(),
  /** The stake on each hot number (ordinary 4D bet). */
  Big: moneySchema,
  Small: moneySchema,
  UpdatedDate: isoDateTimeSchema.nullable(),
  UpdatedBy: z.string().nullable(),
});
export type BetSpecialSetting2 = z.infer<typeof betSpecialSetting2Schema>;

/** PUT bet/updateBetSpecialSetting?LocId= : both settings at once. */
export const updateBetSpecialSettingSchema = z
  .object({
    HotBig: amountSchema('HotBig'),
    HotSmall: amountSchema('HotSmall'),
    MaxNumbers: z
      .number({ error: `MaxNumbers must be a whole number from 1 to ${MAX_SPECIAL_NUMBERS}.` })
      .int(`MaxNumbers must be a whole number from 1 to ${MAX_SPECIAL_NUMBERS}.`)
      .min(1, `MaxNumbers must be a whole number from 1 to ${MAX_SPECIAL_NUMBERS}.`)
      .max(MAX_SPECIAL_NUMBERS, `MaxNumbers must be a whole number from 1 to ${MAX_SPECIAL_NUMBERS}.`),
    TargetUserId: userIdSchema.nullable(),
    Big: amountSchema('Big'),
    Small: amountSchema('Small'),
  })
  .superRefine((value, context) => {
    if (value.HotBig === '0.00' && value.HotSmall === '0.00') context.addIssue({ code: 'custom', path: ['HotBig'], message: 'Set HotBig or HotSmall above 0.00.' });
    if (value.Big === '0.00' && value.Small === '0.00') context.addIssue({ code: 'custom', path: ['Big'], message: 'Set a Big or Small stake above 0.00.' });
  });
export type UpdateBetSpecialSetting = z.input<typeof updateBetSpecialSettingSchema>;
export const betSpecialSettingsSchema = z.object({ Setting1: betSpecialSetting1Schema, Setting2: betSpecialSetting2Schema });
export type BetSpecialSettings = z.infer<typeof betSpecialSettingsSchema>;

/** PUT bet/generateBetSpecial?LocId= */
export const generateBetSpecialSchema = z.object({ DrawId: bodyIdSchema('DrawId') });
export const specialIdParamSchema = z.object({ id: queryIdSchema('id') });

/** One hot number countered: what reached the company and the ticket placed on it. */
export const specialPlacedSchema = z.object({
  Number: z.string(),
  InBig: moneySchema,
  InSmall: moneySchema,
  TicketId: z.number().int().positive(),
  Big: moneySchema,
  Small: moneySchema,
});
/** One hot number not countered, with the placement's own reason (closed draw, credit, limit...). */
export const specialFailureSchema = z.object({ Number: z.string(), InBig: moneySchema, InSmall: moneySchema, Reason: z.string() });
export type SpecialFailure = z.infer<typeof specialFailureSchema>;

export const betSpecialResultSchema = z.object({
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  TargetUserId: z.string(),
  /** Hot numbers found (before MaxNumbers). */
  Hot: z.number().int().nonnegative(),
  Placed: z.array(specialPlacedSchema),
  Failures: z.array(specialFailureSchema),
});
export type BetSpecialResult = z.infer<typeof betSpecialResultSchema>;

/** PUT bet/generateBetSpecial and GET bet/generateBetSpecial/{id}/status: the run; Result as far as it got. */
export const betSpecialRunSchema = z.object({
  JobId: z.number().int().positive(),
  DrawId: z.number().int().positive(),
  Status: jobStatusSchema,
  Progress: z.number().int().min(0).max(100),
  Processed: z.number().int().nonnegative(),
  Total: z.number().int().nonnegative(),
  Message: z.string().nullable(),
  Result: betSpecialResultSchema.nullable(),
  StartedBy: z.string(),
  StartedDate: isoDateTimeSchema,
  FinishedDate: isoDateTimeSchema.nullable(),
});
export type BetSpecialRun = z.infer<typeof betSpecialRunSchema>;

// ---- Bin burst import ----

/** POST binBurstImport?LocId= : the file's text (read by the page), checked line by line. */
export const binBurstImportBodySchema = z.object({
  DrawId: bodyIdSchema('DrawId'),
  FileName: textField('FileName', { max: 120, required: true }),
  // Tab and line breaks only: a file with other control characters (a binary file) is a 400 naming Text.
  Text: textField('Text', { max: MAX_IMPORT_CHARS, required: true, multiline: true, trim: false, tooLong: `The file is larger than ${MAX_IMPORT_CHARS / 1024} KB.` }),
});
export const burstLineSchema = z.object({ Number: z.string(), Big: moneySchema, Small: moneySchema });
export const burstProblemSchema = z.object({ Line: z.number().int().nonnegative(), Code: z.string(), Reason: z.string() });
export type BurstProblemWire = z.infer<typeof burstProblemSchema>;

export const burstPayoutRowSchema = z.object({
  Prize: z.string(),
  Position: z.number().int(),
  Number: z.string(),
  Big: moneySchema,
  Small: moneySchema,
  Win: moneySchema,
});
export const burstPayoutSchema = z.object({ Rows: z.array(burstPayoutRowSchema), Total: moneySchema, GeneratedDate: isoDateTimeSchema, GeneratedBy: z.string() });
export type BurstPayout = z.infer<typeof burstPayoutSchema>;

export const binBurstImportSchema = z.object({
  ImportId: z.number().int().positive(),
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  FileName: z.string(),
  Lines: z.array(burstLineSchema),
  TotalBig: moneySchema,
  TotalSmall: moneySchema,
  ImportedBy: z.string(),
  ImportedDate: isoDateTimeSchema,
  Payout: burstPayoutSchema.nullable(),
});
export type BinBurstImport = z.infer<typeof binBurstImportSchema>;

/** POST binBurstImport: saved, or every bad line named (More: bad lines past the named ones) and nothing saved. */
export const binBurstImportAnswerSchema = z.union([
  z.object({ Saved: z.literal(true), Import: binBurstImportSchema }),
  z.object({ Saved: z.literal(false), Problems: z.array(burstProblemSchema), More: z.number().int().nonnegative() }),
]);
export type BinBurstImportAnswer = z.infer<typeof binBurstImportAnswerSchema>;

/** GET binBurstImport?LocId=&DrawId= : the draw's import (null: none). */
export const binBurstImportQuerySchema = z.object({ LocId: locIdSchema, DrawId: queryIdSchema('DrawId') });
export const binBurstImportOneSchema = z.object({ Import: binBurstImportSchema.nullable() });

/** GET binBurstImportAdmin?LocId= : the location's imports (newest draw first) and the draws to import for. */
export const binBurstImportSummarySchema = binBurstImportSchema.omit({ Lines: true, Payout: true }).extend({
  Numbers: z.number().int().nonnegative(),
  Resulted: z.boolean(),
  PayoutTotal: moneySchema.nullable(),
});
export const binBurstDrawSchema = z.object({ DrawId: z.number().int().positive(), DrawDate: isoDateSchema, Resulted: z.boolean() });
export const binBurstImportAdminSchema = z.object({ Imports: z.array(binBurstImportSummarySchema), Draws: z.array(binBurstDrawSchema) });
export type BinBurstImportAdmin = z.infer<typeof binBurstImportAdminSchema>;

/** PUT generateBurstImportPayOut?LocId= */
export const generatePayoutSchema = z.object({ DrawId: bodyIdSchema('DrawId') });
