// Booking a draw's settlement (the settlement model): every strike of its live bets from
// the stored result and the pay tables, then per user the commission, share and amount up the
// hierarchy (lib/domain/settlement.ts), added to AccBal, and the rates it used (settlement_rates, which
// the group reports and share claims read). One transaction holding the draw row FOR
// UPDATE: an earlier settlement of the draw is reversed first, so settling again gives the same rows
// and the same AccBal, and a corrected result never pays twice.
import { eq } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { settle, type MemberTotals, type UserRates } from '@/lib/domain/settlement';
import { fourDStrikes, totoStrikes, type Strike } from '@/lib/domain/strike';
import type { Db } from '../../db/client';
import { draws } from '../../db/schema';
import { assertSettleable, loadCandidates, loadResult, loadTree, lockDraw, type CandidateBet, type LockedDraw, type StoredResult, type TreeUser } from './load';
import { loadPayTables, type PayTables } from './pay-tables';
import { bookSettlements, insertRates, insertStrikes, reverseSettlement, type BetStrike } from './write';

export interface SettleSummary {
  drawId: number;
  /** Live bets of the draw. */
  bets: number;
  /** Strike rows written (a bet winning two prizes has two). */
  strikes: number;
  /** Money text: the cost of the live bets, and what they won. */
  turnover: string;
  strike: string;
  /** Settlement rows written: members with live bets, their agents and the company. */
  users: number;
}

export interface SettleOptions {
  /**
   * Called after each step, inside the transaction. On PGlite (one connection) it must not wait for
   * a query outside the transaction: start such writes and await them after settleDraw returns.
   */
  onProgress?: (done: number, total: number) => void | Promise<void>;
  /** The platform's clock: a draw whose sales close after it is refused, and settled_at takes it. Default: now. */
  now?: Date;
}

/** The steps onProgress counts: reversed, totals, candidates, strikes, strike rows, settlement rows. */
const STEPS = 6;

/** Each member's uplines from its parent up to the first ADMIN (the company), from the loaded tree. */
function chainsOf(tree: readonly TreeUser[]): Map<string, string[]> {
  const byId = new Map(tree.map((user) => [user.userId, user]));
  const chains = new Map<string, string[]>();
  for (const member of tree.filter((user) => user.turnover !== null)) {
    const chain: string[] = [];
    for (let up = member.parentId; up !== null && chain.length <= byId.size; ) {
      const user = byId.get(up);
      if (!user) break;
      chain.push(user.userId);
      if (user.role === 'ADMIN') {
        chains.set(member.userId, chain);
        break;
      }
      up = user.parentId;
    }
    if (!chains.has(member.userId)) throw new Error(`settlement: member ${member.userId} has no ADMIN above it`);
  }
  return chains;
}

/** Every strike of the candidate bets, each paid from its member's table. */
function strikesOf(candidates: readonly CandidateBet[], result: StoredResult, tables: PayTables, chains: ReadonlyMap<string, readonly string[]>): BetStrike[] {
  const rows: BetStrike[] = [];
  for (const bet of candidates) {
    const uplines = chains.get(bet.userId) ?? [];
    const { kind } = bet;
    let won: Strike[] = [];
    if (result.game === '4D' && kind !== 'TT') won = fourDStrikes({ ...bet, kind }, result.rows, tables.fourD(uplines));
    if (result.game === 'TT' && kind === 'TT') won = totoStrikes({ number: bet.number, roll: bet.ttRoll, amount: bet.amount }, result.result, tables.toto(uplines));
    for (const strike of won) rows.push({ ...strike, betId: bet.id, userId: bet.userId });
  }
  // In bet order, so the strike rows of a settlement come out in the same order every time.
  return rows.sort((a, b) => a.betId - b.betId);
}

async function settleLocked(tx: Db, draw: LockedDraw, progress: (done: number) => Promise<void>): Promise<Omit<SettleSummary, 'drawId'>> {
  const result = await loadResult(tx, draw);
  await reverseSettlement(tx, draw.id);
  await progress(1);
  const tree = await loadTree(tx, draw);
  const chains = chainsOf(tree);
  await progress(2);
  const candidates = await loadCandidates(tx, draw, result);
  await progress(3);
  const tables = await loadPayTables(tx, draw.locId, result.game === 'TT' ? result.dividends : undefined);
  // The default 4D table must be complete whether or not a bet strikes (a broken table fails every draw alike).
  if (result.game === '4D') tables.fourD([]);
  const strikes = strikesOf(candidates, result, tables, chains);
  await progress(4);
  await insertStrikes(tx, draw.id, strikes);
  await progress(5);

  const won = new Map<string, bigint>();
  for (const strike of strikes) won.set(strike.userId, (won.get(strike.userId) ?? 0n) + strike.total);
  const members: MemberTotals[] = tree
    .filter((user) => user.turnover !== null)
    .map((user) => ({ userId: user.userId, turnover: moneyToCents(user.turnover ?? '0'), strike: won.get(user.userId) ?? 0n }));
  const rates = new Map<string, UserRates>(tree.map((user) => [user.userId, { commission: user.commission, share: user.share }]));
  const rows = settle(members, chains, rates);
  await bookSettlements(tx, draw.id, draw.locId, rows);
  await insertRates(tx, draw.id, tree);
  await progress(6);
  return {
    bets: tree.reduce((total, user) => total + (user.bets ?? 0), 0),
    strikes: strikes.length,
    turnover: centsToMoney(members.reduce((total, member) => total + member.turnover, 0n)),
    strike: centsToMoney(members.reduce((total, member) => total + member.strike, 0n)),
    users: rows.length,
  };
}

/**
 * Settles the draw, locked by the caller's transaction (lockDraw of settlement-load): reverses any
 * earlier settlement of it, writes every strike and settlements row of its live bets, moves AccBal and
 * sets settled_at. 409 when it is cancelled, not closed at `now`, without a complete result (Toto:
 * without the group 1-4 dividends), or its location's pay table lacks a rate.
 */
export async function settleLockedDraw(tx: Db, draw: LockedDraw & { closeAt: Date; status: string }, options: SettleOptions = {}): Promise<SettleSummary> {
  const now = options.now ?? new Date();
  assertSettleable(draw, now);
  const summary = await settleLocked(tx, draw, async (done) => {
    await options.onProgress?.(done, STEPS);
  });
  await tx.update(draws).set({ settledAt: now }).where(eq(draws.id, draw.id));
  return { drawId: draw.id, ...summary };
}

/** Settles a resulted draw in one transaction (settleLockedDraw). Idempotent. 404 for an unknown draw. */
export async function settleDraw(db: Db, drawId: number, options: SettleOptions = {}): Promise<SettleSummary> {
  return db.transaction(async (tx) => settleLockedDraw(tx, await lockDraw(tx, drawId), options));
}

/**
 * Undoes a draw's settlement: AccBal back, its strikes, settlements and settlement_rates rows deleted, settled_at null.
 * The result and the status stay (the caller decides about them). 404 for an unknown draw.
 */
export async function unsettleDraw(db: Db, drawId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockDraw(tx, drawId);
    await reverseSettlement(tx, drawId);
    await tx.update(draws).set({ settledAt: null }).where(eq(draws.id, drawId));
  });
}
