// The risk board's running totals and the number locks at placement (docs/decisions/risk-board.md).
// Inside the placement's transaction, after the Toto limits (limits/check.ts) and before the tickets
// are written: the location's auto-lock cap is read FOR SHARE (a cap change waits for the placement,
// and the placement for a cap change), then the risk_numbers row of every 4D number of the submission
// is created if missing and locked FOR UPDATE, in number order (so placements never deadlock). A
// locked number refuses the whole submission (409 naming it). Else the Big and Small cents are added
// to the number's total for the bettor's line and holder, and a number whose company potential payout
// (on the company's Intake after the eat limits, climb.ts) now passes the cap locks itself: the bet that
// crosses the cap is accepted, every later one waits on the row and then finds it locked. So no number
// passes its cap by more than that one bet.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AraBet } from '@/lib/domain/ara-write';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { fourDDeltas, lockedMessage, maxPayoutOf, payoutsOf, type NumberDelta } from '@/lib/domain/risk-board';
import type { Db } from '../../db/client';
import { riskCaps, riskNumbers, riskTotals } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { lineRows } from '../users/uplines';
import { lineRates, type LineRates } from '../outset/line-rates';
import { companyTotals } from './climb';

/** The writing transaction's id, as risk_totals.changed_xact keeps it (the board's copy reads what changed since). */
const CURRENT_XACT = sql`pg_current_xact_id()::text::bigint`;

/** The fields of a bet the board reads (a NewBet or a stored bet). */
export interface RiskBet {
  kind: string;
  number: string;
  big: string;
  small: string;
}

export interface RiskDraw {
  drawId: number;
  bets: readonly RiskBet[];
}

const araOf = (bet: RiskBet): AraBet | null =>
  bet.kind === 'TT' ? null : { kind: bet.kind as Exclude<AraBet['kind'], 'TT'>, number: bet.number, big: bet.big, small: bet.small };

/** Where a bettor's stakes are kept and priced from: its line, its holder and its company. */
export interface BettorLine {
  line: string;
  /** Where its stakes enter the eat limits' climb: its parent for a member (members never eat), else itself. */
  holder: string;
  /** The top of its tree: the company. */
  top: string;
  rates: LineRates;
}

/** The bettor's line, holder and company, and the rates of every line seen from the company. */
export async function bettorLine(tx: Db, locId: string, userId: string): Promise<BettorLine> {
  const rows = await lineRows(tx, [userId]);
  const bettor = rows.find((row) => row.userId === userId);
  const parentId = bettor?.parentId ?? null;
  const parents = new Map(rows.map((row) => [row.userId, row.parentId]));
  let top = userId;
  for (let depth = 0; depth < 64 && (parents.get(top) ?? null) !== null; depth++) top = parents.get(top) as string;
  const rates = await lineRates(tx, locId, top, parents);
  const holder = bettor?.role === 'MEM' && parentId !== null ? parentId : userId;
  return { line: rates.lineOf(userId), holder, top, rates };
}

/** The rate of a prize of a line in the shape the board prices with. */
export const prizeRateOf = (rates: LineRates) => (line: string, prize: Parameters<LineRates['rate']>[1]) => {
  const rate = rates.rate(line, prize);
  return { big: rate.big, small: rate.small };
};

/** Creates the missing rows and locks every row of `numbers` (sorted) of the draw; answers them. */
async function lockNumbers(tx: Db, drawId: number, numbers: readonly string[]) {
  await tx
    .insert(riskNumbers)
    .values(numbers.map((number) => ({ drawId, number })))
    .onConflictDoNothing();
  return tx
    .select()
    .from(riskNumbers)
    .where(and(eq(riskNumbers.drawId, drawId), inArray(riskNumbers.number, [...numbers])))
    .orderBy(asc(riskNumbers.number))
    .for('update');
}

export interface RiskActor {
  actorId: string;
  locId: string;
  now: Date;
}

/**
 * Locks the numbers over the cap among `numbers` of a draw (their rows already locked by the caller),
 * priced on the Intake `top` (the company) keeps of them; audited; answers the numbers it locked.
 */
export async function lockOverCap(tx: Db, who: RiskActor, drawId: number, numbers: readonly string[], cap: string, company: { top: string; rates: LineRates }): Promise<string[]> {
  if (numbers.length === 0) return [];
  const capCents = moneyToCents(cap);
  const { rates } = company;
  const totals = await companyTotals(tx, { id: drawId, locId: who.locId }, company.top, numbers);
  const over: { number: string; maxPayout: bigint }[] = [];
  for (const number of numbers) {
    const maxPayout = maxPayoutOf(payoutsOf(totals.get(number) ?? [], prizeRateOf(rates)));
    if (maxPayout > capCents) over.push({ number, maxPayout });
  }
  if (over.length === 0) return [];
  await tx
    .update(riskNumbers)
    .set({ locked: true, autoLocked: true, lockedBy: null, lockedAt: who.now })
    .where(and(eq(riskNumbers.drawId, drawId), inArray(riskNumbers.number, over.map((row) => row.number))));
  for (const row of over) {
    await writeAudit(tx, {
      actorId: who.actorId,
      entity: 'risk-number',
      entityId: `${drawId}:${row.number}`,
      action: 'UPDATE',
      locId: who.locId,
      before: { Locked: false },
      after: { DrawId: drawId, Number: row.number, Locked: true, AutoLocked: true, MaxPayout: centsToMoney(row.maxPayout), Cap: cap },
    });
  }
  return over.map((row) => row.number);
}

/** The location's cap, read FOR SHARE (a cap change and a placement serialize on it); null: none. */
async function capOf(tx: Db, locId: string): Promise<string | null> {
  const [row] = await tx.select({ cap: riskCaps.cap }).from(riskCaps).where(eq(riskCaps.locId, locId)).for('share');
  return row?.cap ?? null;
}

function deltasOf(bets: readonly RiskBet[]): NumberDelta[] {
  return fourDDeltas(bets.map(araOf).filter((bet): bet is AraBet => bet !== null));
}

/** Adds the deltas to a line's and holder's totals of a draw (its numbers' rows locked by the caller). */
async function addTotals(tx: Db, drawId: number, { line, holder }: Pick<BettorLine, 'line' | 'holder'>, deltas: readonly NumberDelta[]): Promise<void> {
  await tx
    .insert(riskTotals)
    .values(deltas.map((delta) => ({ drawId, number: delta.number, line, holder, big: delta.big, small: delta.small })))
    .onConflictDoUpdate({
      target: [riskTotals.drawId, riskTotals.number, riskTotals.line, riskTotals.holder],
      set: { big: sql`${riskTotals.big} + excluded.big_cents`, small: sql`${riskTotals.small} + excluded.small_cents`, changedXact: sql`excluded.changed_xact` },
    });
}

/** Takes the deltas off a line's and holder's totals of a draw, never below 0 (its numbers' rows locked by the caller). */
async function subtractTotals(tx: Db, drawId: number, { line, holder }: Pick<BettorLine, 'line' | 'holder'>, deltas: readonly NumberDelta[]): Promise<void> {
  for (const delta of deltas) {
    await tx
      .update(riskTotals)
      .set({ big: sql`greatest(${riskTotals.big} - ${delta.big}, 0)`, small: sql`greatest(${riskTotals.small} - ${delta.small}, 0)`, changedXact: CURRENT_XACT })
      .where(and(eq(riskTotals.drawId, drawId), eq(riskTotals.number, delta.number), eq(riskTotals.line, line), eq(riskTotals.holder, holder)));
  }
}

/**
 * Placement (bets/place.ts, inside its transaction): refuses a submission naming a locked 4D number,
 * adds its stakes to the running totals and auto-locks the numbers it pushed past the cap.
 */
export async function recordPlacement(tx: Db, who: RiskActor, bettorId: string, draws: readonly RiskDraw[]): Promise<void> {
  const work = draws.map((draw) => ({ drawId: draw.drawId, deltas: deltasOf(draw.bets) })).filter((draw) => draw.deltas.length > 0);
  if (work.length === 0) return;
  const cap = await capOf(tx, who.locId);
  const bettor = await bettorLine(tx, who.locId, bettorId);
  for (const { drawId, deltas } of work.sort((a, b) => a.drawId - b.drawId)) {
    const numbers = deltas.map((delta) => delta.number);
    const rows = await lockNumbers(tx, drawId, numbers);
    const locked = rows.find((row) => row.locked);
    if (locked) throw new PlatformError(409, lockedMessage(locked.number));
    await addTotals(tx, drawId, bettor, deltas);
    if (cap !== null) await lockOverCap(tx, who, drawId, numbers, cap, bettor);
  }
}

/**
 * A transfer (bets/transfer.ts, inside its transaction): the moved bets' stakes leave the giver's line
 * and holder and join the receiver's, whose rates and eaters now take them. The stakes were taken
 * already, so a locked number does not refuse the move; a number the move pushes past the cap locks.
 */
export async function recordMove(tx: Db, who: RiskActor, fromUserId: string, toUserId: string, draw: RiskDraw): Promise<void> {
  const deltas = deltasOf(draw.bets);
  if (deltas.length === 0) return;
  const from = await bettorLine(tx, who.locId, fromUserId);
  const to = await bettorLine(tx, who.locId, toUserId);
  if (from.line === to.line && from.holder === to.holder) return;
  const cap = await capOf(tx, who.locId);
  const numbers = deltas.map((delta) => delta.number);
  await lockNumbers(tx, draw.drawId, numbers);
  await subtractTotals(tx, draw.drawId, from, deltas);
  await addTotals(tx, draw.drawId, to, deltas);
  if (cap !== null) await lockOverCap(tx, who, draw.drawId, numbers, cap, to);
}

/** Deletion (bets/delete.ts, inside its transaction): takes the bets' stakes off the totals (never below 0). */
export async function recordDeletion(tx: Db, locId: string, bettorId: string, draw: RiskDraw): Promise<void> {
  const deltas = deltasOf(draw.bets);
  if (deltas.length === 0) return;
  const bettor = await bettorLine(tx, locId, bettorId);
  await lockNumbers(tx, draw.drawId, deltas.map((delta) => delta.number));
  await subtractTotals(tx, draw.drawId, bettor, deltas);
}
