import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatShownDate } from '@/lib/domain/operator-time';
import { operatorDate } from '@/lib/domain/operator-time';
import { historyRange, MAX_RANGE_DAYS } from '@/lib/domain/tickets';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { rangeSummaries } from '@/lib/platform-client/bet-summaries';
import { listing, ticketPageContext } from '@/app/(shell)/_shell/page-context';
import { RangeReportHeader } from '../../tickets/_tickets/report-header';
import { SUMMARY_VIEW_DAYS } from '../_summary/summary-rows';
import { SummarySection } from '../_summary/summary-section';
import styles from '../../tickets/_tickets/tickets.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('betSummary.titles');
  return { title: t('range') };
}

const PAGE_PATH = '/bet/betSummary2';

/**
 * /bet/betSummary2 (Bet Summary 2, VW=BETSUMMARY2): the live bets of the draws from DrawFrom to DrawTo
 * summed per member (betSummaryReportFull) and per draw and kind (betSummary3Full). Without a range,
 * ViewDay=N days back (the menu sends none: the last 7 days, today included). A range the wrong way
 * round or too long is said above the filters and nothing is loaded.
 */
export default async function BetSummary2Page({ searchParams }: { searchParams: SearchParams }) {
  const context = await ticketPageContext(PAGE_PATH, searchParams);
  const { session, query, params, game } = context;
  const viewDay = firstParam(params.ViewDay, 8) || undefined;
  const { range, problem } = historyRange(query, viewDay ?? String(SUMMARY_VIEW_DAYS), operatorDate(new Date()));
  const [users, t, tTickets, result] = await Promise.all([
    context.users,
    getTranslations('betSummary'),
    getTranslations('tickets'),
    problem ? null : listing(rangeSummaries(session, range, context.userId)),
  ]);
  const [from, to] = [formatShownDate(range.from), formatShownDate(range.to)];
  return (
    <div className={styles.page}>
      <RangeReportHeader
        title={t('titles.range')}
        context={context}
        users={users}
        vw="BETSUMMARY2"
        range={range}
        viewDay={viewDay}
        rangeProblem={problem ? tTickets(`problems.${problem}`, { days: MAX_RANGE_DAYS }) : null}
        problem={result?.problem}
      />
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
