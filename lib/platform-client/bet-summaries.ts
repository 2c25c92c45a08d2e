import 'server-only';
import { summarySchema, type Summary } from '@/lib/contract/bet-listings';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The bet-summary pages' reads (Bet Summary, Bet Summary 2), under the session location's prefix and
 * LocId, each answer checked against the bets contract's summarySchema: rows grouped as the call says
 * and their Sum. The platform scopes every sum to the caller's reach (a member itself, an agent its
 * subtree); UserId narrows it to one user's subtree.
 */

export interface DrawSummaries {
  /** betSummaryFull: one row per member. */
  members: Summary;
  /** betSummaryByTypeSum: one row per kind of bet. */
  kinds: Summary;
  /** betSummaryByType: one row per member and kind. */
  memberKinds: Summary;
  /** betSummaryUserIdByShare: one row per direct downline with its subtree and share; null when not asked. */
  shares: Summary | null;
}

export interface RangeSummaries {
  /** betSummaryReportFull: one row per member over the range. */
  members: Summary;
  /** betSummary3Full: one row per draw and kind over the range. */
  drawKinds: Summary;
}

/** The sums of one draw (BETSUMMARY); `shares` adds the share view (agents and admins). */
export async function drawSummaries(session: SignedInSession, drawId: number, userId: string | undefined, { shares = false } = {}): Promise<DrawSummaries> {
  const query = { DrawId: String(drawId), UserId: userId };
  const [members, kinds, memberKinds, shareRows] = await Promise.all([
    scopedJson(session, 'betSummaryFull', summarySchema, query),
    scopedJson(session, 'betSummaryByTypeSum', summarySchema, query),
    scopedJson(session, 'betSummaryByType', summarySchema, query),
    shares ? scopedJson(session, 'betSummaryUserIdByShare', summarySchema, query) : null,
  ]);
  return { members, kinds, memberKinds, shares: shareRows };
}

/** The sums of the draws from `from` to `to` ('YYYY-MM-DD', both included; BETSUMMARY2). */
export async function rangeSummaries(session: SignedInSession, range: { from: string; to: string }, userId: string | undefined): Promise<RangeSummaries> {
  const query = { DrawFrom: range.from, DrawTo: range.to, UserId: userId };
  const [members, drawKinds] = await Promise.all([
    scopedJson(session, 'betSummaryReportFull', summarySchema, query),
    scopedJson(session, 'betSummary3Full', summarySchema, query),
  ]);
  return { members, drawKinds };
}
