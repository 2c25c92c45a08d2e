import type { SearchParams } from '@/lib/http/search-params';
import { drawDateText } from '@/lib/domain/tickets';
import { resultStrikeMemberReportOf, strikeMemberReportOf } from '@/lib/platform-client/report-strikes';
import { settledDrawsOf } from '@/lib/platform-client/reports';
import { keptQuery } from '../_report/page-context';
import { chosenReportDraw, reportRow } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import { loadStrikePage, StrikeFrame } from './strike-frame';
import { MEMBER_KEYS, prizeRow, RESULT_MEMBER_KEYS, strikeColumns } from './strike-rows';

/** The Strike Report of the same game and mode (embed or not) as a Strike Report 2 page. */
const strikePathOf = (basePath: string) => basePath.replace(/\/strike2$/, '/strike');

/**
 * Strike Report 2 (RPTSTRIKE2) of /report/strike2 (4D) and /report/tt/strike2 (TT): for one settled
 * draw, the strikes per member under the user (reportStrike2; a member's row opens its Strike Report),
 * then per result row the members that won on it (reportStrikeResultDetail2, RPTSTRIKE2RESULT).
 */
export async function StrikeMemberReportPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const page = await loadStrikePage({
    path,
    vw: 'RPTSTRIKE2',
    searchParams,
    draws: settledDrawsOf,
    choose: chosenReportDraw,
    load: (session, request) => Promise.all([strikeMemberReportOf(session, request), resultStrikeMemberReportOf(session, request)]),
  });
  const { context, draw, t, labels } = page;
  const { game } = context;
  const [report, byResult] = page.result?.data ?? [];
  const label = (key: string) => t(`columns.${key}`);
  const values = report && draw ? { user: report.UserId, drawDate: drawDateText(draw.DrawDate) } : null;
  return (
    <StrikeFrame page={page} title={t('titles.strike2')} noDrawsText={t('noSettledDraws')} shownUser={report?.UserId}>
      {report && byResult && draw && values ? (
        <>
          <ReportSection
            key={`members-${context.viewKey}`}
            name="strikeByMember"
            title={t('sections.byMember')}
            caption={t('captions.byMember', values)}
            columns={strikeColumns(MEMBER_KEYS[game], label)}
            rows={report.Items.map((row) => reportRow(row))}
            totals={[{ label: t('totals.total'), row: report.Total }]}
            fileName={`strike-by-member-${report.UserId}-${draw.DrawDate}`}
            drill={{ path: strikePathOf(context.basePath), query: { ...keptQuery(context), VW: 'RPTSTRIKE', DrawId: String(draw.DrawId) } }}
          />
          <ReportSection
            key={`results-${context.viewKey}`}
            name="strikeByResult"
            title={t('sections.byResult')}
            caption={t('captions.byResult', values)}
            columns={strikeColumns(RESULT_MEMBER_KEYS, label)}
            rows={byResult.Items.map((row) => prizeRow(row, labels))}
            totals={[{ label: t('totals.total'), row: byResult.Total }]}
            fileName={`strike-by-result-${report.UserId}-${draw.DrawDate}`}
          />
        </>
      ) : null}
    </StrikeFrame>
  );
}
