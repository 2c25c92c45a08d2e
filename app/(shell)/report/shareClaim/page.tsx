import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isoToDisplayDate } from '@/lib/domain/date-input';
import { localDate } from '@/lib/domain/draw-calendar';
import { claimsBothWays, claimTotals } from '@/lib/domain/share-claims';
import { MAX_RANGE_DAYS } from '@/lib/domain/tickets';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { settledDrawsOf } from '@/lib/platform/reports';
import { claimBackReportOf, shareClaimReportOf } from '@/lib/platform/share-claims';
import { listing, reportPageContext } from '../_report/page-context';
import { ReportHeader } from '../_report/report-header';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';
import { CLAIM_BACK_COLUMNS, CLAIM_COLUMNS, claimBackRow, claimColumns, claimReportRange, claimRow } from './_claims/claim-rows';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shareClaims.report');
  return { title: t('title') };
}

const PAGE_PATH = '/report/shareClaim';

/**
 * /report/shareClaim (Share Claim Report, VW=RPTSHARE_CLAIM; the menu's rule shareClaimView: a 4D
 * location, dShare above 0 and dEnableViewShareClaim 1, applied again on the server by the page
 * context's guard): for the user (the caller by default) and one draw or a range of draw dates
 * (default the last 7 days), the share claims it made, those made on it (selectReportShareClaim,
 * split both ways with their totals) and what was collected on them (selectReportShareClaimBack).
 */
export default async function ShareClaimReportPage({ searchParams }: { searchParams: SearchParams }) {
  const context = await reportPageContext(PAGE_PATH, 'RPTSHARE_CLAIM', searchParams);
  const { session, query, params } = context;
  const viewDay = firstParam(params.ViewDay, 8) || undefined;
  const settled = query.DrawId ? await listing(settledDrawsOf(session)) : null;
  const { range, problem } = claimReportRange(query, viewDay, localDate(new Date()), settled?.data ?? []);
  const request = { userId: context.userId, draws: { from: range.from, to: range.to } };
  const [users, t, tReports, result] = await Promise.all([
    context.users,
    getTranslations('shareClaims'),
    getTranslations('reports'),
    problem ? null : listing(Promise.all([shareClaimReportOf(session, request), claimBackReportOf(session, request)])),
  ]);
  const [claims, backs] = result?.data ?? [];
  const values = { user: claims?.UserId ?? '', from: isoToDisplayDate(range.from), to: isoToDisplayDate(range.to) };
  const label = (key: string) => t(`columns.${key}`);
  const labels = { kind: (kind: 'SHARE' | 'MANUAL') => t(`kinds.${kind}`), status: (status: 'OPEN' | 'SETTLED') => t(`statuses.${status}`) };
  const both = claims ? claimsBothWays(claims.Items, claims.UserId) : null;
  const fileName = (name: string) => `share-claim-${name}-${values.user}-${range.from}-${range.to}`;
  const total = tReports('totals.total');
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="range"
        title={t('report.title')}
        context={context}
        users={users}
        shownUser={claims?.UserId}
        range={range}
        rangeProblem={problem ? tReports(`problems.${problem}`, { days: MAX_RANGE_DAYS }) : null}
        problem={result?.problem}
      >
        {claims ? <p className={styles.note}>{t('report.note')}</p> : null}
      </ReportHeader>
      {both && backs ? (
        <>
          {(['byUser', 'onUser'] as const).map((way) => (
            <ReportSection
              key={`${way}-${context.viewKey}`}
              name={`shareClaim-${way}`}
              title={t(`report.${way}`, values)}
              caption={t(`report.captions.${way}`, values)}
              columns={claimColumns(CLAIM_COLUMNS, label)}
              rows={both[way].map((claim) => claimRow(claim, labels))}
              totals={[{ label: total, row: { ...claimTotals(both[way]) } }]}
              fileName={fileName(way === 'byUser' ? 'by' : 'on')}
            />
          ))}
          <ReportSection
            key={`backs-${context.viewKey}`}
            name="shareClaim-backs"
            title={t('report.claimBacks')}
            caption={t('report.captions.claimBacks', values)}
            columns={claimColumns(CLAIM_BACK_COLUMNS, label)}
            rows={backs.Items.map(claimBackRow)}
            totals={[{ label: total, row: { Amount: backs.Total } }]}
            fileName={fileName('backs')}
          />
        </>
      ) : null}
    </div>
  );
}
