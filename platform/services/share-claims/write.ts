// Changing claims by hand: POST shareClaim (a MANUAL claim), PUT updateReportShare (a claim's amount
// and remark) and DELETE shareClaim/{id}. Each runs in one transaction that locks the claim row, so a
// claim-back and a change of the same claim serialize; a claim is never lowered below what was
// collected on it, nor removed while anything is (409). Every change writes an audit row.
import { eq } from 'drizzle-orm';
import type { ShareClaim } from '@/lib/contract/share-claims';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { shareClaims } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { reportDraw } from '../reports/strike/scope';
import { assertClaimWriter, claimableAgent, lockClaim, type ClaimContext, type ClaimRow } from './access';
import { claimsByIds, collectedOn } from './rows';
import { assertMayClaim, assertWithinCap, claimLimitOf } from './settings';

/** What the audit log keeps of a claim. */
export const auditedClaim = (claim: ClaimRow) => ({
  DrawId: claim.drawId,
  Kind: claim.kind,
  ClaimedBy: claim.claimedBy,
  GroupStrike: toMoney(claim.groupStrike),
  GroupWinLoss: toMoney(claim.groupWinLoss),
  OwnShare: toMoney(claim.ownShare),
  Amount: toMoney(claim.amount),
  Remark: claim.remark,
});

async function answerOne(context: ClaimContext, claimId: number): Promise<ShareClaim> {
  const [claim] = await claimsByIds(context, [claimId]);
  if (!claim) throw new Error(`share claim ${claimId} vanished`);
  return claim;
}

/** POST shareClaim: a MANUAL claim by the agent's parent (or an admin for it) for a draw of the location. */
export async function createClaim(context: ClaimContext, input: { DrawId: number; UserId: string; Amount: string; Remark: string }): Promise<ShareClaim> {
  const { db, actor, locId, now } = context;
  assertClaimWriter(actor);
  const { agent, claimedBy } = await claimableAgent(db, actor, input.UserId);
  const draw = await reportDraw(db, locId, { DrawId: input.DrawId });
  const limit = await claimLimitOf(db, locId, claimedBy);
  assertMayClaim(limit, claimedBy, draw.drawDate);
  assertWithinCap(limit, claimedBy, input.Amount);
  const id = await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(shareClaims)
      .values({ locId, drawId: draw.id, userId: agent.userId, claimedBy, kind: 'MANUAL', amount: input.Amount, remark: input.Remark, createdBy: actor.userId, createdAt: now })
      .returning();
    if (!claim) throw new Error('share claim insert returned nothing');
    await writeAudit(tx, { actorId: actor.userId, entity: 'shareClaim', entityId: claim.id, action: 'CREATE', targetUserId: agent.userId, locId, after: auditedClaim(claim) });
    return claim.id;
  });
  return answerOne(context, id);
}

/** 409 when a claim would fall below what was collected on it. */
function assertCovers(claim: ClaimRow, amount: bigint, collected: bigint): void {
  if (amount >= collected) return;
  throw new PlatformError(
    409,
    `${formatDollars(centsToMoney(collected))} was collected on share claim ${claim.id} already: its amount may not go below that (void or change its claim-backs first).`,
    'Amount',
  );
}

/** PUT updateReportShare: the claim's amount and remark; nothing changes (and nothing is audited) when both are the same. */
export async function updateClaim(context: ClaimContext, input: { ClaimId: number; Amount: string; Remark: string }): Promise<ShareClaim> {
  const { db, actor, locId, now } = context;
  assertClaimWriter(actor);
  await db.transaction(async (tx) => {
    const claim = await lockClaim(tx, context, input.ClaimId);
    if (toMoney(claim.amount) === input.Amount && claim.remark === input.Remark) return;
    assertWithinCap(await claimLimitOf(tx, locId, claim.claimedBy), claim.claimedBy, input.Amount);
    assertCovers(claim, moneyToCents(input.Amount), await collectedOn(tx, claim.id));
    const [after] = await tx
      .update(shareClaims)
      .set({ amount: input.Amount, remark: input.Remark, updatedAt: now })
      .where(eq(shareClaims.id, claim.id))
      .returning();
    if (!after) throw new Error('share claim update returned nothing');
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'shareClaim',
      entityId: claim.id,
      action: 'UPDATE',
      targetUserId: claim.userId,
      locId,
      before: { Amount: toMoney(claim.amount), Remark: claim.remark },
      after: { Amount: toMoney(after.amount), Remark: after.remark },
    });
  });
  return answerOne(context, input.ClaimId);
}

/**
 * Marks a locked claim with nothing collected on it removed and audits it (DELETE by hand, or a
 * generation with nothing left to claim; each checks first that nothing was collected).
 */
export async function removeLockedClaim(tx: Db, context: ClaimContext, claim: ClaimRow, figures?: Partial<typeof shareClaims.$inferInsert>): Promise<void> {
  const { actor, locId, now } = context;
  await tx
    .update(shareClaims)
    .set({ ...figures, deletedAt: now, deletedBy: actor.userId })
    .where(eq(shareClaims.id, claim.id));
  await writeAudit(tx, {
    actorId: actor.userId,
    entity: 'shareClaim',
    entityId: claim.id,
    action: 'DELETE',
    targetUserId: claim.userId,
    locId,
    before: auditedClaim(claim),
    after: { DeletedDate: now.toISOString(), ...(figures ? { OwnShare: figures.ownShare ?? null } : {}) },
  });
}

/** DELETE shareClaim/{id}: the claim is removed (it stays on record, marked); 409 while anything is collected on it. */
export async function deleteClaim(context: ClaimContext, claimId: number): Promise<ShareClaim> {
  const { db, actor } = context;
  assertClaimWriter(actor);
  return db.transaction(async (tx) => {
    const claim = await lockClaim(tx, context, claimId);
    const collected = await collectedOn(tx, claim.id);
    if (collected > 0n) {
      throw new PlatformError(409, `${formatDollars(centsToMoney(collected))} was collected on share claim ${claim.id}: void its claim-backs before removing it.`);
    }
    const [answer] = await claimsByIds({ db: tx, actor }, [claim.id]);
    await removeLockedClaim(tx, context, claim);
    if (!answer) throw new Error(`share claim ${claimId} vanished`);
    return answer;
  });
}
