import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { chosenDraw, drawDateText } from '@/lib/domain/tickets';
import type { SearchParams } from '@/lib/http/search-params';
import type { Summary } from '@/lib/contract/bet-listings';
import { drawSummaries, type DrawSummaries } from '@/lib/platform-client/bet-summaries';
import { drawsOf } from '@/lib/platform-client/tickets';
import { handlePageError } from '@/lib/session/server';
import { listing, ticketPageContext } from '@/app/(shell)/_shell/page-context';
import { DrawReportHeader } from '../../tickets/_tickets/report-header';
import type { SummaryView } from '../_summary/summary-rows';
import { SummarySection } from '../_summary/summary-section';
import styles from '../../tickets/_tickets/tickets.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('betSummary.titles');
  return { title: t('draw') };
}

const PAGE_PATH = '/bet/betSummary';

/** The page's summaries in order; the share view only when it was asked (agents and admins). */
function sections(data: DrawSummaries): { view: SummaryView; summary: Summary }[] {
  const shown: { view: SummaryView; summary: Summary }[] = [
    { view: 'member', summary: data.members },
    { view: 'kind', summary: data.kinds },
    { view: 'memberKind', summary: data.memberKinds },
  ];
  return data.shares ? [...shown, { view: 'share', summary: data.shares }] : shown;
}

/**
 * /bet/betSummary (Bet Summary, VW=BETSUMMARY): the live bets of one draw summed per member
 * (betSummaryFull), per kind (betSummaryByTypeSum) and per member and kind (betSummaryByType); agents
 * and admins also see the share view (betSummaryUserIdByShare: each direct downline with its whole
 * subtree and its share). The draw defaults as on View Tickets (the open draw closing next, else the
 * latest); agents and admins may narrow to a user's subtree, a member sees itself. Each navigation
 * renders the page again on the server (docs/product.md#report-page-conventions).
 */
export default async function BetSummaryPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await ticketPageContext(PAGE_PATH, searchParams);
  const { session, query, game } = context;
  const [users, draws, t] = await Promise.all([context.users, drawsOf(session).catch(handlePageError), getTranslations('betSummary')]);
  const draw = chosenDraw(draws, query.DrawId, new Date());
  const upline = users !== null;
  const result = draw ? await listing(drawSummaries(session, draw.DrawId, context.userId, { shares: upline })) : null;
  const drawDate = draw ? drawDateText(draw.DrawDate) : '';
  return (
    <div className={styles.page}>
      <DrawReportHeader
        title={t('titles.draw')}
        context={context}
        users={users}
        vw="BETSUMMARY"
        draws={draws}
        draw={draw}
        noDrawsText={t('noDraws')}
        problem={result?.problem}
      />
      {result?.data
        ? sections(result.data).map(({ view, summary }) => (
            <SummarySection
              key={`${view}-${context.viewKey}`}
              view={view}
              game={game}
              summary={summary}
              title={t(`sections.${view}`)}
              caption={t(`captions.${view}`, { drawDate })}
              fileName={`bet-summary-${view}-${draw?.DrawDate ?? ''}`}
            />
          ))
        : null}
    </div>
  );
}
