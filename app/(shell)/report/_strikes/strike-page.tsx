import type { SearchParams } from '@/lib/http/search-params';
import { drawDateText } from '@/lib/domain/tickets';
import { strikePrizeReportOf, strikeReportOf } from '@/lib/platform-client/report-strikes';
import { settledDrawsOf } from '@/lib/platform-client/reports';
import { chosenReportDraw } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import { loadStrikePage, StrikeFrame } from './strike-frame';
import { PRIZE_KEYS, prizeRow, STRIKE_KEYS, strikeColumns, strikeRow } from './strike-rows';

/**
 * The Strike Report (RPTSTRIKE) of /report/strike (4D) and /report/tt/strike (TT): for one settled
 * draw (default the newest), every strike of the bets under the user (reportStrike: a bet winning two
 * prizes is two rows), coloured by kind, newest first, with the totals; then the same by prize
 * (reportStrikeSummary). Agents and admins pick whose report.
 */
export async function StrikeReportPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const page = await loadStrikePage({
    path,
    vw: 'RPTSTRIKE',
    searchParams,
    draws: settledDrawsOf,
    choose: chosenReportDraw,
    load: (session, request) => Promise.all([strikeReportOf(session, request), strikePrizeReportOf(session, request)]),
  });
  const { context, draw, t, labels } = page;
  const { game } = context;
  const [report, byPrize] = page.result?.data ?? [];
  const label = (key: string) => t(`columns.${key}`);
  const values = report && draw ? { user: report.UserId, drawDate: drawDateText(draw.DrawDate) } : null;
  return (
    <StrikeFrame page={page} title={t('titles.strike')} noDrawsText={t('noSettledDraws')} shownUser={report?.UserId}>
      {report && byPrize && draw && values ? (
        <>
          <ReportSection
            key={`strikes-${context.viewKey}`}
            name="strike"
            caption={t('captions.strike', values)}
            columns={strikeColumns(STRIKE_KEYS[game], label)}
            rows={report.Items.map((row) => strikeRow(row, labels))}
            colourField="ColourCode"
            initialSort={{ field: 'CreatedDate', direction: 'desc' }}
            totals={[{ label: t('totals.total'), row: report.Total }]}
            fileName={`strike-report-${report.UserId}-${draw.DrawDate}`}
          />
          <ReportSection
            key={`prizes-${context.viewKey}`}
            name="strikeByPrize"
            title={t('sections.byPrize')}
            caption={t('captions.byPrize', values)}
            columns={strikeColumns(PRIZE_KEYS[game], label)}
            rows={byPrize.Items.map((row) => prizeRow(row, labels))}
            totals={[{ label: t('totals.total'), row: byPrize.Total }]}
            fileName={`strike-by-prize-${report.UserId}-${draw.DrawDate}`}
          />
        </>
      ) : null}
    </StrikeFrame>
  );
}
