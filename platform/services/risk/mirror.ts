// The risk board's copy of a draw's running totals, kept per process (docs/decisions/risk-board.md).
// A draw of a million bets holds about a hundred thousand totals (numbers times holders times lines);
// reading them all on every poll of the board costs more than the board may take. So each process keeps
// the totals of the draws its boards show and reads again only the rows written since its last read:
// every write of risk_totals records its transaction's id (changed_xact), and a read takes, in one
// repeatable-read snapshot, the rows written by transactions at or after the oldest one still running
// when the previous read was taken (its snapshot's xmin), so a transaction that commits late is never
// missed. Rows are never deleted but with their draw; if the copy ever holds more rows than the table
// (a draw deleted and its id met again, a database reset), it is read whole again. Refreshes of one
// draw run one after another, so the copy only moves forward; a process keeps at most MAX_DRAWS draws.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { HeldTotal } from '@/lib/domain/risk-board';
import type { Db } from '../../db/client';
import { riskTotals } from '../../db/schema';

/** How many draws' totals one process keeps per database (the least recently read go first). */
const MAX_DRAWS = 4;

interface Copy {
  rows: Map<string, HeldTotal>;
  /** The xmin of the last read's snapshot; null before the first. */
  since: bigint | null;
  /** The refresh in flight (or the last one): the next waits for it. */
  queue: Promise<void>;
}

const copies = new WeakMap<Db, Map<number, Copy>>();

const keyOf = (row: Pick<HeldTotal, 'number' | 'line' | 'holder'>) => `${row.number}\u0000${row.line}\u0000${row.holder}`;

const columns = { number: riskTotals.number, line: riskTotals.line, holder: riskTotals.holder, big: riskTotals.big, small: riskTotals.small };

async function refresh(db: Db, drawId: number, copy: Copy): Promise<void> {
  await db.transaction(
    async (tx) => {
      const state = (await tx.execute(
        sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, count(*)::int as n from ${riskTotals} where ${riskTotals.drawId} = ${drawId}`,
      )) as unknown as { rows: { xmin: string; n: number }[] };
      const { xmin, n } = state.rows[0] ?? { xmin: '0', n: 0 };
      const since = copy.since;
      const changed = await tx
        .select(columns)
        .from(riskTotals)
        .where(and(eq(riskTotals.drawId, drawId), since === null ? undefined : gte(riskTotals.changedXact, since)));
      for (const row of changed) copy.rows.set(keyOf(row), row);
      if (copy.rows.size !== n) {
        copy.rows.clear();
        for (const row of await tx.select(columns).from(riskTotals).where(eq(riskTotals.drawId, drawId))) copy.rows.set(keyOf(row), row);
      }
      copy.since = BigInt(xmin);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The draw's running totals with something on them, as of now: the process's copy, brought up to date. */
export async function mirroredTotals(db: Db, drawId: number): Promise<HeldTotal[]> {
  let byDraw = copies.get(db);
  if (!byDraw) copies.set(db, (byDraw = new Map()));
  let copy = byDraw.get(drawId);
  if (copy) byDraw.delete(drawId);
  else copy = { rows: new Map(), since: null, queue: Promise.resolve() };
  byDraw.set(drawId, copy); // the most recently read last
  for (const [oldest] of byDraw) {
    if (byDraw.size <= MAX_DRAWS) break;
    byDraw.delete(oldest);
  }
  const kept = copy;
  const next = kept.queue.then(
    () => refresh(db, drawId, kept),
    () => refresh(db, drawId, kept),
  );
  kept.queue = next.catch(() => {
    kept.since = null; // a failed refresh may have merged part of a read: start over
    kept.rows.clear();
  });
  await next;
  return [...kept.rows.values()].filter((row) => row.big > 0n || row.small > 0n);
}
