// Share Claim Setting (GET, POST shareClaimSetting; docs/decisions/sub-shares.md): per agent of the
// location, whether it may claim on its direct agents, from which draw date and up to what amount a
// claim. Admins only (the access table), and like every share-claim change the payments' right
// (404 for the clerk). No row means the defaults. The claims an agent makes (POST shareClaim,
// updateReportShare, generateShareClaimReport) answer to its setting; the company's claims have none.
import { and, asc, eq } from 'drizzle-orm';
import type { ShareClaimSetting, ShareClaimSettingList } from '@/lib/contract/sub-shares';
import { moneyToCents } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { shareClaimSettings, userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { groupAgent } from '../sub-shares/holders';
import { assertClaimWriter, type ClaimContext } from './access';

export interface ClaimLimit {
  mayClaim: boolean;
  fromDate: string | null;
  maxAmount: string | null;
}

const settingColumns = { mayClaim: shareClaimSettings.mayClaim, fromDate: shareClaimSettings.fromDate, maxAmount: shareClaimSettings.maxAmount };

/** The claimer's setting in the location, or null (the defaults). */
export async function claimLimitOf(db: Db, locId: string, claimerId: string): Promise<ClaimLimit | null> {
  const [row] = await db.select(settingColumns).from(shareClaimSettings).where(and(eq(shareClaimSettings.locId, locId), eq(shareClaimSettings.userId, claimerId)));
  return row ? { ...row, maxAmount: row.maxAmount === null ? null : toMoney(String(row.maxAmount)) } : null;
}

/** 403 when the claimer may not claim; 400 naming DrawId for a draw before its FromDate. */
export function assertMayClaim(limit: ClaimLimit | null, claimerId: string, drawDate: string): void {
  if (!limit) return;
  if (!limit.mayClaim) throw PlatformError.forbidden(`${claimerId} may not make share claims (Share Claim Setting).`);
  if (limit.fromDate !== null && drawDate < limit.fromDate) {
    throw PlatformError.badRequest(`${claimerId} claims only for draws from ${limit.fromDate} on (Share Claim Setting).`, 'DrawId');
  }
}

/** 400 naming Amount above the claimer's cap. */
export function assertWithinCap(limit: ClaimLimit | null, claimerId: string, amount: string): void {
  if (limit?.maxAmount == null || moneyToCents(amount) <= moneyToCents(limit.maxAmount)) return;
  throw PlatformError.badRequest(`A claim of ${claimerId} may be at most ${formatDollars(limit.maxAmount)} (Share Claim Setting).`, 'Amount');
}

/** Owed cents capped at the claimer's MaxAmount. */
export function cappedCents(limit: ClaimLimit | null, owed: bigint): bigint {
  if (limit?.maxAmount == null) return owed;
  const cap = moneyToCents(limit.maxAmount);
  return owed > cap ? cap : owed;
}

async function settingsOf(db: Db, locId: string, userId?: string): Promise<ShareClaimSetting[]> {
  const rows = await db
    .select({ userId: users.userId, userName: users.userName, parentId: users.parentId, ...settingColumns, updatedBy: shareClaimSettings.updatedBy })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, locId)))
    .leftJoin(shareClaimSettings, and(eq(shareClaimSettings.userId, users.userId), eq(shareClaimSettings.locId, locId)))
    .where(and(eq(users.role, 'AG'), userId ? eq(users.userId, userId) : undefined))
    .orderBy(asc(users.userId));
  return rows.map((row) => ({
    UserId: row.userId,
    UserName: row.userName,
    ParentId: row.parentId ?? '',
    MayClaim: row.mayClaim ?? true,
    FromDate: row.fromDate ?? null,
    MaxAmount: row.maxAmount === null ? null : toMoney(String(row.maxAmount)),
    Custom: row.updatedBy !== null,
  }));
}

/** GET shareClaimSetting: every agent of the location with its setting (the defaults without one). */
export async function listClaimSettings(context: ClaimContext): Promise<ShareClaimSettingList> {
  assertClaimWriter(context.actor);
  return { Items: await settingsOf(context.db, context.locId) };
}

/** POST shareClaimSetting: an agent of the location (400 otherwise; 404 out of reach), audited. */
export async function saveClaimSetting(
  context: ClaimContext,
  input: { UserId: string; MayClaim: boolean; FromDate: string | null; MaxAmount: string | null },
): Promise<ShareClaimSetting> {
  const { db, actor, locId, now } = context;
  assertClaimWriter(actor);
  const agent = await groupAgent({ db, actor, locId, now }, input.UserId);
  const values = { mayClaim: input.MayClaim, fromDate: input.FromDate, maxAmount: input.MaxAmount === null ? null : toMoney(input.MaxAmount), updatedBy: actor.userId, updatedAt: now };
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(settingColumns)
      .from(shareClaimSettings)
      .where(and(eq(shareClaimSettings.locId, locId), eq(shareClaimSettings.userId, agent.userId)))
      .for('update');
    await tx
      .insert(shareClaimSettings)
      .values({ locId, userId: agent.userId, ...values })
      .onConflictDoUpdate({ target: [shareClaimSettings.locId, shareClaimSettings.userId], set: values });
    const wire = (row: { mayClaim: boolean; fromDate: string | null; maxAmount: string | null }) => ({
      MayClaim: row.mayClaim,
      FromDate: row.fromDate,
      MaxAmount: row.maxAmount === null ? null : toMoney(String(row.maxAmount)),
    });
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'shareClaimSetting',
      entityId: `${locId}:${agent.userId}`,
      action: before ? 'UPDATE' : 'CREATE',
      targetUserId: agent.userId,
      locId,
      before: before ? wire(before) : null,
      after: wire(values),
    });
  });
  const [saved] = await settingsOf(db, locId, agent.userId);
  if (!saved) throw PlatformError.notFound();
  return saved;
}
