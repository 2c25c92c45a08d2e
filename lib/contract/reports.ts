// The settlement reports under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Reports"): reportFull,
// reportFull2, reportUplineFull, reportGroupFull, reportGroup2Full, reportCollectionFull,
// reportSummary3, dSelectStatementSummary, mMemberReportSummary, reportDate, reportDate2 and
// reportGroupSetting. Every figure comes from the `settlements` rows of the draws asked for (the
// settlement model: positive is money to the user), summed in SQL; money is text with 2 decimals.
import { z } from './zod';
import { MAX_RANGE_DAYS } from './bets';
import { dateRangeProblem, dateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, roleSchema, userIdSchema } from './common';

// ---- The report query (docs/product.md#report-page-conventions: UserId, DrawId, DrawDate, DrawFrom, DrawTo) ------------------------

/**
 * Which draws a report covers: one draw (DrawId, or DrawDate: the location's draw on that date) or
 * the draws dated DrawFrom..DrawTo (both included, at most MAX_RANGE_DAYS days). DrawId wins over
 * DrawDate, and one draw over a range (as the strike reports read the same query).
 */
export type DrawSelection = { drawId: number } | { drawDate: string } | { from: string; to: string };

const queryFields = {
  LocId: locIdSchema,
  /** Whose report (V): the caller without it (an admin sub-account: the company); a user of the caller's reach with it (404 outside). */
  UserId: userIdSchema.optional(),
  DrawId: queryIdSchema('DrawId').optional(),
  DrawDate: dateSchema('DrawDate').optional(),
  DrawFrom: dateSchema('DrawFrom').optional(),
  DrawTo: dateSchema('DrawTo').optional(),
};
type QueryFields = { DrawId?: number; DrawDate?: string; DrawFrom?: string; DrawTo?: string };

function checkDraws(query: QueryFields, ctx: z.RefinementCtx): void {
  if (query.DrawId !== undefined || query.DrawDate !== undefined) return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (query.DrawFrom === undefined && query.DrawTo === undefined) return issue('DrawId', 'Give DrawId, DrawDate, or DrawFrom and DrawTo.');
  if (query.DrawFrom === undefined) return issue('DrawFrom', 'DrawFrom is required with DrawTo.');
  if (query.DrawTo === undefined) return issue('DrawTo', 'DrawTo is required with DrawFrom.');
  const problem = dateRangeProblem(query.DrawFrom, query.DrawTo, MAX_RANGE_DAYS);
  if (problem) issue('DrawTo', problem);
}

/** The draws of a checked query. */
export function drawSelectionOf(query: QueryFields): DrawSelection {
  if (query.DrawId !== undefined) return { drawId: query.DrawId };
  if (query.DrawDate !== undefined) return { drawDate: query.DrawDate };
  return { from: query.DrawFrom ?? '', to: query.DrawTo ?? '' };
}

/** GET every report call but reportDate(2) and reportGroupSetting. */
export const reportQuerySchema = z.object(queryFields).superRefine(checkDraws);
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

// ---- Figures ---------------------------------------------------------------------------------------

/** A user's settlement figures over the draws (the sum of its `settlements` rows; the settlement model). */
export const reportFiguresSchema = z.object({
  /** The stakes of the user's group (a member: its own). */
  Turnover: moneySchema,
  /** Commission on that turnover at the user's rate. */
  Commission: moneySchema,
  /** What the group's bets won. */
  Strike: moneySchema,
  /** The group's result toward the user's upline: Strike + Commission - Turnover. */
  WinLoss: moneySchema,
  /** The user's own commission (its rate less the rate below it). */
  OwnCommission: moneySchema,
  /** The user's own share of the group's result after commission. */
  OwnShare: moneySchema,
  /** What passes on to the upline. */
  UplineShare: moneySchema,
  /** The AccBal movement: a member's WinLoss, an agent's OwnCommission + OwnShare. */
  Amount: moneySchema,
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;
export const FIGURE_FIELDS = ['Turnover', 'Commission', 'Strike', 'WinLoss', 'OwnCommission', 'OwnShare', 'UplineShare', 'Amount'] as const;
export type FigureField = (typeof FIGURE_FIELDS)[number];

const userFields = { UserId: z.string(), UserName: z.string(), Role: roleSchema };
const drawFields = { DrawId: z.number().int().positive(), DrawDate: z.iso.date() };

export const reportUserRowSchema = reportFiguresSchema.extend(userFields);
export type ReportUserRow = z.infer<typeof reportUserRowSchema>;
export const reportDrawRowSchema = reportFiguresSchema.extend(drawFields);
export type ReportDrawRow = z.infer<typeof reportDrawRowSchema>;

/**
 * GET reportFull: V's direct children that have settlements in the draws, each with its sums, by
 * UserId; Self is V's own sums, Total the sum of the rows. A member V has itself as the only row.
 */
export const reportFullSchema = z.object({
  ...userFields,
  Rows: z.array(reportUserRowSchema),
  Self: reportUserRowSchema,
  Total: reportFiguresSchema,
});
export type ReportFull = z.infer<typeof reportFullSchema>;

/** GET reportFull2: V's own figures per draw (by DrawDate) and their total. */
export const reportByDrawSchema = z.object({ ...userFields, Rows: z.array(reportDrawRowSchema), Total: reportFiguresSchema });
export type ReportByDraw = z.infer<typeof reportByDrawSchema>;

/** GET reportSummary3 (RPTSUM): reportFull2's rows, with V's payments over the same dates and the net. */
export const reportSummarySchema = reportByDrawSchema.extend({
  /** V's live payments dated within the draws' operator dates, signed as in `payments`. */
  Payments: moneySchema,
  /** Total.Amount + Payments: what of the period is still open (positive: owed to V). */
  Balance: moneySchema,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET reportUplineFull: V, its parent, ... up to the caller (never above it), each with its own sums. */
export const reportUplineSchema = z.object({ Rows: z.array(reportUserRowSchema.extend({ Level: z.number().int().nonnegative() })) });
export type ReportUpline = z.infer<typeof reportUplineSchema>;

/**
 * A group of V's report: a direct child agent of V (GroupId) and every member below it. The figures
 * Turnover ... UplineShare are the group's as settled (the child's own settlements; Group2: the
 * member's); OwnCommission, OwnShare and Amount are V's own part of them.
 */
const groupPart = {
  GroupId: z.string(),
  GroupName: z.string(),
  /** V's own commission from the group: (V's rate - the child's) x turnover. */
  OwnCommission: moneySchema,
  /** V's own share of the group's result after commission: (V's share - the child's) x that result. */
  OwnShare: moneySchema,
  /** OwnCommission + OwnShare: what the group earned V. */
  Amount: moneySchema,
};
const groupRowBaseSchema = reportFiguresSchema.extend(groupPart);
/** The group report's split of V's part (docs/decisions/sub-shares.md). */
const groupNetPart = {
  /** What V's sub-share partners take of OwnShare (each partner's percent, rounded once per row). */
  SubShare: moneySchema,
  /** The group's expenses (groupExpense) of the report's draws. */
  Expense: moneySchema,
  /** Amount - SubShare - Expense: what the group leaves V. */
  Net: moneySchema,
};
export const reportGroupRowSchema = groupRowBaseSchema.extend(groupNetPart);
export type ReportGroupRow = z.infer<typeof reportGroupRowSchema>;
export const reportGroupSchema = z.object({
  ...userFields,
  /** The groups come from V's saved reportGroupSetting (else every child agent with settlements). */
  Custom: z.boolean(),
  Rows: z.array(reportGroupRowSchema),
  Total: reportFiguresSchema.extend(groupNetPart),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/** GET reportGroup2Full: one row per member of each group (by GroupId, then UserId). */
export const reportGroup2RowSchema = groupRowBaseSchema.extend({ UserId: z.string(), UserName: z.string() });
export type ReportGroup2Row = z.infer<typeof reportGroup2RowSchema>;
export const reportGroup2Schema = reportGroupSchema.extend({ Rows: z.array(reportGroup2RowSchema), Total: reportFiguresSchema });
export type ReportGroup2 = z.infer<typeof reportGroup2Schema>;

// ---- Collection and statements -----------------------------------------------------------------------

const statementFigures = {
  /** The settled Amount over the draws. */
  Amount: moneySchema,
  /** Live payments dated within the draws' operator dates: positive paid to the user, negative taken. */
  Payments: moneySchema,
};
/** GET dSelectStatementSummary: per direct child of V, settled Amount and payments, and their sum (Net). */
export const statementRowSchema = z.object({ ...userFields, ...statementFigures, Net: moneySchema });
export type StatementRow = z.infer<typeof statementRowSchema>;
export const statementSummarySchema = z.object({
  ...userFields,
  Rows: z.array(statementRowSchema),
  Total: z.object({ ...statementFigures, Net: moneySchema }),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

const collectionFigures = {
  /** The child's AccBal now (all settlements and payments so far). */
  AccBal: moneySchema,
  ...statementFigures,
  /** -(Amount + Payments): to collect from the child when positive, to pay it when negative. */
  Collect: moneySchema,
};
/** GET reportCollectionFull (RPTCOL): every direct child of V holding the location. */
export const collectionRowSchema = z.object({ ...userFields, ...collectionFigures });
export type CollectionRow = z.infer<typeof collectionRowSchema>;
export const collectionSchema = z.object({ ...userFields, Rows: z.array(collectionRowSchema), Total: z.object(collectionFigures) });
export type Collection = z.infer<typeof collectionSchema>;

// ---- Member summary (RPTMEM) ---------------------------------------------------------------------------

const memberFigures = { Turnover: moneySchema, Commission: moneySchema, Strike: moneySchema, WinLoss: moneySchema };
/** GET mMemberReportSummary: per member in V's reach (V itself when a member) and draw. */
export const memberSummaryRowSchema = z.object({ UserId: z.string(), UserName: z.string(), ...drawFields, ...memberFigures });
export type MemberSummaryRow = z.infer<typeof memberSummaryRowSchema>;
export const memberSummarySchema = z.object({ ...userFields, Rows: z.array(memberSummaryRowSchema), Total: z.object(memberFigures) });
export type MemberSummary = z.infer<typeof memberSummarySchema>;

// ---- The report pages' draw pickers -----------------------------------------------------------------------

export const reportDatesQuerySchema = z.object({ LocId: locIdSchema });
/** GET reportDate: the location's settled draws, newest first. */
export const reportDateListSchema = z.array(z.object(drawFields));
export type ReportDate = z.infer<typeof reportDateListSchema>[number];
/** GET reportDate2: the location's resulted draws, newest first, and whether each is settled yet. */
export const reportDate2ListSchema = z.array(z.object({ ...drawFields, Settled: z.boolean(), SettledAt: isoDateTimeSchema.nullable() }));
export type ReportDate2 = z.infer<typeof reportDate2ListSchema>[number];

// ---- reportGroupSetting: which child agents make up V's group report -----------------------------------------

export const MAX_GROUPS = 200;
export const groupSettingQuerySchema = z.object({ LocId: locIdSchema, UserId: userIdSchema.optional() });
/** POST reportGroupSetting: the child agents (UserIds) V's group report shows; at least one. */
export const groupSettingBodySchema = z.object({
  UserId: userIdSchema.optional(),
  Groups: z
    .array(userIdSchema, { error: 'Groups must be a list of UserIds.' })
    .min(1, 'Choose at least one group (DELETE the setting to show every group).')
    .max(MAX_GROUPS, `At most ${MAX_GROUPS} groups.`),
});
export type GroupSettingBody = z.input<typeof groupSettingBodySchema>;
/** Every direct child agent of V holding the location, Selected when its group report shows it. */
export const groupSettingSchema = z.object({
  UserId: z.string(),
  /** A saved choice exists; without one every group shows (all Selected). */
  Custom: z.boolean(),
  Groups: z.array(z.object({ UserId: z.string(), UserName: z.string(), Selected: z.boolean() })),
});
export type GroupSetting = z.infer<typeof groupSettingSchema>;
