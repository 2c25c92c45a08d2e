import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { ReportTable } from '@/app/_components/report-table/report-table';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { chosenDraw, drawDateText } from '@/lib/domain/tickets';
import { betsInOf } from '@/lib/platform-client/outset';
import { reportUsersOf } from '@/lib/platform-client/reports';
import { drawsOf } from '@/lib/platform-client/tickets';
import { handlePageError } from '@/lib/session/server';
import { listing, ticketPageContext } from '@/app/(shell)/_shell/page-context';
import { TicketFilters } from '../../tickets/_tickets/ticket-filters';
import { betsColumns, betsRows } from './_bets/rows';
import styles from '../../tickets/_tickets/tickets.module.css';

const PAGE_PATH = '/outset/betsIn';
const choiceOf = async (searchParams: SearchParams): Promise<'1' | '2'> => (firstParam((await searchParams).Choice, 2) === '2' ? '2' : '1');

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const t = await getTranslations('outsetSettings.bets');
  return { title: t((await choiceOf(searchParams)) === '2' ? 'titleOut' : 'titleIn') };
}

/**
 * /outset/betsIn (OutSet, admins; docs/decisions/outset.md): Choice=1 Bets In, Choice=2 Bets Out. For one
 * draw, each number's In, Intake and Out at the company's level, or at a user's picked in the filters;
 * Bets In names who sent the In, Bets Out who holds the Out (the uplines in turn, up to their limits).
 */
export default async function BetsInPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await ticketPageContext(PAGE_PATH, searchParams);
  const choice = await choiceOf(searchParams);
  const { session, query, game } = context;
  // The picker offers every user of reach (agents too, whose Bets Out this page is for), not only bettors.
  const [users, draws, t] = await Promise.all([
    reportUsersOf(session).catch(handlePageError),
    drawsOf(session).catch(handlePageError),
    getTranslations('outsetSettings.bets'),
  ]);
  const draw = chosenDraw(draws, query.DrawId, new Date());
  const result = draw ? await listing(betsInOf(session, draw.DrawId, choice, context.userId)) : null;
  const answer = result?.data;
  const title = t(choice === '2' ? 'titleOut' : 'titleIn');
  return (
    <div className={styles.page}>
      <PageHeader title={title}>
        <TicketFilters
          key={context.viewKey}
          mode="draw"
          action={context.basePath}
          query={{ LocId: session.auth.locId, VW: query.VW }}
          extra={{ ViewDay: '1', Choice: choice }}
          draws={draws.map(({ DrawId, DrawDate }) => ({ DrawId, DrawDate }))}
          drawId={draw?.DrawId ?? null}
          users={users.map(({ UserId, UserName, Role }) => ({ UserId, UserName, Role }))}
          userId={context.pickedUser}
        />
      </PageHeader>
      <p className={styles.note}>{t(choice === '2' ? 'explainOut' : 'explainIn')}</p>
      {draw ? null : <p className={styles.note}>{t('noDraws')}</p>}
      {result?.problem ? <AlertBox kind="error">{result.problem}</AlertBox> : null}
      {draw && answer ? (
        <ReportTable
          key={context.viewKey}
          columns={betsColumns(t, game, choice)}
          rows={betsRows(t, game, answer)}
          caption={t(choice === '2' ? 'captionOut' : 'captionIn', { drawDate: drawDateText(draw.DrawDate), userId: answer.UserId })}
          fileName={`${choice === '2' ? 'bets-out' : 'bets-in'}-${draw.DrawDate}`}
          initialSort={{ field: 'Number', direction: 'asc' }}
        />
      ) : null}
    </div>
  );
}
