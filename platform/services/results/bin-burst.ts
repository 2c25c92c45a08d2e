// POST draw/result/binBurst {DrawId} (kind results.binBurst) and POST draw/result/binConfirm {DrawId,
// Numbers?} (kind results.binConfirm), docs/decisions/results-and-settlement.md "Bin burst and bin confirm".
// - binBurst, for a closed draw that is not cancelled: per number, the draw's stakes (Total), what
//   reached the company through every eat limit below it (In) and the part above the company's own bin
//   limit (Burst), computed from the live bets (results/bin-stakes.ts); the largest burst first.
// - binConfirm: the company confirms what it passes on (Out) per number: the Burst of the latest
//   finished binBurst of the draw, or the amounts the admin sends (each number must have reached the
//   company, and Out may not exceed In). The latest confirmation of a draw is the one that counts.
import type { BinBurst, BinConfirm, JobStarted } from '@/lib/contract/results';
import { binBurstSchema, binConfirmBodySchema } from '@/lib/contract/results';
import { NO_AMOUNTS, STAKE_KINDS, type Amounts } from '@/lib/domain/outset';
import type { z } from '@/lib/contract/zod';
import type { Db } from '../../db/client';
import { PlatformError } from '../../errors';
import type { DrawRow } from '../draws/read';
import { findJob, registerJobHandler, type JobContext } from '../jobs/runner';
import { centsAmounts, companyExposure, hasAmounts, sumAmounts, wireAmounts } from './bin-stakes';
import { latestDone, RESULT_JOB_KINDS, startDrawJob, type DrawJobParams, type ResultJobDeps } from './jobs';

const weight = (a: Amounts) => a.big + a.small + a.unit;
const byWeight = (a: Amounts, b: Amounts) => (weight(a) === weight(b) ? 0 : weight(a) > weight(b) ? -1 : 1);

async function burstJob(context: JobContext<DrawJobParams>): Promise<BinBurst> {
  const exposure = await companyExposure(context.db, context.job.locId ?? '', context.params.drawId, (step) =>
    context.report({ processed: step, total: 4 }),
  );
  const numbers = [...exposure.numbers].sort((a, b) => byWeight(a.burst, b.burst) || byWeight(a.in, b.in) || a.key.localeCompare(b.key));
  return {
    DrawId: context.params.drawId,
    Limit: exposure.limit ? wireAmounts(exposure.limit) : null,
    Numbers: numbers.map((row) => ({ Number: row.key, Total: wireAmounts(row.total), In: wireAmounts(row.in), Burst: wireAmounts(row.burst) })),
    Total: wireAmounts(sumAmounts(numbers.map((row) => row.total))),
    In: wireAmounts(sumAmounts(numbers.map((row) => row.in))),
    Burst: wireAmounts(sumAmounts(numbers.map((row) => row.burst))),
  };
}

interface ConfirmParams extends DrawJobParams {
  burstJobId: number;
  /** The Out per number the admin sent (absent: the burst's). */
  numbers?: { Number: string; Big: string; Small: string; Unit: string }[];
}

async function confirmJob(context: JobContext<ConfirmParams>): Promise<BinConfirm> {
  const burst = binBurstSchema.parse((await findJob(context.db, context.params.burstJobId))?.result);
  const sent = context.params.numbers ? new Map(context.params.numbers.map((row) => [row.Number, centsAmounts({ Big: row.Big, Small: row.Small, Unit: row.Unit })])) : null;
  const numbers = burst.Numbers.map((row) => {
    const out = sent ? (sent.get(row.Number) ?? NO_AMOUNTS) : centsAmounts(row.Burst);
    return { Number: row.Number, In: row.In, out };
  });
  await context.report({ processed: 1, total: 1 });
  return {
    DrawId: context.params.drawId,
    BurstJobId: context.params.burstJobId,
    Numbers: numbers.map((row) => ({ Number: row.Number, In: row.In, Out: wireAmounts(row.out) })),
    Out: wireAmounts(sumAmounts(numbers.map((row) => row.out))),
  };
}

registerJobHandler<DrawJobParams>(RESULT_JOB_KINDS.binBurst, burstJob);
registerJobHandler<ConfirmParams>(RESULT_JOB_KINDS.binConfirm, confirmJob);

/** 409 unless the bins of the draw may be computed: sales closed, not cancelled. */
export function assertClosedDraw(draw: DrawRow, now: Date): void {
  if (draw.status === 'CANCELLED') throw new PlatformError(409, `The draw of ${draw.drawDate} is cancelled.`);
  if (draw.closeAt.getTime() > now.getTime()) throw new PlatformError(409, `The draw of ${draw.drawDate} still takes bets: its bins are computed after sales close.`);
}

/** POST draw/result/binBurst. */
export function startBinBurst(deps: ResultJobDeps, drawId: number, now: Date): Promise<JobStarted> {
  return startDrawJob(deps, RESULT_JOB_KINDS.binBurst, { drawId }, (draw) => assertClosedDraw(draw, now));
}

/** The Out sent for a number checked against the burst's In: 400 naming the number. */
function checkSent(sent: NonNullable<z.output<typeof binConfirmBodySchema>['Numbers']>, burst: BinBurst): void {
  const inOf = new Map(burst.Numbers.map((row) => [row.Number, centsAmounts(row.In)]));
  const seen = new Set<string>();
  for (const [index, row] of sent.entries()) {
    const field = `Numbers.${index}.Number`;
    const reached = inOf.get(row.Number);
    if (!reached) throw PlatformError.badRequest(`${row.Number} did not reach the company on this draw.`, field);
    if (seen.has(row.Number)) throw PlatformError.badRequest(`${row.Number} is given twice.`, field);
    seen.add(row.Number);
    const out = centsAmounts(row);
    if (STAKE_KINDS.some((kind) => out[kind] < 0n || out[kind] > reached[kind])) {
      throw PlatformError.badRequest(`The Out of ${row.Number} must be between 0 and what reached the company.`, field);
    }
  }
}

/** POST draw/result/binConfirm: needs a finished binBurst of the draw (409). */
export function startBinConfirm(deps: ResultJobDeps, body: z.output<typeof binConfirmBodySchema>, now: Date): Promise<JobStarted> {
  return startDrawJob(deps, RESULT_JOB_KINDS.binConfirm, { drawId: body.DrawId }, async (draw, tx: Db) => {
    assertClosedDraw(draw, now);
    const burstJob = await latestDone(tx, RESULT_JOB_KINDS.binBurst, draw.id);
    if (!burstJob) throw new PlatformError(409, 'Run binBurst for this draw first: there is no burst to confirm.');
    const burst = binBurstSchema.parse(burstJob.result);
    const sent = body.Numbers?.filter((row) => hasAmounts(centsAmounts(row)));
    if (body.Numbers) checkSent(body.Numbers, burst);
    return { burstJobId: burstJob.id, ...(sent ? { numbers: sent } : {}) };
  });
}
