import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatShownDate } from '@/lib/domain/operator-time';
import type { SearchParams } from '@/lib/http/search-params';
import { memberSummaryReport } from '@/lib/platform-client/reports';
import { reportPageContext } from '../_report/page-context';
import { loadRangeReport } from '../_report/range-report';
import { ReportHeader } from '../_report/report-header';
import { reportColumns, reportRow } from '../_report/report-rows';
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
  const [loaded, t] = await Promise.all([
    loadRangeReport(context, (draws) => memberSummaryReport(context.session, { userId: context.userId, draws })),
    getTranslations('reports'),
  ]);
  const { range, result } = loaded;
  const report = result?.data;
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="range"
        title={t('titles.memberSummary')}
        context={context}
        loaded={loaded}
        shownUser={report?.UserId}
      />
      {report ? (
        <ReportSection
          key={context.viewKey}
          name="memberSummary"
          caption={t('captions.memberSummary', { user: report.UserId, from: formatShownDate(range.from), to: formatShownDate(range.to) })}
          columns={reportColumns(COLUMNS, (key) => t(`columns.${key}`))}
          rows={report.Rows.map((row) => reportRow(row))}
          totals={[{ label: t('totals.total'), row: report.Total }]}
          fileName={`member-summary-${report.UserId}-${range.from}-${range.to}`}
        />
      ) : null}
    </div>
  );
}
