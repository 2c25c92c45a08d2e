// The Out Bets answers as report rows and totals. Pure: the page (server) and its tests use it.
import type { OutBets, OutBetsToto } from '@/lib/contract/out-bets';
import type { OutBetsAnswer } from '@/lib/platform-client/out-bets';
import type { ReportRow } from '@/app/_components/report-table/report-table';

/** The figures of a 4D answer, in column order: Big, Small and Amount for In, Intake and Out, then MaxPayout. */
export const FOUR_D_FIELDS = [
  'ttBigIn',
  'ttSmallIn',
  'ttAmountIn',
  'ttBigIntake',
  'ttSmallIntake',
  'ttAmountIntake',
  'ttBigOut',
  'ttSmallOut',
  'ttAmountOut',
  'ttMaxPayout',
] as const;
export const TOTO_FIELDS = ['ttUnitIn', 'ttUnitIntake', 'ttUnitOut', 'ttMaxPayout'] as const;

/** 4D rows: the answer's rows as they are (money text, 2 decimals). */
export function fourDRows(answer: OutBets): ReportRow[] {
  return answer.Items.map((item) => ({ ...item }));
}

/** Toto rows, the Type translated (ORDINARY, STAR, TO, TE, TT). */
export function totoRows(answer: OutBetsToto, typeLabel: (type: string) => string): ReportRow[] {
  return answer.Items.map((item) => ({ ...item, TypeLabel: typeLabel(item.Type) }));
}

export interface TotalLine {
  /** In, Intake or Out. */
  stage: 'In' | 'Intake' | 'Out';
  /** Money text by column: Big, Small, Amount (4D) or Unit (Toto). */
  values: Record<string, string>;
}

/** The Sum as a small table: a line per stage, a column per kind. */
export function totalLines(answer: OutBetsAnswer): TotalLine[] {
  const stages = ['In', 'Intake', 'Out'] as const;
  if (answer.game === 'TT') {
    const sum = answer.data.Sum;
    return stages.map((stage) => ({ stage, values: { Unit: sum[`ttUnit${stage}`] } }));
  }
  const sum = answer.data.Sum;
  return stages.map((stage) => ({
    stage,
    values: { Big: sum[`ttBig${stage}`], Small: sum[`ttSmall${stage}`], Amount: sum[`ttAmount${stage}`] },
  }));
}
