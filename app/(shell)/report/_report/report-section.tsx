// One report table of a report page: the rows are packed here, on the server, so the page's payload
// names each field once instead of once per row (lib/domain/report-table.ts), and the client view
// (report-section-view.tsx) unpacks them.
import type { ReportColumn, ReportRow } from '@/app/_components/report-table/report-table';
import type { ReportQuery, ReportSort } from '@/lib/domain/report-conventions';
import { packRows } from '@/lib/domain/report-table';
import { ReportSectionView } from './report-section-view';
import type { ReportTotal } from './report-totals';

/** Rows that open another report: the same page (or `path`) for the row's user, with a new rand. */
export interface ReportDrill {
  /** The page to open (the page's own basePath to drill down). */
  path: string;
  /** The query to keep (LocId, VW, the draw or range); UserId is set from the row. */
  query: ReportQuery;
  extra?: Record<string, string>;
  /** The row field holding the user to open ('UserId' by default). */
  field?: string;
}

export interface ReportSectionProps {
  /** A heading (h2) above the table, already translated; none for a page with one table. */
  title?: string;
  /** The table's caption (what it covers), already translated. */
  caption: string;
  /** Built on the server with reportColumns() (labels translated, money columns right-aligned). */
  columns: readonly ReportColumn[];
  /** The first rows are in the HTML; the table renders the rest progressively. */
  rows: readonly ReportRow[];
  /** The totals line(s) under the table. */
  totals?: readonly ReportTotal[];
  /** Export file name (its extension follows the format; xls and csv with BOM). */
  fileName: string;
  /** A row field holding a colour code (spec 001 §3): the row takes its colour. */
  colourField?: string;
  initialSort?: ReportSort;
  drill?: ReportDrill;
  /** Names the section for tests and styles (data-report). */
  name: string;
}

/** One report table: see ReportSectionView. */
export function ReportSection({ rows, ...props }: ReportSectionProps) {
  return <ReportSectionView {...props} packedRows={packRows(rows)} />;
}
