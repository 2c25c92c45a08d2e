// The risk board (docs/decisions/risk-board.md): the company's Intake of a 4D draw per number, from the
// running totals (risk_totals, kept by placement and deletion per number, line and holder) climbed
// through the eat limits in force and the company's placing out (climb.ts), priced at the rates of each
// bettor's line as the company sees them; the top numbers by potential payout and the locked ones. The
// totals (numbers times holders times lines, not bets) come from the process's copy of them
// (mirror.ts), which reads and climbs again only the numbers that changed since its last read, so a
// draw of a million bets answers as fast as its changes allow. Number locks and the auto-lock cap are written here too, audited.
import { and, asc, eq } from 'drizzle-orm';
import type { RiskBoard, RiskCapInput, RiskLockInput, RiskNumber } from '@/lib/contract/risk-board';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { maxPayoutOf, payoutsOf, percentText, RISK_TOP, shareBasisPoints, type LineTotal } from '@/lib/domain/risk-board';
import { FOUR_D_PRIZES, type FourDPrize } from '@/lib/domain/pay-tables';
import type { Db } from '../../db/client';
import { riskCaps, riskNumbers } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { companyOf } from '../bets/share';
import { findDraw, nextOpenDraw, openDrawsOf, type DrawRow } from '../draws/read';
import { lineRates, type LineRates } from '../outset/line-rates';
import type { LocationRow } from '../users/locations';
import type { UserRow } from '../users/users';
import { climbOf, companyTotals, keptUnder } from './climb';
import { keptTotals } from './mirror';
import { lockOverCap, prizeRateOf } from './totals';

export interface RiskContext {
  db: Db;
  actor: UserRow;
  location: LocationRow;
  now: Date;
}

type NumberRow = typeof riskNumbers.$inferSelect;

function fourD(context: RiskContext): string {
  if (context.location.game !== '4D') throw PlatformError.notFound('The risk board is for 4D locations only.');
  return context.location.locId;
}

/** The company (the top of the tree) and the rates of every line as it sees them. */
async function companyRates(context: RiskContext, locId: string): Promise<{ top: string; rates: LineRates }> {
  const company = await companyOf(context.db, context.actor);
  return { top: company.userId, rates: await lineRates(context.db, locId, company.userId, new Map()) };
}

async function capOf(db: Db, locId: string): Promise<string | null> {
  const [row] = await db.select({ cap: riskCaps.cap }).from(riskCaps).where(eq(riskCaps.locId, locId));
  return row?.cap ?? null;
}

interface Priced {
  number: string;
  big: bigint;
  small: bigint;
  payouts: Record<FourDPrize, bigint>;
  maxPayout: bigint;
}

function answerOf(row: Priced, whole: bigint, lock: NumberRow | undefined): RiskNumber {
  const payouts = Object.fromEntries(FOUR_D_PRIZES.map((prize) => [prize, centsToMoney(row.payouts[prize])])) as RiskNumber['Payouts'];
  return {
    Number: row.number,
    Big: centsToMoney(row.big),
    Small: centsToMoney(row.small),
    Payouts: payouts,
    MaxPayout: centsToMoney(row.maxPayout),
    SharePercent: percentText(shareBasisPoints(row.big + row.small, whole)),
    Locked: lock?.locked ?? false,
    AutoLocked: lock?.autoLocked ?? false,
    LockedBy: lock?.lockedBy ?? null,
    LockedAt: lock?.lockedAt ? lock.lockedAt.toISOString() : null,
  };
}

/** A number's figures from the line totals the company keeps of it. */
function pricedOf(number: string, lines: readonly LineTotal[], rates: LineRates): Priced {
  const payouts = payoutsOf(lines, prizeRateOf(rates));
  const big = lines.reduce((sum, line) => sum + line.big, 0n);
  const small = lines.reduce((sum, line) => sum + line.small, 0n);
  return { number, big, small, payouts, maxPayout: maxPayoutOf(payouts) };
}

/** The company's figures of `numbers` of a draw (the locked numbers, one lock). */
async function pricedOnly(db: Db, draw: DrawRow, company: { top: string; rates: LineRates }, numbers: readonly string[]): Promise<Map<string, Priced>> {
  if (numbers.length === 0) return new Map();
  const kept = await companyTotals(db, draw, company.top, numbers);
  return new Map([...kept].map(([number, lines]) => [number, pricedOf(number, lines, company.rates)]));
}

/** What the company keeps of a draw: its top numbers by MaxPayout, how many numbers it holds and its whole Big and Small. */
interface Book {
  top: Priced[];
  /** Every number the company keeps something of, priced (the locked ones are read from here). */
  all: ReadonlyMap<string, Priced>;
  numbers: number;
  big: bigint;
  small: bigint;
}

const byRisk = (a: Priced, b: Priced) => (a.maxPayout === b.maxPayout ? (a.number < b.number ? -1 : 1) : a.maxPayout > b.maxPayout ? -1 : 1);

/**
 * The company's book of a draw: what it keeps of each number, from the process's copy of the draw's
 * totals (mirror.ts: climbed through the eat limits and placing out in force, or, where nothing climbs,
 * summed as they are), priced per number and ranked.
 */
async function bookOf(db: Db, draw: DrawRow, company: { top: string; rates: LineRates }): Promise<Book> {
  const kept = await keptTotals(db, draw.id, async (holders) => {
    const climb = await climbOf(db, draw, company.top, holders);
    return { key: climb.key(), keep: (totals) => keptUnder(climb, company.top, totals) };
  });
  const all: Priced[] = [];
  let big = 0n;
  let small = 0n;
  for (const [number, lines] of kept) {
    const figures = pricedOf(number, lines, company.rates);
    if (figures.big + figures.small === 0n) continue;
    all.push(figures);
    big += figures.big;
    small += figures.small;
  }
  const byNumber = new Map(all.map((figures) => [figures.number, figures]));
  return { top: all.sort(byRisk).slice(0, RISK_TOP), all: byNumber, numbers: all.length, big, small };
}

const NO_PAYOUTS = Object.fromEntries(FOUR_D_PRIZES.map((prize) => [prize, 0n])) as Record<FourDPrize, bigint>;
const emptyNumber = (number: string): Priced => ({ number, big: 0n, small: 0n, payouts: NO_PAYOUTS, maxPayout: 0n });

async function drawOf(context: RiskContext, locId: string, drawId: number | undefined): Promise<DrawRow | undefined> {
  if (drawId === undefined) return nextOpenDraw(context.db, locId, context.now);
  const draw = await findDraw(context.db, locId, drawId);
  if (!draw) throw PlatformError.notFound('Draw not found.');
  return draw;
}

/** GET riskBoard: the next draw taking bets (or DrawId) of the location. */
export async function riskBoard(context: RiskContext, query: { DrawId?: number }): Promise<RiskBoard> {
  const locId = fourD(context);
  const [draw, cap] = await Promise.all([drawOf(context, locId, query.DrawId), capOf(context.db, locId)]);
  const asOf = context.now.toISOString();
  if (!draw) return { Draw: null, Cap: cap, TotalBig: '0.00', TotalSmall: '0.00', Numbers: 0, Top: [], Locked: [], AsOf: asOf };
  const company = await companyRates(context, locId);
  const [book, locks] = await Promise.all([
    bookOf(context.db, draw, company),
    context.db.select().from(riskNumbers).where(and(eq(riskNumbers.drawId, draw.id), eq(riskNumbers.locked, true))).orderBy(asc(riskNumbers.number)),
  ]);
  const whole = book.big + book.small;
  const lockOf = new Map(locks.map((row) => [row.number, row]));
  return {
    Draw: { DrawId: draw.id, DrawDate: draw.drawDate, CloseAt: draw.closeAt.toISOString() },
    Cap: cap,
    TotalBig: centsToMoney(book.big),
    TotalSmall: centsToMoney(book.small),
    Numbers: book.numbers,
    Top: book.top.map((row) => answerOf(row, whole, lockOf.get(row.number))),
    Locked: locks.map((lock) => answerOf(book.all.get(lock.number) ?? emptyNumber(lock.number), whole, lock)),
    AsOf: asOf,
  };
}

/** POST riskLock: locks or unlocks a number of a draw of the location, audited (an unchanged state writes nothing). */
export async function setLock(context: RiskContext, input: RiskLockInput): Promise<RiskNumber> {
  const locId = fourD(context);
  const draw = await findDraw(context.db, locId, input.DrawId);
  if (!draw) throw PlatformError.notFound('Draw not found.');
  const company = await companyRates(context, locId);
  const row = await context.db.transaction(async (tx) => {
    await tx.insert(riskNumbers).values({ drawId: draw.id, number: input.Number }).onConflictDoNothing();
    const [before] = await tx
      .select()
      .from(riskNumbers)
      .where(and(eq(riskNumbers.drawId, draw.id), eq(riskNumbers.number, input.Number)))
      .for('update');
    if (!before) throw new Error('risk number row missing after insert');
    if (before.locked === input.Locked) return before;
    const values = input.Locked
      ? { locked: true, autoLocked: false, lockedBy: context.actor.userId, lockedAt: context.now }
      : { locked: false, autoLocked: false, lockedBy: null, lockedAt: null };
    const [after] = await tx
      .update(riskNumbers)
      .set(values)
      .where(and(eq(riskNumbers.drawId, draw.id), eq(riskNumbers.number, input.Number)))
      .returning();
    if (!after) throw new Error('risk number update returned nothing');
    await writeAudit(tx, {
      actorId: context.actor.userId,
      entity: 'risk-number',
      entityId: `${draw.id}:${input.Number}`,
      action: 'UPDATE',
      locId,
      before: { DrawId: draw.id, Number: input.Number, Locked: before.locked, AutoLocked: before.autoLocked },
      after: { DrawId: draw.id, Number: input.Number, Locked: after.locked, AutoLocked: after.autoLocked },
    });
    return after;
  });
  const figures = (await pricedOnly(context.db, draw, company, [input.Number])).get(input.Number) ?? emptyNumber(input.Number);
  return answerOf(figures, 0n, row);
}

/**
 * PUT riskCap: sets (or, with null, clears) the location's auto-lock cap, audited. A new cap applies at
 * once: every number of the location's open draws already past it locks in the same transaction (the
 * cap row is held, so a placement waits and then reads the new cap).
 */
export async function setCap(context: RiskContext, input: RiskCapInput): Promise<{ Cap: string | null }> {
  const locId = fourD(context);
  const company = await companyRates(context, locId);
  return context.db.transaction(async (tx) => {
    const [before] = await tx.select().from(riskCaps).where(eq(riskCaps.locId, locId)).for('update');
    if (input.Cap === null) {
      if (before) await tx.delete(riskCaps).where(eq(riskCaps.locId, locId));
    } else {
      await tx
        .insert(riskCaps)
        .values({ locId, cap: input.Cap, updatedBy: context.actor.userId, updatedAt: context.now })
        .onConflictDoUpdate({ target: riskCaps.locId, set: { cap: input.Cap, updatedBy: context.actor.userId, updatedAt: context.now } });
    }
    if ((before?.cap ?? null) !== input.Cap) {
      await writeAudit(tx, { actorId: context.actor.userId, entity: 'risk-cap', entityId: locId, action: before ? (input.Cap === null ? 'DELETE' : 'UPDATE') : 'CREATE', locId, before: before ? { Cap: before.cap } : null, after: input.Cap === null ? null : { Cap: input.Cap } });
    }
    if (input.Cap !== null) {
      for (const draw of await openDrawsOf(tx, [locId], context.now)) {
        const open = await tx
          .select({ number: riskNumbers.number })
          .from(riskNumbers)
          .where(and(eq(riskNumbers.drawId, draw.id), eq(riskNumbers.locked, false)))
          .orderBy(asc(riskNumbers.number))
          .for('update');
        await lockOverCap(tx, { actorId: context.actor.userId, locId, now: context.now }, draw.id, open.map((row) => row.number), input.Cap, company);
      }
    }
    return { Cap: input.Cap };
  });
}
