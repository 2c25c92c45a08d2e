import { getTranslations } from 'next-intl/server';
import type { ReportFull, ReportUpline } from '@/lib/contract/reports';
import type { SearchParams } from '@/lib/http/search-params';
import { fullReport, settledDrawsOf, uplineReport } from '@/lib/platform-client/reports';
import { handlePageError } from '@/lib/session/server';
import { drawDateText } from '@/lib/domain/tickets';
import { keptQuery, listing, reportPageContext, type ReportPageContext } from '../_report/page-context';
import { ReportHeader } from '../_report/report-header';
import { chosenReportDraw, FIGURE_COLUMNS, reportColumns, reportHref, reportRow, type ReportDrawOption } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import { ReportTrail } from '../_report/report-trail';
import styles from '../_report/report.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'reports'>>>;

const userLabel = (user: { UserId: string; UserName: string }) => (user.UserName ? `${user.UserId} - ${user.UserName}` : user.UserId);

/** Root first down to the user shown; each upline links to its own report of the same draw. */
function trailOf(context: ReportPageContext, upline: ReportUpline, draw: ReportDrawOption) {
  const query = { ...keptQuery(context), DrawId: String(draw.DrawId) };
  return [...upline.Rows]
    .sort((a, b) => b.Level - a.Level)
    .map((row) => ({ label: userLabel(row), href: row.Level === 0 ? null : reportHref(context.basePath, { ...query, UserId: row.UserId }, {}, Date.now()) }));
}

function FullTable({ t, context, report, draw }: { t: Translate; context: ReportPageContext; report: ReportFull; draw: ReportDrawOption }) {
  const columns = reportColumns(['UserId', 'UserName', 'Role', ...FIGURE_COLUMNS], (key) => t(`columns.${key}`));
  const rows = report.Rows.map((row) => reportRow({ ...row, Role: t(`roles.${row.Role}`) }));
  // Each child opens its own report; a member's report holds only itself.
  const drill = report.Role === 'MEM' ? undefined : { path: context.basePath, query: { ...keptQuery(context), DrawId: String(draw.DrawId) } };
  return (
    <ReportSection
      name="full"
      caption={t('captions.full', { user: userLabel(report), drawDate: drawDateText(draw.DrawDate) })}
      columns={columns}
      rows={rows}
      totals={[
        { label: t('totals.total'), row: report.Total },
        { label: t('totals.self', { user: report.UserId }), row: report.Self },
      ]}
      fileName={`full-report-${report.UserId}-${draw.DrawDate}`}
      drill={drill}
    />
  );
}

/**
 * The Full Report (RPTFULL) of /report/full (4D) and /report/tt/full (TT): for one settled draw
 * (default the newest), the user's direct children with their sums (reportFull), its own row and the
 * total, and the way back up (reportUplineFull). A row opens that child's report; agents and admins
 * pick whose report, a member sees its own.
 */
export async function FullReportPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const context = await reportPageContext(path, 'RPTFULL', searchParams);
  const { session, query } = context;
  const [users, draws, t] = await Promise.all([context.users, settledDrawsOf(session).catch(handlePageError), getTranslations('reports')]);
  const draw = chosenReportDraw(draws, query);
  const request = draw ? { userId: context.userId, draws: { drawId: draw.DrawId } } : null;
  const result = request ? await listing(Promise.all([fullReport(session, request), uplineReport(session, request)])) : null;
  const [report, upline] = result?.data ?? [];
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="draw"
        title={t('titles.full')}
        context={context}
        users={users}
        shownUser={report?.UserId}
        draws={draws}
        draw={draw}
        noDrawsText={t('noDraws')}
        problem={result?.problem}
      >
        {upline && draw ? <ReportTrail items={trailOf(context, upline, draw)} label={t('trail')} /> : null}
      </ReportHeader>
      {report && draw ? <FullTable key={context.viewKey} t={t} context={context} report={report} draw={draw} /> : null}
    </div>
  );
}
