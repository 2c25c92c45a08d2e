// The report pages' pure rules (shared by every page under /report): which draw or range a page shows,
// whose report it is, their links (docs/product.md#report-page-conventions: a new rand at each navigation), the columns a report declares
// and its answers as table rows. No React, no server: jest tests it directly.
import type { ReportColumn } from '@/app/_components/report-table/report-columns';
import { admitsAgentOrAdmin } from '@/lib/domain/menu-rules';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import type { Cell } from '@/lib/domain/report-table';
import { drawDateText, historyRange, ticketsHref, type DateRange, type RangeProblem } from '@/lib/domain/tickets';
import { USER_ZERO_ID } from '@/lib/domain/user-picker';

export type { DateRange, RangeProblem };

/** A draw a report can show (reportDate: the settled draws, newest first). */
export interface ReportDrawOption {
  DrawId: number;
  DrawDate: string;
}

/**
 * The draw of the query: DrawId, else DrawDate ('YYYY-MM-DD'), when it is one of `draws`; else the
 * newest (the first). Null when there is none.
 */
export function chosenReportDraw<T extends ReportDrawOption>(draws: readonly T[], query: Pick<ReportQuery, 'DrawId' | 'DrawDate'>): T | null {
  const byId = query.DrawId && /^\d{1,12}$/.test(query.DrawId) ? draws.find((draw) => draw.DrawId === Number(query.DrawId)) : undefined;
  const byDate = query.DrawDate ? draws.find((draw) => draw.DrawDate === query.DrawDate) : undefined;
  return byId ?? byDate ?? draws[0] ?? null;
}

/** A range page opens on the last 7 days (today included) when the query has no range and no ViewDay. */
export const REPORT_VIEW_DAYS = 7;

/** The range of the query (DrawFrom..DrawTo, a bad one is a problem to show), else ViewDay days back (default 7). */
export function chosenReportRange(
  query: Pick<ReportQuery, 'DrawFrom' | 'DrawTo'>,
  viewDay: string | undefined,
  today: string,
): { range: DateRange; problem: RangeProblem | null } {
  return historyRange(query, viewDay || String(REPORT_VIEW_DAYS), today);
}

/**
 * Whose report the page asks for: a member never names anyone (the platform answers its own); an
 * agent or admin the query's UserId, blank or "0" meaning itself (undefined).
 */
export function reportUser(role: string, userIdParam: string | undefined): string | undefined {
  if (!admitsAgentOrAdmin(role)) return undefined;
  const userId = userIdParam?.trim();
  return userId && userId !== USER_ZERO_ID ? userId : undefined;
}

/** The address of a report page for a query, rand set to `timestamp` (docs/product.md#report-page-conventions), then the page's extras. */
export function reportHref(path: string, query: ReportQuery, extra: Readonly<Record<string, string | undefined>> = {}, timestamp?: number): string {
  return ticketsHref(path, query, extra, timestamp);
}

// ---- Columns ---------------------------------------------------------------------------------------

type Spec = Pick<ReportColumn, 'kind' | 'sortKey' | 'shrink'>;
const money: Spec = { kind: 'money' };
/** A typed name: cut first where the table would not fit (ReportColumn.shrink). */
const name: Spec = { kind: 'text', shrink: true };

/**
 * Every column a settlement report shows: money right-aligned with exactly 2 decimals (ReportTable's
 * 'money' kind), draw dates shown MM/DD/YYYY and sorted by their ISO text, names cut first where the
 * table would not fit.
 */
export const REPORT_COLUMN_SPECS: Readonly<Record<string, Spec>> = {
  UserId: name,
  UserName: name,
  Role: { kind: 'text' },
  GroupId: name,
  GroupName: name,
  DrawDate: { kind: 'text', sortKey: 'DrawDateIso' },
  Turnover: money,
  Commission: money,
  Strike: money,
  WinLoss: money,
  OwnCommission: money,
  OwnShare: money,
  UplineShare: money,
  Amount: money,
  AccBal: money,
  Payments: money,
  Net: money,
  SubShare: money,
  Expense: money,
  Collect: money,
  Balance: money,
};

/** The settlement figures in the order every report shows them. */
export const FIGURE_COLUMNS = ['Turnover', 'Commission', 'Strike', 'WinLoss', 'OwnCommission', 'OwnShare', 'UplineShare', 'Amount'] as const;

/**
 * Columns of a report by key, labelled by `label` (a translator of the page's namespace). A key
 * without a spec is a text column, so a page may add its own.
 */
export function reportColumns(keys: readonly string[], label: (key: string) => string, specs: Readonly<Record<string, Spec>> = REPORT_COLUMN_SPECS): ReportColumn[] {
  return keys.map((key) => ({ key, label: label(key), ...(specs[key] ?? { kind: 'text' }) }));
}

// ---- Rows ------------------------------------------------------------------------------------------

/**
 * A report answer's row as a table row: every field as it came (money stays exact text), and a
 * DrawDate shown MM/DD/YYYY with its ISO text beside it (DrawDateIso) for sorting and drilling.
 */
export function reportRow(row: Readonly<Record<string, unknown>>): Record<string, Cell> {
  const cells: Record<string, Cell> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) cells[key] = value as Cell;
  }
  if (typeof row.DrawDate === 'string') {
    cells.DrawDate = drawDateText(row.DrawDate);
    cells.DrawDateIso = row.DrawDate;
  }
  return cells;
}
