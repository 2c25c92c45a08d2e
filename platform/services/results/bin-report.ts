// POST draw/result/binConfirm/report {DrawId} (kind results.binReport): the strike report of the
// latest confirmed bin of a resulted draw (docs/decisions/results-and-settlement.md "Bin burst and bin confirm"). For each
// winning prize row (4D: all 23; Toto: each confirmed combination that falls in a group) it shows what
// reached the company on that number (In), what it passed on (Out), what it bears (Borne = In - Out),
// and the payout of each part at the location's default pay table (4D ordinary Big and Small rates;
// Toto the draw's dividends for groups 1-4 and the fixed prizes of groups 5-7).
import { and, eq, isNull } from 'drizzle-orm';
import { binConfirmSchema, type BinReport, type JobStarted } from '@/lib/contract/results';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { NO_AMOUNTS, splitTotoKey, type Amounts } from '@/lib/domain/outset';
import { TOTO_FIXED_PRIZES } from '@/lib/domain/pay-tables';
import { divRound, rateCents, totoGroup } from '@/lib/domain/strike';
import type { Db } from '../../db/client';
import { payRates } from '../../db/schema';
import { PlatformError } from '../../errors';
import { centsAmounts, wireAmounts } from './bin-stakes';
import { assertClosedDraw } from './bin-burst';
import { resultsOf } from '../draws/read';
import { findJob, JobFailure, registerJobHandler, type JobContext } from '../jobs/runner';
import { findLocation } from '../users/locations';
import { latestDone, RESULT_JOB_KINDS, startDrawJob, type DrawJobParams, type ResultJobDeps } from './jobs';

interface ReportParams extends DrawJobParams {
  confirmJobId: number;
}

type Row = BinReport['Rows'][number];
interface Rate {
  big: bigint;
  small: bigint;
}

const minus = (a: Amounts, b: Amounts): Amounts => ({ big: a.big - b.big, small: a.small - b.small, unit: a.unit - b.unit });
/** Stake (cents) x rate (hundredths), in cents, rounded once (the rule of lib/domain/strike.ts). */
const win = (stake: bigint, rate: bigint): bigint => divRound(stake * rate, 100n);

/** The location's default rates of a bet kind by prize (4D ordinary: FIRST...; Toto: G5...G7); also the bin-burst import payout's. */
export async function defaultRates(db: Db, locId: string, betKind: 'ORDINARY' | 'TT'): Promise<Map<string, Rate>> {
  const rows = await db
    .select()
    .from(payRates)
    .where(and(eq(payRates.locId, locId), isNull(payRates.agentId), eq(payRates.betKind, betKind), eq(payRates.permClass, 0)));
  return new Map(rows.map((row) => [row.prize, { big: rateCents(row.big), small: rateCents(row.small ?? '0') }]));
}

interface PricedRow {
  row: Row;
  outWin: bigint;
  borneWin: bigint;
}

function reportRow(prize: string, position: number, number: string, reached: Amounts, out: Amounts, payout: (a: Amounts) => bigint): PricedRow {
  const borne = minus(reached, out);
  const outWin = payout(out);
  const borneWin = payout(borne);
  const row: Row = {
    Prize: prize,
    Position: position,
    Number: number,
    In: wireAmounts(reached),
    Out: wireAmounts(out),
    Borne: wireAmounts(borne),
    OutWin: centsToMoney(outWin),
    BorneWin: centsToMoney(borneWin),
  };
  return { row, outWin, borneWin };
}

async function reportJob(context: JobContext<ReportParams>): Promise<BinReport> {
  const { db, params } = context;
  const confirm = binConfirmSchema.parse((await findJob(db, params.confirmJobId))?.result);
  const location = await findLocation(db, context.job.locId ?? '');
  if (!location) throw new JobFailure('Location not found.');
  const { numbers, dividends } = await resultsOf(db, params.drawId);
  const confirmed = new Map(confirm.Numbers.map((row) => [row.Number, { reached: centsAmounts(row.In), out: centsAmounts(row.Out) }]));
  await context.report({ processed: 1, total: 2 });
  let rows: PricedRow[];
  if (location.game === '4D') {
    const rates = await defaultRates(db, location.locId, 'ORDINARY');
    rows = numbers.map((result) => {
      const rate = rates.get(result.prize) ?? { big: 0n, small: 0n };
      const entry = confirmed.get(result.number) ?? { reached: NO_AMOUNTS, out: NO_AMOUNTS };
      return reportRow(result.prize, result.position, result.number, entry.reached, entry.out, (a) => win(a.big, rate.big) + win(a.small, rate.small));
    });
  } else {
    const rates = await defaultRates(db, location.locId, 'TT');
    const winning = numbers.filter((row) => row.prize === 'WINNING').map((row) => row.number);
    const additional = numbers.find((row) => row.prize === 'ADDITIONAL')?.number ?? '';
    const prizeOf = (group: number): bigint => {
      if (group <= 4) return rateCents(dividends.find((row) => row.group === group)?.amount ?? '0');
      return rates.get(`G${group}`)?.big ?? rateCents(TOTO_FIXED_PRIZES[group as 5 | 6 | 7]);
    };
    rows = [...confirmed].flatMap(([key, entry]) => {
      const group = totoGroup(splitTotoKey(key).combination.split(' '), winning, additional);
      if (group === null) return [];
      const rate = prizeOf(group);
      return [reportRow(`GROUP${group}`, 0, key, entry.reached, entry.out, (a) => win(a.unit, rate))];
    });
    rows.sort((a, b) => a.row.Prize.localeCompare(b.row.Prize) || a.row.Number.localeCompare(b.row.Number));
  }
  return {
    DrawId: params.drawId,
    ConfirmJobId: params.confirmJobId,
    Rows: rows.map((priced) => priced.row),
    OutWin: centsToMoney(rows.reduce((sum, row) => sum + row.outWin, 0n)),
    BorneWin: centsToMoney(rows.reduce((sum, row) => sum + row.borneWin, 0n)),
  };
}

registerJobHandler<ReportParams>(RESULT_JOB_KINDS.binReport, reportJob);

/** POST draw/result/binConfirm/report: needs a resulted draw and a confirmed bin (409). */
export function startBinReport(deps: ResultJobDeps, drawId: number, now: Date): Promise<JobStarted> {
  return startDrawJob(deps, RESULT_JOB_KINDS.binReport, { drawId }, async (draw, tx) => {
    assertClosedDraw(draw, now);
    if (draw.status !== 'RESULTED') throw new PlatformError(409, `The draw of ${draw.drawDate} has no result yet.`);
    const confirmJob = await latestDone(tx, RESULT_JOB_KINDS.binConfirm, draw.id);
    if (!confirmJob) throw new PlatformError(409, 'Confirm a bin of this draw first (binConfirm).');
    return { confirmJobId: confirmJob.id };
  });
}
