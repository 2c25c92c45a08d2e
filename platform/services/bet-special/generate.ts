// Bet Special generation (docs/decisions/bet-special.md): a run of the job 'bet.special' on one draw
// reads what reached the company on each number (the outset climb of results/bin-stakes.ts, the same
// figures as bet/throw and binBurst), takes the hot ones (setting 1), and places on each, for the target
// account of setting 2, one ordinary ticket of the stake of setting 2 through the ONE placement
// (bets/place.ts placeSubmission: open draw, rights, credit and limits checked as for POST bet). A
// number the placement refuses is listed with the placement's own message. Each ticket's key is
// `S:<run>:<number>`, so a run resumed after a cut never places a number twice.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BetSpecialResult, BetSpecialRun, SpecialFailure } from '@/lib/contract/bet-special';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { draws, jobs } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { fourDBet, submissionHash } from '../bets/normalize';
import { placeSubmission } from '../bets/place';
import { assertMayPlaceBets, betTarget } from '../bets/rights';
import { findDraw } from '../draws/read';
import { createJob, findJob, isUnfinished, JobFailure, registerJobHandler, startJob, type JobContext, type JobRow, type RunnerOptions } from '../jobs/runner';
import { companyExposure, type CompanyNumber } from '../results/bin-stakes';
import { assertFourD, settingRowOf, type SpecialContext } from './settings';

export const SPECIAL_KIND = 'bet.special';
const RUN_NOT_FOUND = 'Bet Special run not found.';

interface SpecialParams {
  drawId: number;
  targetUserId: string;
  hotBig: string;
  hotSmall: string;
  maxNumbers: number;
  big: string;
  small: string;
}

/** The hot numbers of the draw, the largest (Big, then Small) first, at most maxNumbers. */
export function hotNumbers(numbers: readonly CompanyNumber[], params: Pick<SpecialParams, 'hotBig' | 'hotSmall' | 'maxNumbers'>): { hot: number; chosen: CompanyNumber[] } {
  const big = moneyToCents(params.hotBig);
  const small = moneyToCents(params.hotSmall);
  const hot = numbers.filter((row) => /^\d{4}$/.test(row.key) && ((big > 0n && row.in.big >= big) || (small > 0n && row.in.small >= small)));
  hot.sort((a, b) => (b.in.big === a.in.big ? (b.in.small === a.in.small ? a.key.localeCompare(b.key) : b.in.small > a.in.small ? 1 : -1) : b.in.big > a.in.big ? 1 : -1));
  return { hot: hot.length, chosen: hot.slice(0, params.maxNumbers) };
}

async function specialJob(context: JobContext<SpecialParams>): Promise<BetSpecialResult> {
  const { db, params, owner, job } = context;
  const [draw] = await db.select().from(draws).where(eq(draws.id, params.drawId));
  if (!draw) throw new JobFailure('Draw not found.');
  const exposure = await companyExposure(db, draw.locId, draw.id, async (step) => context.report({ processed: 0, total: step + 1 }));
  const { hot, chosen } = hotNumbers(exposure.numbers, params);
  const result: BetSpecialResult = { DrawId: draw.id, DrawDate: draw.drawDate, TargetUserId: params.targetUserId, Hot: hot, Placed: [], Failures: [] };
  // Who may not place, or for whom, fails every number with the same reason.
  let refusal: string | null = null;
  let target;
  try {
    await assertMayPlaceBets(db, owner);
    target = await betTarget(db, owner, params.targetUserId);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    refusal = error.message;
  }
  for (const [index, row] of chosen.entries()) {
    const figures = { Number: row.key, InBig: centsToMoney(row.in.big), InSmall: centsToMoney(row.in.small) };
    if (refusal !== null || !target) {
      result.Failures.push({ ...figures, Reason: refusal ?? 'No target account.' });
    } else {
      const request = { drawId: draw.id, bets: [fourDBet({ Number: row.key, Big: params.big, Small: params.small, Kind: 'ORDINARY' })] };
      try {
        const placed = await placeSubmission({ db, actor: owner, locId: draw.locId, now: context.now(), source: 'WEB' }, target, {
          key: `S:${job.id}:${row.key}`,
          derivedKeys: false,
          hash: submissionHash({ call: 'bet/generateBetSpecial', locId: draw.locId, userId: target.userId, ...request }),
          resolve: async () => [request],
        });
        const ticket = placed.tickets[0];
        if (!ticket) throw new Error('special bet placement answered no ticket');
        result.Placed.push({ ...figures, TicketId: ticket.TicketId, Big: params.big, Small: params.small });
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        const failure: SpecialFailure = { ...figures, Reason: error.message };
        result.Failures.push(failure);
      }
    }
    await context.report({ processed: index + 1, total: chosen.length + 1, result: () => result });
  }
  return result;
}

registerJobHandler<SpecialParams>(SPECIAL_KIND, specialJob);

function runAnswer(job: JobRow): BetSpecialRun {
  const params = job.params as SpecialParams;
  return {
    JobId: job.id,
    DrawId: params.drawId,
    Status: job.status as BetSpecialRun['Status'],
    Progress: job.progress,
    Processed: job.processed,
    Total: job.total,
    Message: job.error,
    Result: (job.result as BetSpecialResult | null) ?? null,
    StartedBy: job.ownerId,
    StartedDate: job.createdAt.toISOString(),
    FinishedDate: job.finishedAt?.toISOString() ?? null,
  };
}

export interface GenerateContext extends SpecialContext {
  runner: RunnerOptions;
}

/** GET bet/generateBetSpecial/{id}/status: a run of the location (404 otherwise); a poll resumes one cut off. */
export async function specialRunOf(context: GenerateContext, jobId: number): Promise<BetSpecialRun> {
  assertFourD(context);
  const job = await findJob(context.db, jobId);
  if (!job || job.kind !== SPECIAL_KIND || job.locId !== context.location.locId) throw PlatformError.notFound(RUN_NOT_FOUND);
  if (!isUnfinished(job.status)) return runAnswer(job);
  await startJob(context.db, job.id, context.runner);
  return runAnswer((await findJob(context.db, job.id)) ?? job);
}

/**
 * PUT bet/generateBetSpecial: a run on a draw of the location with the settings as saved now (409 when
 * setting 2 names no target). A run of the draw still under way is answered instead (Started false).
 */
export async function startSpecialRun(context: GenerateContext, drawId: number): Promise<{ run: BetSpecialRun; started: boolean }> {
  assertFourD(context);
  const { db, actor } = context;
  const { locId } = context.location;
  const draw = await findDraw(db, locId, drawId);
  if (!draw) throw PlatformError.notFound('Draw not found.');
  const row = await settingRowOf(db, locId);
  if (!row?.targetUserId) throw new PlatformError(409, 'Save Bet Special setting 2 with a target account first.');
  const [running] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, SPECIAL_KIND), eq(jobs.subjectId, draw.id), inArray(jobs.status, ['QUEUED', 'RUNNING'])))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (running) return { run: await specialRunOf(context, running.id), started: false };
  const params: SpecialParams = {
    drawId: draw.id,
    targetUserId: row.targetUserId,
    hotBig: row.hotBig,
    hotSmall: row.hotSmall,
    maxNumbers: row.maxNumbers,
    big: row.stakeBig,
    small: row.stakeSmall,
  };
  const job = await db.transaction(async (tx) => {
    const created = await createJob(tx, { kind: SPECIAL_KIND, subjectId: draw.id, ownerId: actor.userId, locId, params });
    await writeAudit(tx, { actorId: actor.userId, entity: 'betSpecialRun', entityId: created.id, action: 'CREATE', locId, targetUserId: row.targetUserId, after: { DrawId: draw.id, DrawDate: draw.drawDate, ...params } });
    return created;
  });
  return { run: await specialRunOf(context, job.id), started: true };
}
