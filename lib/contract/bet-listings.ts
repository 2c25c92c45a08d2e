// The listings of bets and tickets under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Bets" and "Summaries"): the
// queries with the report conventions of docs/product.md#report-page-conventions (CreatedDate descending, page 1, 100 a page), the rows
// and pages they answer, bet/settings and the summaries. Placement, deletion and moves are bets.ts.
import { z } from './zod';
import { FOUR_D_NUMBER, ROLL_NUMBER, TOTO_NUMBER } from '@/lib/domain/bet-expansion';
import {
  betKindSchema,
  betSourceSchema,
  DEFAULT_PAGE_SIZE,
  fourDBetSchema,
  MAX_PAGE_SIZE,
  MAX_RANGE_DAYS,
  ticketFields,
  totoBetSchema,
  totoTagSchema,
} from './bets';
import { checkDateRange, dateSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, queryNumberSchema, requiredText, userIdSchema } from './common';

/** docs/product.md#constants-and-limits: ascend/descend or asc/desc, any case. */
export const sortDirSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['asc', 'desc', 'ascend', 'descend'], { error: 'SortDir must be asc or desc.' }))
  .transform((value): 'asc' | 'desc' => (value.startsWith('asc') ? 'asc' : 'desc'))
  .default('desc');

export const TICKET_SORT_FIELDS = ['CreatedDate', 'TicketId', 'UserId', 'DrawDate', 'Total', 'BetCount'] as const;
export const BET_SORT_FIELDS = ['CreatedDate', 'BetId', 'TicketId', 'UserId', 'DrawDate', 'Number', 'Cost'] as const;

const paging = {
  PageIndex: queryNumberSchema('PageIndex', 1, 1_000_000, 1),
  PageSize: queryNumberSchema('PageSize', 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
  SortDir: sortDirSchema,
};
const scopeUser = { UserId: userIdSchema.optional() };
const ofDraw = { LocId: locIdSchema, DrawId: queryIdSchema('DrawId'), ...scopeUser };

/** DrawFrom..DrawTo (local draw dates, both included), at most MAX_RANGE_DAYS long. */
const range = { LocId: locIdSchema, DrawFrom: dateSchema('DrawFrom'), DrawTo: dateSchema('DrawTo'), ...scopeUser };
const checkRange = checkDateRange(MAX_RANGE_DAYS);

/** GET bet/page2: the tickets of a draw (View Tickets). UserId narrows to one member of the caller's reach. */
export const ticketPageQuerySchema = z.object({ ...ofDraw, ...paging, SortBy: z.enum(TICKET_SORT_FIELDS).default('CreatedDate') });
/** GET bet/page2ByDate: the tickets of the draws from DrawFrom to DrawTo (ticket history). */
export const ticketRangeQuerySchema = z
  .object({ ...range, ...paging, SortBy: z.enum(TICKET_SORT_FIELDS).default('CreatedDate') })
  .superRefine(checkRange);
/** GET bet/view2ByDate: the bet lines of the draws from DrawFrom to DrawTo. */
export const betRangeQuerySchema = z
  .object({ ...range, ...paging, SortBy: z.enum(BET_SORT_FIELDS).default('CreatedDate') })
  .superRefine(checkRange);
/** GET bet/view2ByDateFull: the same lines unpaged (at most MAX_FULL_ROWS). */
export const betRangeFullQuerySchema = z
  .object({ ...range, SortDir: sortDirSchema, SortBy: z.enum(BET_SORT_FIELDS).default('CreatedDate') })
  .superRefine(checkRange);
/** GET bet/detailsFull, tally, byDayGroupByNumber, summary/userIds, betSummaryFull, betSummaryByType(Sum), betSummaryUserIdByShare. */
export const drawQuerySchema = z.object(ofDraw);
/** GET bet/detailDownlineFull: the lines of a draw in UserId's downline (UserId required). */
export const downlineDrawQuerySchema = z.object({ ...ofDraw, UserId: userIdSchema });
/** GET bet/betByDay, bet/summary/drawDate(T), betSummaryReportFull, betSummary3Full. */
export const rangeQuerySchema = z.object(range).superRefine(checkRange);
/** GET bet/summary/drawDate (4D) and summary/drawDateT (TT): draws holding bets, all dates unless a range is given. */
export const drawDatesQuerySchema = z
  .object({ LocId: locIdSchema, DrawFrom: dateSchema('DrawFrom').optional(), DrawTo: dateSchema('DrawTo').optional(), ...scopeUser })
  .superRefine(checkRange);
/** GET bet/search: 4D bets of a draw that cover Number (the number itself, a roll over it, an i-bet or k-bet of its digits). */
export const searchQuerySchema = z.object({
  ...ofDraw,
  Number: requiredText('Number', 4).regex(FOUR_D_NUMBER, 'Number must be 4 digits.'),
});
/** GET bet/searchT: Toto entries of a draw that hold every one of Numbers ("01,02" or "01 02"). */
export const searchTotoQuerySchema = z.object({
  ...ofDraw,
  Numbers: requiredText('Numbers', 40)
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z
        .array(z.string().regex(TOTO_NUMBER, 'Each number must be two digits from 01 to 49.'))
        .min(1, 'Numbers is required.')
        .max(12, 'Search with at most 12 numbers.'),
    ),
});
/** GET bet/perm: the numbers a 4D bet stands for (Kind KBET or IBET: every ordering; ROLL: the 10 numbers). */
export const permQuerySchema = z.object({
  LocId: locIdSchema,
  Number: requiredText('Number', 4)
    .toUpperCase()
    .refine((value) => FOUR_D_NUMBER.test(value) || ROLL_NUMBER.test(value), 'Number must be 4 digits, or a roll like 12R4.'),
});

/** A ticket in a listing. */
export const ticketRowSchema = z.object({
  ...ticketFields,
  UserName: z.string(),
  BetCount: z.number().int().nonnegative(),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;

const listFields = {
  /** Rows matching the query (all pages). */
  Total: z.number().int().nonnegative(),
  /** Sum of the costs of those rows (all pages). */
  Sum: moneySchema,
};
const pageFields = { ...listFields, PageIndex: z.number().int().positive(), PageSize: z.number().int().positive() };

export const ticketPageSchema = z.object({ Items: z.array(ticketRowSchema), ...pageFields });
export type TicketPage = z.infer<typeof ticketPageSchema>;

/** A bet with the fields of its ticket: the rows of search, detailsFull and view2ByDate. */
const lineFields = {
  TicketId: z.number().int().positive(),
  UserId: z.string(),
  DrawId: z.number().int().positive(),
  DrawDate: isoDateSchema,
  CreatedDate: isoDateTimeSchema,
  CreatedBy: z.string(),
  Source: betSourceSchema,
  Deletable: z.boolean(),
};
export const betLineSchema = z.discriminatedUnion('Kind', [fourDBetSchema.extend(lineFields), totoBetSchema.extend(lineFields)]);
export type BetLine = z.infer<typeof betLineSchema>;
export const betLineListSchema = z.object({ Items: z.array(betLineSchema), ...listFields });
export type BetLineList = z.infer<typeof betLineListSchema>;
export const betLinePageSchema = z.object({ Items: z.array(betLineSchema), ...pageFields });
export type BetLinePage = z.infer<typeof betLinePageSchema>;

/** GET bet/viewFull: the ticket with every line each bet stands for ("1204", "01 02 03 04 05 06"). */
export const ticketFullSchema = z.object({
  ...ticketFields,
  Bets: z.array(z.discriminatedUnion('Kind', [fourDBetSchema.extend({ Lines: z.array(z.string()) }), totoBetSchema.extend({ Lines: z.array(z.string()) })])),
});
export type TicketFull = z.infer<typeof ticketFullSchema>;

/** GET bet/perm */
export const permSchema = z.object({
  Number: z.string(),
  /** Orderings of the digits (24, 12, 6, 4 or 1); 10 for a roll. */
  Count: z.number().int().positive(),
  Numbers: z.array(z.string()),
});

/** GET bet/settings: what the place-bet page needs to know about the location. */
export const betSettingsSchema = z.object({
  LocId: z.string(),
  Game: z.enum(['4D', 'TT']),
  MaxBetsPerTicket: z.number().int().positive(),
  MaxStake: moneySchema,
  StakeSteps: z.object({ Big: moneySchema, Small: moneySchema, Amount: moneySchema }),
  Kinds: z.array(betKindSchema),
  Tags: z.array(totoTagSchema),
  /** Draws taking bets now, the next close first. */
  OpenDraws: z.array(z.object({ DrawId: z.number().int().positive(), DrawDate: isoDateSchema, CloseDate: isoDateTimeSchema })),
});
export type BetSettings = z.infer<typeof betSettingsSchema>;

/**
 * A row of a summary: stakes as written (Big, Small, Amount), bet lines they stand for (Count) and
 * costs (Total), grouped by the fields the call names (the others are absent).
 */
export const summaryRowSchema = z.object({
  UserId: z.string().optional(),
  UserName: z.string().optional(),
  Kind: betKindSchema.optional(),
  Number: z.string().optional(),
  DrawId: z.number().int().positive().optional(),
  DrawDate: isoDateSchema.optional(),
  Status: z.enum(['OPEN', 'CLOSED', 'RESULTED', 'CANCELLED']).optional(),
  /** betSummaryUserIdByShare: the user's share of its downline's win/loss (dShare or tShare), 0-1. */
  Share: z.number().min(0).max(1).optional(),
  Tickets: z.number().int().nonnegative(),
  Bets: z.number().int().nonnegative(),
  Count: z.number().int().nonnegative(),
  Big: moneySchema,
  Small: moneySchema,
  Amount: moneySchema,
  Total: moneySchema,
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;
export const summarySchema = z.object({ Rows: z.array(summaryRowSchema), Sum: summaryRowSchema });
export type Summary = z.infer<typeof summarySchema>;
