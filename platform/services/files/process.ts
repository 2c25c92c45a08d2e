// POST files/processUpload/{id} and GET files/processUpload/{id}/status. Processing is a background
// job (services/jobs/runner.ts): it reads the file once (services/files/plan.ts: ARA, TTT, DBF, or the one
// member of an LZH archive), reports every bad line with its reason, and places the good lines one
// ticket per line group (a TTT line: one ticket per draw of its day code) through placeSubmission, so
// credit, open draw and rights are checked as for POST bet. Each ticket's key is derived from the file
// id and the group's index: running the job again (after a restart, or a failure) answers the tickets
// already placed. A group refused as a whole (no credit, draw closed) reports each of its lines, and
// the job goes on. Audit: starting a job writes a row for the file; each ticket it places writes its own
// through placeSubmission (actor: the user who started it), so the log shows what an upload placed.
import { eq } from 'drizzle-orm';
import type { PlacedTicket } from '@/lib/contract/bets';
import { DEFAULT_ACCEPT_DECIMALS, DEFAULT_STRICT_NUMBER, type AcceptedGroup, type ProcessLine, type ProcessStatus } from '@/lib/contract/files';
import { sumMoney } from '@/lib/domain/bet-expansion';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { submissionHash, type NewBet } from '../bets/normalize';
import { placeSubmission, type PlaceContext, type Submission } from '../bets/place';
import { betTarget } from '../bets/rights';
import { drawsOfDays, parsedToBet } from '../bets/text';
import { planFile, rejected, unitText, type Unit } from './plan';
import { assertMayUpload, fileContent, FILE_NOT_FOUND, PROCESS_KIND, visibleFile, type StoredFile } from './store';
import { createJob, findJob, isUnfinished, JobFailure, registerJobHandler, startJob, type JobContext, type JobRow, type RunnerOptions } from '../jobs/runner';
import type { UserRow } from '../users/users';

export interface ProcessParams {
  fileId: number;
  strictNumber: boolean;
  acceptDecimals: boolean;
}

/** The job's result (jobs.result). */
interface ProcessResult {
  Accepted: number;
  Rejected: number;
  TicketIds: number[];
  PlacedTotal: string;
  CreditLeft: string | null;
  Lines: ProcessLine[];
}

const PLACEMENT = 'PLACEMENT';

// ---- Placing ------------------------------------------------------------------------------------

function betsOf(unit: Unit): NewBet[] {
  return unit.kind === 'ticket' ? unit.lines.map((line) => parsedToBet(line.bet)) : unit.bets.map(parsedToBet);
}

function submissionOf(unit: Unit, index: number, file: StoredFile, now: Date): Submission {
  const bets = betsOf(unit);
  const key = `F${file.id}.${index}`;
  const hash = submissionHash({ call: 'files/processUpload', locId: file.locId, userId: file.userId, fileId: file.id, index, bets });
  if (unit.kind === 'ticket') return { key, derivedKeys: false, hash, resolve: async () => [{ drawId: unit.drawId, bets }] };
  return {
    key,
    derivedKeys: true,
    hash,
    resolve: async (tx) => (await drawsOfDays(tx, file.locId, unit.drawDays, now)).map((drawId) => ({ drawId, bets })),
  };
}

function drawDatesOf(placed: readonly PlacedTicket[]): string[] {
  return [...new Set(placed.map((ticket) => ticket.DrawDate))];
}

async function processFile(context: JobContext<ProcessParams>): Promise<ProcessResult> {
  const { db, params, owner } = context;
  const file = await fileContent(db, params.fileId);
  if (!file) throw new JobFailure(FILE_NOT_FOUND);
  const plan = await planFile(db, file, params);
  const units = plan.units.map((unit) => ({ unit, texts: unitText(unit) }));
  const total = plan.rejected.length + units.reduce((sum, { texts }) => sum + texts.length, 0);
  const lines: ProcessLine[] = [...plan.rejected];
  const ticketIds: number[] = [];
  const costs: string[] = [];
  let creditLeft: string | null = null;
  let accepted = 0;
  let processed = plan.rejected.length;
  const snapshot = (): ProcessResult => ({
    Accepted: accepted,
    Rejected: lines.filter((line) => line.Result === 'REJECTED').length,
    TicketIds: [...ticketIds],
    PlacedTotal: sumMoney(costs),
    CreditLeft: creditLeft,
    Lines: [...lines].sort((a, b) => (a.Result === 'REJECTED' ? a.Line : a.FromLine) - (b.Result === 'REJECTED' ? b.Line : b.FromLine)),
  });
  await context.report({ processed, total, result: snapshot });

  // Rights are checked again when the job runs: they may have changed since the upload.
  let refusal: string | null = null;
  let target: UserRow | null = null;
  try {
    await assertMayUpload(db, owner);
    target = await betTarget(db, owner, file.userId);
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    refusal = error.message;
  }

  for (const [index, { unit, texts }] of units.entries()) {
    const refuse = (message: string) => lines.push(...texts.map(({ line, text }) => rejected(line, text, { code: PLACEMENT, message })));
    if (refusal || !target) refuse(refusal ?? 'The member may not receive bets.');
    else {
      const place: PlaceContext = { db, actor: owner, locId: file.locId, now: context.now(), source: 'UPLOAD' };
      try {
        const placed = await placeSubmission(place, target, submissionOf(unit, index, file, place.now));
        const group: AcceptedGroup = {
          Result: 'ACCEPTED',
          FromLine: texts[0]?.line ?? 1,
          ToLine: texts[texts.length - 1]?.line ?? 1,
          Count: texts.length,
          TicketIds: placed.tickets.map((ticket) => ticket.TicketId),
          DrawDates: drawDatesOf(placed.tickets),
          Total: sumMoney(placed.tickets.map((ticket) => ticket.Total)),
        };
        lines.push(group);
        ticketIds.push(...group.TicketIds);
        costs.push(group.Total);
        creditLeft = placed.tickets[placed.tickets.length - 1]?.CreditLeft ?? creditLeft;
        accepted += texts.length;
      } catch (error) {
        if (!(error instanceof PlatformError)) throw error;
        refuse(error.message);
      }
    }
    processed += texts.length;
    await context.report({ processed, total, result: snapshot });
  }
  return snapshot();
}

registerJobHandler<ProcessParams>(PROCESS_KIND, processFile);

// ---- The calls ----------------------------------------------------------------------------------

export interface FilesDeps {
  db: Db;
  actor: UserRow;
  locId: string;
  runner: RunnerOptions;
}

function statusAnswer(fileId: number, job: JobRow): ProcessStatus {
  const result = (job.result ?? null) as ProcessResult | null;
  const params = job.params as ProcessParams;
  return {
    FileId: fileId,
    JobId: job.id,
    Status: job.status as ProcessStatus['Status'],
    Progress: job.status === 'DONE' ? 100 : job.progress,
    Total: job.total,
    Processed: job.processed,
    Accepted: result?.Accepted ?? 0,
    Rejected: result?.Rejected ?? 0,
    TicketIds: result?.TicketIds ?? [],
    PlacedTotal: result?.PlacedTotal ?? '0.00',
    CreditLeft: result?.CreditLeft ?? null,
    Lines: result?.Lines ?? [],
    StrictNumber: params.strictNumber,
    AcceptDecimals: params.acceptDecimals,
    Error: job.error,
    StartedDate: (job.startedAt ?? job.createdAt).toISOString(),
    FinishedDate: job.finishedAt ? job.finishedAt.toISOString() : null,
  };
}

export interface ProcessOptions {
  StrictNumber?: boolean;
  AcceptDecimals?: boolean;
}

/**
 * Starts (or resumes) the file's processing. A file is processed once: calling again answers the
 * same job (a DONE job's result; a running one's progress). Only a FAILED job is run again, with its
 * own options, so the tickets it placed are answered, not placed twice.
 */
export async function startProcessing(deps: FilesDeps, fileId: number, options: ProcessOptions): Promise<{ status: ProcessStatus; started: boolean }> {
  const { db, actor, locId } = deps;
  await assertMayUpload(db, actor);
  await visibleFile(db, actor, locId, fileId);
  const jobId = await db.transaction(async (tx) => {
    const [file] = await tx.select({ id: files.id, userId: files.userId, jobId: files.jobId, strictNumber: files.strictNumber, acceptDecimals: files.acceptDecimals }).from(files).where(eq(files.id, fileId)).for('update');
    if (!file) throw PlatformError.notFound(FILE_NOT_FOUND);
    const previous = file.jobId === null ? undefined : await findJob(tx, file.jobId);
    if (previous && previous.status !== 'FAILED') return previous.id;
    const params: ProcessParams = previous
      ? (previous.params as ProcessParams)
      : {
          fileId,
          strictNumber: options.StrictNumber ?? file.strictNumber ?? DEFAULT_STRICT_NUMBER,
          acceptDecimals: options.AcceptDecimals ?? file.acceptDecimals ?? DEFAULT_ACCEPT_DECIMALS,
        };
    const job = await createJob(tx, { kind: PROCESS_KIND, subjectId: fileId, ownerId: actor.userId, locId, params });
    await tx.update(files).set({ jobId: job.id }).where(eq(files.id, fileId));
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'file',
      entityId: fileId,
      action: 'UPDATE',
      targetUserId: file.userId,
      locId,
      before: { JobId: previous?.id ?? null, Status: previous?.status ?? 'UPLOADED' },
      after: { JobId: job.id, Status: 'QUEUED', StrictNumber: params.strictNumber, AcceptDecimals: params.acceptDecimals },
    });
    return job.id;
  });
  await startJob(db, jobId, deps.runner);
  const job = await findJob(db, jobId);
  if (!job) throw PlatformError.notFound(FILE_NOT_FOUND);
  return { status: statusAnswer(fileId, job), started: job.status !== 'DONE' };
}

/** The progress and result of the file's processing; resumes a job cut off by a restart. */
export async function processingStatus(deps: FilesDeps, fileId: number): Promise<ProcessStatus> {
  const { db, actor, locId } = deps;
  const { file, job: listed } = await visibleFile(db, actor, locId, fileId);
  if (file.jobId === null) throw PlatformError.notFound(`File ${fileId} has not been processed yet: start it with POST files/processUpload/${fileId}.`);
  // Only an unfinished job may need claiming again (a poll of a finished one writes nothing).
  if (listed && isUnfinished(listed.status)) await startJob(db, file.jobId, deps.runner);
  const job = await findJob(db, file.jobId);
  if (!job) throw PlatformError.notFound(FILE_NOT_FOUND);
  return statusAnswer(fileId, job);
}
