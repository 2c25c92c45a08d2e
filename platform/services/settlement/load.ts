// What settling a draw reads (services/settlement/settle.ts): the draw (locked), its stored result, every
// member's turnover with its chain of uplines (one GROUP BY and one walk up the tree, in one query),
// and only the bets that can strike, found by the draw+number index (4D) or by their numbers (Toto).
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { FOUR_D_PRIZE_COUNTS, FOUR_D_PRIZES, type FourDPrize } from '@/lib/domain/pay-tables';
import { strikeCandidates, type FourDResultRow, type TotoResult } from '@/lib/domain/strike';
import type { Db } from '../../db/client';
import { bets, drawResults, draws, locations, ttDividends } from '../../db/schema';
import { PlatformError } from '../../errors';

export interface LockedDraw {
  id: number;
  locId: string;
  drawDate: string;
  game: '4D' | 'TT';
}

/** Any key in the second half; this one is settlement's, per location (draws of a location settle one at a time). */
export const SETTLE_LOCK = 4_861_006;

/** The draw row, locked FOR UPDATE until the transaction ends, after the location's settlement lock. 404 when there is no such draw. */
export async function lockDraw(tx: Db, drawId: number): Promise<LockedDraw & { closeAt: Date; status: string }> {
  const [found] = await tx.select({ locId: draws.locId }).from(draws).where(eq(draws.id, drawId));
  if (!found) throw PlatformError.notFound('Draw not found.');
  await tx.execute(sql`select pg_advisory_xact_lock(${SETTLE_LOCK}, hashtext(${found.locId}))`);
  const [draw] = await tx
    .select({ id: draws.id, locId: draws.locId, drawDate: draws.drawDate, closeAt: draws.closeAt, status: draws.status, game: locations.game })
    .from(draws)
    .innerJoin(locations, eq(locations.locId, draws.locId))
    .where(eq(draws.id, drawId))
    .for('update', { of: draws });
  if (!draw) throw PlatformError.notFound('Draw not found.');
  return draw;
}

/** 409 when the draw is cancelled or its sales have not closed at `now`. */
export function assertSettleable(draw: { drawDate: string; closeAt: Date; status: string }, now: Date): void {
  if (draw.status === 'CANCELLED') throw new PlatformError(409, `The draw of ${draw.drawDate} is cancelled: there is nothing to settle.`);
  if (draw.closeAt.getTime() > now.getTime()) throw new PlatformError(409, `The draw of ${draw.drawDate} has not closed yet.`);
}

export type StoredResult = { game: '4D'; rows: FourDResultRow[] } | { game: 'TT'; result: TotoResult; dividends: Map<number, string> };

const incomplete = (draw: LockedDraw) => new PlatformError(409, `The draw of ${draw.drawDate} has no complete result to settle.`);

/** The draw's result: 4D its 23 rows, Toto 6 winning numbers, the additional and the group 1-4 dividends. 409 when missing or incomplete. */
export async function loadResult(tx: Db, draw: LockedDraw): Promise<StoredResult> {
  const rows = await tx.select().from(drawResults).where(eq(drawResults.drawId, draw.id));
  if (draw.game === '4D') {
    const fourD = rows.filter((row): row is typeof row & { prize: FourDPrize } => (FOUR_D_PRIZES as readonly string[]).includes(row.prize));
    const complete = FOUR_D_PRIZES.every((prize) => fourD.filter((row) => row.prize === prize).length === FOUR_D_PRIZE_COUNTS[prize]);
    if (!complete || fourD.length !== rows.length || !fourD.every((row) => /^\d{4}$/.test(row.number))) throw incomplete(draw);
    return { game: '4D', rows: fourD.map(({ prize, position, number }) => ({ prize, position, number })) };
  }
  const winning = rows.filter((row) => row.prize === 'WINNING').map((row) => row.number);
  const additional = rows.filter((row) => row.prize === 'ADDITIONAL').map((row) => row.number);
  if (winning.length !== 6 || additional.length !== 1 || new Set([...winning, ...additional]).size !== 7) throw incomplete(draw);
  const dividends = await tx.select().from(ttDividends).where(eq(ttDividends.drawId, draw.id));
  const byGroup = new Map(dividends.map((row) => [row.group, row.amount]));
  const missing = [1, 2, 3, 4].find((group) => !byGroup.has(group));
  if (missing !== undefined) throw new PlatformError(409, `The result of the draw of ${draw.drawDate} has no dividend for group ${missing}.`);
  return { game: 'TT', result: { winning: winning.sort(), additional: additional[0] ?? '' }, dividends: byGroup };
}

/** A user on the way up from the draw's members: its parent, role and rates here; members carry their totals. */
export interface TreeUser {
  userId: string;
  parentId: string | null;
  role: 'ADMIN' | 'AG' | 'MEM';
  commission: string;
  share: string;
  /** Members with live bets only: the cost of those bets (money text) and how many there are. */
  turnover: string | null;
  bets: number | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Every member with live bets on the draw, with its turnover (ONE GROUP BY over the draw's bets), and
 * every user above them to the root (a recursive walk up users.parent_id), with its rates in the
 * location (0 without an account there).
 */
export async function loadTree(tx: Db, draw: LockedDraw): Promise<TreeUser[]> {
  const result = await tx.execute(sql`
    with recursive totals as (
      select user_id, sum(cost)::text as turnover, count(*)::int as bets
      from bets where draw_id = ${draw.id} and deleted_at is null
      group by user_id
    ), up(user_id) as (
      select user_id from totals
      union
      select u.parent_id from users u join up on u.user_id = up.user_id where u.parent_id is not null
    )
    select u.user_id as "userId", u.parent_id as "parentId", u.role::text as role,
      coalesce(ul.commission, 0)::text as commission, coalesce(ul.share, 0)::text as share,
      t.turnover, t.bets
    from up
    join users u on u.user_id = up.user_id
    left join user_locations ul on ul.user_id = u.user_id and ul.loc_id = ${draw.locId}
    left join totals t on t.user_id = u.user_id`);
  return rowsOf<TreeUser>(result);
}

export interface CandidateBet {
  id: number;
  userId: string;
  kind: 'ORDINARY' | 'ROLL' | 'IBET' | 'KBET' | 'TT';
  number: string;
  big: string;
  small: string;
  amount: string;
  ttRoll: boolean;
}

const candidateColumns = {
  id: bets.id,
  userId: bets.userId,
  kind: bets.kind,
  number: bets.number,
  big: bets.big,
  small: bets.small,
  amount: bets.amount,
  ttRoll: bets.ttRoll,
};

/**
 * The live bets that may strike: 4D ordinary bets on a result number, rolls on one of its four roll
 * patterns, i-bets and k-bets on one of its orderings (each an index lookup on draw+number); Toto
 * entries holding at least 3 winning numbers (2 for a roll, whose sixth number can be a third).
 */
export async function loadCandidates(tx: Db, draw: LockedDraw, result: StoredResult): Promise<CandidateBet[]> {
  const live = and(eq(bets.drawId, draw.id), isNull(bets.deletedAt));
  let which: SQL | undefined;
  if (result.game === '4D') {
    const candidates = strikeCandidates(result.rows.map((row) => row.number));
    which = or(
      and(eq(bets.kind, 'ORDINARY'), inArray(bets.number, candidates.ordinary)),
      and(eq(bets.kind, 'ROLL'), inArray(bets.number, candidates.roll)),
      and(inArray(bets.kind, ['IBET', 'KBET']), inArray(bets.number, candidates.ordering)),
    );
  } else {
    const winning = sql.join(result.result.winning.map((n) => sql`${n}`), sql`, `);
    which = sql`(select count(*) from unnest(string_to_array(${bets.number}, ' ')) as n where n in (${winning}))
      >= case when ${bets.ttRoll} then 2 else 3 end`;
  }
  return tx.select(candidateColumns).from(bets).where(and(live, which));
}
