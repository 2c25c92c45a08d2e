import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatShownDate } from '@/lib/domain/operator-time';
import { formatDollars } from '@/lib/domain/money';
import type { SearchParams } from '@/lib/http/search-params';
import { summaryReport } from '@/lib/platform-client/reports';
import { keptQuery, reportPageContext } from '../_report/page-context';
import { loadRangeReport } from '../_report/range-report';
import { ReportHeader } from '../_report/report-header';
import { FIGURE_COLUMNS, reportColumns, reportRow } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports.titles');
  return { title: t('summary') };
}

const PAGE_PATH = '/report/summary';
const DRAW_COLUMNS = ['DrawDate', ...FIGURE_COLUMNS];
const STATEMENT_COLUMNS = ['UserId', 'UserName', 'Role', 'Amount', 'Payments', 'Net'];

/**
 * /report/summary (Summary Report, VW=RPTSUM): for the draws from DrawFrom to DrawTo (default the last
 * 7 days), the user's own figures per draw with its payments and balance (reportSummary3), and per
 * direct child its settled amount and payments (dSelectStatementSummary). A child opens its summary.
 */
export default async function SummaryReportPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await reportPageContext(PAGE_PATH, 'RPTSUM', searchParams);
  const [loaded, t] = await Promise.all([
    loadRangeReport(context, (draws) => summaryReport(context.session, { userId: context.userId, draws })),
    getTranslations('reports'),
  ]);
  const { range, result } = loaded;
  const report = result?.data;
  const values = { from: formatShownDate(range.from), to: formatShownDate(range.to) };
  const fileName = (name: string, userId: string) => `summary-${name}-${userId}-${range.from}-${range.to}`;
  const label = (key: string) => t(`columns.${key}`);
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="range"
        title={t('titles.summary')}
        context={context}
        loaded={loaded}
        shownUser={report?.draws.UserId}
      >
        {report ? (
          <p className={styles.note} data-testid="summary-balance">
            {t('notes.summary', { payments: formatDollars(report.draws.Payments), balance: formatDollars(report.draws.Balance) })}
          </p>
        ) : null}
      </ReportHeader>
      {report ? (
        <>
          <ReportSection
            key={`draws-${context.viewKey}`}
            name="summaryDraws"
            title={t('sections.summaryDraws')}
            caption={t('captions.summaryDraws', { user: report.draws.UserId, ...values })}
            columns={reportColumns(DRAW_COLUMNS, label)}
            rows={report.draws.Rows.map((row) => reportRow(row))}
            totals={[{ label: t('totals.total'), row: report.draws.Total }]}
            fileName={fileName('draws', report.draws.UserId)}
          />
          {report.statements.Role === 'MEM' ? null : (
            <ReportSection
              key={`statements-${context.viewKey}`}
              name="summaryStatements"
              title={t('sections.summaryStatements')}
              caption={t('captions.summaryStatements', { user: report.statements.UserId, ...values })}
              columns={reportColumns(STATEMENT_COLUMNS, label)}
              rows={report.statements.Rows.map((row) => reportRow({ ...row, Role: t(`roles.${row.Role}`) }))}
              totals={[{ label: t('totals.total'), row: report.statements.Total }]}
              fileName={fileName('statements', report.statements.UserId)}
              drill={{ path: context.basePath, query: { ...keptQuery(context), DrawFrom: range.from, DrawTo: range.to } }}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
