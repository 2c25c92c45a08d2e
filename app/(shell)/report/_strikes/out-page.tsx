import type { SearchParams } from '@/lib/http/search-params';
import { drawDateText } from '@/lib/domain/tickets';
import { outReportOf } from '@/lib/platform-client/report-strikes';
import { drawsOf } from '@/lib/platform-client/tickets';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';
import { loadStrikePage, StrikeFrame } from './strike-frame';
import { chosenOpenDraw, OUT_KEYS, outRow, strikeColumns } from './strike-rows';

/**
 * The Out Report (RPTOUT) of /report/out, 4D or TT by the session's location: for one draw (default
 * the one taking bets now, else the latest), per number (Toto: per type and combination) the user's
 * In, Intake and Out (reportOutFull, docs/domain.md#house-rules) and, once the draw is resulted, the prizes each won
 * and what the user's intake pays on them.
 */
export async function OutReportPage({ path, searchParams }: { path: string; searchParams: SearchParams }) {
  const page = await loadStrikePage({
    path,
    vw: 'RPTOUT',
    searchParams,
    draws: drawsOf,
    choose: (draws, query) => chosenOpenDraw(draws, query, new Date()),
    load: outReportOf,
  });
  const { context, draw, t, labels } = page;
  const { game } = context;
  const report = page.result?.data;
  const notes = (
    <>
      <p className={styles.note}>{t(game === 'TT' ? 'notes.outToto' : 'notes.out')}</p>
      {report && !report.Resulted ? <p className={styles.note}>{t('notes.notResulted')}</p> : null}
    </>
  );
  return (
    <StrikeFrame page={page} title={t('titles.out')} noDrawsText={t('noDraws')} shownUser={report?.UserId} notes={notes}>
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
    </StrikeFrame>
  );
}
