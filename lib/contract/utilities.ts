// Utilities (docs/decisions/utilities.md), admin only; Backup ARA and Credit Recal under a 4D location.
// GET countCreateARA?DrawId: backup files made of the draw since the last reset. POST backupARA {DrawId}:
// the draw's live bets as an ARA file (a blob), counting one more. PUT resetUpdateCreateARA/{id} (a
// draw id): the count back to 0. GET relcalCredit: every account of the location whose AccBal is not
// what its ledger (settlements and live payments) adds up to, with CreditLeft now and recomputed.
// POST relcalCredit {Fingerprint}: fixes them in one transaction, only when the differences are still
// the ones previewed (409 otherwise). POST cache/clear: the BFF empties its GET cache for everyone.
import { z } from './zod';
import { bodyIdSchema, moneySchema, queryIdSchema, requiredText } from './common';

export const countAraQuerySchema = z.object({ DrawId: queryIdSchema('DrawId') });
export const araCountSchema = z.object({ DrawId: z.number().int(), Count: z.number().int().nonnegative() });
export type AraCount = z.infer<typeof araCountSchema>;

export const backupAraBodySchema = z.object({ DrawId: bodyIdSchema('DrawId') });
export type BackupAraBody = z.input<typeof backupAraBodySchema>;
/** The answer header of POST backupARA carrying the count after this file. */
export const BACKUP_COUNT_HEADER = 'x-backup-count';

export const resetAraParamsSchema = z.object({ id: z.coerce.number({ error: 'The draw id must be a whole number.' }).pipe(bodyIdSchema('The draw id')) });

export const creditDifferenceSchema = z.object({
  UserId: z.string(),
  UserName: z.string(),
  Role: z.string(),
  Credit: moneySchema,
  /** The stored balance. */
  AccBal: moneySchema,
  /** What the ledger adds up to. */
  LedgerAccBal: moneySchema,
  CreditLeft: moneySchema,
  RecalCreditLeft: moneySchema,
  /** RecalCreditLeft - CreditLeft. */
  Difference: moneySchema,
});
export type CreditDifference = z.infer<typeof creditDifferenceSchema>;

export const creditRecalSchema = z.object({
  LocId: z.string(),
  /** Accounts checked. */
  Checked: z.number().int().nonnegative(),
  Differences: z.array(creditDifferenceSchema),
  /** Names these differences; POST relcalCredit fixes them only while it still does. */
  Fingerprint: z.string(),
});
export type CreditRecal = z.infer<typeof creditRecalSchema>;

export const creditFixBodySchema = z.object({ Fingerprint: requiredText('Fingerprint', 64).regex(/^[0-9a-f]{64}$/, 'Fingerprint is not a preview of this page.') });
export const creditFixedSchema = z.object({ Fixed: z.array(creditDifferenceSchema) });
export type CreditFixed = z.infer<typeof creditFixedSchema>;

export const cacheClearedSchema = z.object({ Cleared: z.literal(true) });
