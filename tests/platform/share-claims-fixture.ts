// Fixtures of the share-claim tests: a settled demo draw where member1 (agent1 > agent2 > member1) and
// member2 (agent3 > member2) win big, so agent1, agent2 and agent3 lose their shares; the answers of
// the share-claim calls; and the claims derived independently of the platform's claim code, from the
// members' settlements rows and the rates recorded in settlement_rates (G = T - S - round(c_top x T);
// an agent's own part is round(s_agent x G) - round(s_below x G) per member, rounded half away from
// zero to cents).
import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { moneyToCents } from '@/lib/domain/bet-expansion';
import type { Db } from '@/platform/db/client';
import { bets, drawResults, draws, settlementRates, settlements, users } from '@/platform/db/schema';
import { settleDraw } from '@/platform/services/settlement/settle';
import { FIXED_NOW } from './support/database';

export interface RiggedDraw {
  id: number;
  drawDate: string;
}

/** The answers of the share-claim calls, as the tests read them. */
export interface Claim {
  ClaimId: number;
  DrawId: number;
  UserId: string;
  ClaimedBy: string;
  Kind: string;
  OwnShare: string;
  Share: number | null;
  Amount: string;
  Collected: string;
  Outstanding: string;
  Status: string;
  Remark: string;
  CreatedBy: string;
  Editable: boolean;
}

export interface Generation {
  Created: number;
  Updated: number;
  Removed: number;
  Unchanged: number;
  Items: Claim[];
}

export interface ClaimBack {
  ClaimBackId: number;
  ClaimId: number;
  PaymentId: number;
  Amount: string;
  Remark: string;
  VoidedDate: string | null;
}

export interface BackResult {
  Items: ClaimBack[];
  Claims: Claim[];
}

/** An ordinary Big bet of the member on the draw, or undefined. */
async function bigBetOf(db: Db, drawId: number, userId: string) {
  const [bet] = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.drawId, drawId), eq(bets.userId, userId), eq(bets.kind, 'ORDINARY'), gt(bets.big, '0'), isNull(bets.deletedAt)))
    .orderBy(asc(bets.id))
    .limit(1);
  return bet;
}

/**
 * The newest past SG draw where member1 and member2 both hold an ordinary Big bet: those bets are
 * moved onto the 1st prize number and the draw is settled again (settleDraw, as the platform does).
 */
export async function rigWinningDraw(db: Db, skip: readonly number[] = []): Promise<RiggedDraw> {
  const past = await db
    .select({ id: draws.id, drawDate: draws.drawDate })
    .from(draws)
    .where(and(eq(draws.locId, 'SG'), lt(draws.drawDate, '2025-04-20')))
    .orderBy(desc(draws.drawDate));
  for (const draw of past.filter((row) => !skip.includes(row.id))) {
    const [one, two] = [await bigBetOf(db, draw.id, 'member1'), await bigBetOf(db, draw.id, 'member2')];
    const [first] = await db.select().from(drawResults).where(and(eq(drawResults.drawId, draw.id), eq(drawResults.prize, 'FIRST')));
    if (!one || !two || !first) continue;
    await db.update(bets).set({ number: first.number }).where(inArray(bets.id, [one.id, two.id]));
    await settleDraw(db, draw.id, { now: FIXED_NOW });
    return draw;
  }
  throw new Error('no past SG draw where member1 and member2 both hold an ordinary Big bet');
}

const SCALE = 10_000n;
/** cents x rate (ten-thousandths), rounded half away from zero. */
function part(cents: bigint, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const units = BigInt(whole) * SCALE + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  const product = cents * units;
  const half = SCALE / 2n;
  return product >= 0n ? (product + half) / SCALE : -((-product + half) / SCALE);
}

/** Each direct child agent of the claimer: its own share of the draw's result, in cents, from the members up. */
export async function derivedOwnShares(db: Db, drawId: number, claimerId: string): Promise<Map<string, bigint>> {
  const tree = new Map((await db.select().from(users)).map((row) => [row.userId, row]));
  const rates = new Map((await db.select().from(settlementRates).where(eq(settlementRates.drawId, drawId))).map((row) => [row.userId, row]));
  const members = await db
    .select({ userId: settlements.userId, turnover: settlements.turnover, strike: settlements.strike })
    .from(settlements)
    .innerJoin(users, eq(users.userId, settlements.userId))
    .where(and(eq(settlements.drawId, drawId), eq(users.role, 'MEM')));
  const shares = new Map<string, bigint>();
  for (const member of members) {
    const chain: string[] = [];
    for (let up = tree.get(member.userId)?.parentId; up; up = tree.get(up)?.parentId) {
      chain.push(up);
      if (tree.get(up)?.role === 'ADMIN') break;
    }
    const agents = chain.filter((userId) => tree.get(userId)?.role === 'AG');
    const top = agents.at(-1);
    const t = moneyToCents(member.turnover);
    const g = t - moneyToCents(member.strike) - (top ? part(t, rates.get(top)?.commission ?? '0') : 0n);
    agents.forEach((agent, i) => {
      if (tree.get(agent)?.parentId !== claimerId) return;
      const below = i === 0 ? '0' : (rates.get(agents[i - 1] ?? '')?.share ?? '0');
      const own = part(g, rates.get(agent)?.share ?? '0') - part(g, below);
      shares.set(agent, (shares.get(agent) ?? 0n) + own);
    });
  }
  return shares;
}
