// Per-location money of a user: credit, settled balance, share and commission.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations, userLocations } from '../db/schema';
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

/**
 * What the user may still stake in the location: Credit - open stakes - unsettled net losses.
 * There are no bets yet, so it is the credit; the bet issues extend this one function.
 */
export function creditLeft(account: Pick<Account, 'credit'> | undefined): string {
  return toMoney(account?.credit ?? '0');
}
