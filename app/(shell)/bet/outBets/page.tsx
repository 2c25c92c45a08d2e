import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { chosenDraw, drawDateText } from '@/lib/domain/tickets';
import { outBetsOf } from '@/lib/platform-client/out-bets';
import { drawsOf } from '@/lib/platform-client/tickets';
import { handlePageError } from '@/lib/session/server';
import type { SearchParams } from '@/lib/http/search-params';
import { listing, ticketPageContext } from '@/app/(shell)/_shell/page-context';
import { DrawReportHeader } from '../../tickets/_tickets/report-header';
import { fourDColumns, totoColumns } from './_out/columns';
import { OutBetsReport } from './_out/out-bets-report';
import { fourDRows, totoRows } from './_out/rows';
import { OutBetsTotals } from './_out/totals';
import styles from '../../tickets/_tickets/tickets.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('outBets');
  return { title: t('title') };
}

const PAGE_PATH = '/bet/outBets';

/**
 * /bet/outBets (VW=BETOUT, docs/domain.md#intake-and-out): for one draw, by default the one taking
 * bets now, each number's In (what reached the user from its downline), Intake (what it keeps, up to
 * its eat limit) and Out (what it passes up), with MaxPayout on the intake. Agents and admins see their
 * own figures or pick a user of their reach; a member sees its own stakes (Intake 0, Out = In). The
 * server loads the rows; each navigation renders the page again (docs/product.md#report-page-conventions).
 */
export default async function OutBetsPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await ticketPageContext(PAGE_PATH, searchParams);
  const { session, query } = context;
  const [users, draws, t] = await Promise.all([context.users, drawsOf(session).catch(handlePageError), getTranslations('outBets')]);
  const draw = chosenDraw(draws, query.DrawId, new Date());
  const result = draw ? await listing(outBetsOf(session, draw.DrawId, context.userId)) : null;
  const answer = result?.data;
  return (
    <div className={styles.page}>
      <DrawReportHeader
        title={t('title')}
        context={context}
        users={users}
        vw="BETOUT"
        draws={draws}
        draw={draw}
        noDrawsText={t('noDraws')}
        problem={result?.problem}
      >
        <p className={styles.note}>{t('explain')}</p>
      </DrawReportHeader>
      {draw && answer ? (
        <>
          <OutBetsTotals answer={answer} />
          <OutBetsReport
            key={context.viewKey}
            columns={answer.game === 'TT' ? totoColumns(t) : fourDColumns(t)}
            rows={answer.game === 'TT' ? totoRows(answer.data, (type) => t(`types.${type}`)) : fourDRows(answer.data)}
            caption={t('caption', { drawDate: drawDateText(draw.DrawDate), userId: answer.data.UserId })}
            fileName={`out-bets-${draw.DrawDate}`}
            locId={session.auth.locId}
            drawId={draw.DrawId}
            userId={context.userId}
          />
        </>
      ) : null}
    </div>
  );
}
