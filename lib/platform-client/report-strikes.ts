import 'server-only';
import { drawResultSchema, type DrawResult } from '@/lib/contract/draws';
import {
  outReportSchema,
  resultStrikeMemberReportSchema,
  resultStrikeReportSchema,
  stakeReportSchema,
  strikeMemberReportSchema,
  strikePrizeReportSchema,
  strikeReportSchema,
  type OutReport,
  type ResultStrikeMemberReport,
  type ResultStrikeReport,
  type StakeReport,
  type StrikeMemberReport,
  type StrikePrizeReport,
  type StrikeReport,
} from '@/lib/contract/report-strikes';
import { REPORTS } from '@/lib/domain/report-registry';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The strike, stake, out and draw-result pages' reads, under the session location's prefix and LocId,
 * each answer checked against lib/contract/report-strikes.ts. Whose report (UserId) and the caller's
 * reach are the platform's to enforce: a user out of reach is its 404.
 */

export interface DrawReportRequest {
  /** Whose report; the caller's own without it. */
  userId?: string;
  drawId: number;
}

const queryOf = ({ userId, drawId }: DrawReportRequest) => ({ UserId: userId, DrawId: String(drawId) });

/** GET reportStrike: every strike of the draw under the user. */
export function strikeReportOf(session: SignedInSession, request: DrawReportRequest): Promise<StrikeReport> {
  return scopedJson(session, REPORTS.strike.calls.strike, strikeReportSchema, queryOf(request));
}

/** GET reportStrikeSummary: the strikes per prize (Toto: per group). */
export function strikePrizeReportOf(session: SignedInSession, request: DrawReportRequest): Promise<StrikePrizeReport> {
  return scopedJson(session, REPORTS.strike.calls.byPrize, strikePrizeReportSchema, queryOf(request));
}

/** GET reportStrike2: the strikes per member. */
export function strikeMemberReportOf(session: SignedInSession, request: DrawReportRequest): Promise<StrikeMemberReport> {
  return scopedJson(session, REPORTS.strike2.calls.byMember, strikeMemberReportSchema, queryOf(request));
}

/** GET reportStrikeResultDetail: each result row with the bets that won on it. */
export function resultStrikeReportOf(session: SignedInSession, request: DrawReportRequest): Promise<ResultStrikeReport> {
  return scopedJson(session, REPORTS.drawResult.calls.strikes, resultStrikeReportSchema, queryOf(request));
}

/** GET reportStrikeResultDetail2: the same per member. */
export function resultStrikeMemberReportOf(session: SignedInSession, request: DrawReportRequest): Promise<ResultStrikeMemberReport> {
  return scopedJson(session, REPORTS.strike2.calls.byResult, resultStrikeMemberReportSchema, queryOf(request));
}

/** GET reportStakeFull: the stakes per number and kind, most cost first. */
export function stakeReportOf(session: SignedInSession, request: DrawReportRequest): Promise<StakeReport> {
  return scopedJson(session, REPORTS.stake.calls.stake, stakeReportSchema, queryOf(request));
}

/** GET reportOutFull: the user's In, Intake and Out per number, and the payout on its intake. */
export function outReportOf(session: SignedInSession, request: DrawReportRequest): Promise<OutReport> {
  return scopedJson(session, REPORTS.out.calls.out, outReportSchema, queryOf(request));
}

/** GET draw/result: the draw's winning numbers (empty until it has a result) and Toto dividends. */
export function drawResultOf(session: SignedInSession, drawId: number): Promise<DrawResult> {
  return scopedJson(session, REPORTS.drawResult.calls.result, drawResultSchema, { DrawId: String(drawId) });
}
