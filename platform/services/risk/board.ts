// The risk board (docs/decisions/risk-board.md): the running totals of a 4D draw (risk_totals, kept by
// placement and deletion) priced at the rates of each bettor's line as the company sees them, per
// number; the top numbers by potential payout and the locked ones. One indexed read of the draw's
// totals (per number and line, not per bet), so a draw of a million bets answers as fast as its
// numbers allow. Number locks and the auto-lock cap are written here too, audited.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RiskBoard, RiskCapInput, RiskLockInput, RiskNumber } from '@/lib/contract/risk-board';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { percentText, RISK_TOP, shareBasisPoints } from '@/lib/domain/risk-board';
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
import { lockOverCap } from './totals';

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

async function companyRates(context: RiskContext, locId: string): Promise<LineRates> {
  const company = await companyOf(context.db, context.actor);
  return lineRates(context.db, locId, company.userId, new Map());
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

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The priced figures of a line's totals, in SQL: cents x hundredths / 100, rounded half up (as payoutsOf). */
const priced = (kind: 'big' | 'small', rate: string) => sql.raw(`(sum((t.${kind}_cents * r.${rate} + 50) / 100))`);

/**
 * The draw's numbers with totals, priced in one SQL aggregate over its running totals (per number and
 * line, joined to each line's rates): the top `limit` by MaxPayout, or the numbers of `only`.
 */
async function pricedNumbers(db: Db, drawId: number, rates: LineRates, pick: { limit: number } | { only: readonly string[] }): Promise<Map<string, Priced>> {
  if ('only' in pick && pick.only.length === 0) return new Map();
  const lines = rowsOf<{ line: string }>(await db.execute(sql`select distinct line from risk_totals where draw_id = ${drawId}`)).map((row) => row.line);
  if (lines.length === 0) return new Map();
  const values = sql.join(
    lines.map((line) => {
      const cells = FOUR_D_PRIZES.flatMap((prize) => {
        const rate = rates.rate(line, prize);
        return [sql`${String(rate.big)}::bigint`, sql`${String(rate.small)}::bigint`];
      });
      return sql`(${line}, ${sql.join(cells, sql`, `)})`;
    }),
    sql`, `,
  );
  const payout = (prize: number) => sql`${priced('big', `b${prize}`)} + ${priced('small', `s${prize}`)}`;
  const filter = 'only' in pick ? sql`and t.number in (${sql.join(pick.only.map((number) => sql`${number}`), sql`, `)})` : sql``;
  const tail = 'limit' in pick ? sql`order by greatest(p0, p1, p2, p3, p4) desc, number asc limit ${pick.limit}` : sql``;
  const rows = rowsOf<{ number: string; big: string; small: string; p0: string; p1: string; p2: string; p3: string; p4: string; max_payout: string }>(
    await db.execute(sql`
      with rates(line, b0, s0, b1, s1, b2, s2, b3, s3, b4, s4) as (values ${values}),
      numbers as (
        select t.number, sum(t.big_cents) as big, sum(t.small_cents) as small,
          ${payout(0)} as p0, ${payout(1)} as p1, ${payout(2)} as p2, ${payout(3)} as p3, ${payout(4)} as p4
        from risk_totals t join rates r on r.line = t.line
        where t.draw_id = ${drawId} ${filter}
        group by t.number
        having sum(t.big_cents) + sum(t.small_cents) > 0
      )
      select number, big::text, small::text, p0::text, p1::text, p2::text, p3::text, p4::text,
        greatest(p0, p1, p2, p3, p4)::text as max_payout
      from numbers ${tail}`),
  );
  return new Map(
    rows.map((row) => {
      const payouts = Object.fromEntries(FOUR_D_PRIZES.map((prize, i) => [prize, BigInt(row[`p${i}` as 'p0'])])) as Record<FourDPrize, bigint>;
      return [row.number, { number: row.number, big: BigInt(row.big), small: BigInt(row.small), payouts, maxPayout: BigInt(row.max_payout) }];
    }),
  );
}

/** How many numbers the draw took bets on, and its whole Big and Small, in cents. */
async function drawTotals(db: Db, drawId: number): Promise<{ numbers: number; big: bigint; small: bigint }> {
  const [row] = rowsOf<{ numbers: string; big: string | null; small: string | null }>(
    await db.execute(sql`
      select count(*)::text as numbers, sum(big)::text as big, sum(small)::text as small
      from (select sum(big_cents) as big, sum(small_cents) as small from risk_totals where draw_id = ${drawId} group by number) n
      where big + small > 0`),
  );
  return { numbers: Number(row?.numbers ?? 0), big: BigInt(row?.big ?? 0), small: BigInt(row?.small ?? 0) };
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
  const rates = await companyRates(context, locId);
  const [top, locks, totals] = await Promise.all([
    pricedNumbers(context.db, draw.id, rates, { limit: RISK_TOP }),
    context.db.select().from(riskNumbers).where(and(eq(riskNumbers.drawId, draw.id), eq(riskNumbers.locked, true))).orderBy(asc(riskNumbers.number)),
    drawTotals(context.db, draw.id),
  ]);
  const lockedFigures = await pricedNumbers(context.db, draw.id, rates, { only: locks.map((lock) => lock.number).filter((number) => !top.has(number)) });
  const whole = totals.big + totals.small;
  const lockOf = new Map(locks.map((row) => [row.number, row]));
  return {
    Draw: { DrawId: draw.id, DrawDate: draw.drawDate, CloseAt: draw.closeAt.toISOString() },
    Cap: cap,
    TotalBig: centsToMoney(totals.big),
    TotalSmall: centsToMoney(totals.small),
    Numbers: totals.numbers,
    Top: [...top.values()].map((row) => answerOf(row, whole, lockOf.get(row.number))),
    Locked: locks.map((lock) => answerOf(top.get(lock.number) ?? lockedFigures.get(lock.number) ?? emptyNumber(lock.number), whole, lock)),
    AsOf: asOf,
  };
}

/** POST riskLock: locks or unlocks a number of a draw of the location, audited (an unchanged state writes nothing). */
export async function setLock(context: RiskContext, input: RiskLockInput): Promise<RiskNumber> {
  const locId = fourD(context);
  const draw = await findDraw(context.db, locId, input.DrawId);
  if (!draw) throw PlatformError.notFound('Draw not found.');
  const rates = await companyRates(context, locId);
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
  const figures = (await pricedNumbers(context.db, draw.id, rates, { only: [input.Number] })).get(input.Number) ?? emptyNumber(input.Number);
  return answerOf(figures, 0n, row);
}

/**
 * PUT riskCap: sets (or, with null, clears) the location's auto-lock cap, audited. A new cap applies at
 * once: every number of the location's open draws already past it locks in the same transaction (the
 * cap row is held, so a placement waits and then reads the new cap).
 */
export async function setCap(context: RiskContext, input: RiskCapInput): Promise<{ Cap: string | null }> {
  const locId = fourD(context);
  const rates = await companyRates(context, locId);
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
        await lockOverCap(tx, { actorId: context.actor.userId, locId, now: context.now }, draw.id, open.map((row) => row.number), input.Cap, rates);
      }
    }
    return { Cap: input.Cap };
  });
}
