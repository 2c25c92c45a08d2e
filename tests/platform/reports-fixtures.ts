// Fixtures of the settlement report tests: draws of a location, and `settlements` rows booked by hand
// with the pure settlement (lib/domain/settlement.ts) from members' turnover and strike, the demo
// tree's chains and the rates in the database, so the reports can be checked without the platform's
// settleDraw (tests/platform/reports-settle.test.ts covers that one).
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { settle, type UserRates } from '@/lib/domain/settlement';
import type { Db } from '@/platform/db/client';
import { draws, settlements, userLocations, users } from '@/platform/db/schema';

export interface Booking {
  userId: string;
  turnover: string;
  strike: string;
}

/** The location's draws dated before `before` (ISO date), newest first. */
export async function pastDraws(db: Db, locId: string, before: string): Promise<{ id: number; drawDate: string }[]> {
  const rows = await db.select({ id: draws.id, drawDate: draws.drawDate }).from(draws).where(and(eq(draws.locId, locId), lt(draws.drawDate, before))).orderBy(asc(draws.drawDate));
  return rows.reverse();
}

/** Each member's uplines from its parent up to and including the first ADMIN. */
async function chainsOf(db: Db, memberIds: readonly string[]): Promise<Map<string, string[]>> {
  const all = await db.select({ userId: users.userId, parentId: users.parentId, role: users.role }).from(users);
  const byId = new Map(all.map((row) => [row.userId, row]));
  const chains = new Map<string, string[]>();
  for (const memberId of memberIds) {
    const chain: string[] = [];
    for (let current = byId.get(byId.get(memberId)?.parentId ?? ''); current; current = byId.get(current.parentId ?? '')) {
      chain.push(current.userId);
      if (current.role === 'ADMIN') break;
    }
    chains.set(memberId, chain);
  }
  return chains;
}

/** Every user's rates in the location, as the settlement reads them. */
export async function ratesOf(db: Db, locId: string): Promise<Map<string, UserRates>> {
  const rows = await db.select().from(userLocations).where(eq(userLocations.locId, locId));
  return new Map(rows.map((row) => [row.userId, { commission: row.commission, share: row.share }]));
}

/** Replaces the draw's settlements with the ones the bookings give (AccBal is left alone). */
export async function bookDraw(db: Db, locId: string, drawId: number, bookings: readonly Booking[]): Promise<void> {
  const members = bookings.map((booking) => ({ userId: booking.userId, turnover: moneyToCents(booking.turnover), strike: moneyToCents(booking.strike) }));
  const rows = settle(members, await chainsOf(db, bookings.map((booking) => booking.userId)), await ratesOf(db, locId));
  await db.delete(settlements).where(eq(settlements.drawId, drawId));
  if (rows.length === 0) return;
  await db.insert(settlements).values(
    rows.map((row) => ({
      drawId,
      userId: row.userId,
      locId,
      turnover: centsToMoney(row.turnover),
      commission: centsToMoney(row.commission),
      strike: centsToMoney(row.strike),
      winLoss: centsToMoney(row.winLoss),
      ownCommission: centsToMoney(row.ownCommission),
      ownShare: centsToMoney(row.ownShare),
      uplineShare: centsToMoney(row.uplineShare),
      amount: centsToMoney(row.amount),
    })),
  );
}

/** Clears every settlement of the location's draws (a seed that settles its demo draws leaves some). */
export async function clearSettlements(db: Db, locId: string): Promise<void> {
  await db.delete(settlements).where(eq(settlements.locId, locId));
}

/** The stored settlement rows of draws, by user (sums over the draws), for expectations. */
export async function storedSums(db: Db, drawIds: readonly number[]): Promise<Map<string, Record<string, bigint>>> {
  const rows = await db.select().from(settlements).where(inArray(settlements.drawId, [...drawIds]));
  const sums = new Map<string, Record<string, bigint>>();
  const fields = ['turnover', 'commission', 'strike', 'winLoss', 'ownCommission', 'ownShare', 'uplineShare', 'amount'] as const;
  for (const row of rows) {
    const sum = sums.get(row.userId) ?? Object.fromEntries(fields.map((field) => [field, 0n]));
    for (const field of fields) sum[field] = (sum[field] ?? 0n) + moneyToCents(row[field]);
    sums.set(row.userId, sum);
  }
  return sums;
}

/** Cents of money text, and back. */
export const cents = (money: string): bigint => moneyToCents(money);
export const money = (value: bigint): string => centsToMoney(value);
