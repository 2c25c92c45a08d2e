import type { SearchParams } from '@/lib/http/search-params';
import { drawDateText } from '@/lib/domain/tickets';
import { stakeReportOf } from '@/lib/platform/report-strikes';
import { drawsOf } from '@/lib/platform/tickets';
import { handlePageError } from '@/lib/session/server';
import { listing, reportPageContext } from '../_report/page-context';
import { ReportHeader } from '../_report/report-header';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';
import { strikeTexts } from './labels';
import { chosenOpenDraw, STAKE_KEYS, stakeRow, strikeColumns } from './strike-rows';

/**
 * The Stake Report (RPTSTAKE) of /report/stake (4D) and /report/tt/stake (TT): for one draw (default
 * the one taking bets now, else the latest), the live stakes under the user per number and kind as
 * written, most cost first (reportStakeFull), coloured by kind; the total cost is the draw's turnover
 * under the user.
 */
export async function StakeReportPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const context = await reportPageContext(path, 'RPTSTAKE', searchParams);
  const { session, query, game } = context;
  const [users, draws, { t, labels }] = await Promise.all([context.users, drawsOf(session).catch(handlePageError), strikeTexts(session.auth.locId)]);
  const draw = chosenOpenDraw(draws, query, new Date());
  const result = draw ? await listing(stakeReportOf(session, { userId: context.userId, drawId: draw.DrawId })) : null;
  const report = result?.data;
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="draw"
        title={t('titles.stake')}
        context={context}
        users={users}
        shownUser={report?.UserId}
        draws={draws}
        draw={draw}
        noDrawsText={t('noDraws')}
        problem={result?.problem}
      />
      {report && draw ? (
        <ReportSection
          key={context.viewKey}
          name="stake"
          caption={t('captions.stake', { user: report.UserId, drawDate: drawDateText(draw.DrawDate) })}
          columns={strikeColumns(STAKE_KEYS[game], (key) => t(`columns.${key}`))}
          rows={report.Items.map((row) => stakeRow(row, labels))}
          colourField="ColourCode"
          totals={[{ label: t('totals.total'), row: report.Total }]}
          fileName={`stake-report-${report.UserId}-${draw.DrawDate}`}
        />
      ) : null}
    </div>
  );
}
