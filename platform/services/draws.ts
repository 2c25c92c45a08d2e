// Draws of a location, their results, and the next close.
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { DrawStatus } from '@/lib/contract/draws';
import type { Db } from '../db/client';
import { drawResults, draws, ttDividends } from '../db/schema';
import { toMoney } from '@/lib/domain/money';

export type DrawRow = typeof draws.$inferSelect;

const PRIZE_ORDER = ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION', 'WINNING', 'ADDITIONAL'];

/** OPEN in the table means "not drawn yet"; whether it still takes bets depends on the clock. */
export function drawStatus(draw: DrawRow, now: Date): DrawStatus {
  if (draw.status === 'OPEN' && draw.closeAt.getTime() <= now.getTime()) return 'CLOSED';
  return draw.status;
}

export async function listDraws(db: Db, locId: string): Promise<DrawRow[]> {
  return db.select().from(draws).where(eq(draws.locId, locId)).orderBy(desc(draws.drawDate));
}

export async function findDraw(db: Db, locId: string, drawId: number): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.id, drawId), eq(draws.locId, locId)));
  return row;
}

export async function resultsOf(db: Db, drawId: number) {
  const [numbers, dividends] = await Promise.all([
    db.select().from(drawResults).where(eq(drawResults.drawId, drawId)),
    db.select().from(ttDividends).where(eq(ttDividends.drawId, drawId)).orderBy(asc(ttDividends.group)),
  ]);
  numbers.sort((a, b) => PRIZE_ORDER.indexOf(a.prize) - PRIZE_ORDER.indexOf(b.prize) || a.position - b.position);
  return {
    numbers,
    dividends: dividends.map((row) => ({ group: row.group, amount: toMoney(row.amount) })),
  };
}

/** The draw that takes bets now: the OPEN draw of the location that closes next after `now`. */
export async function nextOpenDraw(db: Db, locId: string, now: Date): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.locId, locId), eq(draws.status, 'OPEN'), gt(draws.closeAt, now)))
    .orderBy(asc(draws.closeAt))
    .limit(1);
  return row;
}

/** The draws that take bets now (OPEN, closing after `now`) of the locations, the next close first. */
export async function openDrawsOf(db: Db, locIds: readonly string[], now: Date): Promise<DrawRow[]> {
  if (locIds.length === 0) return [];
  return db
    .select()
    .from(draws)
    .where(and(inArray(draws.locId, [...new Set(locIds)]), eq(draws.status, 'OPEN'), gt(draws.closeAt, now)))
    .orderBy(asc(draws.closeAt), asc(draws.id));
}

/** The next close of an open draw of the location after `now`, or null. */
export async function nextCloseOf(db: Db, locId: string, now: Date): Promise<Date | null> {
  return (await nextOpenDraw(db, locId, now))?.closeAt ?? null;
}

/** draw/activeLatest: the draw taking bets now, else the location's latest draw (any status), else none. */
export async function activeLatestDraw(db: Db, locId: string, now: Date): Promise<DrawRow | undefined> {
  const open = await nextOpenDraw(db, locId, now);
  if (open) return open;
  const [latest] = await db.select().from(draws).where(eq(draws.locId, locId)).orderBy(desc(draws.drawDate)).limit(1);
  return latest;
}
