import { streamRows } from '@/app/_components/report-table/report-stream';
import { ReportSectionView, type ReportSectionProps } from './report-section-view';

export type { ReportDrill, ReportSectionProps } from './report-section-view';

/**
 * One report table of a report page (server side of ReportSectionView): a report of more than one
 * render batch sends its first batch with the page and streams the rest after it (report-stream.ts),
 * so the first HTML and the hydration hold only the first screen's rows.
 */
export function ReportSection({ rows, ...props }: ReportSectionProps) {
  const { rows: first, more } = streamRows(props.columns, rows, props.totals, props.initialSort);
  return <ReportSectionView {...props} rows={first} more={more} />;
}
