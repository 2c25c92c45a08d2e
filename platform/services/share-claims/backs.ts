// Collecting claims: POST shareClaimBack (several claim-backs, all or none), PUT shareClaimBack (its
// amount or remark: the payment is voided and booked again) and DELETE shareClaimBack/{id} (void). A
// claim-back books a CLAIM payment on the agent through the payments service (services/payments/record.ts,
// inside this transaction), so AccBal moves by exactly the amount and the statement history shows it.
// The claims are locked FOR UPDATE first (in id order), then the accounts (by the payments service,
// in user-id order): what is collected never exceeds a claim's amount, even under concurrent calls.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { draws, shareClaimBacks, shareClaims } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { reachableUser } from '../users/downline';
import { recordPayments } from '../payments/record';
import { assertClaimWriter, CLAIM_BACK_NOT_FOUND, lockClaims, mayActOn, type ClaimContext, type ClaimRow } from './access';
import { claimBackRows, claimsByIds, collectedOf } from './rows';

export interface ClaimBackItem {
  ClaimId: number;
  Amount: string;
  Remark: string;
}

/** The client's IdempotencyKey and a digest of what the call asked for. */
export interface ClaimBackRequest {
  key: string;
  hash: string;
}

/** A digest of a call's meaning (call name and parsed body), so a retry matches whatever its JSON spacing. */
export const requestHash = (call: string, body: unknown): string => createHash('sha256').update(JSON.stringify([call, body])).digest('hex');

/** Any key in the second half; this one is the claim-backs' IdempotencyKey lock, per recorder and key. */
const REQUEST_LOCK = 4_861_007;
const KEY_REUSED = 'This IdempotencyKey was already used for other claim-backs.';

/** The claim-backs the recorder already made under the key, or undefined; 409 when the key came with another body. */
async function recordedBefore(tx: Db, context: ClaimContext, request: ClaimBackRequest): Promise<number[] | undefined> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REQUEST_LOCK}, hashtext(${`${context.actor.userId}:${request.key}`}))`);
  const rows = await tx
    .select({ id: shareClaimBacks.id, hash: shareClaimBacks.requestHash })
    .from(shareClaimBacks)
    .where(and(eq(shareClaimBacks.createdBy, context.actor.userId), eq(shareClaimBacks.requestKey, request.key)))
    .orderBy(asc(shareClaimBacks.requestItem));
  if (rows.length === 0) return undefined;
  if (rows.some((row) => row.hash !== request.hash)) throw new PlatformError(409, KEY_REUSED, 'IdempotencyKey');
  return rows.map((row) => row.id);
}

/** The payments' remark per claim: which claim they collect (the claim-back's own remark follows, withRemark). */
export async function paymentRemarks(tx: Db, claims: readonly ClaimRow[]): Promise<Map<number, string>> {
  const dates = await tx
    .select({ id: draws.id, drawDate: draws.drawDate })
    .from(draws)
    .where(inArray(draws.id, [...new Set(claims.map((claim) => claim.drawId))]));
  const dateOf = new Map(dates.map((row) => [row.id, row.drawDate]));
  return new Map(claims.map((claim) => [claim.id, `Share claim ${claim.id} (draw ${dateOf.get(claim.drawId) ?? claim.drawId})`]));
}

export const withRemark = (base: string, remark: string) => (remark ? `${base}: ${remark}` : base);

const overCollected = (claim: ClaimRow, amount: bigint, collected: bigint, field?: string) =>
  new PlatformError(
    409,
    `${formatDollars(centsToMoney(amount))} more would take share claim ${claim.id} on ${claim.userId} past its ${formatDollars(toMoney(claim.amount))}: ` +
      `${formatDollars(centsToMoney(collected))} is collected and ${formatDollars(centsToMoney(moneyToCents(toMoney(claim.amount)) - collected))} outstanding.`,
    field,
  );

/**
 * Books the claim-backs inside the caller's transaction, all or none: the claims locked (404 unseen,
 * 403 not the caller's), each item within what its claim has outstanding (409 naming the item), a
 * CLAIM payment each, then the claim-back rows and their audit rows. Answers the new rows' ids.
 */
export async function bookClaimBacks(tx: Db, context: ClaimContext, items: readonly ClaimBackItem[], request?: ClaimBackRequest): Promise<number[]> {
  const { actor, locId, now } = context;
  const claims = await lockClaims(tx, context, items.map((item) => item.ClaimId));
  const collected = await collectedOf(tx, [...claims.keys()]);
  items.forEach((item, i) => {
    const claim = claims.get(item.ClaimId) as ClaimRow;
    const before = collected.get(claim.id) ?? 0n;
    const amount = moneyToCents(item.Amount);
    if (before + amount > moneyToCents(toMoney(claim.amount))) throw overCollected(claim, amount, before, `Items.${i}.Amount`);
    collected.set(claim.id, before + amount);
  });
  const remarks = await paymentRemarks(tx, [...claims.values()]);
  const payments = await recordPayments(
    { db: tx, actor, locId, now },
    items.map((item) => {
      const claim = claims.get(item.ClaimId) as ClaimRow;
      return { UserId: claim.userId, Amount: item.Amount, Type: 'CLAIM', Remark: withRemark(remarks.get(claim.id) ?? '', item.Remark) };
    }),
  );
  const rows = await tx
    .insert(shareClaimBacks)
    .values(
      items.map((item, i) => ({
        claimId: item.ClaimId,
        paymentId: payments[i]?.PaymentId ?? 0,
        amount: item.Amount,
        remark: item.Remark,
        createdBy: actor.userId,
        createdAt: now,
        requestKey: request?.key ?? null,
        requestHash: request?.hash ?? null,
        requestItem: request ? i : null,
      })),
    )
    .returning();
  for (const row of rows) {
    const claim = claims.get(row.claimId) as ClaimRow;
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'shareClaimBack',
      entityId: row.id,
      action: 'CREATE',
      targetUserId: claim.userId,
      locId,
      after: { ClaimId: claim.id, Amount: toMoney(row.amount), Remark: row.remark, PaymentId: row.paymentId },
    });
  }
  return rows.map((row) => row.id);
}

/** The answer of every claim-back call: the claim-backs and their claims as they are now. */
export interface ClaimBackResult {
  Items: ClaimBack[];
  Claims: ShareClaim[];
}

export async function claimBackResult(context: ClaimContext, ids: readonly number[]): Promise<ClaimBackResult> {
  const items = ids.length === 0 ? [] : await claimBackRows(context.db, inArray(shareClaimBacks.id, [...ids]));
  return { Items: items, Claims: await claimsByIds(context, items.map((item) => item.ClaimId)) };
}

/**
 * Runs a claim-back call in one transaction: a retry of a call recorded under the same key answers
 * what it recorded (money moves once), the key with another body is 409; else `book` runs.
 */
export async function withRequest(
  context: ClaimContext,
  request: ClaimBackRequest | undefined,
  book: (tx: Db) => Promise<number[]>,
): Promise<ClaimBackResult> {
  const ids = await context.db.transaction(async (tx) => (request ? await recordedBefore(tx, context, request) : undefined) ?? book(tx));
  return claimBackResult(context, ids);
}

/** POST shareClaimBack */
export async function recordClaimBacks(context: ClaimContext, items: readonly ClaimBackItem[], key?: string) {
  assertClaimWriter(context.actor);
  const request = key ? { key, hash: requestHash('shareClaimBack', items) } : undefined;
  return withRequest(context, request, (tx) => bookClaimBacks(tx, context, items, request));
}

/** A claim-back of the location and its claim, both locked; 404 unless the caller sees it, 403 unless it collects that claim. */
export async function lockClaimBack(tx: Db, context: ClaimContext, id: number) {
  const [found] = await tx
    .select({ claimId: shareClaimBacks.claimId })
    .from(shareClaimBacks)
    .innerJoin(shareClaims, eq(shareClaims.id, shareClaimBacks.claimId))
    .where(and(eq(shareClaimBacks.id, id), eq(shareClaims.locId, context.locId)));
  if (!found) throw PlatformError.notFound(CLAIM_BACK_NOT_FOUND);
  const [claim] = await tx.select().from(shareClaims).where(eq(shareClaims.id, found.claimId)).for('update');
  const [back] = await tx.select().from(shareClaimBacks).where(eq(shareClaimBacks.id, id)).for('update');
  if (!claim || !back || !(await reachableUser(tx, context.actor, claim.userId))) throw PlatformError.notFound(CLAIM_BACK_NOT_FOUND);
  if (!mayActOn(context.actor, claim)) throw PlatformError.forbidden(`Claim-backs of share claim ${claim.id} on ${claim.userId} are changed by its claimer (${claim.claimedBy}) or an admin.`);
  if (back.voidedAt) throw new PlatformError(409, `Claim-back ${back.id} was voided already on ${back.voidedAt.toISOString()}.`);
  return { claim, back };
}
