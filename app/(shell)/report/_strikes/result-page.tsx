import type { SearchParams } from '@/lib/http/search-params';
import { drawDateText } from '@/lib/domain/tickets';
import { drawResultOf, resultStrikeReportOf } from '@/lib/platform/report-strikes';
import { drawsOf } from '@/lib/platform/tickets';
import { handlePageError } from '@/lib/session/server';
import { listing, reportPageContext } from '../_report/page-context';
import { ReportHeader } from '../_report/report-header';
import { chosenReportDraw } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';
import { strikeTexts } from './labels';
import { ResultBoard } from './result-board';
import { prizeRow, RESULT_KEYS, resultedDraws, strikeColumns } from './strike-rows';

/**
 * The Draw Result (RPTRESULT) of /report/drawResult (4D) and /report/tt/drawResult (TT): for one
 * resulted draw (default the newest), its result laid out as 1st/2nd/3rd, starters (Magnum: specials)
 * and consolations, or Toto's numbers, additional and group dividends (draw/result); under it, per
 * result row, the bets under the user that won on it (reportStrikeResultDetail; zeros until settled).
 */
export async function DrawResultPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const context = await reportPageContext(path, 'RPTRESULT', searchParams);
  const { session, query } = context;
  const [users, allDraws, { t, labels }] = await Promise.all([context.users, drawsOf(session).catch(handlePageError), strikeTexts(session.auth.locId)]);
  const draws = resultedDraws(allDraws);
  const draw = chosenReportDraw(draws, query);
  const request = draw ? { userId: context.userId, drawId: draw.DrawId } : null;
  const result = request ? await listing(Promise.all([drawResultOf(session, request.drawId), resultStrikeReportOf(session, request)])) : null;
  const [numbers, detail] = result?.data ?? [];
  const values = detail && draw ? { user: detail.UserId, drawDate: drawDateText(draw.DrawDate) } : null;
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="draw"
        title={t('titles.drawResult')}
        context={context}
        users={users}
        shownUser={detail?.UserId}
        draws={draws}
        draw={draw}
        noDrawsText={t('noResults')}
        problem={result?.problem}
      />
      {numbers && detail && draw && values ? (
        <>
          <ResultBoard
            result={numbers}
            t={(key, v) => t(`result.${key}`, v)}
            prize={(key, v) => t(`prizes.${key}`, v)}
            starterKey={labels.starterKey}
          />
          <ReportSection
            key={context.viewKey}
            name="resultStrikes"
            title={t('sections.resultStrikes')}
            caption={t('captions.resultStrikes', values)}
            columns={strikeColumns(RESULT_KEYS, (key) => t(`columns.${key}`))}
            rows={detail.Items.map((row) => prizeRow(row, labels))}
            totals={[{ label: t('totals.total'), row: detail.Total }]}
            fileName={`draw-result-${draw.DrawDate}`}
          />
        </>
      ) : null}
    </div>
  );
}
