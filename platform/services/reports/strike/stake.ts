// reportStakeFull (RPTSTAKE): the live stakes of a draw under the viewer per number and kind as written,
// most cost first (their costs add up to the draw's turnover under the viewer), and
// reportBreakdownFull: per member, the turnover and the strike of each bet kind. Sums run in SQL.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { BREAKDOWN_KINDS, type BreakdownReport, type BreakdownRow, type StakeReport, type StakeRow } from '@/lib/contract/report-strikes';
import type { BetKind, TotoTag } from '@/lib/contract/bets';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../../db/client';
import { bets, draws, strikes, users } from '../../../db/schema';
import { centsOf } from './report';
import { colourOfKind, inPeriod, inSubtree, periodOfDraw, reportHeader, type ReportPeriod } from './scope';
import type { DrawRow } from '../../draws/read';
import type { UserRow } from '../../users/users';

const cost = sql<string>`sum(${bets.cost})`;

/** reportStakeFull: one row per number, kind, roll and tag; most cost first, then by number. */
export async function stakeReport(db: Db, viewer: UserRow, draw: DrawRow): Promise<StakeReport> {
  const rows = await db
    .select({
      number: bets.number,
      kind: bets.kind,
      roll: bets.ttRoll,
      tag: bets.ttTag,
      big: sql<string>`sum(${bets.big})`,
      small: sql<string>`sum(${bets.small})`,
      amount: sql<string>`sum(${bets.amount})`,
      bets: sql<number>`count(*)`,
      lines: sql<string>`sum(${bets.lineCount})`,
      cost,
    })
    .from(bets)
    .where(and(eq(bets.drawId, draw.id), isNull(bets.deletedAt), inSubtree(viewer, bets.userId)))
    .groupBy(bets.number, bets.kind, bets.ttRoll, bets.ttTag)
    .orderBy(desc(cost), asc(bets.number), asc(bets.kind), asc(bets.ttRoll), asc(bets.ttTag));
  const sum = { big: 0n, small: 0n, amount: 0n, bets: 0, lines: 0, cost: 0n };
  const items = rows.map((row): StakeRow => {
    sum.big += centsOf(row.big);
    sum.small += centsOf(row.small);
    sum.amount += centsOf(row.amount);
    sum.bets += Number(row.bets);
    sum.lines += Number(row.lines);
    sum.cost += centsOf(row.cost);
    return {
      Number: row.number,
      Kind: row.kind,
      Roll: row.roll,
      Tag: row.tag as TotoTag | null,
      Big: toMoney(row.big),
      Small: toMoney(row.small),
      Amount: toMoney(row.amount),
      Bets: Number(row.bets),
      Lines: Number(row.lines),
      Cost: toMoney(row.cost),
      ColourCode: colourOfKind(row.kind),
    };
  });
  return {
    ...reportHeader(viewer, periodOfDraw(draw)),
    Items: items,
    Total: {
      Big: centsToMoney(sum.big),
      Small: centsToMoney(sum.small),
      Amount: centsToMoney(sum.amount),
      Bets: sum.bets,
      Lines: sum.lines,
      Cost: centsToMoney(sum.cost),
    },
  };
}

type KindCents = { bets: number; turnover: bigint; strike: bigint };
type Kind = (typeof BREAKDOWN_KINDS)[number];

function kindsMoney(kinds: ReadonlyMap<Kind, KindCents>) {
  return BREAKDOWN_KINDS.map((kind) => {
    const figures = kinds.get(kind) ?? { bets: 0, turnover: 0n, strike: 0n };
    return { Kind: kind as BetKind, Bets: figures.bets, Turnover: centsToMoney(figures.turnover), Strike: centsToMoney(figures.strike) };
  });
}

/** reportBreakdownFull: every member under the viewer with live bets in the period, by UserId. */
export async function breakdownReport(db: Db, viewer: UserRow, period: ReportPeriod): Promise<BreakdownReport> {
  const [turnover, struck] = await Promise.all([
    db
      .select({ userId: bets.userId, userName: users.userName, kind: bets.kind, bets: sql<number>`count(*)`, turnover: cost })
      .from(bets)
      .innerJoin(draws, eq(draws.id, bets.drawId))
      .innerJoin(users, eq(users.userId, bets.userId))
      .where(and(inPeriod(period), isNull(bets.deletedAt), inSubtree(viewer, bets.userId)))
      .groupBy(bets.userId, users.userName, bets.kind),
    db
      .select({ userId: strikes.userId, kind: bets.kind, strike: sql<string>`sum(${strikes.total})` })
      .from(strikes)
      .innerJoin(draws, eq(draws.id, strikes.drawId))
      .innerJoin(bets, eq(bets.id, strikes.betId))
      .where(and(inPeriod(period), inSubtree(viewer, strikes.userId)))
      .groupBy(strikes.userId, bets.kind),
  ]);
  const members = new Map<string, { name: string; kinds: Map<Kind, KindCents> }>();
  const total = new Map<Kind, KindCents>();
  const add = (kinds: Map<Kind, KindCents>, kind: Kind, part: KindCents) => {
    const sum = kinds.get(kind) ?? { bets: 0, turnover: 0n, strike: 0n };
    kinds.set(kind, { bets: sum.bets + part.bets, turnover: sum.turnover + part.turnover, strike: sum.strike + part.strike });
  };
  for (const row of turnover) {
    const member = members.get(row.userId) ?? { name: row.userName, kinds: new Map() };
    members.set(row.userId, member);
    const part = { bets: Number(row.bets), turnover: centsOf(row.turnover), strike: 0n };
    add(member.kinds, row.kind, part);
    add(total, row.kind, part);
  }
  // Settlement strikes live bets only, so a striking member is already listed.
  for (const row of struck) {
    const member = members.get(row.userId);
    if (!member) continue;
    const part = { bets: 0, turnover: 0n, strike: centsOf(row.strike) };
    add(member.kinds, row.kind, part);
    add(total, row.kind, part);
  }
  const sumOf = (kinds: ReadonlyMap<Kind, KindCents>, field: 'turnover' | 'strike') => centsToMoney([...kinds.values()].reduce((sum, kind) => sum + kind[field], 0n));
  const items = [...members]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([userId, member]): BreakdownRow => ({
      UserId: userId,
      UserName: member.name,
      Kinds: kindsMoney(member.kinds),
      Turnover: sumOf(member.kinds, 'turnover'),
      Strike: sumOf(member.kinds, 'strike'),
    }));
  return {
    ...reportHeader(viewer, period),
    Items: items,
    Total: { Kinds: kindsMoney(total), Turnover: sumOf(total, 'turnover'), Strike: sumOf(total, 'strike') },
  };
}
