import { getTranslations } from 'next-intl/server';
import type { TicketPage } from '@/lib/contract/bet-listings';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import { ticketReportRow } from '@/lib/domain/tickets';
import { rowLabels, ticketColumns } from './columns';
import { ListPages, ListSummary } from './list-notes';
import { TicketReport } from './ticket-report';

export interface TicketListingProps {
  page: TicketPage;
  caption: string;
  fileName: string;
  /** The page's path, query and extras, for the links to newer and older tickets. */
  path: string;
  query: ReportQuery;
  extra: Record<string, string | undefined>;
  /** Names the query shown: another query starts the table and its messages afresh, a refresh keeps them. */
  viewKey: string;
  /** The members bets may be transferred to (the caller's downline; none for a member). */
  members?: readonly string[];
}

/**
 * A page of tickets (View Tickets, Ticket History): how many and their total, which of them when
 * there are more than one page holds, and the table, whose first rows are in the HTML.
 */
export async function TicketListing({ page, caption, fileName, path, query, extra, viewKey, members }: TicketListingProps) {
  const t = await getTranslations('tickets');
  const labels = rowLabels(t);
  return (
    <>
      <ListSummary kind="tickets" count={page.Total} sum={page.Sum} />
      <ListPages total={page.Total} pageIndex={page.PageIndex} pageSize={page.PageSize} path={path} query={query} extra={extra} />
      <TicketReport key={viewKey} columns={ticketColumns(t)} rows={page.Items.map((item) => ticketReportRow(item, labels))} caption={caption} fileName={fileName} members={members} />
    </>
  );
}
