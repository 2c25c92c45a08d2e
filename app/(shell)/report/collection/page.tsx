import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatShownDate } from '@/lib/domain/operator-time';
import type { SearchParams } from '@/lib/http/search-params';
import { collectionReport } from '@/lib/platform-client/reports';
import { keptQuery, reportPageContext } from '../_report/page-context';
import { loadRangeReport } from '../_report/range-report';
import { ReportHeader } from '../_report/report-header';
import { reportColumns, reportRow } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports.titles');
  return { title: t('collection') };
}

const PAGE_PATH = '/report/collection';
const COLUMNS = ['UserId', 'UserName', 'Role', 'AccBal', 'Amount', 'Payments', 'Collect'];

/**
 * /report/collection (Collection Report, VW=RPTCOL): for the draws from DrawFrom to DrawTo (default
 * the last 7 days), per direct child of the user (a member: itself) its AccBal today, the settled
 * Amount, the payments made on those dates and what is left to collect (reportCollectionFull). A row
 * opens that child's collection.
 */
export default async function CollectionReportPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await reportPageContext(PAGE_PATH, 'RPTCOL', searchParams);
  const [loaded, t] = await Promise.all([
    loadRangeReport(context, (draws) => collectionReport(context.session, { userId: context.userId, draws })),
    getTranslations('reports'),
  ]);
  const { range, result } = loaded;
  const report = result?.data;
  const [from, to] = [formatShownDate(range.from), formatShownDate(range.to)];
  const drawQuery = { ...keptQuery(context), DrawFrom: range.from, DrawTo: range.to };
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="range"
        title={t('titles.collection')}
        context={context}
        loaded={loaded}
        shownUser={report?.UserId}
      >
        {report ? <p className={styles.note}>{t('notes.collection')}</p> : null}
      </ReportHeader>
      {report ? (
        <ReportSection
          key={context.viewKey}
          name="collection"
          caption={t('captions.collection', { user: report.UserId, from, to })}
          columns={reportColumns(COLUMNS, (key) => t(`columns.${key}`))}
          rows={report.Rows.map((row) => reportRow({ ...row, Role: t(`roles.${row.Role}`) }))}
          totals={[{ label: t('totals.total'), row: report.Total }]}
          fileName={`collection-${report.UserId}-${range.from}-${range.to}`}
          drill={report.Role === 'MEM' ? undefined : { path: context.basePath, query: drawQuery }}
        />
      ) : null}
    </div>
  );
}
