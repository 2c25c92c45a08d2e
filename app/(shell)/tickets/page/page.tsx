import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { chosenDraw, drawDateText, pageIndexOf } from '@/lib/domain/tickets';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { drawsOf, ticketsOfDraw } from '@/lib/platform-client/tickets';
import { handlePageError } from '@/lib/session/server';
import { listing, ticketPageContext, transferTargets } from '@/app/(shell)/_shell/page-context';
import { DrawReportHeader } from '../_tickets/report-header';
import { TicketListing } from '../_tickets/ticket-listing';
import styles from '../_tickets/tickets.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tickets.titles');
  return { title: t('page') };
}

const PAGE_PATH = '/tickets/page';

/**
 * /tickets/page (View Tickets, VW=TICKET): the tickets of one draw, by default the draw taking bets
 * now (else the latest), of everyone in reach or of the user picked (agents and admins; a member sees
 * its own). The server loads them; each navigation renders the page again (docs/product.md#report-page-conventions).
 */
export default async function ViewTicketsPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await ticketPageContext(PAGE_PATH, searchParams);
  const { session, query, params, basePath } = context;
  const [users, draws, t] = await Promise.all([context.users, drawsOf(session).catch(handlePageError), getTranslations('tickets')]);
  const draw = chosenDraw(draws, query.DrawId, new Date());
  const pageIndex = pageIndexOf(firstParam(params.PageIndex, 8));
  const result = draw ? await listing(ticketsOfDraw(session, draw.DrawId, { userId: context.userId, pageIndex })) : null;
  const kept = { LocId: session.auth.locId, VW: query.VW ?? 'TICKET' };
  const shown = { ...kept, UserId: context.userId, DrawId: draw ? String(draw.DrawId) : undefined };
  return (
    <div className={styles.page}>
      <DrawReportHeader
        title={t('titles.page')}
        context={context}
        users={users}
        vw="TICKET"
        draws={draws}
        draw={draw}
        noDrawsText={t('noDraws')}
        problem={result?.problem}
      />
      {draw && result?.data ? (
        <TicketListing
          page={result.data}
          caption={t('captions.draw', { drawDate: drawDateText(draw.DrawDate) })}
          fileName={`tickets-${draw.DrawDate}`}
          path={basePath}
          query={shown}
          extra={{}}
          viewKey={context.viewKey}
          members={transferTargets(users)}
        />
      ) : null}
    </div>
  );
}
