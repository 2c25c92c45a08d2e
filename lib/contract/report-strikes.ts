// The strike, stake, out and bet reports under /api/v1/{4d|tt}/ (docs/product.md#call-catalogue "Reports"):
// reportStrike(2), reportStrikeSummary(2, 3), reportStrikeResultDetail(2), selectReportInTakeStrike,
// reportStakeFull, reportOutFull, reportBreakdownFull (the bet pages: lib/contract/report-bets.ts).
// Every call takes the report query of docs/product.md#report-page-conventions: LocId, UserId (whose report: the caller by default, a
// user of its reach otherwise, 404 outside it) and one draw (DrawId or DrawDate) or, where it says so,
// a range of draw dates (DrawFrom..DrawTo). Money: strings with exactly 2 decimals.
import { z } from './zod';
import { betKindSchema, totoTagSchema } from './bets';
import { dateSchema, isoDateSchema, isoDateTimeSchema, locIdSchema, moneySchema, queryIdSchema, roleSchema, userIdSchema } from './common';
import { reportQuerySchema } from './reports';
import type { ColourCode } from '@/lib/domain/colour-codes';

// ---- Queries --------------------------------------------------------------------------------------

const base = {
  LocId: locIdSchema,
  /** Whose report: the caller without it (an admin sub-account: the company). */
  UserId: userIdSchema.optional(),
  DrawId: queryIdSchema('DrawId').optional(),
  /** The draw of this local date in the location (DrawId wins when both are sent). */
  DrawDate: dateSchema('DrawDate').optional(),
};
const ONE_DRAW = 'Give DrawId or DrawDate.';

function needsDraw(query: { DrawId?: number; DrawDate?: string }, ctx: z.RefinementCtx): void {
  if (query.DrawId === undefined && query.DrawDate === undefined) ctx.addIssue({ code: 'custom', path: ['DrawId'], message: ONE_DRAW });
}

/** One draw: reportStrike, reportStrikeResultDetail(2), selectReportInTakeStrike, reportStakeFull, reportOutFull. */
export const strikeDrawQuerySchema = z.object(base).superRefine(needsDraw);

/**
 * One draw, or the draws from DrawFrom to DrawTo (both included, at most 366 days): reportStrike2,
 * reportStrikeSummary(2, 3) and reportBreakdownFull read the settlement reports' query (a draw wins
 * over a range).
 */
export const strikePeriodQuerySchema = reportQuerySchema;

// ---- Building blocks of the answers -------------------------------------------------------------------

/** The row colour of a bet kind (lib/domain/colour-codes.ts): i-bet, k-bet, roll; '0' for the rest. */
const STRIKE_COLOUR_CODES = ['0', 'IBET', 'KBET', 'RRRR'] as const satisfies readonly ColourCode[];
const strikeColourCodeSchema = z.enum(STRIKE_COLOUR_CODES);
export type StrikeColourCode = z.infer<typeof strikeColourCodeSchema>;

const count = z.number().int().nonnegative();
/** Whose report it is, and which draw or draws it covers (DrawId/DrawDate for one draw; DrawFrom/DrawTo for a range). */
const header = {
  UserId: z.string(),
  DrawId: z.number().int().positive().nullable(),
  DrawDate: isoDateSchema.nullable(),
  DrawFrom: isoDateSchema,
  DrawTo: isoDateSchema,
};
const wins = { BigWin: moneySchema, SmallWin: moneySchema, AmountWin: moneySchema, Total: moneySchema };
const strikeSums = { Bets: count, Lines: count, ...wins };
const userFields = { UserId: z.string(), UserName: z.string() };

// ---- reportStrike (RPTSTRIKE) ------------------------------------------------------------------------

/**
 * One strike: a bet and one result row it matched (a number winning two prizes is two rows). 4D prizes
 * FIRST..CONSOLATION; Toto GROUP1..GROUP7 with Lines the bet's combinations in the group.
 */
const strikeRowSchema = z.object({
  BetId: z.number().int().positive(),
  TicketId: z.number().int().positive(),
  ...userFields,
  /** The bet's number as written (4D: 1234 or a roll 12R4; Toto: the numbers, space separated). */
  Number: z.string(),
  Kind: betKindSchema,
  Big: moneySchema,
  Small: moneySchema,
  Amount: moneySchema,
  Prize: z.string(),
  Position: z.number().int().nonnegative(),
  /** The winning number it matched (4D: the ordering; Toto: the winning numbers). */
  WinNumber: z.string(),
  Lines: count,
  BigRate: moneySchema,
  SmallRate: moneySchema,
  ...wins,
  ColourCode: strikeColourCodeSchema,
  /** When the bet's ticket was placed. */
  CreatedDate: isoDateTimeSchema,
});
export type StrikeRow = z.infer<typeof strikeRowSchema>;
export const strikeReportSchema = z.object({ ...header, Items: z.array(strikeRowSchema), Total: z.object(strikeSums) });
export type StrikeReport = z.infer<typeof strikeReportSchema>;

/** reportStrike2 (RPTSTRIKE2): per member, the bets that struck, their winning lines and wins. */
const strikeMemberRowSchema = z.object({ ...userFields, ...strikeSums });
export const strikeMemberReportSchema = z.object({ ...header, Items: z.array(strikeMemberRowSchema), Total: z.object(strikeSums) });
export type StrikeMemberReport = z.infer<typeof strikeMemberReportSchema>;

/** reportStrikeSummary: per prize of the game (every prize, zeros included), in prize order. */
const strikePrizeRowSchema = z.object({ Prize: z.string(), ...strikeSums });
export const strikePrizeReportSchema = z.object({ ...header, Items: z.array(strikePrizeRowSchema), Total: z.object(strikeSums) });
export type StrikePrizeReport = z.infer<typeof strikePrizeReportSchema>;

/** reportStrikeSummary2: per member and prize (only the pairs that struck). */
const strikeMemberPrizeRowSchema = z.object({ ...userFields, Prize: z.string(), ...strikeSums });
export const strikeMemberPrizeReportSchema = z.object({ ...header, Items: z.array(strikeMemberPrizeRowSchema), Total: z.object(strikeSums) });
export type StrikeMemberPrizeReport = z.infer<typeof strikeMemberPrizeReportSchema>;

/**
 * reportStrikeSummary3: who bears the strikes by share. One row per user of the report's subtree that
 * has strikes below it: Strike (its group's wins), OwnStrike (its part: its share less the share of the
 * user below it on each member's path; the company: the rest) and UplineStrike (what passes above it).
 */
const strikeShareRowSchema = z.object({
  ...userFields,
  Role: roleSchema,
  ParentId: z.string().nullable(),
  /** The user's share (dShare or tShare of the location) as a fraction 0-1; 1 for the company. */
  Share: z.number().min(0).max(1),
  Strike: moneySchema,
  OwnStrike: moneySchema,
  UplineStrike: moneySchema,
});
export type StrikeShareRow = z.infer<typeof strikeShareRowSchema>;
export const strikeShareReportSchema = z.object({
  ...header,
  Items: z.array(strikeShareRowSchema),
  /** Strike = OwnStrike summed over the rows + UplineStrike of the report's user. */
  Total: z.object({ Strike: moneySchema, OwnStrike: moneySchema, UplineStrike: moneySchema }),
});
export type StrikeShareReport = z.infer<typeof strikeShareReportSchema>;

// ---- reportStrikeResultDetail(2) ---------------------------------------------------------------------

const resultFields = { Prize: z.string(), Position: z.number().int().positive(), Number: z.string() };
/**
 * One result row (all 23 of 4D, the 7 of Toto) with the bets under the report's user that won on it
 * and what they won. Toto: the striking entries holding that number (an entry counts under each
 * winning number it holds, so Toto rows overlap; Total counts each strike once).
 */
const resultStrikeRowSchema = z.object({ ...resultFields, Bets: count, Total: moneySchema });
export const resultStrikeReportSchema = z.object({
  ...header,
  Items: z.array(resultStrikeRowSchema),
  Total: z.object({ Bets: count, Total: moneySchema }),
});
export type ResultStrikeReport = z.infer<typeof resultStrikeReportSchema>;
/** reportStrikeResultDetail2: the same split by member (only members that won on the row). */
export const resultStrikeMemberReportSchema = z.object({
  ...header,
  Items: z.array(resultStrikeRowSchema.extend(userFields)),
  Total: z.object({ Bets: count, Total: moneySchema }),
});
export type ResultStrikeMemberReport = z.infer<typeof resultStrikeMemberReportSchema>;

// ---- Outset reports: selectReportInTakeStrike and reportOutFull (RPTOUT) ----------------------------

/** In, Intake and Out (docs/domain.md#house-rules): 4D Big and Small, Toto units; In/Intake/Out = Big + Small or the units. */
const outsetFields = {
  BigIn: moneySchema,
  SmallIn: moneySchema,
  UnitIn: moneySchema,
  In: moneySchema,
  BigIntake: moneySchema,
  SmallIntake: moneySchema,
  UnitIntake: moneySchema,
  Intake: moneySchema,
  BigOut: moneySchema,
  SmallOut: moneySchema,
  UnitOut: moneySchema,
  Out: moneySchema,
};
const outsetSums = z.object({ ...outsetFields, Payout: moneySchema });

/**
 * selectReportInTakeStrike: for each winning number (4D: each result row; Toto: each combination that
 * won a group), each user of the report's subtree it reached: In/Intake/Out and the payout its intake
 * bears at the location's default prize rate (Big intake x BigRate + Small intake x SmallRate; Toto:
 * unit intake x the group's prize).
 */
const intakeStrikeRowSchema = z.object({
  Prize: z.string(),
  Position: z.number().int().nonnegative(),
  /** 4D: the winning number; Toto: the combination. */
  Number: z.string(),
  /** Toto: the entry type (ORDINARY or its tag); 4D: ''. */
  Type: z.string(),
  ...userFields,
  Role: roleSchema,
  ...outsetFields,
  BigRate: moneySchema,
  SmallRate: moneySchema,
  Payout: moneySchema,
});
export type IntakeStrikeRow = z.infer<typeof intakeStrikeRowSchema>;
export const intakeStrikeReportSchema = z.object({ ...header, Items: z.array(intakeStrikeRowSchema), Total: z.object({ Payout: moneySchema }) });
export type IntakeStrikeReport = z.infer<typeof intakeStrikeReportSchema>;

/** reportOutFull: the report user's In/Intake/Out per number and, once resulted, the strike on its intake. */
const outRowSchema = z.object({
  Number: z.string(),
  Type: z.string(),
  ...outsetFields,
  /** The prizes the number won (4D: FIRST...; Toto: the group), comma separated; '' when none. */
  Prizes: z.string(),
  /** What the intake pays on those prizes (0.00 before the result). */
  Payout: moneySchema,
});
export type OutRow = z.infer<typeof outRowSchema>;
export const outReportSchema = z.object({
  ...header,
  /** The draw has a result: Payout is known. */
  Resulted: z.boolean(),
  Items: z.array(outRowSchema),
  Total: outsetSums,
});
export type OutReport = z.infer<typeof outReportSchema>;

// ---- reportStakeFull (RPTSTAKE) and reportBreakdownFull -----------------------------------------------

/** Stakes per number and kind as written, with the bets and their cost; most cost first. */
const stakeRowSchema = z.object({
  Number: z.string(),
  Kind: betKindSchema,
  /** Toto: a 5-number roll entry; its tag. */
  Roll: z.boolean(),
  Tag: totoTagSchema.nullable(),
  Big: moneySchema,
  Small: moneySchema,
  Amount: moneySchema,
  Bets: count,
  Lines: count,
  Cost: moneySchema,
  ColourCode: strikeColourCodeSchema,
});
export type StakeRow = z.infer<typeof stakeRowSchema>;
const stakeSums = { Big: moneySchema, Small: moneySchema, Amount: moneySchema, Bets: count, Lines: count, Cost: moneySchema };
export const stakeReportSchema = z.object({ ...header, Items: z.array(stakeRowSchema), Total: z.object(stakeSums) });
export type StakeReport = z.infer<typeof stakeReportSchema>;

export const BREAKDOWN_KINDS = ['ORDINARY', 'ROLL', 'IBET', 'KBET', 'TT'] as const;
const kindFigures = z.object({ Kind: betKindSchema, Bets: count, Turnover: moneySchema, Strike: moneySchema });
/** reportBreakdownFull: per member, turnover and strike by kind (every kind, in BREAKDOWN_KINDS order). */
const breakdownRowSchema = z.object({ ...userFields, Kinds: z.array(kindFigures), Turnover: moneySchema, Strike: moneySchema });
export type BreakdownRow = z.infer<typeof breakdownRowSchema>;
export const breakdownReportSchema = z.object({
  ...header,
  Items: z.array(breakdownRowSchema),
  Total: z.object({ Kinds: z.array(kindFigures), Turnover: moneySchema, Strike: moneySchema }),
});
export type BreakdownReport = z.infer<typeof breakdownReportSchema>;

// ---- Shared with the bet pages (lib/contract/report-bets.ts) --------------------------------------------

export {
  base as strikeQueryFields,
  needsDraw,
  header as reportHeaderFields,
  strikeColourCodeSchema,
  count as countSchema,
  userFields as reportUserFields,
};
