import { getTranslations } from 'next-intl/server';
import type { GroupSetting, ReportGroup, ReportGroup2 } from '@/lib/contract/reports';
import { drawDateText } from '@/lib/domain/tickets';
import type { SearchParams } from '@/lib/http/search-params';
import { groupBreakdown, groupReport, groupSettingOf, settledDrawsOf, type ReportRequest } from '@/lib/platform-client/reports';
import { handlePageError } from '@/lib/session/server';
import { keptQuery, listing, reportPageContext } from '../_report/page-context';
import { ReportHeader } from '../_report/report-header';
import { chosenReportDraw, FIGURE_COLUMNS, reportColumns, reportRow } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';
import { GroupChoice } from './group-choice';

const userLabel = (report: { UserId: string; UserName: string }) => (report.UserName ? `${report.UserId} - ${report.UserName}` : report.UserId);

/**
 * Group columns: the group (and in the breakdown the member), then the figures, V's own part last. The
 * group report then shows the split of V's part (docs/decisions/sub-shares.md) when there is one: Sub
 * Share when a row has a sub-share part, Expense when a row has an expense, and Net with either.
 */
function columnKeys(breakdown: boolean, rows: readonly Partial<Record<'SubShare' | 'Expense', string>>[] = []): string[] {
  const figures = FIGURE_COLUMNS.filter((key) => !['OwnCommission', 'OwnShare', 'Amount'].includes(key));
  const own = ['OwnCommission', 'OwnShare', 'Amount'];
  if (breakdown) return ['GroupId', 'UserId', 'UserName', ...figures, ...own];
  const shown = (key: 'SubShare' | 'Expense') => rows.some((row) => row[key] !== undefined && row[key] !== '0.00');
  const split = [...(shown('SubShare') ? ['SubShare'] : []), ...(shown('Expense') ? ['Expense'] : [])];
  return ['GroupId', 'GroupName', ...figures, ...own, ...(split.length > 0 ? [...split, 'Net'] : [])];
}

/**
 * The Group Report (RPTGRP: /report/group, /report/tt/group) and its breakdown (RPTGRP2: /report/group2,
 * /report/tt/group2) for one settled draw: per child agent of the user (its group) the group's settled
 * figures and the user's own part (reportGroupFull), or per member of each group (reportGroup2Full).
 * The group page also edits which groups show (reportGroupSetting). The menu shows these pages only to
 * users it allows (Rank, share, the GroupReport flags); the platform refuses the rest (403).
 */
export async function GroupReportPage({ path, breakdown, searchParams }: { path: string; breakdown: boolean; searchParams: SearchParams }) {
  const context = await reportPageContext(path, breakdown ? 'RPTGRP2' : 'RPTGRP', searchParams);
  const { session, query } = context;
  const [users, draws, t] = await Promise.all([context.users, settledDrawsOf(session).catch(handlePageError), getTranslations('reports')]);
  const draw = chosenReportDraw(draws, query);
  const request = draw ? { userId: context.userId, draws: { drawId: draw.DrawId } } : null;
  const loads = (request: ReportRequest): Promise<[ReportGroup | ReportGroup2, GroupSetting | null]> =>
    Promise.all([breakdown ? groupBreakdown(session, request) : groupReport(session, request), breakdown ? null : groupSettingOf(session, context.userId)]);
  const result = request ? await listing(loads(request)) : null;
  const [report, setting] = result?.data ?? [];
  const name = breakdown ? 'group2' : 'group';
  const columns = reportColumns(columnKeys(breakdown, breakdown ? [] : ((report as ReportGroup | undefined)?.Rows ?? [])), (key) => t(`columns.${key}`));
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="draw"
        title={t(`titles.${name}`)}
        context={context}
        users={users}
        shownUser={report?.UserId}
        draws={draws}
        draw={draw}
        noDrawsText={t('noDraws')}
        problem={result?.problem}
      >
        {report ? <p className={styles.note}>{t('notes.group', { user: report.UserId })}</p> : null}
        {setting ? <GroupChoice key={`${context.viewKey}-${setting.Custom}`} setting={setting} /> : null}
      </ReportHeader>
      {report && draw ? (
        <ReportSection
          key={context.viewKey}
          name={name}
          caption={t(`captions.${name}`, { user: userLabel(report), drawDate: drawDateText(draw.DrawDate) })}
          columns={columns}
          rows={report.Rows.map((row) => reportRow(row))}
          totals={[{ label: t('totals.total'), row: report.Total }]}
          fileName={`${breakdown ? 'group-breakdown' : 'group-report'}-${report.UserId}-${draw.DrawDate}`}
          // A group opens the group report of its agent.
          drill={breakdown ? undefined : { path: context.basePath, query: { ...keptQuery(context), DrawId: String(draw.DrawId) }, field: 'GroupId' }}
        />
      ) : null}
    </div>
  );
}
