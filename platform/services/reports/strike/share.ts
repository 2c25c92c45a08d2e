// reportStrikeSummary3: who bears the strikes by share (reports/strike/split.ts). The strike sums per
// member come from SQL (reports/strike/report.ts); the tree and the shares are the viewer's subtree only.
import { and, eq } from 'drizzle-orm';
import type { StrikeShareReport, StrikeShareRow } from '@/lib/contract/report-strikes';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import type { Db } from '../../../db/client';
import { userLocations } from '../../../db/schema';
import { listUsers, scopeOf, treeOrder } from '../../users/members';
import { strikeByMember } from './report';
import { inSubtree, reportHeader, type ReportPeriod } from './scope';
import { SHARE_SCALE, splitStrikes, type ShareUser } from './split';
import type { UserRow } from '../../users/users';

async function sharesOf(db: Db, viewer: UserRow, locId: string): Promise<Map<string, bigint>> {
  const rows = await db
    .select({ userId: userLocations.userId, share: userLocations.share })
    .from(userLocations)
    .where(and(eq(userLocations.locId, locId), inSubtree(viewer, userLocations.userId)));
  return new Map(rows.map((row) => [row.userId, BigInt(Math.round(Number(row.share) * Number(SHARE_SCALE)))]));
}

/**
 * reportStrikeSummary3: a row per agent or admin of the subtree that has strikes below it, in tree
 * order, and the viewer's own row (a member viewer: its row, bearing nothing).
 */
export async function strikeShareReport(db: Db, actor: UserRow, viewer: UserRow, period: ReportPeriod): Promise<StrikeShareReport> {
  const [tree, shares, strikeOf] = await Promise.all([
    listUsers(db, scopeOf(actor, viewer)),
    sharesOf(db, viewer, period.locId),
    strikeByMember(db, viewer, period),
  ]);
  const users = new Map<string, ShareUser>(
    tree.map((row) => [
      row.userId,
      { userId: row.userId, role: row.role, parentId: row.userId === viewer.userId ? null : row.parentId, share: shares.get(row.userId) ?? 0n },
    ]),
  );
  const borne = splitStrikes(users, strikeOf);
  const items: StrikeShareRow[] = [];
  for (const { row } of treeOrder(tree)) {
    const part = borne.get(row.userId);
    if (!part || (row.role === 'MEM' && row.userId !== viewer.userId)) continue;
    const share = row.role === 'ADMIN' ? SHARE_SCALE : row.role === 'MEM' ? 0n : (users.get(row.userId)?.share ?? 0n);
    items.push({
      UserId: row.userId,
      UserName: row.userName,
      Role: row.role,
      ParentId: row.parentId,
      Share: Number(share) / Number(SHARE_SCALE),
      Strike: centsToMoney(part.strike),
      OwnStrike: centsToMoney(part.own),
      UplineStrike: centsToMoney(part.upline),
    });
  }
  const top = borne.get(viewer.userId) ?? { strike: 0n, own: 0n, upline: 0n };
  let own = 0n;
  for (const [userId, part] of borne) if (users.get(userId)?.role !== 'MEM') own += part.own;
  return {
    ...reportHeader(viewer, period),
    Items: items,
    Total: { Strike: centsToMoney(top.strike), OwnStrike: centsToMoney(own), UplineStrike: centsToMoney(top.upline) },
  };
}
