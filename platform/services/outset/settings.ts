// Out Setting 1 and 2 (docs/decisions/outset.md): the jobs that write eat limits and the per-number rows.
// POST outsettingProcess1 (job 'outset.process1'): a default limit (outset_limits) for every agent of
// UserId's subtree (UserId included when an agent). POST outsettingProcess2 (job 'outset.process2'):
// the agent UserId's own limit on each number a rule names (outset_number_limits), or their removal.
// Both jobs run in chunks with progress, name each refused line (Line, Text, Reason), are idempotent
// (upserts), and are audited: the start (entity 'outsetProcess', with the rule) and each agent's
// changed default (entity 'intake', like PUT priorityInTakes). GET outsettingProcess/{id}/status polls.
import { and, eq, inArray } from 'drizzle-orm';
import type { JobFailureLine, NumberLimit, OutsetJobStatus, Process1Body, Process2Body } from '@/lib/contract/outset';
import { MAX_RULE_LINES, MAX_RULE_NUMBERS } from '@/lib/contract/outset';
import { toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { outsetLimits, outsetNumberLimits } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { createJob, findJob, isUnfinished, registerJobHandler, startJob, type JobContext, type RunnerOptions } from '../jobs/runner';
import { assertInDownline } from '../users/downline';
import { listUsers, scopeOf } from '../users/members';
import { findUser, type UserRow } from '../users/users';

export const PROCESS1_KIND = 'outset.process1';
export const PROCESS2_KIND = 'outset.process2';
const JOB_NOT_FOUND = 'Out setting job not found.';
/** Numbers written per chunk (one progress report each). */
const CHUNK = 200;

type Kinds = { big?: string; small?: string; unit?: string };

interface Process1Params {
  userId: string;
  locId: string;
  amounts: Kinds;
}
interface Process2Params {
  userId: string;
  locId: string;
  rule: string;
  amounts: Kinds;
  remove: boolean;
}
interface JobResult {
  Applied: number;
  Failures: JobFailureLine[];
}

export interface OutsetDeps {
  db: Db;
  actor: UserRow;
  locId: string;
  game: '4D' | 'TT';
  now: Date;
  runner: RunnerOptions;
}

const kindsOf = (body: { Big?: string; Small?: string; Unit?: string }, game: '4D' | 'TT'): Kinds =>
  game === 'TT' ? { unit: body.Unit } : { big: body.Big, small: body.Small };

// ---- The rule of Out Setting 2 ------------------------------------------------------------------------

/** The numbers of one rule line: "1234", a range "1000-1099", or a pattern "12**" (* any digit). */
export function numbersOfLine(text: string): string[] | string {
  const line = text.replace(/\s+/g, '');
  if (/^\d{4}$/.test(line)) return [line];
  const range = /^(\d{4})-(\d{4})$/.exec(line);
  if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (from > to) return 'The range runs backwards.';
    return Array.from({ length: to - from + 1 }, (_, index) => String(from + index).padStart(4, '0'));
  }
  if (/^[\d*]{4}$/.test(line)) {
    let numbers = [''];
    for (const char of line) numbers = numbers.flatMap((head) => (char === '*' ? [...'0123456789'].map((digit) => head + digit) : [head + char]));
    return numbers;
  }
  return 'Not a 4D number, range (1000-1099) or pattern (12**).';
}

/** Every number of the rule, in order without repeats, and each refused line. Bounded before any expansion. */
export function parseRule(rule: string): { numbers: string[]; failures: JobFailureLine[] } {
  const lines = rule.split(/\r?\n/);
  const failures: JobFailureLine[] = [];
  const numbers = new Set<string>();
  for (const [index, raw] of lines.entries()) {
    const text = raw.trim();
    if (text === '') continue;
    const line = index + 1;
    if (index >= MAX_RULE_LINES) {
      failures.push({ Line: line, Text: text.slice(0, 40), Reason: `A rule may have at most ${MAX_RULE_LINES} lines.` });
      continue;
    }
    const found = numbersOfLine(text);
    if (typeof found === 'string') failures.push({ Line: line, Text: text.slice(0, 40), Reason: found });
    else if (numbers.size + found.length > MAX_RULE_NUMBERS) failures.push({ Line: line, Text: text, Reason: `A rule may name at most ${MAX_RULE_NUMBERS} numbers.` });
    else for (const number of found) numbers.add(number);
  }
  return { numbers: [...numbers], failures };
}

// ---- Jobs ---------------------------------------------------------------------------------------------

const setOf = (amounts: Kinds) => Object.fromEntries(Object.entries(amounts).filter(([, value]) => value !== undefined).map(([key, value]) => [key, toMoney(value as string)]));

async function process1(context: JobContext<Process1Params>): Promise<JobResult> {
  const { db, params, owner } = context;
  const root = await findUser(db, params.userId);
  const agents = root ? (await listUsers(db, scopeOf(owner, root))).filter((row) => row.role === 'AG').sort((a, b) => a.userId.localeCompare(b.userId)) : [];
  const result: JobResult = { Applied: 0, Failures: [] };
  const set = setOf(params.amounts);
  for (const [index, agent] of agents.entries()) {
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(outsetLimits)
        .where(and(eq(outsetLimits.userId, agent.userId), eq(outsetLimits.locId, params.locId)))
        .for('update');
      const was = { big: toMoney(current?.big ?? '0'), small: toMoney(current?.small ?? '0'), unit: toMoney(current?.unit ?? '0') };
      const changed = Object.entries(set).filter(([key, value]) => was[key as keyof typeof was] !== value);
      if (changed.length === 0) return;
      const now = context.now();
      await tx
        .insert(outsetLimits)
        .values({ userId: agent.userId, locId: params.locId, ...set, updatedAt: now })
        .onConflictDoUpdate({ target: [outsetLimits.userId, outsetLimits.locId], set: { ...set, updatedAt: now } });
      const label = (key: string) => ({ big: 'Big', small: 'Small', unit: 'Unit' })[key] ?? key;
      await writeAudit(tx, {
        actorId: owner.userId,
        entity: 'intake',
        entityId: `${agent.userId}:${params.locId}`,
        action: current ? 'UPDATE' : 'CREATE',
        targetUserId: agent.userId,
        locId: params.locId,
        before: current ? Object.fromEntries(changed.map(([key]) => [label(key), was[key as keyof typeof was]])) : null,
        after: Object.fromEntries(changed.map(([key, value]) => [label(key), value])),
      });
      result.Applied += 1;
    });
    await context.report({ processed: index + 1, total: agents.length, result: () => result });
  }
  return result;
}

async function process2(context: JobContext<Process2Params>): Promise<JobResult> {
  const { db, params, owner } = context;
  const { numbers, failures } = parseRule(params.rule);
  const result: JobResult = { Applied: 0, Failures: failures };
  const set = setOf(params.amounts);
  const total = numbers.length;
  for (let start = 0; start < total; start += CHUNK) {
    const chunk = numbers.slice(start, start + CHUNK);
    const now = context.now();
    if (params.remove) {
      const gone = await db
        .delete(outsetNumberLimits)
        .where(and(eq(outsetNumberLimits.userId, params.userId), eq(outsetNumberLimits.locId, params.locId), inArray(outsetNumberLimits.number, chunk)))
        .returning({ number: outsetNumberLimits.number });
      result.Applied += gone.length;
    } else {
      await db
        .insert(outsetNumberLimits)
        .values(chunk.map((number) => ({ userId: params.userId, locId: params.locId, number, ...set, updatedBy: owner.userId, updatedAt: now })))
        .onConflictDoUpdate({
          target: [outsetNumberLimits.userId, outsetNumberLimits.locId, outsetNumberLimits.number],
          set: { ...set, updatedBy: owner.userId, updatedAt: now },
        });
      result.Applied += chunk.length;
    }
    await context.report({ processed: Math.min(start + CHUNK, total), total, result: () => result });
  }
  await writeAudit(db, {
    actorId: owner.userId,
    entity: 'outsetNumberLimit',
    entityId: `${params.userId}:${params.locId}`,
    action: params.remove ? 'DELETE' : 'UPDATE',
    targetUserId: params.userId,
    locId: params.locId,
    before: null,
    after: { Numbers: result.Applied, ...Object.fromEntries(Object.entries(set).map(([key, value]) => [key[0]?.toUpperCase() + key.slice(1), value])) },
  });
  return result;
}

registerJobHandler<Process1Params>(PROCESS1_KIND, process1);
registerJobHandler<Process2Params>(PROCESS2_KIND, process2);

// ---- Calls --------------------------------------------------------------------------------------------

async function startOutsetJob(deps: OutsetDeps, kind: string, params: Process1Params | Process2Params, audit: Record<string, unknown>): Promise<number> {
  const { db, actor, locId } = deps;
  const job = await db.transaction(async (tx) => {
    const row = await createJob(tx, { kind, subjectId: null, ownerId: actor.userId, locId, params });
    await writeAudit(tx, { actorId: actor.userId, entity: 'outsetProcess', entityId: row.id, action: 'CREATE', targetUserId: params.userId, locId, after: audit });
    return row;
  });
  await startJob(db, job.id, deps.runner);
  return job.id;
}

/** POST outsettingProcess1: UserId in reach, an agent or the company (a member never eats). */
export async function startProcess1(deps: OutsetDeps, body: Process1Body): Promise<number> {
  const root = await assertInDownline(deps.db, deps.actor, body.UserId);
  if (root.role === 'MEM') throw PlatformError.badRequest('A member never eats: its stakes all go up the line.', 'UserId');
  const amounts = kindsOf(body, deps.game);
  if (Object.values(amounts).every((value) => value === undefined)) throw PlatformError.badRequest(deps.game === 'TT' ? 'Give Unit for a TT location.' : 'Give Big or Small for a 4D location.', 'Big');
  return startOutsetJob(deps, PROCESS1_KIND, { userId: root.userId, locId: deps.locId, amounts }, { Kind: 'PROCESS1', UserId: root.userId, ...setOf(amounts) });
}

/** POST outsettingProcess2: the agent UserId's own rows (4D locations). */
export async function startProcess2(deps: OutsetDeps, body: Process2Body): Promise<number> {
  if (deps.game === 'TT') throw PlatformError.badRequest('Out Setting 2 sets limits on 4D numbers; choose a 4D location.', 'LocId');
  const agent = await assertInDownline(deps.db, deps.actor, body.UserId);
  if (agent.role !== 'AG') throw PlatformError.badRequest('Only an agent has limits of its own on numbers.', 'UserId');
  const amounts = kindsOf(body, deps.game);
  const remove = body.Remove === true;
  if (!remove && amounts.big === undefined && amounts.small === undefined) throw PlatformError.badRequest('Give Big or Small, or Remove.', 'Big');
  const params: Process2Params = { userId: agent.userId, locId: deps.locId, rule: body.Rule, amounts, remove };
  return startOutsetJob(deps, PROCESS2_KIND, params, { Kind: 'PROCESS2', UserId: agent.userId, Rule: body.Rule.slice(0, 2000), Remove: remove, ...setOf(amounts) });
}

/** GET outsettingProcess/{id}/status: a job of the location's out settings (404 otherwise); one cut off is resumed. */
export async function outsetJobStatus(deps: OutsetDeps, jobId: number): Promise<OutsetJobStatus> {
  const { db } = deps;
  let job = await findJob(db, jobId);
  if (!job || (job.kind !== PROCESS1_KIND && job.kind !== PROCESS2_KIND) || job.locId !== deps.locId) throw PlatformError.notFound(JOB_NOT_FOUND);
  if (isUnfinished(job.status)) {
    await startJob(db, job.id, deps.runner);
    job = (await findJob(db, jobId)) ?? job;
  }
  const result = (job.result ?? {}) as Partial<JobResult>;
  return {
    JobId: job.id,
    Kind: job.kind === PROCESS1_KIND ? 'PROCESS1' : 'PROCESS2',
    Status: job.status as OutsetJobStatus['Status'],
    Progress: job.progress,
    Processed: job.processed,
    Total: job.total,
    Applied: result.Applied ?? 0,
    Failures: result.Failures ?? [],
    Error: job.error,
  };
}

/** GET outSetting2: the agent's own per-number rows in the location (404 out of reach). */
export async function numberLimitsOfUser(deps: OutsetDeps, userId: string): Promise<NumberLimit[]> {
  const user = await assertInDownline(deps.db, deps.actor, userId);
  const rows = await deps.db
    .select()
    .from(outsetNumberLimits)
    .where(and(eq(outsetNumberLimits.userId, user.userId), eq(outsetNumberLimits.locId, deps.locId)))
    .orderBy(outsetNumberLimits.number);
  return rows.map((row) => ({
    UserId: row.userId,
    Number: row.number,
    Big: row.big === null ? null : toMoney(row.big),
    Small: row.small === null ? null : toMoney(row.small),
    Unit: row.unit === null ? null : toMoney(row.unit),
    UpdatedBy: row.updatedBy,
    UpdatedAt: row.updatedAt.toISOString(),
  }));
}
