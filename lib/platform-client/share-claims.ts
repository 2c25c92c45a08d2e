import 'server-only';
import type { z } from 'zod';
import {
  claimBackReportSchema,
  downLineReportSchema,
  shareClaimListSchema,
  shareClaimReportSchema,
  type ShareClaimKind,
  type ShareClaimList,
} from '@/lib/contract/share-claims';
import { moneyToCents } from '@/lib/domain/bet-expansion';
import { REPORTS } from '@/lib/domain/report-registry';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The share-claim pages' reads (/report/shareClaim, /control/shareClaim), under the session location's
 * prefix and LocId, each answer checked against lib/contract/share-claims.ts. Who may read what is the
 * platform's to enforce: a member, a sub-admin without the payments' right or a user out of reach is
 * its 404. The writes go from the browser through the BFF's forwarder.
 */

export type ShareClaimReport = z.output<typeof shareClaimReportSchema>;
export type ClaimBackReport = z.output<typeof claimBackReportSchema>;
export type DownLineReport = z.output<typeof downLineReportSchema>;

/** Which draws: one (DrawId) or a range of draw dates ('YYYY-MM-DD', both included). */
export type ClaimDraws = { drawId: number } | { from: string; to: string };

export interface ClaimReportRequest {
  /** Whose claims (V); the caller's own without it (a sub-admin: the company's). */
  userId?: string;
  draws: ClaimDraws;
}

function drawQuery(draws: ClaimDraws): Record<string, string> {
  return 'drawId' in draws ? { DrawId: String(draws.drawId) } : { DrawFrom: draws.from, DrawTo: draws.to };
}

/** GET selectReportShareClaim: V's claims both ways (claimed by V, or on V), newest draw first. */
export function shareClaimReportOf(session: SignedInSession, { userId, draws }: ClaimReportRequest): Promise<ShareClaimReport> {
  return scopedJson(session, REPORTS.shareClaim.calls.claims, shareClaimReportSchema, { UserId: userId, ...drawQuery(draws) });
}

/** GET selectReportShareClaimBack: the live claim-backs of V's claims both ways, oldest first. */
export function claimBackReportOf(session: SignedInSession, { userId, draws }: ClaimReportRequest): Promise<ClaimBackReport> {
  return scopedJson(session, REPORTS.shareClaim.calls.claimBacks, claimBackReportSchema, { UserId: userId, ...drawQuery(draws) });
}

export interface ClaimListFilters {
  drawId: number;
  status?: 'OPEN' | 'SETTLED';
  kind?: ShareClaimKind;
  /** Only the claims on this user (in reach). */
  userId?: string;
}

/** GET shareClaim: the caller's working list of one draw (claims on users of its subtree), each with Editable. */
export function shareClaimsOf(session: SignedInSession, filters: ClaimListFilters): Promise<ShareClaimList> {
  return scopedJson(session, 'shareClaim', shareClaimListSchema, {
    DrawId: String(filters.drawId),
    Status: filters.status,
    Kind: filters.kind,
    UserId: filters.userId,
  });
}

/** GET reportDownLine: the caller's direct child agents holding the location (whom it makes MANUAL claims on). */
export function claimDownLineOf(session: SignedInSession): Promise<DownLineReport> {
  return scopedJson(session, 'reportDownLine', downLineReportSchema);
}

/**
 * The live claim-backs of a list of claims of one draw, oldest first. The platform has no call for
 * "the claim-backs of these claims": selectReportShareClaimBack answers one user's claims both ways
 * (made by it or on it), and an admin's working list holds claims of several claimers (its own, and
 * those of agents below it that it may also change), so it is asked once per claimer. Only claimers
 * with something collected on a listed claim are asked: Collected is the sum of the live claim-backs,
 * so a claim at 0.00 has none (on a freshly generated draw, no call at all).
 */
export async function claimBacksOfClaims(
  session: SignedInSession,
  drawId: number,
  claims: readonly { ClaimId: number; ClaimedBy: string; Collected: string }[],
): Promise<ClaimBackReport['Items']> {
  const collected = claims.filter((claim) => moneyToCents(claim.Collected) > 0n);
  const wanted = new Set(collected.map((claim) => claim.ClaimId));
  const claimers = [...new Set(collected.map((claim) => claim.ClaimedBy))];
  const reports = await Promise.all(claimers.map((userId) => claimBackReportOf(session, { userId, draws: { drawId } })));
  const byId = new Map(reports.flatMap((report) => report.Items).filter((back) => wanted.has(back.ClaimId)).map((back) => [back.ClaimBackId, back]));
  return [...byId.values()].sort((a, b) => a.CreatedDate.localeCompare(b.CreatedDate) || a.ClaimBackId - b.ClaimBackId);
}
