import type { SearchParams } from '@/lib/http/search-params';
import { drawDateText } from '@/lib/domain/tickets';
import { drawResultOf, resultStrikeReportOf } from '@/lib/platform-client/report-strikes';
import { drawsOf } from '@/lib/platform-client/tickets';
import { chosenReportDraw } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import { ResultBoard } from './result-board';
import { loadStrikePage, StrikeFrame } from './strike-frame';
import { prizeRow, RESULT_KEYS, resultedDraws, strikeColumns } from './strike-rows';

/**
 * The Draw Result (RPTRESULT) of /report/drawResult (4D) and /report/tt/drawResult (TT): for one
 * resulted draw (default the newest), its result laid out as 1st/2nd/3rd, starters (Magnum: specials)
 * and consolations, or Toto's numbers, additional and group dividends (draw/result); under it, per
 * result row, the bets under the user that won on it (reportStrikeResultDetail; zeros until settled).
 */
export async function DrawResultPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const page = await loadStrikePage({
    path,
    vw: 'RPTRESULT',
    searchParams,
    draws: (session) => drawsOf(session).then(resultedDraws),
    choose: chosenReportDraw,
    load: (session, request) => Promise.all([drawResultOf(session, request.drawId), resultStrikeReportOf(session, request)]),
  });
  const { context, draw, t, labels } = page;
  const [numbers, detail] = page.result?.data ?? [];
  const values = detail && draw ? { user: detail.UserId, drawDate: drawDateText(draw.DrawDate) } : null;
  return (
    <StrikeFrame page={page} title={t('titles.drawResult')} noDrawsText={t('noResults')} shownUser={detail?.UserId}>
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
    </StrikeFrame>
  );
}
