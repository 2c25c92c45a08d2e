// PUT generateShareClaimReport: the SHARE claims of one settled draw on the claimer's direct child
// agents (the claimer: the caller, or for an admin the company), made to match the draw's settlement.
// An agent whose own share of its group's result (its settlements row's OwnShare, which the
// settlement computed with the rates it recorded in settlement_rates) is negative owes -OwnShare.
// Idempotent: a claim whose settled figures did not change is left as it is (a hand-changed amount
// or a removed claim stays so); changed figures update the claim, create one, or remove it when
// nothing is owed any more. All or nothing: a claim that would fall below what was collected on it,
// or be removed while anything is, refuses the whole generation (409 naming every such claim).
import { and, desc, eq } from 'drizzle-orm';
import type { ShareClaimGeneration } from '@/lib/contract/share-claims';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { draws, settlements, shareClaims, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { viewerOf } from '../payments/rights';
import { assertClaimWriter, type ClaimContext, type ClaimRow } from './access';
import { claimRows, collectedOf } from './rows';
import { assertMayClaim, cappedCents, claimLimitOf } from './settings';
import { auditedClaim, removeLockedClaim } from './write';

/** An agent's settled figures on the draw, in cents (zeros when it has no settlements row). */
interface Figures {
  groupStrike: bigint;
  groupWinLoss: bigint;
  ownShare: bigint;
}

const NO_FIGURES: Figures = { groupStrike: 0n, groupWinLoss: 0n, ownShare: 0n };

const cents = (value: string) => moneyToCents(toMoney(value));
const figuresOf = (claim: ClaimRow): Figures => ({ groupStrike: cents(claim.groupStrike), groupWinLoss: cents(claim.groupWinLoss), ownShare: cents(claim.ownShare) });
const sameFigures = (a: Figures, b: Figures) => a.groupStrike === b.groupStrike && a.groupWinLoss === b.groupWinLoss && a.ownShare === b.ownShare;
const figureColumns = (f: Figures) => ({ groupStrike: centsToMoney(f.groupStrike), groupWinLoss: centsToMoney(f.groupWinLoss), ownShare: centsToMoney(f.ownShare) });

/**
 * The draw, held FOR NO KEY UPDATE until the generation ends: a settlement of it (FOR UPDATE) and
 * another generation of it wait, while foreign-key checks (KEY SHARE) do not. 404 / 409 when unknown or not settled.
 */
async function holdSettledDraw(tx: Db, locId: string, drawId: number) {
  const [draw] = await tx
    .select()
    .from(draws)
    .where(and(eq(draws.id, drawId), eq(draws.locId, locId)))
    .for('no key update');
  if (!draw) throw PlatformError.notFound('Draw not found.');
  if (!draw.settledAt) throw new PlatformError(409, `The draw of ${draw.drawDate} is not settled: there is nothing to claim yet.`, 'DrawId');
  return draw;
}

/** The claimer's direct child agents' settled figures on the draw. */
async function settledFigures(tx: Db, drawId: number, claimerId: string): Promise<Map<string, Figures>> {
  const rows = await tx
    .select({ userId: settlements.userId, strike: settlements.strike, winLoss: settlements.winLoss, ownShare: settlements.ownShare })
    .from(settlements)
    .innerJoin(users, eq(users.userId, settlements.userId))
    .where(and(eq(settlements.drawId, drawId), eq(users.parentId, claimerId), eq(users.role, 'AG')));
  return new Map(rows.map((row) => [row.userId, { groupStrike: cents(row.strike), groupWinLoss: cents(row.winLoss), ownShare: cents(row.ownShare) }]));
}

/** Every SHARE claim row (removed ones too) of the draw on the claimer's children, newest first, locked. */
async function lockShareClaims(tx: Db, drawId: number, claimerId: string): Promise<ClaimRow[]> {
  return tx
    .select()
    .from(shareClaims)
    .where(and(eq(shareClaims.drawId, drawId), eq(shareClaims.kind, 'SHARE'), eq(shareClaims.claimedBy, claimerId)))
    .orderBy(desc(shareClaims.id))
    .for('update');
}

/** PUT generateShareClaimReport {DrawId} */
export async function generateShareClaims(context: ClaimContext, drawId: number): Promise<ShareClaimGeneration> {
  const { db, actor, locId, now } = context;
  assertClaimWriter(actor);
  // The caller, or for an admin the company above it.
  const claimer = await viewerOf(db, actor, undefined);
  const counts: Omit<ShareClaimGeneration, 'Items'> = { DrawId: drawId, Created: 0, Updated: 0, Removed: 0, Unchanged: 0 };
  await db.transaction(async (tx) => {
    const draw = await holdSettledDraw(tx, locId, drawId);
    // An agent claims as its Share Claim Setting allows: from its FromDate on, each claim capped at MaxAmount.
    const limit = await claimLimitOf(tx, locId, claimer.userId);
    assertMayClaim(limit, claimer.userId, draw.drawDate);
    const settled = await settledFigures(tx, draw.id, claimer.userId);
    const latest = new Map<string, ClaimRow>();
    for (const claim of await lockShareClaims(tx, draw.id, claimer.userId)) if (!latest.has(claim.userId)) latest.set(claim.userId, claim);
    const live = [...latest.values()].filter((claim) => claim.deletedAt === null);
    const collected = await collectedOf(tx, live.map((claim) => claim.id));
    const conflicts: string[] = [];
    const audit = (claim: ClaimRow, action: 'CREATE' | 'UPDATE', before: Record<string, unknown> | null) =>
      writeAudit(tx, { actorId: actor.userId, entity: 'shareClaim', entityId: claim.id, action, targetUserId: claim.userId, locId, before, after: { ...auditedClaim(claim), Via: 'generateShareClaimReport' } });

    for (const userId of [...new Set([...settled.keys(), ...latest.keys()])].sort()) {
      const figures = settled.get(userId) ?? NO_FIGURES;
      const previous = latest.get(userId);
      const owed = cappedCents(limit, figures.ownShare < 0n ? -figures.ownShare : 0n);
      if (previous && sameFigures(figuresOf(previous), figures)) {
        if (previous.deletedAt === null) counts.Unchanged++;
        continue;
      }
      const current = previous?.deletedAt === null ? previous : undefined;
      const got = current ? (collected.get(current.id) ?? 0n) : 0n;
      if (current && got > owed) {
        conflicts.push(`${userId}: ${formatDollars(centsToMoney(got))} was collected on share claim ${current.id}, more than the ${formatDollars(centsToMoney(owed))} now owed`);
        continue;
      }
      if (current && owed === 0n) {
        await removeLockedClaim(tx, context, current, figureColumns(figures));
        counts.Removed++;
      } else if (current) {
        const [after] = await tx
          .update(shareClaims)
          .set({ ...figureColumns(figures), amount: centsToMoney(owed), updatedAt: now })
          .where(eq(shareClaims.id, current.id))
          .returning();
        if (after) await audit(after, 'UPDATE', auditedClaim(current));
        counts.Updated++;
      } else if (owed > 0n) {
        const [created] = await tx
          .insert(shareClaims)
          .values({ locId, drawId: draw.id, userId, claimedBy: claimer.userId, kind: 'SHARE', ...figureColumns(figures), amount: centsToMoney(owed), createdBy: actor.userId, createdAt: now })
          .returning();
        if (created) await audit(created, 'CREATE', null);
        counts.Created++;
      }
    }
    if (conflicts.length > 0) {
      throw new PlatformError(409, `Nothing was changed: void or change these claim-backs first. ${conflicts.join('; ')}.`, 'DrawId', { data: conflicts });
    }
  });
  const items = await claimRows(context, and(eq(shareClaims.drawId, drawId), eq(shareClaims.kind, 'SHARE'), eq(shareClaims.claimedBy, claimer.userId)));
  return { ...counts, Items: items };
}
