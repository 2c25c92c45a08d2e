// The outset job of a distributor (docs/decisions/placing-out.md): PUT distributors/rule/{id}/outset
// {DrawId} places, per the distributor's rule, its share of what the company still holds of each
// number of the draw (replacing the rule placements of an earlier run); GET .../outset/status polls
// the run, its progress and the numbers of the rule it could place nothing of (Failures). A run of
// the distributor still under way is answered instead of a second one.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { OutsetRun } from '@/lib/contract/distributors';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import type { Amounts } from '@/lib/domain/outset';
import { heldOf, ruleAllotment, ruleCovers } from '@/lib/domain/placing-out';
import { jobs, placements } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { createJob, findJob, isUnfinished, JobFailure, registerJobHandler, startJob, type JobContext, type JobRow, type RunnerOptions } from '../jobs/runner';
import { findLocation } from '../users/locations';
import { outsetView } from '../outset/view';
import { domainRule, findDistributor, ruleOf, type DistributorContext } from './distributors';
import { lockPlaceableDraw } from './throws';

export const OUTSET_KIND = 'placeOut.rule';
const CHUNK = 200;

interface OutsetParams {
  distributorId: number;
  drawId: number;
}
interface OutsetResult {
  Placed: number;
  Failures: { Number: string; Reason: string }[];
}

async function runOutset(context: JobContext<OutsetParams>): Promise<OutsetResult> {
  const { db, params, owner } = context;
  const locId = context.job.locId;
  const location = locId ? await findLocation(db, locId) : undefined;
  if (!location) throw new JobFailure('The location is gone.');
  const deps: DistributorContext = { db, actor: owner, locId: location.locId, game: location.game, now: context.now() };
  const result: OutsetResult = { Placed: 0, Failures: [] };
  type Checked = { numbers: readonly string[]; held: Map<string, Amounts>; allotted: Map<string, Amounts> };
  const box: { checked: Checked | null } = { checked: null };
  try {
    await db.transaction(async (tx) => {
      const txDeps = { ...deps, db: tx };
      const draw = await lockPlaceableDraw(tx, txDeps, params.drawId);
      const distributor = await findDistributor(tx, deps.locId, params.distributorId);
      if (!distributor.active) throw new JobFailure('This distributor is switched off.');
      const rule = domainRule(await ruleOf(tx, deps.locId, distributor.id));
      const removed = await tx
        .delete(placements)
        .where(and(eq(placements.distributorId, distributor.id), eq(placements.drawId, draw.id), eq(placements.source, 'RULE')))
        .returning({ id: placements.id });
      const held = heldOf((await outsetView(tx, owner, deps.locId, { DrawId: draw.id })).figures);
      const allotted = ruleAllotment(held, rule, location.game);
      box.checked = { numbers: rule.numbers, held, allotted };
      const values = [...allotted].map(([key, amounts]: [string, Amounts]) => ({
        distributorId: distributor.id,
        drawId: draw.id,
        key,
        big: centsToMoney(amounts.big),
        small: centsToMoney(amounts.small),
        unit: centsToMoney(amounts.unit),
        source: 'RULE',
        createdBy: owner.userId,
        createdAt: deps.now,
      }));
      if (values.length > 0) await tx.insert(placements).values(values);
      result.Placed = values.length;
      await writeAudit(tx, {
        actorId: owner.userId,
        entity: 'distributorOutset',
        entityId: distributor.id,
        action: 'UPDATE',
        locId: deps.locId,
        before: { DrawId: draw.id, RulePlacements: removed.length },
        after: { DrawId: draw.id, RulePlacements: values.length, JobId: context.job.id },
      });
    });
  } catch (error) {
    if (error instanceof PlatformError) throw new JobFailure(error.message);
    throw error;
  }
  // The rule's numbers it placed nothing of (progress is reported outside the transaction).
  if (box.checked) {
    const { numbers, held, allotted } = box.checked;
    for (let index = 0; index < numbers.length; index++) {
      const number = numbers[index] as string;
      const covered = [...held.keys()].filter((key) => ruleCovers({ numbers: [number] }, key, location.game));
      if (covered.length === 0) result.Failures.push({ Number: number, Reason: 'The company holds nothing of this number on this draw.' });
      else if (!covered.some((key) => allotted.has(key))) result.Failures.push({ Number: number, Reason: 'Nothing to place at this share and cap.' });
      if ((index + 1) % CHUNK === 0) await context.report({ processed: index + 1, total: numbers.length, result: () => result });
    }
  }
  return result;
}

registerJobHandler<OutsetParams>(OUTSET_KIND, runOutset);

function runAnswer(job: JobRow): OutsetRun {
  const params = job.params as OutsetParams;
  const result = (job.result ?? {}) as Partial<OutsetResult>;
  return {
    JobId: job.id,
    DistributorId: params.distributorId,
    DrawId: params.drawId,
    Status: job.status as OutsetRun['Status'],
    Progress: job.progress,
    Processed: job.processed,
    Total: job.total,
    Placed: result.Placed ?? 0,
    Failures: result.Failures ?? [],
    Error: job.error,
  };
}

/** GET distributors/rule/{id}/outset/status: the latest run (or JobId's); an unfinished one cut off is resumed. */
export async function outsetStatus(context: DistributorContext, runner: RunnerOptions, id: number, jobId?: number): Promise<OutsetRun | null> {
  await findDistributor(context.db, context.locId, id);
  const [row] = await context.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, OUTSET_KIND), eq(jobs.subjectId, id), jobId === undefined ? undefined : eq(jobs.id, jobId)))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (!row) {
    if (jobId !== undefined) throw PlatformError.notFound('Run not found.');
    return null;
  }
  if (!isUnfinished(row.status)) return runAnswer(row);
  await startJob(context.db, row.id, runner);
  return runAnswer((await findJob(context.db, row.id)) ?? row);
}

/** PUT distributors/rule/{id}/outset: refusals (placing out off, cut-off passed, switched off) before a run is made. */
export async function startOutset(context: DistributorContext, runner: RunnerOptions, id: number, drawId: number): Promise<{ run: OutsetRun; started: boolean }> {
  const { db } = context;
  const distributor = await findDistributor(db, context.locId, id);
  if (!distributor.active) throw new PlatformError(409, 'This distributor is switched off.', 'DistributorId');
  const [running] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, OUTSET_KIND), eq(jobs.subjectId, id), inArray(jobs.status, ['QUEUED', 'RUNNING'])))
    .orderBy(desc(jobs.id))
    .limit(1);
  if (running) return { run: runAnswer(running), started: false };
  const job = await db.transaction(async (tx) => {
    await lockPlaceableDraw(tx, context, drawId);
    const params: OutsetParams = { distributorId: id, drawId };
    const made = await createJob(tx, { kind: OUTSET_KIND, subjectId: id, ownerId: context.actor.userId, locId: context.locId, params });
    await writeAudit(tx, { actorId: context.actor.userId, entity: 'distributorOutset', entityId: id, action: 'CREATE', locId: context.locId, after: { DrawId: drawId, JobId: made.id } });
    return made;
  });
  await startJob(db, job.id, runner);
  return { run: runAnswer((await findJob(db, job.id)) ?? job), started: true };
}
