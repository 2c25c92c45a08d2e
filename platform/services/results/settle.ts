// The settle job (kind results.settle) of insertProcess and draw/result/r5: ONE transaction that locks
// the draw, stores a re-entered result when the job carries one (a settled draw keeps its old result
// until here: services/results/entry.ts), reverses the old settlement, books the new one and marks the
// job DONE. So a reader sees the old result and books or the new ones, never a mix; a crash or a
// refusal rolls everything back to the old ones, and the job is run again (resumed at start, or by the
// next poll) unless it is DONE, which a second run reads after the draw lock and stops at.
// On PGlite (one connection) a write outside the transaction waits until it ends, so the progress
// writes are started, not awaited, inside onProgress and awaited after the transaction.
import { resultProblems, type SettleSummary } from '@/lib/contract/results';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import { PlatformError } from '../../errors';
import { doneResultOf, finishJobIn, JobFailure, registerJobHandler, type JobContext } from '../jobs/runner';
import { RESULT_JOB_KINDS, type DrawJobParams } from './jobs';
import { storeResult, type EnteredResult } from './store';
import { settleLockedDraw } from '../settlement/settle';
import { lockDraw } from '../settlement/load';

export interface SettleParams extends DrawJobParams {
  /** A result entered for a settled draw: stored by this job, with its settlement. */
  result?: EnteredResult;
  /** When it was entered (ISO): the draw's resultAt once stored. */
  enteredAt?: string;
}

const money = (value: string | bigint | number): string => (typeof value === 'bigint' ? centsToMoney(value) : toMoney(value));
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function settleJob(context: JobContext<SettleParams>): Promise<SettleSummary> {
  const { params, job, owner } = context;
  const writes: Promise<unknown>[] = [];
  try {
    const answer = await context.db.transaction(async (tx) => {
      const draw = await lockDraw(tx, params.drawId);
      const done = await doneResultOf(tx, job.id);
      if (done) return done.result as SettleSummary;
      if (params.result) {
        const problem = resultProblems(draw.game, params.result)[0];
        if (problem) throw new JobFailure(`The result was not stored: ${problem.message}`);
        await storeResult(tx, { actorId: owner.userId, locId: draw.locId, drawId: draw.id, at: new Date(params.enteredAt ?? context.now().toISOString()) }, params.result);
      }
      const summary = await settleLockedDraw(tx, draw, {
        now: context.now(),
        onProgress: async (step, total) => {
          writes.push(context.report({ processed: step, total }).catch(() => undefined));
          await yieldToEventLoop();
        },
      });
      const settled: SettleSummary = {
        DrawId: summary.drawId,
        Bets: summary.bets,
        Strikes: summary.strikes,
        Turnover: money(summary.turnover),
        Strike: money(summary.strike),
        Users: summary.users,
      };
      await finishJobIn(tx, job.id, settled);
      return settled;
    });
    await Promise.all(writes);
    return answer;
  } catch (error) {
    await Promise.all(writes);
    // A refusal (a pay table lacks a rate, the draw lost its result): nothing changed, the old books stand.
    if (error instanceof PlatformError) throw new JobFailure(params.result ? `The result was not stored and the earlier settlement stands: ${error.message}` : error.message);
    // The runner's generic "start it again" does not fit a re-entry: its result lives only in this job.
    if (params.result) throw new JobFailure('The platform failed while storing the corrected result: the earlier result and settlement stand. Enter the result again.', { cause: error });
    throw error;
  }
}

registerJobHandler<SettleParams>(RESULT_JOB_KINDS.settle, settleJob);
