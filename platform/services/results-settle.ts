// The settle job (kind results.settle) of insertProcess and draw/result/r5: settleDraw of
// services/settlement.ts with its progress reported to the job row. settleDraw runs in one
// transaction; on PGlite (one connection) a write outside it waits until it ends, so the progress
// writes are started, not awaited, inside onProgress and awaited after settleDraw returns. A refusal
// of settleDraw (the draw lost its result meanwhile) fails the job with its message.
import type { SettleSummary } from '@/lib/contract/results';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import { PlatformError } from '../errors';
import { JobFailure, registerJobHandler, type JobContext } from './jobs';
import { RESULT_JOB_KINDS, type DrawJobParams } from './results-jobs';
import { settleDraw } from './settlement';

const money = (value: string | bigint | number): string => (typeof value === 'bigint' ? centsToMoney(value) : toMoney(value));
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

async function settleJob(context: JobContext<DrawJobParams>): Promise<SettleSummary> {
  const writes: Promise<unknown>[] = [];
  try {
    const summary = await settleDraw(context.db, context.params.drawId, {
      now: context.now(),
      onProgress: async (done, total) => {
        writes.push(context.report({ processed: done, total }).catch(() => undefined));
        await yieldToEventLoop();
      },
    });
    await Promise.all(writes);
    return {
      DrawId: summary.drawId,
      Bets: summary.bets,
      Strikes: summary.strikes,
      Turnover: money(summary.turnover),
      Strike: money(summary.strike),
      Users: summary.users,
    };
  } catch (error) {
    await Promise.all(writes);
    if (error instanceof PlatformError) throw new JobFailure(error.message);
    throw error;
  }
}

registerJobHandler<DrawJobParams>(RESULT_JOB_KINDS.settle, settleJob);
