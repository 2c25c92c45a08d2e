// Per-location money of a user: credit, settled balance, share and commission.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, draws, locations, userLocations } from '../../db/schema';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';

export interface Account {
  locId: string;
  game: '4D' | 'TT';
  isDefault: boolean;
  sortOrder: number;
  credit: string;
  accBal: string;
  share: number;
  commission: number;
}

/** Every location account of the user, the default location first. */
export async function accountsOf(db: Db, userId: string): Promise<Account[]> {
  const rows = await db
    .select({
      locId: userLocations.locId,
      game: locations.game,
      isDefault: locations.isDefault,
      sortOrder: locations.sortOrder,
      credit: userLocations.credit,
      accBal: userLocations.accBal,
      share: userLocations.share,
      commission: userLocations.commission,
    })
    .from(userLocations)
    .innerJoin(locations, eq(locations.locId, userLocations.locId))
    .where(eq(userLocations.userId, userId));
  return rows
    .map((row) => ({ ...row, share: Number(row.share), commission: Number(row.commission) }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.sortOrder - b.sortOrder);
}

/** A draw still holds its stakes until its settlement books them: not cancelled and not settled yet. */
const HOLDS_STAKES = and(ne(draws.status, 'CANCELLED'), isNull(draws.settledAt));

/**
 * Open stakes of the user in the location: the cost of its live bets on draws whose settlement has not
 * booked them yet (open, closed, or resulted while its settlement runs or after reset7). Settled and
 * cancelled draws no longer hold credit: a settled loss counts through AccBal instead.
 */
export async function openStakes(db: Db, userId: string, locId: string): Promise<string> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${bets.cost})` })
    .from(bets)
    .innerJoin(draws, eq(draws.id, bets.drawId))
    .where(and(eq(bets.userId, userId), eq(draws.locId, locId), HOLDS_STAKES, isNull(bets.deletedAt)));
  return toMoney(row?.total ?? '0');
}

/**
 * Settled losses not paid yet, max(0, -AccBal), in cents. Settlement books every resulted draw into
 * AccBal, so a negative balance is what the user still owes; a positive one (wins) never raises the credit.
 */
function lossOf(accBal: string | undefined): bigint {
  const cents = moneyToCents(toMoney(accBal ?? '0'));
  return cents < 0n ? -cents : 0n;
}

/** The money of a user's account row that CreditLeft is computed from. */
export interface AccountMoney {
  credit: string;
  accBal: string;
}

/**
 * What the user may still stake in the location: Credit - open stakes - unsettled net losses, from the
 * account row the caller already holds (loaded, or locked inside its transaction by credit.ts). The one
 * rule behind the profile's CreditLeft, payments and the credit check of bet placement. Negative only when the
 * credit was lowered below what is already staked.
 */
export async function creditLeft(db: Db, userId: string, locId: string, account: AccountMoney | undefined): Promise<string> {
  if (account === undefined) return '0.00';
  const stakes = await openStakes(db, userId, locId);
  return centsToMoney(moneyToCents(toMoney(account.credit)) - moneyToCents(stakes) - lossOf(account.accBal));
}

/**
 * CreditLeft of many users of one location in two queries (the place-bets member picker): the same
 * rule as creditLeft, Credit - open stakes - unsettled losses (max(0, -AccBal)), grouped by user.
 */
export async function creditLeftByUser(db: Db, userIds: readonly string[], locId: string): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const accounts = await db
    .select({ userId: userLocations.userId, credit: userLocations.credit, accBal: userLocations.accBal })
    .from(userLocations)
    .where(and(eq(userLocations.locId, locId), inArray(userLocations.userId, [...userIds])));
  const stakes = await db
    .select({ userId: bets.userId, total: sql<string>`sum(${bets.cost})` })
    .from(bets)
    .innerJoin(draws, eq(draws.id, bets.drawId))
    .where(and(inArray(bets.userId, [...userIds]), eq(draws.locId, locId), HOLDS_STAKES, isNull(bets.deletedAt)))
    .groupBy(bets.userId);
  const staked = new Map(stakes.map((row) => [row.userId, moneyToCents(toMoney(row.total))]));
  const left = new Map<string, string>();
  for (const { userId, credit, accBal } of accounts) {
    left.set(userId, centsToMoney(moneyToCents(toMoney(credit)) - (staked.get(userId) ?? 0n) - lossOf(accBal)));
  }
  return left;
}
