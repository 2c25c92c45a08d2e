// PUT generateReportPlaceOutShareMix: the two ways a settled draw's strikes fall on the agents of V's
// subtree, side by side. By share: reportStrikeSummary3's split (reports-strike-share.ts), each agent's
// OwnStrike. By intake: selectReportInTakeStrike (reports-strike-outset.ts), the payouts on the numbers
// each user kept. A read: it is a PUT in the spec's catalogue only; nothing is stored or audited, and
// calling it again answers the same.
import { and, eq } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import type { Db } from '../db/client';
import { userLocations } from '../db/schema';
import { PlatformError } from '../errors';
import { listUsers, scopeOf, treeOrder } from './members';
import { periodOfDraw, reportDraw } from './reports-strike-scope';
import { intakeStrikeReport } from './reports-strike-outset';
import { strikeShareReport } from './reports-strike-share';
import { assertClaimCaller, claimViewerOf, type ClaimContext } from './share-claims-access';
import type { UserRow } from './users';

async function shareNow(db: Db, user: Pick<UserRow, 'userId' | 'role'>, locId: string): Promise<number> {
  if (user.role === 'ADMIN') return 1;
  const [row] = await db
    .select({ share: userLocations.share })
    .from(userLocations)
    .where(and(eq(userLocations.userId, user.userId), eq(userLocations.locId, locId)));
  return user.role === 'MEM' ? 0 : Number(row?.share ?? 0);
}

/** PUT generateReportPlaceOutShareMix {DrawId, UserId?} */
export async function placeOutShareMix(context: ClaimContext, game: '4D' | 'TT', input: { DrawId: number; UserId?: string }) {
  const { db, actor, locId } = context;
  assertClaimCaller(actor);
  const viewer = await claimViewerOf(db, actor, input.UserId);
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
  const items = [];
  let totalShare = 0n;
  let totalIntake = 0n;
  for (const { row, level } of treeOrder(tree)) {
    const part = shared.get(row.userId);
    const isViewer = row.userId === viewer.userId;
    if (row.role === 'MEM' || (!part && !isViewer && !intake.has(row.userId))) continue;
    const own = part ? moneyToCents(part.OwnStrike) : 0n;
    const kept = intake.get(row.userId) ?? 0n;
    totalShare += own;
    totalIntake += kept;
    items.push({
      UserId: row.userId,
      UserName: row.userName,
      Role: row.role,
      Level: level,
      Share: part ? part.Share : await shareNow(db, row, locId),
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
