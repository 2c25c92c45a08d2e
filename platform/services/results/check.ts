// POST draw/result/r5/report (kind results.check): checks a draw's books without changing them. From
// the draw's live bets (one GROUP BY) and its strike rows it recomputes each member's Turnover and
// Strike, and each agent's and the company's as the sum over the members of its group (the member's
// chain of parents up to the first ADMIN); it compares them with the stored settlements rows, checks
// each row's identity WinLoss = Strike + Commission - Turnover, and sums every Amount, which must be
// 0.00 (the reconciliation). A strike row of a deleted bet is reported too. The answer lists every
// difference; an empty list and Balanced true mean the books agree with the bets.
import { and, eq, isNull, isNotNull, sql } from 'drizzle-orm';
import type { BooksCheck, JobStarted } from '@/lib/contract/results';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { bets, draws, settlements, strikes, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { JobFailure, registerJobHandler, type JobContext } from '../jobs/runner';
import { RESULT_JOB_KINDS, startDrawJob, type DrawJobParams, type ResultJobDeps } from './jobs';

type Difference = BooksCheck['Differences'][number];
interface Figures {
  turnover: bigint;
  strike: bigint;
}

const cents = (value: string | null | undefined) => moneyToCents(toMoney(value ?? '0'));

/** userId -> the users whose group holds it: itself, then its parents up to the first ADMIN. */
function groupsOf(rows: readonly { userId: string; parentId: string | null; role: string }[]): (userId: string) => string[] {
  const byId = new Map(rows.map((row) => [row.userId, row]));
  return (userId) => {
    const chain: string[] = [];
    let current = byId.get(userId);
    for (let depth = 0; current && depth < 64; depth++) {
      chain.push(current.userId);
      if (current.role === 'ADMIN') break;
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    return chain;
  };
}

/** Expected Turnover and Strike per user: each member's, added to every user of its chain. */
async function expectedFigures(db: Db, drawId: number): Promise<Map<string, Figures>> {
  const [turnover, won, tree] = await Promise.all([
    db
      .select({ userId: bets.userId, total: sql<string>`sum(${bets.cost})` })
      .from(bets)
      .where(and(eq(bets.drawId, drawId), isNull(bets.deletedAt)))
      .groupBy(bets.userId),
    db
      .select({ userId: strikes.userId, total: sql<string>`sum(${strikes.total})` })
      .from(strikes)
      .innerJoin(bets, eq(bets.id, strikes.betId))
      .where(and(eq(strikes.drawId, drawId), isNull(bets.deletedAt)))
      .groupBy(strikes.userId),
    db.select({ userId: users.userId, parentId: users.parentId, role: users.role }).from(users),
  ]);
  const chainOf = groupsOf(tree);
  const expected = new Map<string, Figures>();
  const add = (userId: string, field: keyof Figures, value: bigint) => {
    for (const holder of chainOf(userId)) {
      const figures = expected.get(holder) ?? { turnover: 0n, strike: 0n };
      figures[field] += value;
      expected.set(holder, figures);
    }
  };
  for (const row of turnover) add(row.userId, 'turnover', cents(row.total));
  for (const row of won) add(row.userId, 'strike', cents(row.total));
  return expected;
}

async function checkBooks(context: JobContext<DrawJobParams>): Promise<BooksCheck> {
  const { db, params } = context;
  const [draw] = await db.select().from(draws).where(eq(draws.id, params.drawId));
  if (!draw) throw new JobFailure('Draw not found.');
  await context.report({ processed: 0, total: 3 });
  const expected = await expectedFigures(db, draw.id);
  await context.report({ processed: 1, total: 3 });
  const stored = await db.select().from(settlements).where(eq(settlements.drawId, draw.id));
  const deadStrikes = await db
    .select({ userId: strikes.userId, total: sql<string>`sum(${strikes.total})` })
    .from(strikes)
    .innerJoin(bets, eq(bets.id, strikes.betId))
    .where(and(eq(strikes.drawId, draw.id), isNotNull(bets.deletedAt)))
    .groupBy(strikes.userId);
  await context.report({ processed: 2, total: 3 });

  const differences: Difference[] = [];
  const differ = (userId: string, field: string, storedCents: bigint, expectedCents: bigint) => {
    if (storedCents !== expectedCents) differences.push({ UserId: userId, Field: field, Stored: centsToMoney(storedCents), Expected: centsToMoney(expectedCents) });
  };
  let amountSum = 0n;
  const seen = new Set<string>();
  for (const row of stored) {
    seen.add(row.userId);
    const figures = expected.get(row.userId) ?? { turnover: 0n, strike: 0n };
    differ(row.userId, 'Turnover', cents(row.turnover), figures.turnover);
    differ(row.userId, 'Strike', cents(row.strike), figures.strike);
    differ(row.userId, 'WinLoss', cents(row.winLoss), cents(row.strike) + cents(row.commission) - cents(row.turnover));
    amountSum += cents(row.amount);
  }
  for (const [userId, figures] of expected) {
    if (seen.has(userId) || (figures.turnover === 0n && figures.strike === 0n)) continue;
    differ(userId, 'Turnover', 0n, figures.turnover);
    differ(userId, 'Strike', 0n, figures.strike);
  }
  for (const row of deadStrikes) differ(row.userId, 'DeletedBetStrike', cents(row.total), 0n);
  differences.sort((a, b) => a.UserId.localeCompare(b.UserId) || a.Field.localeCompare(b.Field));
  return {
    DrawId: draw.id,
    Settled: draw.settledAt !== null,
    Users: stored.length,
    AmountSum: centsToMoney(amountSum),
    Balanced: amountSum === 0n && differences.length === 0,
    Differences: differences,
  };
}

registerJobHandler<DrawJobParams>(RESULT_JOB_KINDS.check, checkBooks);

/** POST draw/result/r5/report: the books of a resulted draw (409 without a result). */
export function startBooksCheck(deps: ResultJobDeps, drawId: number): Promise<JobStarted> {
  return startDrawJob(deps, RESULT_JOB_KINDS.check, { drawId }, (draw) => {
    if (draw.status !== 'RESULTED') throw new PlatformError(409, `The draw of ${draw.drawDate} has no result: there are no books to check.`);
  });
}
