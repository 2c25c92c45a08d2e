// What settling a draw writes (services/settlement/settle.ts): it reverses an earlier settlement of the draw
// (AccBal back by each stored amount, its strikes, settlements and settlement_rates rows deleted),
// inserts the new rows in batches (array parameters) and moves AccBal by each new amount. Balance rows are locked in user-id order first, so
// two transactions moving the same accounts never deadlock each other.
import { eq, sql } from 'drizzle-orm';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import type { SettlementFigures } from '@/lib/domain/settlement';
import type { Strike } from '@/lib/domain/strike';
import type { Db } from '../../db/client';
import { settlementRates, settlements, strikes } from '../../db/schema';

/** Rows per INSERT: each column goes as one array parameter, so the batch size is not bound by parameters. */
const BATCH = 10_000;

type Column<T> = readonly [name: string, type: 'int' | 'text' | 'numeric', value: (row: T) => string | number];

/**
 * Inserts rows as one `insert ... select * from unnest($1::type[], ...)` per batch: a handful of
 * array parameters instead of a parameter per value, which PGlite and PostgreSQL parse far faster
 * than a many-row VALUES list. Names and types are this module's constants, never input.
 */
async function insertUnnest<T>(tx: Db, table: string, columns: readonly Column<T>[], rows: readonly T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const names = sql.raw(columns.map(([name]) => name).join(', '));
    const arrays = sql.join(
      columns.map(([, type, value]) => sql`${sql.param(batch.map(value))}::${sql.raw(type)}[]`),
      sql`, `,
    );
    await tx.execute(sql`insert into ${sql.identifier(table)} (${names}) select * from unnest(${arrays})`);
  }
}

/** Locks the accounts the draw's settlements rows touch, in user-id order. */
async function lockBalances(tx: Db, drawId: number): Promise<void> {
  await tx.execute(sql`
    select 1 from user_locations ul
    where (ul.user_id, ul.loc_id) in (select s.user_id, s.loc_id from settlements s where s.draw_id = ${drawId})
    order by ul.user_id
    for update of ul`);
}

/** Adds (sign 1) or takes back (sign -1) each settlements row's amount of the draw to its user's AccBal. */
async function moveBalances(tx: Db, drawId: number, sign: 1 | -1): Promise<void> {
  await lockBalances(tx, drawId);
  await tx.execute(sql`
    update user_locations ul set acc_bal = ul.acc_bal ${sql.raw(sign === 1 ? '+' : '-')} s.amount
    from settlements s
    where s.draw_id = ${drawId} and ul.user_id = s.user_id and ul.loc_id = s.loc_id`);
}

/** Undoes the draw's settlement, if any: AccBal back, strikes, settlements and settlement_rates rows gone. */
export async function reverseSettlement(tx: Db, drawId: number): Promise<void> {
  await moveBalances(tx, drawId, -1);
  await tx.delete(strikes).where(eq(strikes.drawId, drawId));
  await tx.delete(settlements).where(eq(settlements.drawId, drawId));
  await tx.delete(settlementRates).where(eq(settlementRates.drawId, drawId));
}

/** A strike of a bet, as the strikes table takes it. */
export interface BetStrike extends Strike {
  betId: number;
  userId: string;
}

const STRIKE_COLUMNS: readonly Column<BetStrike & { drawId: number }>[] = [
  ['draw_id', 'int', (row) => row.drawId],
  ['bet_id', 'int', (row) => row.betId],
  ['user_id', 'text', (row) => row.userId],
  ['prize', 'text', (row) => row.prize],
  ['position', 'int', (row) => row.position],
  ['number', 'text', (row) => row.number],
  ['lines', 'int', (row) => row.lines],
  ['big_rate', 'numeric', (row) => row.bigRate],
  ['small_rate', 'numeric', (row) => row.smallRate],
  ['big_win', 'numeric', (row) => centsToMoney(row.bigWin)],
  ['small_win', 'numeric', (row) => centsToMoney(row.smallWin)],
  ['amount_win', 'numeric', (row) => centsToMoney(row.amountWin)],
  ['total', 'numeric', (row) => centsToMoney(row.total)],
];

export async function insertStrikes(tx: Db, drawId: number, rows: readonly BetStrike[]): Promise<void> {
  await insertUnnest(tx, 'strikes', STRIKE_COLUMNS, rows.map((row) => ({ ...row, drawId })));
}

type SettlementRow = SettlementFigures & { drawId: number; locId: string };
const money = (field: keyof Omit<SettlementFigures, 'userId'>) => (row: SettlementRow) => centsToMoney(row[field]);
const SETTLEMENT_COLUMNS: readonly Column<SettlementRow>[] = [
  ['draw_id', 'int', (row) => row.drawId],
  ['user_id', 'text', (row) => row.userId],
  ['loc_id', 'text', (row) => row.locId],
  ['turnover', 'numeric', money('turnover')],
  ['commission', 'numeric', money('commission')],
  ['strike', 'numeric', money('strike')],
  ['win_loss', 'numeric', money('winLoss')],
  ['own_commission', 'numeric', money('ownCommission')],
  ['own_share', 'numeric', money('ownShare')],
  ['upline_share', 'numeric', money('uplineShare')],
  ['amount', 'numeric', money('amount')],
];

/** Inserts the draw's settlements rows and moves every AccBal by its amount. */
export async function bookSettlements(tx: Db, drawId: number, locId: string, rows: readonly SettlementFigures[]): Promise<void> {
  await insertUnnest(tx, 'settlements', SETTLEMENT_COLUMNS, rows.map((row) => ({ ...row, drawId, locId })));
  await moveBalances(tx, drawId, 1);
}

/** A user of the draw's hierarchy and the rates its settlement used. */
export interface SettledRates {
  userId: string;
  commission: string;
  share: string;
}

const RATE_COLUMNS: readonly Column<SettledRates & { drawId: number }>[] = [
  ['draw_id', 'int', (row) => row.drawId],
  ['user_id', 'text', (row) => row.userId],
  ['commission', 'numeric', (row) => row.commission],
  ['share', 'numeric', (row) => row.share],
];

/** Records the rates the draw was settled with (one row per user of its hierarchy, one batched insert). */
export async function insertRates(tx: Db, drawId: number, rows: readonly SettledRates[]): Promise<void> {
  await insertUnnest(tx, 'settlement_rates', RATE_COLUMNS, rows.map((row) => ({ ...row, drawId })));
}
