// Who may use the share-claim calls, and on what (docs/drafts/share-claims.md "Who"). Every call needs
// an agent or an admin; members hold no share and get 404 before anything is read. A sub-admin (an
// ADMIN below the company, the clerk) acts for the company only when it holds the payments' right
// (EnableCreateDownline, payments-rights.ts), since a claim-back is a payment: without it, 404 too.
// Changes also need that right (an agent that cannot record payments cannot claim either). A claim is
// made by an agent's direct parent (its ClaimedBy) or by an admin acting for it; a claim is visible
// to whoever reaches the agent it is on, and anything else is answered as not found.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shareClaims } from '../db/schema';
import { PlatformError } from '../errors';
import { companyOf } from './bets-share';
import { assertInDownline, reachableUser } from './downline';
import { assertPaymentCaller, mayPay } from './payments-rights';
import type { UserRow } from './users';

/** What every share-claim call works with: the caller, the request's location and the clock. */
export interface ClaimContext {
  db: Db;
  actor: UserRow;
  locId: string;
  now: Date;
}

export type ClaimRow = typeof shareClaims.$inferSelect;

export const CLAIM_NOT_FOUND = 'Share claim not found.';
export const CLAIM_BACK_NOT_FOUND = 'Claim-back not found.';

/** 404 unless the caller may use the share-claim calls at all (members never; a sub-admin with the payments' right). */
export function assertClaimCaller(actor: UserRow): void {
  if (actor.role === 'MEM') throw PlatformError.notFound();
  if (actor.role === 'ADMIN' && actor.parentId !== null) assertPaymentCaller(actor);
}

/** Whether the caller may change claims and collect them: the payments' right. */
export function mayWriteClaims(actor: UserRow): boolean {
  return actor.role !== 'MEM' && actor.enableCreateDownline;
}

/** 404 unless the caller may change claims (checked before the body is read). */
export function assertClaimWriter(actor: UserRow): void {
  assertClaimCaller(actor);
  assertPaymentCaller(actor);
}

/** Who a listing or a generation is for by default: the caller, or for an admin the company above it. */
export async function claimerOf(db: Db, actor: UserRow): Promise<UserRow> {
  return actor.role === 'ADMIN' ? companyOf(db, actor) : actor;
}

/** V of a report: UserId when given (in reach, else 404), else the caller (a sub-admin: the company). */
export async function claimViewerOf(db: Db, actor: UserRow, userId: string | undefined): Promise<UserRow> {
  return userId ? assertInDownline(db, actor, userId) : claimerOf(db, actor);
}

/** Whether the caller changes and collects a claim: its claimer, or any admin (a sub-admin acts for the company). */
export function mayActOn(actor: UserRow, claim: Pick<ClaimRow, 'claimedBy'>): boolean {
  return mayWriteClaims(actor) && (actor.role === 'ADMIN' || claim.claimedBy === actor.userId);
}

/**
 * The agent a new claim is on and who claims it: in reach (else 404), an agent (members have no
 * share: 400), and a direct child of the caller unless the caller is an admin (403 naming the claimer:
 * the caller already sees that user, so nothing leaks). The claimer is always the agent's parent.
 */
export async function claimableAgent(db: Db, actor: UserRow, userId: string): Promise<{ agent: UserRow; claimedBy: string }> {
  const agent = await assertInDownline(db, actor, userId);
  if (agent.role !== 'AG' || agent.parentId === null) {
    throw PlatformError.badRequest(`${agent.userId} is not an agent: claims are made on agents only (members have no share).`, 'UserId');
  }
  if (!mayPay(actor, agent)) throw PlatformError.forbidden(`Claims on ${agent.userId} are made by its direct upline (${agent.parentId}) or an admin.`, 'UserId');
  return { agent, claimedBy: agent.parentId };
}

/** The 403 for a claim the caller sees but does not change. */
export function notTheClaimer(claim: Pick<ClaimRow, 'id' | 'userId' | 'claimedBy'>): PlatformError {
  return PlatformError.forbidden(`Share claim ${claim.id} on ${claim.userId} is changed by its claimer (${claim.claimedBy}) or an admin.`);
}

/**
 * A live claim of the location that the caller sees, locked FOR UPDATE until the transaction ends
 * (404 otherwise); `act`: the caller must also change it (403).
 */
export async function lockClaim(tx: Db, context: ClaimContext, claimId: number, act = true): Promise<ClaimRow> {
  const [claim] = await tx
    .select()
    .from(shareClaims)
    .where(and(eq(shareClaims.id, claimId), eq(shareClaims.locId, context.locId), isNull(shareClaims.deletedAt)))
    .for('update');
  if (!claim || !(await reachableUser(tx, context.actor, claim.userId))) throw PlatformError.notFound(CLAIM_NOT_FOUND);
  if (act && !mayActOn(context.actor, claim)) throw notTheClaimer(claim);
  return claim;
}
