// Reading claims and claim-backs as the wire answers them (lib/contract/share-claims.ts): one query
// per list, with each claim's Collected (its live claim-backs, summed in SQL), the agent's share as
// settled (settlement_rates) and whether the caller may act on it. Money stays numeric in SQL and
// exact cents in JS.
import { and, asc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { MAX_CLAIM_ROWS, type ClaimBack, type ShareClaim, type ShareClaimKind } from '@/lib/contract/share-claims';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { draws, settlementRates, shareClaimBacks, shareClaims, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { byUserId } from '../users/members';
import { reportDraw } from '../reports/strike/scope';
import { mayActOn, type ClaimContext } from './access';

/** A draw or a range of draw dates (either end may stay open); nothing: every draw. */
export interface DrawRange {
  DrawId?: number;
  DrawFrom?: string;
  DrawTo?: string;
}

/** Claims of the location in the range; one draw must be of the location (else 404, as a missing one). */
export async function claimsInRange(db: Db, locId: string, range: DrawRange): Promise<SQL> {
  const conditions: SQL[] = [eq(shareClaims.locId, locId)];
  if (range.DrawId !== undefined) {
    conditions.push(eq(shareClaims.drawId, (await reportDraw(db, locId, { DrawId: range.DrawId })).id));
  } else {
    if (range.DrawFrom) conditions.push(gte(draws.drawDate, range.DrawFrom));
    if (range.DrawTo) conditions.push(lte(draws.drawDate, range.DrawTo));
  }
  return and(...conditions) as SQL;
}

/** A claim's Collected: its live claim-backs summed (0 without any), for a query over share_claims. */
export const liveCollected = sql<string>`coalesce((select sum(b.amount) from share_claim_backs b where b.claim_id = ${shareClaims.id} and b.voided_at is null), 0)`;

/** Outstanding > 0 (OPEN) or = 0 (SETTLED), in SQL. */
export function statusIs(status: 'OPEN' | 'SETTLED'): SQL {
  return status === 'OPEN' ? sql`${shareClaims.amount} - ${liveCollected} > 0` : sql`${shareClaims.amount} - ${liveCollected} <= 0`;
}

/** The live claim-backs of each claim, in cents (inside a transaction that locked the claims). */
export async function collectedOf(tx: Db, claimIds: readonly number[]): Promise<Map<number, bigint>> {
  if (claimIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: shareClaims.id, collected: sql<string>`${liveCollected}::text` })
    .from(shareClaims)
    .where(inArray(shareClaims.id, [...new Set(claimIds)]));
  return new Map(rows.map((row) => [row.id, moneyToCents(toMoney(row.collected))]));
}

/** The live claim-backs of one claim, in cents. */
export async function collectedOn(tx: Db, claimId: number): Promise<bigint> {
  return (await collectedOf(tx, [claimId])).get(claimId) ?? 0n;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The live claims matching `where` (claims, draws and users are joined), as answered to the caller:
 * newest draw first, then UserId, then ClaimId. More than MAX_CLAIM_ROWS: 400 (narrow the range).
 */
export async function claimRows(context: Pick<ClaimContext, 'db' | 'actor'>, where: SQL | undefined): Promise<ShareClaim[]> {
  const { db, actor } = context;
  // Unordered: either every row is answered (sorted below) or the list is refused.
  const rows = await db
    .select({ claim: shareClaims, drawDate: draws.drawDate, userName: users.userName, collected: sql<string>`${liveCollected}::text`, share: settlementRates.share })
    .from(shareClaims)
    .innerJoin(draws, eq(draws.id, shareClaims.drawId))
    .innerJoin(users, eq(users.userId, shareClaims.userId))
    .leftJoin(settlementRates, and(eq(settlementRates.drawId, shareClaims.drawId), eq(settlementRates.userId, shareClaims.userId)))
    .where(and(isNull(shareClaims.deletedAt), where))
    .limit(MAX_CLAIM_ROWS + 1);
  if (rows.length > MAX_CLAIM_ROWS) throw PlatformError.badRequest(`More than ${MAX_CLAIM_ROWS} claims: narrow the range.`, 'DrawFrom');
  return rows
    .map(({ claim, drawDate, userName, collected, share }): ShareClaim => {
      const amount = moneyToCents(toMoney(claim.amount));
      const got = moneyToCents(toMoney(collected));
      return {
        ClaimId: claim.id,
        LocId: claim.locId,
        DrawId: claim.drawId,
        DrawDate: drawDate,
        UserId: claim.userId,
        UserName: userName,
        ClaimedBy: claim.claimedBy,
        Kind: claim.kind as ShareClaimKind,
        GroupStrike: toMoney(claim.groupStrike),
        GroupWinLoss: toMoney(claim.groupWinLoss),
        OwnShare: toMoney(claim.ownShare),
        Share: share === null ? null : Number(share),
        Amount: centsToMoney(amount),
        Collected: centsToMoney(got),
        Outstanding: centsToMoney(amount - got),
        Status: amount - got > 0n ? 'OPEN' : 'SETTLED',
        Remark: claim.remark,
        CreatedBy: claim.createdBy,
        CreatedDate: claim.createdAt.toISOString(),
        UpdatedDate: iso(claim.updatedAt),
        Editable: mayActOn(actor, claim),
      };
    })
    .sort((a, b) => (a.DrawDate < b.DrawDate ? 1 : a.DrawDate > b.DrawDate ? -1 : 0) || byUserId({ userId: a.UserId }, { userId: b.UserId }) || a.ClaimId - b.ClaimId);
}

/** The claims of these ids as answered (after a change). */
export async function claimsByIds(context: Pick<ClaimContext, 'db' | 'actor'>, ids: readonly number[]): Promise<ShareClaim[]> {
  if (ids.length === 0) return [];
  return claimRows(context, inArray(shareClaims.id, [...new Set(ids)]));
}

/** Amount, Collected and Outstanding of rows added up exactly. */
export function claimTotals(rows: readonly Pick<ShareClaim, 'Amount' | 'Collected'>[]) {
  let amount = 0n;
  let collected = 0n;
  for (const row of rows) {
    amount += moneyToCents(row.Amount);
    collected += moneyToCents(row.Collected);
  }
  return { Amount: centsToMoney(amount), Collected: centsToMoney(collected), Outstanding: centsToMoney(amount - collected) };
}

/** Claim-backs matching `where` (claim-backs, claims, draws and users are joined), oldest first. */
export async function claimBackRows(db: Db, where: SQL | undefined): Promise<ClaimBack[]> {
  const rows = await db
    .select({ back: shareClaimBacks, claim: shareClaims, drawDate: draws.drawDate, userName: users.userName })
    .from(shareClaimBacks)
    .innerJoin(shareClaims, eq(shareClaims.id, shareClaimBacks.claimId))
    .innerJoin(draws, eq(draws.id, shareClaims.drawId))
    .innerJoin(users, eq(users.userId, shareClaims.userId))
    .where(where)
    .orderBy(asc(shareClaimBacks.id))
    .limit(MAX_CLAIM_ROWS + 1);
  if (rows.length > MAX_CLAIM_ROWS) throw PlatformError.badRequest(`More than ${MAX_CLAIM_ROWS} claim-backs: narrow the range.`, 'DrawFrom');
  return rows.map(({ back, claim, drawDate, userName }) => ({
    ClaimBackId: back.id,
    ClaimId: claim.id,
    PaymentId: back.paymentId,
    DrawId: claim.drawId,
    DrawDate: drawDate,
    UserId: claim.userId,
    UserName: userName,
    ClaimedBy: claim.claimedBy,
    Amount: toMoney(back.amount),
    Remark: back.remark,
    CreatedBy: back.createdBy,
    CreatedDate: back.createdAt.toISOString(),
    VoidedDate: iso(back.voidedAt),
    VoidedBy: back.voidedBy,
  }));
}
