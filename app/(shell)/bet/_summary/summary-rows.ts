// The bet-summary pages' tables: which columns each view of a summary shows, and a summary row (the
// platform's SummaryRow) as a report row. Pure, so the pages, the exports and the tests agree.
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-columns';
import type { SummaryRow } from '@/lib/contract/bet-listings';
import type { Game } from '@/lib/contract/common';
import { drawDateText } from '@/lib/domain/tickets';

/**
 * How a summary is grouped: by member (betSummaryFull, betSummaryReportFull), by kind
 * (betSummaryByTypeSum), by member and kind (betSummaryByType), by direct downline with its share
 * (betSummaryUserIdByShare), by draw and kind (betSummary3Full).
 */
export type SummaryView = 'member' | 'kind' | 'memberKind' | 'share' | 'drawKind';

export type SummaryColumnKey =
  | 'UserId'
  | 'UserName'
  | 'Kind'
  | 'DrawDate'
  | 'Status'
  | 'Share'
  | 'Tickets'
  | 'Bets'
  | 'Count'
  | 'Big'
  | 'Small'
  | 'Amount'
  | 'Total';

const GROUP_COLUMNS: Record<SummaryView, readonly SummaryColumnKey[]> = {
  member: ['UserId', 'UserName'],
  kind: ['Kind'],
  memberKind: ['UserId', 'UserName', 'Kind'],
  share: ['UserId', 'UserName', 'Share'],
  drawKind: ['DrawDate', 'Status', 'Kind'],
};

const SHAPES: Record<SummaryColumnKey, Omit<ReportColumn, 'key' | 'label'>> = {
  UserId: { kind: 'text' },
  UserName: { kind: 'text' },
  Kind: { kind: 'text' },
  /** Shown as MM/DD/YYYY, sorted by its ISO text. */
  DrawDate: { kind: 'text', sortKey: 'DrawDateIso' },
  Status: { kind: 'text' },
  /** Shown as a percentage, sorted by its value. */
  Share: { kind: 'text', sortKey: 'ShareValue' },
  Tickets: { kind: 'number' },
  Bets: { kind: 'number' },
  Count: { kind: 'number' },
  Big: { kind: 'money' },
  Small: { kind: 'money' },
  Amount: { kind: 'money' },
  Total: { kind: 'money' },
};

/** The summed figures of a row (and of the Sum). */
export type FigureKey = Extract<SummaryColumnKey, 'Tickets' | 'Bets' | 'Count' | 'Big' | 'Small' | 'Amount' | 'Total'>;

/** The stakes as written: Big and Small for 4D, the Toto Amount for TT. */
function stakeKeys(game: Game): readonly FigureKey[] {
  return game === 'TT' ? ['Amount'] : ['Big', 'Small'];
}

/** The figures every view ends with: tickets, bets, the lines they stand for, the stakes and the cost. */
export function figureKeys(game: Game): readonly FigureKey[] {
  return ['Tickets', 'Bets', 'Count', ...stakeKeys(game), 'Total'];
}

/** The columns of a view, labelled by `label` (the translated header of a key). */
export function summaryColumns(view: SummaryView, game: Game, label: (key: SummaryColumnKey) => string): ReportColumn[] {
  return [...GROUP_COLUMNS[view], ...figureKeys(game)].map((key) => ({ key, label: label(key), ...SHAPES[key] }));
}

/** A share (0-1) as a percentage: 0.2 → "20%", 0.125 → "12.5%". */
export function sharePercent(share: number): string {
  return `${Number((share * 100).toFixed(2))}%`;
}

export interface SummaryLabels {
  kind: (kind: NonNullable<SummaryRow['Kind']>) => string;
  status: (status: NonNullable<SummaryRow['Status']>) => string;
}

/** A summary row as the table shows it: kinds and statuses translated, dates MM/DD/YYYY, money as it came. */
export function summaryReportRow(row: SummaryRow, labels: SummaryLabels): ReportRow {
  return {
    UserId: row.UserId ?? null,
    UserName: row.UserName ?? null,
    Kind: row.Kind ? labels.kind(row.Kind) : null,
    DrawDate: row.DrawDate ? drawDateText(row.DrawDate) : null,
    DrawDateIso: row.DrawDate ?? null,
    Status: row.Status ? labels.status(row.Status) : null,
    Share: row.Share === undefined ? null : sharePercent(row.Share),
    ShareValue: row.Share ?? null,
    Tickets: row.Tickets,
    Bets: row.Bets,
    Count: row.Count,
    Big: row.Big,
    Small: row.Small,
    Amount: row.Amount,
    Total: row.Total,
  };
}

/** Bet Summary 2 without DrawFrom/DrawTo or ViewDay: the last 7 days back, today included (every draw day of a week). */
export const SUMMARY_VIEW_DAYS = 7;
