// What reaches the company on a draw, per number (4D) or Toto combination: the outset climb of
// lib/domain/outset.ts over the whole tree, every user eating up to its eat limit (outset_limits) and
// passing the rest up, as bet/throw shows it per user. The company (the top of the tree) keeps what
// reaches it; the bin jobs (docs/decisions/results-and-settlement.md "Bin burst and bin confirm") also hold that against the
// company's own outset_limits row: the part above it "bursts the bin" and is what the company may
// pass on to another book. A company without a row has no bin limit: nothing bursts.
import { and, eq, isNull } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { betStakes, computeOutset, NO_AMOUNTS, STAKE_KINDS, type Amounts } from '@/lib/domain/outset';
import type { BinAmounts } from '@/lib/contract/results';
import type { Db } from '../../db/client';
import { bets, outsetLimits } from '../../db/schema';
import { araBetOf } from '../files/export';
import { listUsers } from '../users/members';
import { numberLimitsOf } from '../outset/view';

/** One number's stakes over the whole draw, what reached the company, and what bursts its limit (cents). */
export interface CompanyNumber {
  key: string;
  total: Amounts;
  in: Amounts;
  burst: Amounts;
}

export interface CompanyExposure {
  /** The company's bin limit per number (null: none). */
  limit: Amounts | null;
  numbers: CompanyNumber[];
}

const add = (a: Amounts, b: Amounts): Amounts => ({ big: a.big + b.big, small: a.small + b.small, unit: a.unit + b.unit });
const minus = (a: Amounts, b: Amounts): Amounts => ({ big: a.big - b.big, small: a.small - b.small, unit: a.unit - b.unit });
const positive = (a: Amounts): boolean => STAKE_KINDS.some((kind) => a[kind] > 0n);

/** Cents as wire amounts. */
export const wireAmounts = (a: Amounts): BinAmounts => ({ Big: centsToMoney(a.big), Small: centsToMoney(a.small), Unit: centsToMoney(a.unit) });
/** Wire amounts as cents. */
export const centsAmounts = (a: BinAmounts): Amounts => ({ big: moneyToCents(a.Big), small: moneyToCents(a.Small), unit: moneyToCents(a.Unit) });
export const sumAmounts = (list: readonly Amounts[]): Amounts => list.reduce(add, NO_AMOUNTS);
export { positive as hasAmounts };

/** The part of `amounts` above `limit`, per kind (0 where it is within). */
function above(amounts: Amounts, limit: Amounts | null): Amounts {
  if (!limit) return NO_AMOUNTS;
  const over = minus(amounts, limit);
  return { big: over.big > 0n ? over.big : 0n, small: over.small > 0n ? over.small : 0n, unit: over.unit > 0n ? over.unit : 0n };
}

/** The draw's company figures per number; `onStep` reports progress between the phases. */
export async function companyExposure(db: Db, locId: string, drawId: number, onStep: (step: number) => Promise<void>): Promise<CompanyExposure> {
  const tree = await listUsers(db, { all: true });
  const limits = await db.select().from(outsetLimits).where(eq(outsetLimits.locId, locId));
  const numberLimits = await numberLimitsOf(db, locId, tree);
  await onStep(1);
  const rows = await db
    .select()
    .from(bets)
    .where(and(eq(bets.drawId, drawId), isNull(bets.deletedAt)));
  const stakes = rows.flatMap((row) => betStakes(row.userId, araBetOf(row)));
  await onStep(2);
  const limitOf = new Map(limits.map((row) => [row.userId, { big: moneyToCents(row.big), small: moneyToCents(row.small), unit: moneyToCents(row.unit) }]));
  const parents = new Map(tree.map((row) => [row.userId, row.parentId]));
  const outset = computeOutset({
    parents,
    stakes,
    limitOf: (userId) => limitOf.get(userId) ?? null,
    numberLimitOf: (userId, key) => numberLimits.get(userId)?.get(key),
  });
  const tops = tree.filter((row) => row.parentId === null || !parents.has(row.parentId)).map((row) => row.userId);

  const totals = new Map<string, Amounts>();
  for (const stake of stakes) totals.set(stake.key, add(totals.get(stake.key) ?? NO_AMOUNTS, stake.amounts));
  const byKey = new Map<string, { in: Amounts; burst: Amounts }>();
  for (const top of tops) {
    const limit = limitOf.get(top) ?? null;
    for (const [key, figures] of outset.get(top) ?? []) {
      const reached = { big: figures.big.in, small: figures.small.in, unit: figures.unit.in };
      const known = byKey.get(key) ?? { in: NO_AMOUNTS, burst: NO_AMOUNTS };
      byKey.set(key, { in: add(known.in, reached), burst: add(known.burst, above(reached, limit)) });
    }
  }
  await onStep(3);
  const companyLimit = tops.length === 1 && tops[0] !== undefined ? (limitOf.get(tops[0]) ?? null) : null;
  const numbers = [...byKey]
    .filter(([, figures]) => positive(figures.in))
    .map(([key, figures]) => ({ key, total: totals.get(key) ?? NO_AMOUNTS, in: figures.in, burst: figures.burst }));
  return { limit: companyLimit, numbers };
}
