import type { SearchParams } from '@/lib/http/search-params';
import { drawDateText } from '@/lib/domain/tickets';
import { stakeReportOf } from '@/lib/platform-client/report-strikes';
import { drawsOf } from '@/lib/platform-client/tickets';
import { ReportSection } from '../_report/report-section';
import { loadStrikePage, StrikeFrame } from './strike-frame';
import { chosenOpenDraw, STAKE_KEYS, stakeRow, strikeColumns } from './strike-rows';

/**
 * The Stake Report (RPTSTAKE) of /report/stake (4D) and /report/tt/stake (TT): for one draw (default
 * the one taking bets now, else the latest), the live stakes under the user per number and kind as
 * written, most cost first (reportStakeFull), coloured by kind; the total cost is the draw's turnover
 * under the user.
 */
export async function StakeReportPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const page = await loadStrikePage({
    path,
    vw: 'RPTSTAKE',
    searchParams,
    draws: drawsOf,
    choose: (draws, query) => chosenOpenDraw(draws, query, new Date()),
    load: stakeReportOf,
  });
  const { context, draw, t, labels } = page;
  const { game } = context;
  const report = page.result?.data;
  return (
    <StrikeFrame page={page} title={t('titles.stake')} noDrawsText={t('noDraws')} shownUser={report?.UserId}>
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
    </StrikeFrame>
  );
}
