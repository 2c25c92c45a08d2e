import type { SearchParams } from '@/lib/http/search-params';
import { drawDateText } from '@/lib/domain/tickets';
import { resultStrikeMemberReportOf, strikeMemberReportOf } from '@/lib/platform/report-strikes';
import { settledDrawsOf } from '@/lib/platform/reports';
import { handlePageError } from '@/lib/session/server';
import { keptQuery, listing, reportPageContext } from '../_report/page-context';
import { ReportHeader } from '../_report/report-header';
import { chosenReportDraw, reportRow } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';
import { strikeTexts } from './labels';
import { MEMBER_KEYS, prizeRow, RESULT_MEMBER_KEYS, strikeColumns } from './strike-rows';

/** The Strike Report of the same game and mode (embed or not) as a Strike Report 2 page. */
const strikePathOf = (basePath: string) => basePath.replace(/\/strike2$/, '/strike');

/**
 * Strike Report 2 (RPTSTRIKE2) of /report/strike2 (4D) and /report/tt/strike2 (TT): for one settled
 * draw, the strikes per member under the user (reportStrike2; a member's row opens its Strike Report),
 * then per result row the members that won on it (reportStrikeResultDetail2, RPTSTRIKE2RESULT).
 */
export async function StrikeMemberReportPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const context = await reportPageContext(path, 'RPTSTRIKE2', searchParams);
  const { session, query, game } = context;
  const [users, draws, { t, labels }] = await Promise.all([context.users, settledDrawsOf(session).catch(handlePageError), strikeTexts(session.auth.locId)]);
  const draw = chosenReportDraw(draws, query);
  const request = draw ? { userId: context.userId, drawId: draw.DrawId } : null;
  const result = request ? await listing(Promise.all([strikeMemberReportOf(session, request), resultStrikeMemberReportOf(session, request)])) : null;
  const [report, byResult] = result?.data ?? [];
  const label = (key: string) => t(`columns.${key}`);
  const values = report && draw ? { user: report.UserId, drawDate: drawDateText(draw.DrawDate) } : null;
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="draw"
        title={t('titles.strike2')}
        context={context}
        users={users}
        shownUser={report?.UserId}
        draws={draws}
        draw={draw}
        noDrawsText={t('noSettledDraws')}
        problem={result?.problem}
      />
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
    </div>
  );
}
