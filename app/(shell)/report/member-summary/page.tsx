import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isoToDisplayDate } from '@/lib/domain/date-input';
import { localDate } from '@/lib/domain/draw-calendar';
import { MAX_RANGE_DAYS } from '@/lib/domain/tickets';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { memberSummaryReport } from '@/lib/platform/reports';
import { listing, reportPageContext } from '../_report/page-context';
import { ReportHeader } from '../_report/report-header';
import { chosenReportRange, reportColumns, reportRow } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports.titles');
  return { title: t('memberSummary') };
}

const PAGE_PATH = '/report/member-summary';
const COLUMNS = ['DrawDate', 'UserId', 'UserName', 'Turnover', 'Commission', 'Strike', 'WinLoss'];

/**
 * /report/member-summary (Member Summary, VW=RPTMEM): for the draws from DrawFrom to DrawTo (default
 * the last 7 days), each member of the user's downline (a member: itself) per draw with its Turnover,
 * Commission, Strike and Win/Loss (mMemberReportSummary), by draw date then member.
 */
export default async function MemberSummaryPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await reportPageContext(PAGE_PATH, 'RPTMEM', searchParams);
  const { session, query, params } = context;
  const viewDay = firstParam(params.ViewDay, 8) || undefined;
  const { range, problem } = chosenReportRange(query, viewDay, localDate(new Date()));
  const [users, t, result] = await Promise.all([
    context.users,
    getTranslations('reports'),
    problem ? null : listing(memberSummaryReport(session, { userId: context.userId, draws: range })),
  ]);
  const report = result?.data;
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="range"
        title={t('titles.memberSummary')}
        context={context}
        users={users}
        shownUser={report?.UserId}
        range={range}
        rangeProblem={problem ? t(`problems.${problem}`, { days: MAX_RANGE_DAYS }) : null}
        problem={result?.problem}
      />
      {report ? (
        <ReportSection
          key={context.viewKey}
          name="memberSummary"
          caption={t('captions.memberSummary', { user: report.UserId, from: isoToDisplayDate(range.from), to: isoToDisplayDate(range.to) })}
          columns={reportColumns(COLUMNS, (key) => t(`columns.${key}`))}
          rows={report.Rows.map((row) => reportRow(row))}
          totals={[{ label: t('totals.total'), row: report.Total }]}
          fileName={`member-summary-${report.UserId}-${range.from}-${range.to}`}
        />
      ) : null}
    </div>
  );
}
