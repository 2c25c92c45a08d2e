// Who may use the share-claim calls, and on what (docs/decisions/money.md "Share claims", "Who may call").
// Every call needs an agent or an admin; members hold no share, and the access table refuses them
// (403) before anything is read. A sub-admin (an ADMIN below the company, the clerk) acts for the
// company only when it holds the payments' right (EnableCreateDownline, payments/rights.ts), since a
// claim-back is a payment: without it, 404. Changes also need that right (an agent that cannot
// record payments cannot claim either). A claim is made by an agent's direct parent (its ClaimedBy) or by an admin acting for it; a
// claim is visible to whoever reaches the agent it is on, and anything else is answered as not found.
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { shareClaims } from '../../db/schema';
import { PlatformError } from '../../errors';
import { assertInDownline } from '../users/downline';
import type { PaymentContext } from '../payments/record';
import { assertPaymentCaller, mayPay } from '../payments/rights';
import { inSubtree } from '../reports/strike/scope';
import type { UserRow } from '../users/users';

/** What every share-claim call works with: the caller, the request's location and the clock (a claim-back books payments with it). */
export type ClaimContext = PaymentContext;

export type ClaimRow = typeof shareClaims.$inferSelect;

const CLAIM_NOT_FOUND = 'Share claim not found.';
export const CLAIM_BACK_NOT_FOUND = 'Claim-back not found.';

/** 404 unless the caller (an agent or admin: the access table refuses members) may use the share-claim calls: a sub-admin needs the payments' right. */
export function assertClaimCaller(actor: UserRow): void {
  if (actor.role === 'ADMIN' && actor.parentId !== null) assertPaymentCaller(actor);
}

/** 404 unless the caller may change claims (checked before the body is read). */
export function assertClaimWriter(actor: UserRow): void {
  assertClaimCaller(actor);
  assertPaymentCaller(actor);
}

/** `column` names a user the caller reaches (reachableUser in SQL): an admin everyone, an agent its subtree. */
export function inReach(actor: UserRow, column: AnyPgColumn): SQL | undefined {
  return actor.role === 'ADMIN' ? undefined : inSubtree(actor, column);
}

/** Whether the caller changes and collects a claim: its claimer, or any admin (a sub-admin acts for the company), with the payments' right. */
export function mayActOn(actor: UserRow, claim: Pick<ClaimRow, 'claimedBy'>): boolean {
  return actor.role !== 'MEM' && actor.enableCreateDownline && (actor.role === 'ADMIN' || claim.claimedBy === actor.userId);
}

/**
 * Why the caller may not claim on this user (a user it reaches), or nothing: members have no share
 * (400), and a claim is made by the agent's direct parent or an admin (403 naming the parent: the
 * caller already sees that user, so nothing leaks).
 */
export function claimRefusal(actor: UserRow, agent: UserRow): PlatformError | undefined {
  if (agent.role !== 'AG' || agent.parentId === null) {
    return PlatformError.badRequest(`${agent.userId} is not an agent: claims are made on agents only (members have no share).`, 'UserId');
  }
  if (!mayPay(actor, agent)) return PlatformError.forbidden(`Claims on ${agent.userId} are made by its direct upline (${agent.parentId}) or an admin.`, 'UserId');
  return undefined;
}

/** The agent a new claim is on (in reach, else 404; claimRefusal) and who claims it: always the agent's parent. */
export async function claimableAgent(db: Db, actor: UserRow, userId: string): Promise<{ agent: UserRow; claimedBy: string }> {
  const agent = await assertInDownline(db, actor, userId);
  const refusal = claimRefusal(actor, agent);
  if (refusal) throw refusal;
  // claimRefusal refuses a user without a parent.
  return { agent, claimedBy: agent.parentId as string };
}

/**
 * Live claims of the location that the caller sees and changes, locked FOR UPDATE in id order until
 * the transaction ends, in one query. The first id (in id order) unseen is 404, not the caller's 403.
 */
export async function lockClaims(tx: Db, context: ClaimContext, claimIds: readonly number[]): Promise<Map<number, ClaimRow>> {
  const ids = [...new Set(claimIds)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(shareClaims)
    .where(and(inArray(shareClaims.id, ids), eq(shareClaims.locId, context.locId), isNull(shareClaims.deletedAt), inReach(context.actor, shareClaims.userId)))
    .orderBy(asc(shareClaims.id))
    .for('update');
  const claims = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const claim = claims.get(id);
    if (!claim) throw PlatformError.notFound(CLAIM_NOT_FOUND);
    if (!mayActOn(context.actor, claim)) {
      throw PlatformError.forbidden(`Share claim ${claim.id} on ${claim.userId} is changed by its claimer (${claim.claimedBy}) or an admin.`);
    }
  }
  return claims;
}

/** One claim of lockClaims. */
export async function lockClaim(tx: Db, context: ClaimContext, claimId: number): Promise<ClaimRow> {
  return (await lockClaims(tx, context, [claimId])).get(claimId) as ClaimRow;
}
