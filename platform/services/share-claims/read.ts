// The share-claim reads: GET shareClaim (the caller's working list), POST shareClaimBackSelect (the
// open claims it may collect), GET selectReportShareClaim and selectReportShareClaimBack (V's claims
// both ways, and what was collected on them) and GET reportDownLine (V's direct agents with their
// claim totals). Nothing of another branch is read: every query is bounded by the caller's reach.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ShareClaimKind } from '@/lib/contract/share-claims';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import { draws, shareClaimBacks, shareClaims, userLocations, users } from '../../db/schema';
import { assertInDownline } from '../users/downline';
import { byUserId } from '../users/members';
import { viewerOf } from '../payments/rights';
import { assertClaimCaller, inReach, type ClaimContext } from './access';
import { claimBackRows, claimRows, claimsInRange, claimTotals, liveCollected, statusIs, type DrawRange } from './rows';

export interface ClaimFilters extends DrawRange {
  UserId?: string;
  Status?: 'OPEN' | 'SETTLED';
  Kind?: ShareClaimKind;
}

/** The Status and Kind filters, in SQL. */
const statusAndKind = (filters: ClaimFilters) => [filters.Status && statusIs(filters.Status), filters.Kind && eq(shareClaims.kind, filters.Kind)];

/** Claims on users the caller reaches (UserId: on that user only, in reach), in the range. */
async function workingSet(context: ClaimContext, filters: ClaimFilters): Promise<SQL> {
  const { db, actor, locId } = context;
  const onUser = filters.UserId === undefined ? undefined : eq(shareClaims.userId, (await assertInDownline(db, actor, filters.UserId)).userId);
  return and(await claimsInRange(db, locId, filters), inReach(actor, shareClaims.userId), onUser, ...statusAndKind(filters)) as SQL;
}

/** GET shareClaim */
export async function listClaims(context: ClaimContext, filters: ClaimFilters) {
  assertClaimCaller(context.actor);
  const items = await claimRows(context, await workingSet(context, filters));
  return { Items: items, Total: claimTotals(items) };
}

/** POST shareClaimBackSelect: the open claims of the working set that the caller may collect. */
export async function claimsToCollect(context: ClaimContext, filters: Omit<ClaimFilters, 'Status' | 'Kind'>) {
  assertClaimCaller(context.actor);
  const { actor } = context;
  const own = actor.role === 'ADMIN' ? undefined : eq(shareClaims.claimedBy, actor.userId);
  const items = (await claimRows(context, and(await workingSet(context, { ...filters, Status: 'OPEN' }), own))).filter((claim) => claim.Editable);
  return { Items: items, Total: claimTotals(items) };
}

/** V's claims both ways: claimed by V, or on V. */
const bothWays = (viewerId: string) => or(eq(shareClaims.claimedBy, viewerId), eq(shareClaims.userId, viewerId)) as SQL;

/** GET selectReportShareClaim */
export async function reportClaims(context: ClaimContext, filters: ClaimFilters) {
  assertClaimCaller(context.actor);
  const { db, actor, locId } = context;
  const viewer = await viewerOf(db, actor, filters.UserId);
  const items = await claimRows(context, and(await claimsInRange(db, locId, filters), bothWays(viewer.userId), ...statusAndKind(filters)));
  return { UserId: viewer.userId, Items: items, Total: claimTotals(items) };
}

/** GET selectReportShareClaimBack: the live claim-backs of V's claims both ways, oldest first. */
export async function reportClaimBacks(context: ClaimContext, filters: DrawRange & { UserId?: string }) {
  assertClaimCaller(context.actor);
  const { db, actor, locId } = context;
  const viewer = await viewerOf(db, actor, filters.UserId);
  const items = await claimBackRows(db, and(await claimsInRange(db, locId, filters), bothWays(viewer.userId), isNull(shareClaimBacks.voidedAt)));
  const total = items.reduce((sum, item) => sum + moneyToCents(item.Amount), 0n);
  return { UserId: viewer.userId, Items: items, Total: centsToMoney(total) };
}

/**
 * GET reportDownLine: V's direct child agents holding the location, by UserId, with their share now
 * and the totals of the live claims on them in the range (each claim on an agent is its parent's, V's).
 */
export async function downLineReport(context: ClaimContext, filters: DrawRange & { UserId?: string }) {
  assertClaimCaller(context.actor);
  const { db, actor, locId } = context;
  const viewer = await viewerOf(db, actor, filters.UserId);
  const agents = await db
    .select({ userId: users.userId, userName: users.userName, share: userLocations.share })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, locId)))
    .where(and(eq(users.parentId, viewer.userId), eq(users.role, 'AG')));
  const sums = await db
    .select({
      userId: shareClaims.userId,
      draws: sql<number>`count(distinct ${shareClaims.drawId})::int`,
      amount: sql<string>`coalesce(sum(${shareClaims.amount}), 0)::text`,
      collected: sql<string>`coalesce(sum(${liveCollected}), 0)::text`,
    })
    .from(shareClaims)
    .innerJoin(draws, eq(draws.id, shareClaims.drawId))
    .innerJoin(users, eq(users.userId, shareClaims.userId))
    .where(and(await claimsInRange(db, locId, filters), isNull(shareClaims.deletedAt), eq(users.parentId, viewer.userId)))
    .groupBy(shareClaims.userId);
  const byAgent = new Map(sums.map((row) => [row.userId, row]));
  const items = agents.sort(byUserId).map((agent) => {
    const row = byAgent.get(agent.userId);
    const amount = moneyToCents(toMoney(row?.amount ?? '0'));
    const collected = moneyToCents(toMoney(row?.collected ?? '0'));
    return {
      UserId: agent.userId,
      UserName: agent.userName,
      Share: Number(agent.share),
      DrawCount: row?.draws ?? 0,
      Amount: centsToMoney(amount),
      Collected: centsToMoney(collected),
      Outstanding: centsToMoney(amount - collected),
    };
  });
  return { UserId: viewer.userId, Items: items, Total: claimTotals(items) };
}
