import type { SearchParams } from '@/lib/http/search-params';
import { drawDateText } from '@/lib/domain/tickets';
import { outReportOf } from '@/lib/platform/report-strikes';
import { drawsOf } from '@/lib/platform/tickets';
import { handlePageError } from '@/lib/session/server';
import { listing, reportPageContext } from '../_report/page-context';
import { ReportHeader } from '../_report/report-header';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';
import { strikeTexts } from './labels';
import { chosenOpenDraw, OUT_KEYS, outRow, strikeColumns } from './strike-rows';

/**
 * The Out Report (RPTOUT) of /report/out, 4D or TT by the session's location: for one draw (default
 * the one taking bets now, else the latest), per number (Toto: per type and combination) the user's
 * In, Intake and Out (reportOutFull, domain.md §4) and, once the draw is resulted, the prizes each won
 * and what the user's intake pays on them.
 */
export async function OutReportPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const context = await reportPageContext(path, 'RPTOUT', searchParams);
  const { session, query, game } = context;
  const [users, draws, { t, labels }] = await Promise.all([context.users, drawsOf(session).catch(handlePageError), strikeTexts(session.auth.locId)]);
  const draw = chosenOpenDraw(draws, query, new Date());
  const result = draw ? await listing(outReportOf(session, { userId: context.userId, drawId: draw.DrawId })) : null;
  const report = result?.data;
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="draw"
        title={t('titles.out')}
        context={context}
        users={users}
        shownUser={report?.UserId}
        draws={draws}
        draw={draw}
        noDrawsText={t('noDraws')}
        problem={result?.problem}
      >
        <p className={styles.note}>{t(game === 'TT' ? 'notes.outToto' : 'notes.out')}</p>
        {report && !report.Resulted ? <p className={styles.note}>{t('notes.notResulted')}</p> : null}
      </ReportHeader>
      {report && draw ? (
        <ReportSection
          key={context.viewKey}
          name="out"
          caption={t('captions.out', { user: report.UserId, drawDate: drawDateText(draw.DrawDate) })}
          columns={strikeColumns(OUT_KEYS[game], (key) => t(`columns.${key}`))}
          rows={report.Items.map((row) => outRow(row, labels))}
          totals={[{ label: t('totals.total'), row: report.Total }]}
          fileName={`out-report-${report.UserId}-${draw.DrawDate}`}
        />
      ) : null}
    </div>
  );
}
