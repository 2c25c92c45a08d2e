import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { betLineReportRow, checkSearchNumber, chosenDraw, drawDateText, searchProblemValues } from '@/lib/domain/tickets';
import type { SearchParams } from '@/lib/http/search-params';
import { drawsOf, searchBets } from '@/lib/platform-client/tickets';
import { handlePageError } from '@/lib/session/server';
import { lineColumns, rowLabels } from '../_tickets/columns';
import { ListSummary } from '../_tickets/list-notes';
import { listing, ticketPageContext, transferTargets } from '@/app/(shell)/_shell/page-context';
import { TicketFilters } from '../_tickets/ticket-filters';
import { TicketReport } from '../_tickets/ticket-report';
import styles from '../_tickets/tickets.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('tickets.titles');
  return { title: t('search') };
}

const PAGE_PATH = '/tickets/search';

/**
 * /tickets/search (Ticket Search, VW=TICKETSEARCH): the bets of a draw that cover a number. The form
 * navigates with the number in txtSearch; the server checks it again and loads bet/search (4D: the
 * number itself, a roll over it, an i-bet or k-bet of its digits) or, in a TT location, bet/searchT
 * (the entries holding every number). Deletable lines get a Delete button.
 */
export default async function TicketSearchPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await ticketPageContext(PAGE_PATH, searchParams);
  const { session, query, basePath, game } = context;
  const [users, draws, t] = await Promise.all([context.users, drawsOf(session).catch(handlePageError), getTranslations('tickets')]);
  const draw = chosenDraw(draws, query.DrawId, new Date());
  const typed = query.txtSearch ?? '';
  const checked = typed ? checkSearchNumber(game, typed) : null;
  const number = checked && 'value' in checked ? checked.value : null;
  const result = draw && number ? await listing(searchBets(session, { drawId: draw.DrawId, userId: context.userId, number })) : null;
  const labels = rowLabels(t);
  return (
    <div className={styles.page}>
      <PageHeader title={t('titles.search')}>
        <TicketFilters
          key={context.viewKey}
          mode="search"
          action={basePath}
          query={{ LocId: session.auth.locId, VW: query.VW ?? 'TICKETSEARCH' }}
          draws={draws.map(({ DrawId, DrawDate }) => ({ DrawId, DrawDate }))}
          drawId={draw?.DrawId ?? null}
          users={users}
          userId={context.pickedUser}
          game={game}
          number={number ?? typed}
        />
      </PageHeader>
      {draw ? null : <p className={styles.note}>{t('noDraws')}</p>}
      {checked && 'problem' in checked ? <AlertBox kind="error">{t(`problems.${checked.problem}`, searchProblemValues(checked))}</AlertBox> : null}
      {draw && !typed ? <p className={styles.note}>{t('searchPrompt')}</p> : null}
      {result?.problem ? <AlertBox kind="error">{result.problem}</AlertBox> : null}
      {draw && number && result?.data ? (
        <>
          <ListSummary kind="lines" count={result.data.Total} sum={result.data.Sum} />
          <TicketReport
            key={context.viewKey}
            lines
            columns={lineColumns(t, game)}
            rows={result.data.Items.map((line) => betLineReportRow(line, labels))}
            caption={t('captions.search', { number, drawDate: drawDateText(draw.DrawDate) })}
            fileName={`bets-${draw.DrawDate}-${number.replaceAll(' ', '-')}`}
            members={transferTargets(users)}
          />
        </>
      ) : null}
    </div>
  );
}
