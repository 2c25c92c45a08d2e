// The eight settlement figures as SQL sums over `settlements`, and as wire money: read from a row,
// added up exactly (integer cents), or all zero.
import { sql } from 'drizzle-orm';
import { FIGURE_FIELDS, type FigureField, type ReportFigures } from '@/lib/contract/reports';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { toMoney } from '@/lib/domain/money';
import { settlements } from '../../db/schema';

const sumOf = (column: typeof settlements.turnover) => sql<string>`coalesce(sum(${column}), 0)`;

/** SELECT columns: each figure summed over the grouped `settlements` rows. */
export const figureSums = {
  Turnover: sumOf(settlements.turnover),
  Commission: sumOf(settlements.commission),
  Strike: sumOf(settlements.strike),
  WinLoss: sumOf(settlements.winLoss),
  OwnCommission: sumOf(settlements.ownCommission),
  OwnShare: sumOf(settlements.ownShare),
  UplineShare: sumOf(settlements.uplineShare),
  Amount: sumOf(settlements.amount),
};

export const ZERO_FIGURES: ReportFigures = Object.fromEntries(FIGURE_FIELDS.map((field) => [field, '0.00'])) as ReportFigures;

/** The figures of a selected row (numeric sums come back as text, or numbers from some drivers). */
export function figuresOf(row: Record<FigureField, unknown>): ReportFigures {
  return Object.fromEntries(FIGURE_FIELDS.map((field) => [field, toMoney(String(row[field]))])) as ReportFigures;
}

/** Money fields of rows added up exactly, field by field (zeros for no rows). */
export function sumFields<K extends string>(rows: readonly Readonly<Record<K, string>>[], fields: readonly K[]): Record<K, string> {
  const totals = new Map<K, bigint>(fields.map((field) => [field, 0n]));
  for (const row of rows) for (const field of fields) totals.set(field, (totals.get(field) ?? 0n) + moneyToCents(row[field]));
  return Object.fromEntries(fields.map((field) => [field, centsToMoney(totals.get(field) ?? 0n)])) as Record<K, string>;
}

/** The figures of rows added up exactly. */
export function sumFigures(rows: readonly ReportFigures[]): ReportFigures {
  return sumFields(rows, FIGURE_FIELDS);
}

/** Money text from cents. */
export const money = (cents: bigint): string => centsToMoney(cents);
/** Cents of money text. */
export const cents = (value: string): bigint => moneyToCents(value);
