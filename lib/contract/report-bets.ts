// The bet pages of the reports under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Reports"):
// reportBetPage(Full) and reportPersonalBetPage(Full), the bets under the report's user (or its own, the
// personal ones) of one draw, a page at a time with bet/page2's paging. The query and the answers'
// building blocks are the strike reports' (lib/contract/report-strikes.ts). Money: strings with exactly
// 2 decimals.
import { z } from './zod';
import { betKindSchema, totoTagSchema } from './bets';
import { ticketPageQuerySchema } from './bet-listings';
import { isoDateSchema, isoDateTimeSchema, moneySchema } from './common';
import { countSchema as count, needsDraw, reportHeaderFields as header, reportUserFields as userFields, strikeColourCodeSchema, strikeQueryFields } from './report-strikes';

// ---- Query ------------------------------------------------------------------------------------------

export const REPORT_BET_SORT_FIELDS = ['CreatedDate', 'BetId', 'TicketId', 'UserId', 'Number', 'Cost', 'Win'] as const;
export type ReportBetSortField = (typeof REPORT_BET_SORT_FIELDS)[number];
/** reportBetPage(Full) and reportPersonalBetPage(Full): bet/page2's paging (page 1, 100 a page, at most 10000, newest first). */
export const reportBetPageQuerySchema = z
  .object({
    ...strikeQueryFields,
    PageIndex: ticketPageQuerySchema.shape.PageIndex,
    PageSize: ticketPageQuerySchema.shape.PageSize,
    SortDir: ticketPageQuerySchema.shape.SortDir,
    SortBy: z.enum(REPORT_BET_SORT_FIELDS, { error: `SortBy must be one of ${REPORT_BET_SORT_FIELDS.join(', ')}.` }).default('CreatedDate'),
  })
  .superRefine(needsDraw);
export type ReportBetPageQuery = z.output<typeof reportBetPageQuerySchema>;

// ---- Answers ----------------------------------------------------------------------------------------

const drawFields = { DrawId: z.number().int().positive(), DrawDate: isoDateSchema };
const betRowFields = {
  BetId: z.number().int().positive(),
  TicketId: z.number().int().positive(),
  ...userFields,
  ...drawFields,
  Kind: betKindSchema,
  Number: z.string(),
  Count: count,
  Cost: moneySchema,
  /** What the bet won (0.00 when nothing, or before the result). */
  Win: moneySchema,
  /** Strike rows of the bet (prizes matched). */
  Strikes: count,
  ColourCode: strikeColourCodeSchema,
  CreatedDate: isoDateTimeSchema,
};
const reportBetRowSchema = z.object(betRowFields);
export type ReportBetRow = z.infer<typeof reportBetRowSchema>;
/** The Full rows: every column (stakes, how it was placed, the prizes and the summed rates and wins). */
const reportBetFullRowSchema = z.object({
  ...betRowFields,
  Big: moneySchema,
  Small: moneySchema,
  Amount: moneySchema,
  Roll: z.boolean(),
  Tag: totoTagSchema.nullable(),
  CreatedBy: z.string(),
  Source: z.string(),
  /** The prizes matched, comma separated, in prize order (FIRST,STARTER; GROUP5). */
  Prizes: z.string(),
  /** Prize per $1 summed over the strikes (4D Big and Small; Toto: the amount's, times the lines). */
  BigRate: moneySchema,
  SmallRate: moneySchema,
  BigWin: moneySchema,
  SmallWin: moneySchema,
  AmountWin: moneySchema,
});
export type ReportBetFullRow = z.infer<typeof reportBetFullRowSchema>;
const pageFields = {
  /** Bets matching the query (all pages), their cost and their wins. */
  Total: count,
  Sum: moneySchema,
  Win: moneySchema,
  PageIndex: z.number().int().positive(),
  PageSize: z.number().int().positive(),
};
export const reportBetPageSchema = z.object({ ...header, Items: z.array(reportBetRowSchema), ...pageFields });
export type ReportBetPage = z.infer<typeof reportBetPageSchema>;
export const reportBetFullPageSchema = z.object({ ...header, Items: z.array(reportBetFullRowSchema), ...pageFields });
export type ReportBetFullPage = z.infer<typeof reportBetFullPageSchema>;
