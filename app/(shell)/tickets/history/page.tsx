import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { operatorDate } from '@/lib/domain/operator-time';
import { formatShownDate } from '@/lib/domain/operator-time';
import { historyRange, MAX_RANGE_DAYS, pageIndexOf } from '@/lib/domain/tickets';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { ticketsOfRange } from '@/lib/platform-client/tickets';
import { listing, ticketPageContext, transferTargets } from '@/app/(shell)/_shell/page-context';
import { RangeReportHeader } from '../_tickets/report-header';
import { TicketListing } from '../_tickets/ticket-listing';
import styles from '../_tickets/tickets.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tickets.titles');
  return { title: t('history') };
}

const PAGE_PATH = '/tickets/history';

/**
 * /tickets/history (Ticket History, VW=TICKETHIST): the tickets of the draws from DrawFrom to DrawTo.
 * Without them, ViewDay=N (the menu sends 1) covers the last N days: DrawFrom today - N, DrawTo today
 * (operator dates). A range the wrong way round or too long is said above the filters and nothing is loaded.
 */
export default async function TicketHistoryPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await ticketPageContext(PAGE_PATH, searchParams);
  const { session, query, params, basePath } = context;
  const viewDay = firstParam(params.ViewDay, 8) || undefined;
  const { range, problem } = historyRange(query, viewDay, operatorDate(new Date()));
  const pageIndex = pageIndexOf(firstParam(params.PageIndex, 8));
  const [users, t, result] = await Promise.all([
    context.users,
    getTranslations('tickets'),
    problem ? null : listing(ticketsOfRange(session, range, { userId: context.userId, pageIndex })),
  ]);
  const kept = { LocId: session.auth.locId, VW: query.VW ?? 'TICKETHIST' };
  const extra = { ViewDay: viewDay };
  return (
    <div className={styles.page}>
      <RangeReportHeader
        title={t('titles.history')}
        context={context}
        users={users}
        vw="TICKETHIST"
        range={range}
        viewDay={viewDay}
        rangeProblem={problem ? t(`problems.${problem}`, { days: MAX_RANGE_DAYS }) : null}
        problem={result?.problem}
      />
      {result?.data ? (
        <TicketListing
          page={result.data}
          caption={t('captions.range', { from: formatShownDate(range.from), to: formatShownDate(range.to) })}
          fileName={`tickets-${range.from}-${range.to}`}
          path={basePath}
          query={{ ...kept, UserId: context.userId, DrawFrom: range.from, DrawTo: range.to }}
          extra={extra}
          viewKey={context.viewKey}
          members={transferTargets(users)}
        />
      ) : null}
    </div>
  );
}
