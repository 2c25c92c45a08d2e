// Draws of a location, their results, and the next close; the draw lists of the Draw Setting page
// (draw2, draw/week) with whether each has a result, a settlement and bets.
import { and, asc, between, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DrawItem, DrawResult, DrawStatus } from '@/lib/contract/draws';
import { addDays, weekdayOf } from '@/lib/domain/operator-time';
import type { Db } from '../../db/client';
import { drawResults, draws, ttDividends } from '../../db/schema';
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

/**
 * The results of several draws in two queries, as draw/result answers each (a draw without a result
 * has empty lists), in the order of `rows`.
 */
export async function drawResultsOf(db: Db, rows: readonly DrawRow[], now: Date): Promise<DrawResult[]> {
  const ids = rows.map((row) => row.id);
  const [numbers, dividends] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(drawResults).where(inArray(drawResults.drawId, ids)),
          db.select().from(ttDividends).where(inArray(ttDividends.drawId, ids)).orderBy(asc(ttDividends.group)),
        ]);
  numbers.sort((a, b) => PRIZE_ORDER.indexOf(a.prize) - PRIZE_ORDER.indexOf(b.prize) || a.position - b.position);
  const byDraw = <T extends { drawId: number }>(list: readonly T[]) => {
    const groups = new Map<number, T[]>();
    for (const row of list) {
      const group = groups.get(row.drawId);
      if (group) group.push(row);
      else groups.set(row.drawId, [row]);
    }
    return groups;
  };
  const numbersOf = byDraw(numbers);
  const dividendsOf = byDraw(dividends);
  return rows.map((draw) => ({
    DrawId: draw.id,
    LocId: draw.locId,
    DrawDate: draw.drawDate,
    Status: drawStatus(draw, now),
    Results: (numbersOf.get(draw.id) ?? []).map((row) => ({ Prize: row.prize as DrawResult['Results'][number]['Prize'], Position: row.position, Number: row.number })),
    Dividends: (dividendsOf.get(draw.id) ?? []).map((row) => ({ Group: row.group, Amount: toMoney(row.amount) })),
  }));
}

/** The resulted draws of the location with a draw date in [from, to] (or the latest `limit`), newest first. */
export async function resultedDraws(db: Db, locId: string, options: { from?: string; to?: string; limit?: number }): Promise<DrawRow[]> {
  const query = db
    .select()
    .from(draws)
    .where(
      and(
        eq(draws.locId, locId),
        eq(draws.status, 'RESULTED'),
        options.from ? gte(draws.drawDate, options.from) : undefined,
        options.to ? lte(draws.drawDate, options.to) : undefined,
      ),
    )
    .orderBy(desc(draws.drawDate));
  return options.limit ? query.limit(options.limit) : query;
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

// ---- Draw lists of the Draw Setting page -------------------------------------------------------------

/** A draw with whether any ticket (live or deleted) is on it. */
export interface DrawWithBets {
  draw: DrawRow;
  hasBets: boolean;
}

// Written out: in a select list drizzle renders columns unqualified, and "id" would then mean tickets.id.
const hasBetsColumn = sql<boolean>`exists (select 1 from tickets t where t.draw_id = "draws"."id")`;

/** The wire row of draw2, draw/week, draw/byId and POST/PUT draw. */
export function drawItem({ draw, hasBets }: DrawWithBets, now: Date): DrawItem {
  return {
    DrawId: draw.id,
    DrawDate: draw.drawDate,
    CloseDate: draw.closeAt.toISOString(),
    DrawTime: draw.drawAt.toISOString(),
    Special: draw.special,
    Status: drawStatus(draw, now),
    ResultDate: draw.resultAt ? draw.resultAt.toISOString() : null,
    SettledDate: draw.settledAt ? draw.settledAt.toISOString() : null,
    HasResult: draw.status === 'RESULTED',
    Settled: draw.settledAt !== null,
    HasBets: Boolean(hasBets),
  };
}

/** The location's draws with a draw date in the range (each end optional), newest first. */
export async function listDrawsWithBets(db: Db, locId: string, range: { from?: string; to?: string } = {}): Promise<DrawWithBets[]> {
  return db
    .select({ draw: draws, hasBets: hasBetsColumn })
    .from(draws)
    .where(
      and(
        eq(draws.locId, locId),
        range.from && range.to ? between(draws.drawDate, range.from, range.to) : undefined,
        range.from && !range.to ? gte(draws.drawDate, range.from) : undefined,
        range.to && !range.from ? lte(draws.drawDate, range.to) : undefined,
      ),
    )
    .orderBy(desc(draws.drawDate));
}

/** One draw of the location with its bets flag (undefined: none, or another location's). */
export async function findDrawWithBets(db: Db, locId: string, drawId: number): Promise<DrawWithBets | undefined> {
  const [row] = await db
    .select({ draw: draws, hasBets: hasBetsColumn })
    .from(draws)
    .where(and(eq(draws.id, drawId), eq(draws.locId, locId)));
  return row;
}

/** The Monday-to-Sunday week holding the local date. */
export function weekOf(date: string): { start: string; end: string } {
  const start = addDays(date, -((weekdayOf(date) + 6) % 7));
  return { start, end: addDays(start, 6) };
}
