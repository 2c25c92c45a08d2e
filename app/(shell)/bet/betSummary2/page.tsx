import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { isoToDisplayDate } from '@/lib/domain/date-input';
import { localDate } from '@/lib/domain/draw-calendar';
import { fieldDate, historyRange, MAX_RANGE_DAYS } from '@/lib/domain/tickets';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { rangeSummaries } from '@/lib/platform/bet-summaries';
import { listing, ticketPageContext } from '../../tickets/_tickets/page-context';
import { TicketFilters } from '../../tickets/_tickets/ticket-filters';
import { SUMMARY_VIEW_DAYS } from '../_summary/summary-rows';
import { SummarySection } from '../_summary/summary-section';
import styles from '../_summary/summary.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('betSummary.titles');
  return { title: t('range') };
}

const PAGE_PATH = '/bet/betSummary2';

/** A date of the query as the field shows it (MM/DD/YYYY), or as typed when it is no date. */
/**
 * /bet/betSummary2 (Bet Summary 2, VW=BETSUMMARY2): the live bets of the draws from DrawFrom to DrawTo
 * summed per member (betSummaryReportFull) and per draw and kind (betSummary3Full). Without a range,
 * ViewDay=N days back (the menu sends none: the last 7 days, today included). A range the wrong way
 * round or too long is said above the filters and nothing is loaded.
 */
export default async function BetSummary2Page({ searchParams }: { searchParams: SearchParams }) {
  const context = await ticketPageContext(PAGE_PATH, searchParams);
  const { session, query, params, basePath, game } = context;
  const viewDay = firstParam(params.ViewDay, 8) || undefined;
  const { range, problem } = historyRange(query, viewDay ?? String(SUMMARY_VIEW_DAYS), localDate(new Date()));
  const [users, t, tTickets, result] = await Promise.all([
    context.users,
    getTranslations('betSummary'),
    getTranslations('tickets'),
    problem ? null : listing(rangeSummaries(session, range, context.userId)),
  ]);
  const kept = { LocId: session.auth.locId, VW: query.VW ?? 'BETSUMMARY2' };
  const [from, to] = [isoToDisplayDate(range.from), isoToDisplayDate(range.to)];
  return (
    <div className={styles.page}>
      <PageHeader title={t('titles.range')}>
        <TicketFilters
          key={context.viewKey}
          mode="range"
          action={basePath}
          query={kept}
          extra={viewDay ? { ViewDay: viewDay } : undefined}
          users={users}
          userId={context.pickedUser}
          from={problem ? fieldDate(query.DrawFrom) : from}
          to={problem ? fieldDate(query.DrawTo) : to}
        />
      </PageHeader>
      {problem ? <AlertBox kind="error">{tTickets(`problems.${problem}`, { days: MAX_RANGE_DAYS })}</AlertBox> : null}
      {result?.problem ? <AlertBox kind="error">{result.problem}</AlertBox> : null}
      {result?.data
        ? ([
            { view: 'member', summary: result.data.members, caption: 'rangeMember' },
            { view: 'drawKind', summary: result.data.drawKinds, caption: 'drawKind' },
          ] as const).map(({ view, summary, caption }) => (
            <SummarySection
              key={`${view}-${context.viewKey}`}
              view={view}
              game={game}
              summary={summary}
              title={t(`sections.${view}`)}
              caption={t(`captions.${caption}`, { from, to })}
              fileName={`bet-summary-${view}-${range.from}-${range.to}`}
            />
          ))
        : null}
    </div>
  );
}
