// A user's credit under the lock of its account row. Every write that changes what a user may still
// stake in a location (a placement, a deletion or move of bets, a payment, a fixed bet) first locks
// the user's account row there (SELECT ... FOR UPDATE) through this module, so the writes of one user
// serialize and each reads CreditLeft after every earlier one committed: concurrent tickets can never
// overdraw it. Several accounts are locked one by one in user-id order, so two transactions that share
// accounts never deadlock. CreditLeft itself is the one rule of accounts.ts, applied to the held row.
import { and, eq } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { userLocations } from '../../db/schema';
import { PlatformError } from '../../errors';
import { creditLeft, type AccountMoney } from './accounts';

/** A user's account row in a location, held by the caller's transaction until it ends. */
export interface LockedAccount extends AccountMoney {
  userId: string;
  locId: string;
}

/** 400 (on `field`, when given) for a user without an account in the location. */
export function noAccount(userId: string, locId: string, field?: string): PlatformError {
  return PlatformError.badRequest(`${userId} has no account in ${locId}.`, field);
}

/** The user's account row in the location, locked until the transaction ends; undefined when it has none. */
export async function lockAccountRow(tx: Db, userId: string, locId: string): Promise<LockedAccount | undefined> {
  const [row] = await tx
    .select({ credit: userLocations.credit, accBal: userLocations.accBal })
    .from(userLocations)
    .where(and(eq(userLocations.userId, userId), eq(userLocations.locId, locId)))
    .for('update');
  return row && { userId, locId, credit: row.credit, accBal: row.accBal };
}

/** The user's account row in the location, locked until the transaction ends; 400 on `field` when it has none. */
export async function lockAccount(tx: Db, userId: string, locId: string, field = 'UserId'): Promise<LockedAccount> {
  const account = await lockAccountRow(tx, userId, locId);
  if (!account) throw noAccount(userId, locId, field);
  return account;
}

/**
 * The accounts of the users in the location, each locked in user-id order (whatever order they come
 * in, once each); 400 on `field` for the first, in that order, that has none.
 */
export async function lockAccounts(tx: Db, userIds: readonly string[], locId: string, field = 'UserId'): Promise<Map<string, LockedAccount>> {
  const held = new Map<string, LockedAccount>();
  for (const userId of [...new Set(userIds)].sort()) held.set(userId, await lockAccount(tx, userId, locId, field));
  return held;
}

/** The held account of a user that lockAccounts locked. */
export function heldAccount(held: ReadonlyMap<string, LockedAccount>, userId: string): LockedAccount {
  const account = held.get(userId);
  if (!account) throw new Error(`the account of ${userId} is not locked`);
  return account;
}

/** CreditLeft of a held account, as the answers show it. */
export function creditLeftOf(tx: Db, account: LockedAccount): Promise<string> {
  return creditLeft(tx, account.userId, account.locId, account);
}

/**
 * CreditLeft of a held account before a charge of `total`, in cents; 409 with `refusal(CreditLeft)`
 * (CreditLeft formatted in dollars) when it cannot take the charge.
 */
export async function checkCredit(tx: Db, account: LockedAccount, total: string, refusal: (left: string) => string): Promise<bigint> {
  const left = moneyToCents(await creditLeftOf(tx, account));
  if (moneyToCents(total) > left) throw new PlatformError(409, refusal(formatDollars(centsToMoney(left))));
  return left;
}

/** Adds `amount` (signed) to the held account's AccBal; answers the new AccBal and CreditLeft. */
export async function moveAccBal(tx: Db, account: LockedAccount, amount: string): Promise<{ AccBal: string; CreditLeft: string }> {
  const accBal = centsToMoney(moneyToCents(toMoney(account.accBal)) + moneyToCents(amount));
  await tx
    .update(userLocations)
    .set({ accBal })
    .where(and(eq(userLocations.userId, account.userId), eq(userLocations.locId, account.locId)));
  return { AccBal: accBal, CreditLeft: await creditLeftOf(tx, { ...account, accBal }) };
}
