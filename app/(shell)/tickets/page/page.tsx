import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { chosenDraw, drawDateText, pageIndexOf } from '@/lib/domain/tickets';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { drawsOf, ticketsOfDraw } from '@/lib/platform/tickets';
import { handlePageError } from '@/lib/session/server';
import { listing, ticketPageContext } from '../_tickets/page-context';
import { TicketFilters } from '../_tickets/ticket-filters';
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
 * its own). The server loads them; each navigation renders the page again (§2.7).
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
      <PageHeader title={t('titles.page')}>
        <TicketFilters
          key={context.viewKey}
          mode="draw"
          action={basePath}
          query={kept}
          draws={draws.map(({ DrawId, DrawDate }) => ({ DrawId, DrawDate }))}
          drawId={draw?.DrawId ?? null}
          users={users}
          userId={context.pickedUser}
        />
      </PageHeader>
      {draw ? null : <p className={styles.note}>{t('noDraws')}</p>}
      {result?.problem ? <AlertBox kind="error">{result.problem}</AlertBox> : null}
      {draw && result?.data ? (
        <TicketListing
          page={result.data}
          caption={t('captions.draw', { drawDate: drawDateText(draw.DrawDate) })}
          fileName={`tickets-${draw.DrawDate}`}
          path={basePath}
          query={shown}
          extra={{}}
          viewKey={context.viewKey}
        />
      ) : null}
    </div>
  );
}
