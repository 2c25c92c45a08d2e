// The risk board's copy of a draw's running totals, kept per process (docs/decisions/risk-board.md).
// A draw of a million bets holds about a hundred thousand totals (numbers times holders times lines);
// reading and climbing them all on every poll of the board costs more than the board may take. So each
// process keeps the totals of the draws its boards show, and what the company keeps of each number:
// - Reading: every write of risk_totals records its transaction's id (changed_xact), and a read takes,
//   in one repeatable-read snapshot, the rows written by transactions at or after the oldest one still
//   running when the previous read was taken (its snapshot's xmin), so a transaction that commits late
//   is never missed. Rows are never deleted but with their draw; if the copy ever holds more rows than
//   the table (a draw deleted and its id met again, a database reset), it is read whole again.
// - Climbing: the numbers whose rows changed since the last climb are climbed again; all of them when
//   anything else the climb reads changed (its key: uplines, eat limits, placements).
// Reads of one draw run one after another, so the copy only moves forward; a process keeps at most
// MAX_DRAWS draws per database.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { HeldTotal, LineTotal } from '@/lib/domain/risk-board';
import type { Db } from '../../db/client';
import { riskTotals } from '../../db/schema';

/** How many draws' totals one process keeps per database (the least recently read go first). */
const MAX_DRAWS = 4;

interface Copy {
  /** number -> row key -> row. */
  rows: Map<string, Map<string, HeldTotal>>;
  size: number;
  holders: Set<string>;
  /** The xmin of the last read's snapshot; null before the first. */
  since: bigint | null;
  /** The numbers whose rows changed since the last climb; 'all' after a whole read. */
  dirty: Set<string> | 'all';
  /** What the company keeps per number as of the last climb, and that climb's key. */
  kept: { key: string; byNumber: Map<string, LineTotal[]> } | null;
  /** The work in flight (or the last): the next waits for it. */
  queue: Promise<void>;
}

const copies = new WeakMap<Db, Map<number, Copy>>();

const keyOf = (row: Pick<HeldTotal, 'line' | 'holder'>) => `${row.line}\u0000${row.holder}`;

const columns = { number: riskTotals.number, line: riskTotals.line, holder: riskTotals.holder, big: riskTotals.big, small: riskTotals.small };

function put(copy: Copy, row: HeldTotal): void {
  let lines = copy.rows.get(row.number);
  if (!lines) copy.rows.set(row.number, (lines = new Map()));
  const key = keyOf(row);
  if (!lines.has(key)) copy.size += 1;
  lines.set(key, row);
  copy.holders.add(row.holder);
  if (copy.dirty !== 'all') copy.dirty.add(row.number);
}

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
      for (const row of changed) put(copy, row);
      if (copy.size !== n) {
        Object.assign(copy, { rows: new Map(), size: 0, holders: new Set(), dirty: 'all' });
        for (const row of await tx.select(columns).from(riskTotals).where(eq(riskTotals.drawId, drawId))) put(copy, row);
      }
      copy.since = BigInt(xmin);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

const live = (row: HeldTotal) => row.big > 0n || row.small > 0n;

/** Runs `work` on the draw's copy, brought up to date, after the work queued before it. */
async function withCopy<T>(db: Db, drawId: number, work: (copy: Copy) => Promise<T>): Promise<T> {
  let byDraw = copies.get(db);
  if (!byDraw) copies.set(db, (byDraw = new Map()));
  let copy = byDraw.get(drawId);
  if (copy) byDraw.delete(drawId);
  else copy = { rows: new Map(), size: 0, holders: new Set(), since: null, dirty: 'all', kept: null, queue: Promise.resolve() };
  byDraw.set(drawId, copy); // the most recently read last
  for (const [oldest] of byDraw) {
    if (byDraw.size <= MAX_DRAWS) break;
    byDraw.delete(oldest);
  }
  const held = copy;
  const run = async () => {
    await refresh(db, drawId, held);
    return work(held);
  };
  const next = held.queue.then(run, run);
  held.queue = next.then(
    () => undefined,
    () => {
      // A failed read or climb may have merged part of its work: start over.
      Object.assign(held, { rows: new Map(), size: 0, holders: new Set(), since: null, dirty: 'all', kept: null });
    },
  );
  return next;
}

/** The draw's running totals with something on them, as of now. */
export async function mirroredTotals(db: Db, drawId: number): Promise<HeldTotal[]> {
  return withCopy(db, drawId, async (copy) => [...copy.rows.values()].flatMap((lines) => [...lines.values()].filter(live)));
}

/** How the company keeps numbers: the climb's key, and what it keeps of the numbers of some totals. */
export interface Keeper {
  key: string;
  keep(totals: readonly HeldTotal[]): Map<string, LineTotal[]>;
}

/**
 * What the company keeps of each number of the draw, as of now: the numbers whose totals changed since
 * the last call are kept again by `keeperFor` (given the draw's holders), all of them when its key
 * changed. The answer is the copy's own: read it, do not change it.
 */
export async function keptTotals(db: Db, drawId: number, keeperFor: (holders: string[]) => Promise<Keeper>): Promise<ReadonlyMap<string, LineTotal[]>> {
  return withCopy(db, drawId, async (copy) => {
    const keeper = await keeperFor([...copy.holders]);
    const rowsOf = (numbers: Iterable<string>) => [...numbers].flatMap((number) => [...(copy.rows.get(number)?.values() ?? [])].filter(live));
    if (copy.kept === null || copy.kept.key !== keeper.key || copy.dirty === 'all') {
      copy.kept = { key: keeper.key, byNumber: keeper.keep(rowsOf(copy.rows.keys())) };
    } else if (copy.dirty.size > 0) {
      const fresh = keeper.keep(rowsOf(copy.dirty));
      for (const number of copy.dirty) {
        const lines = fresh.get(number);
        if (lines) copy.kept.byNumber.set(number, lines);
        else copy.kept.byNumber.delete(number);
      }
    }
    copy.dirty = new Set();
    return copy.kept.byNumber;
  });
}
