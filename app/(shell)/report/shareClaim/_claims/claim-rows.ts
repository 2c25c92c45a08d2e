// The share-claim tables' columns and rows, shared by /report/shareClaim and /control/shareClaim, and
// the report's choice of draws (one draw is one draw date; otherwise the range pages' rule). No React,
// no server: jest tests it directly.
import type { ReportColumn } from '@/app/_components/report-table/report-columns';
import type { ClaimBack, ShareClaim } from '@/lib/contract/share-claims';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import type { Cell } from '@/lib/domain/report-table';
import { dateParam, localDateTime } from '@/lib/domain/tickets';
import { chosenReportRange, REPORT_COLUMN_SPECS, reportColumns, reportRow, type DateRange, type RangeProblem, type ReportDrawOption } from '../../_report/report-rows';

type Spec = Pick<ReportColumn, 'kind' | 'sortKey'>;
const money: Spec = { kind: 'money' };

/** The report columns' specs (DrawDate, UserId, OwnShare, Amount...) and the claims' own. */
const SPECS: Readonly<Record<string, Spec>> = {
  ...REPORT_COLUMN_SPECS,
  // Ids are text columns: the totals line under a table shows only number and money columns.
  ClaimId: { kind: 'text' },
  ClaimedBy: { kind: 'text' },
  Kind: { kind: 'text' },
  GroupStrike: money,
  GroupWinLoss: money,
  Collected: money,
  Outstanding: money,
  Status: { kind: 'text' },
  CreatedDate: { kind: 'text', sortKey: 'CreatedDateIso' },
  CreatedBy: { kind: 'text' },
};

/** The claim columns of both pages, in the order they show. */
export const CLAIM_COLUMNS = ['DrawDate', 'UserId', 'ClaimedBy', 'Kind', 'GroupStrike', 'GroupWinLoss', 'OwnShare', 'Amount', 'Collected', 'Outstanding', 'Status', 'Remark'] as const;
/** The claim-back columns: when, which claim, how much, who recorded it. */
export const CLAIM_BACK_COLUMNS = ['CreatedDate', 'DrawDate', 'UserId', 'ClaimedBy', 'ClaimId', 'Amount', 'Remark', 'CreatedBy'] as const;

/** Columns by key, labelled by `label`; money right-aligned with exactly 2 decimals. */
export function claimColumns(keys: readonly string[], label: (key: string) => string): ReportColumn[] {
  return reportColumns(keys, label, SPECS);
}

export interface ClaimLabels {
  kind: (kind: ShareClaim['Kind']) => string;
  status: (status: ShareClaim['Status']) => string;
}

/** Both pages' words for the tables, from a translator of the shareClaims namespace. */
export function claimTexts(t: (key: string) => string): ClaimLabels & { column: (key: string) => string } {
  return { column: (key) => t(`columns.${key}`), kind: (kind) => t(`kinds.${kind}`), status: (status) => t(`statuses.${status}`) };
}

/**
 * A claim as a table row: its fields as they came (money exact text; the draw date MM/DD/YYYY with
 * its ISO text for sorting), kind and status translated with KindCode and StatusCode keeping the
 * codes, and what the row's actions need (ClaimId, Editable, Collected, Outstanding).
 */
export function claimRow(claim: ShareClaim, labels: ClaimLabels): Record<string, Cell> {
  return { ...reportRow(claim), Kind: labels.kind(claim.Kind), KindCode: claim.Kind, Status: labels.status(claim.Status), StatusCode: claim.Status };
}

/** A claim-back as a table row: recorded when (operator time), on which claim, how much. */
export function claimBackRow(back: ClaimBack): Record<string, Cell> {
  return { ...reportRow(back), CreatedDate: localDateTime(back.CreatedDate), CreatedDateIso: back.CreatedDate };
}

/**
 * The draws of the report: one draw when the query names it (DrawId among the settled draws, or a
 * DrawDate), shown as the one-day range of its date (a location has one draw per date); else the range
 * pages' rule (DrawFrom..DrawTo, a bad one a problem to show, or ViewDay days back, 7 by default).
 */
export function claimReportRange(
  query: Pick<ReportQuery, 'DrawId' | 'DrawDate' | 'DrawFrom' | 'DrawTo'>,
  viewDay: string | undefined,
  today: string,
  draws: readonly ReportDrawOption[],
): { range: DateRange; problem: RangeProblem | null } {
  const byId = query.DrawId && /^\d{1,12}$/.test(query.DrawId) ? draws.find((draw) => draw.DrawId === Number(query.DrawId)) : undefined;
  const date = byId?.DrawDate ?? (query.DrawDate ? dateParam(query.DrawDate) : null);
  if (date) return { range: { from: date, to: date }, problem: null };
  return chosenReportRange(query, viewDay, today);
}
