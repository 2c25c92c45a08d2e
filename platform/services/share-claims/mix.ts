// PUT generateReportPlaceOutShareMix: the two ways a settled draw's strikes fall on the agents of V's
// subtree, side by side. By share: reportStrikeSummary3's split (reports/strike/share.ts), each agent's
// OwnStrike. By intake: selectReportInTakeStrike (reports/strike/outset.ts), the payouts on the numbers
// each user kept. A read: it is a PUT in the spec's catalogue only; nothing is stored or audited, and
// calling it again answers the same.
import { and, eq, inArray } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import type { Db } from '../../db/client';
import { userLocations } from '../../db/schema';
import { PlatformError } from '../../errors';
import { listUsers, scopeOf, treeOrder } from '../users/members';
import { viewerOf } from '../payments/rights';
import { periodOfDraw, reportDraw } from '../reports/strike/scope';
import { intakeStrikeReport } from '../reports/strike/outset';
import { strikeShareReport } from '../reports/strike/share';
import { assertClaimCaller, type ClaimContext } from './access';

/** The agents' shares in the location now, in one query (reportStrikeSummary3 answers only the agents with strikes below them). */
async function sharesNow(db: Db, userIds: readonly string[], locId: string): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: userLocations.userId, share: userLocations.share })
    .from(userLocations)
    .where(and(eq(userLocations.locId, locId), inArray(userLocations.userId, [...userIds])));
  return new Map(rows.map((row) => [row.userId, Number(row.share)]));
}

/** PUT generateReportPlaceOutShareMix {DrawId, UserId?} */
export async function placeOutShareMix(context: ClaimContext, game: '4D' | 'TT', input: { DrawId: number; UserId?: string }) {
  const { db, actor, locId } = context;
  assertClaimCaller(actor);
  const viewer = await viewerOf(db, actor, input.UserId);
  const draw = await reportDraw(db, locId, { DrawId: input.DrawId });
  if (!draw.settledAt) throw new PlatformError(409, `The draw of ${draw.drawDate} is not settled: its strikes are not known yet.`, 'DrawId');
  const [byShare, byIntake, tree] = await Promise.all([
    strikeShareReport(db, actor, viewer, periodOfDraw(draw)),
    intakeStrikeReport(db, actor, viewer, draw, game),
    listUsers(db, scopeOf(actor, viewer)),
  ]);
  const intake = new Map<string, bigint>();
  for (const row of byIntake.Items) intake.set(row.UserId, (intake.get(row.UserId) ?? 0n) + moneyToCents(row.Payout));
  const shared = new Map(byShare.Items.map((row) => [row.UserId, row]));
  const listed = treeOrder(tree).filter(({ row }) => row.role !== 'MEM' && (shared.has(row.userId) || row.userId === viewer.userId || intake.has(row.userId)));
  const shares = await sharesNow(db, listed.filter(({ row }) => row.role === 'AG' && !shared.has(row.userId)).map(({ row }) => row.userId), locId);
  const items = [];
  let totalShare = 0n;
  let totalIntake = 0n;
  for (const { row, level } of listed) {
    const part = shared.get(row.userId);
    const own = part ? moneyToCents(part.OwnStrike) : 0n;
    const kept = intake.get(row.userId) ?? 0n;
    totalShare += own;
    totalIntake += kept;
    items.push({
      UserId: row.userId,
      UserName: row.userName,
      Role: row.role,
      Level: level,
      Share: part?.Share ?? (row.role === 'ADMIN' ? 1 : (shares.get(row.userId) ?? 0)),
      GroupStrike: part?.Strike ?? '0.00',
      ShareStrike: centsToMoney(own),
      IntakeStrike: centsToMoney(kept),
      Difference: centsToMoney(kept - own),
    });
  }
  return {
    UserId: viewer.userId,
    DrawId: draw.id,
    DrawDate: draw.drawDate,
    Items: items,
    Total: { ShareStrike: centsToMoney(totalShare), IntakeStrike: centsToMoney(totalIntake), Difference: centsToMoney(totalIntake - totalShare) },
  };
}
