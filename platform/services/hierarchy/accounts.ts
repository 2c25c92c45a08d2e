// The money and rates of the hierarchy in one location (docs/domain.md#house-rules): what a parent has left to give
// (its credit less what its other children hold) and its rates, which cap a child's; and what a user's
// own downline holds, which floors the user's. Credit is counted in integer cents, rates in
// ten-thousandths (lib/domain/rate-choices.ts). Reads that decide a change lock the parent's account
// row first and the user's after it (always in that order), so concurrent changes below one parent
// serialize on it.
import { and, eq, sql } from 'drizzle-orm';
import { moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import { storedRateUnits, type RateField } from '@/lib/domain/rate-choices';
import type { Db } from '../../db/client';
import { userLocations, users } from '../../db/schema';
import type { UserRow } from '../users/users';

export type RateUnits = Record<RateField, number>;

export interface LocAccount {
  userId: string;
  locId: string;
  credit: string;
  accBal: string;
  rates: RateUnits;
}

/** The user's account in the location; `lock` holds the row until the transaction ends. */
export async function accountIn(db: Db, userId: string, locId: string, lock = false): Promise<LocAccount | undefined> {
  const query = db
    .select()
    .from(userLocations)
    .where(and(eq(userLocations.userId, userId), eq(userLocations.locId, locId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  return {
    userId: row.userId,
    locId: row.locId,
    credit: toMoney(row.credit),
    accBal: toMoney(row.accBal),
    rates: { Share: storedRateUnits(row.share), Commission: storedRateUnits(row.commission), Tax: storedRateUnits(row.tax) },
  };
}

/** The caps a parent sets in a location. The company (an admin) has none: rates and credit are null. */
export interface ParentBounds {
  parent: UserRow;
  rates: RateUnits | null;
  /** Cents the parent can still give (its credit less its other children's); null: no limit. */
  creditToGive: bigint | null;
}

/** What its children (all but `except`) hold in the location: summed credit and highest rates. */
async function childrenTotals(db: Db, parentId: string, locId: string, except?: string) {
  const [row] = await db
    .select({
      credit: sql<string>`coalesce(sum(${userLocations.credit}), 0)`,
      share: sql<string>`coalesce(max(${userLocations.share}), 0)`,
      commission: sql<string>`coalesce(max(${userLocations.commission}), 0)`,
      tax: sql<string>`coalesce(max(${userLocations.tax}), 0)`,
    })
    .from(userLocations)
    .innerJoin(users, eq(users.userId, userLocations.userId))
    .where(and(eq(users.parentId, parentId), eq(userLocations.locId, locId), except ? sql`${users.userId} <> ${except}` : undefined));
  return {
    creditCents: moneyToCents(toMoney(row?.credit ?? '0')),
    rates: { Share: storedRateUnits(row?.share ?? '0'), Commission: storedRateUnits(row?.commission ?? '0'), Tax: storedRateUnits(row?.tax ?? '0') },
  };
}

/**
 * The parent's caps in the location, locking its account row when `lock` (every change does). A
 * parent without an account there has nothing to give: rates and credit 0.
 */
export async function parentBounds(db: Db, parent: UserRow, locId: string, options: { except?: string; lock?: boolean } = {}): Promise<ParentBounds> {
  if (parent.role === 'ADMIN') return { parent, rates: null, creditToGive: null };
  const account = await accountIn(db, parent.userId, locId, options.lock ?? false);
  if (!account) return { parent, rates: { Share: 0, Commission: 0, Tax: 0 }, creditToGive: 0n };
  const given = await childrenTotals(db, parent.userId, locId, options.except);
  return { parent, rates: account.rates, creditToGive: moneyToCents(account.credit) - given.creditCents };
}

/** What a user's own downline holds in the location: its credit may not go below the sum, nor its rates below the highest. */
export interface DownlineFloors {
  creditCents: bigint;
  rates: RateUnits;
}

export async function downlineFloors(db: Db, userId: string, locId: string): Promise<DownlineFloors> {
  return childrenTotals(db, userId, locId);
}
