// The Fixed Bets page's pure parts: a fixed bet as a report row, and the form's fields as the body of
// POST bet/fixed (with the problems the browser can tell before sending; the platform checks again).
import type { FixedBet, FixedRun } from '@/lib/contract/fixed-bets';
import type { ReportRow } from '@/app/_components/report-table/report-table';
import { betNumbers, drawDateText } from '@/lib/domain/tickets';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export function daysText(t: Translate, days: readonly number[]): string {
  return days.map((day) => t(`days.${day}`)).join(', ');
}

export function runText(t: Translate, run: FixedRun | null): string {
  if (!run) return '';
  return run.Status === 'PLACED' ? t('runs.placedShort', { drawDate: drawDateText(run.DrawDate), ticketId: String(run.TicketId) }) : t('runs.refusedShort', { drawDate: drawDateText(run.DrawDate) });
}

/** One fixed bet as the table shows it; Toto numbers joined by spaces. */
export function fixedBetRow(t: Translate, item: FixedBet): ReportRow {
  const toto = item.Kind === 'TT';
  return {
    FixedBetId: item.FixedBetId,
    UserId: item.UserId,
    Kind: t(`kinds.${item.Kind}`),
    Number: `${betNumbers(item)}${toto && item.Roll ? ' R' : ''}`,
    Big: toto ? null : item.Big,
    Small: toto ? null : item.Small,
    Amount: toto ? item.Amount : null,
    Cost: item.Cost,
    Days: daysText(t, item.Days),
    NextDraw: item.NextDraw ? drawDateText(item.NextDraw.DrawDate) : '',
    LastRun: runText(t, item.LastRun),
    CreatedBy: item.CreatedBy,
    CreatedDate: item.CreatedDate,
    Deletable: item.Deletable,
  };
}

export interface FormFields {
  userId: string | null;
  number: string;
  big: string;
  small: string;
  kind: string;
  amount: string;
  roll: boolean;
  tag: string;
  days: number[];
}

export type FormProblem = { field: 'userId' | 'number' | 'stake' | 'days'; key: string };

/** The body of POST bet/fixed, or the first problem to show. */
export function fixedBetBody(
  game: '4D' | 'TT',
  fields: FormFields,
  options: { member: boolean; key: string },
): { body: Record<string, unknown> } | { problem: FormProblem } {
  if (!options.member && !fields.userId) return { problem: { field: 'userId', key: 'form.memberRequired' } };
  const number = fields.number.trim();
  if (number === '') return { problem: { field: 'number', key: 'form.numberRequired' } };
  if (fields.days.length === 0) return { problem: { field: 'days', key: 'form.daysRequired' } };
  let bet: Record<string, unknown>;
  if (game === 'TT') {
    if (fields.amount.trim() === '') return { problem: { field: 'stake', key: 'form.amountRequired' } };
    bet = { Kind: 'TT', Numbers: number.split(/[\s,]+/).filter(Boolean), Amount: fields.amount.trim(), Roll: fields.roll, ...(fields.tag ? { Tag: fields.tag } : {}) };
  } else {
    if (fields.big.trim() === '' && fields.small.trim() === '') return { problem: { field: 'stake', key: 'form.stakeRequired' } };
    bet = { Kind: fields.kind, Number: number.toUpperCase(), Big: fields.big.trim() || '0', Small: fields.small.trim() || '0' };
  }
  const days = [...fields.days].sort((a, b) => a - b);
  return { body: { ...(options.member ? {} : { UserId: fields.userId }), IdempotencyKey: options.key, Days: days, Bet: bet } };
}

/** The form field a platform 400 names (`Bet.Number`, `Days`, ...). */
export function fieldOfPlatform(field: string | undefined): FormProblem['field'] | null {
  if (!field) return null;
  if (field === 'UserId') return 'userId';
  if (field.startsWith('Days')) return 'days';
  if (field === 'Bet.Number' || field.startsWith('Bet.Numbers') || field === 'Bet.Kind' || field === 'Bet.Roll') return 'number';
  if (field.startsWith('Bet.')) return 'stake';
  return null;
}
