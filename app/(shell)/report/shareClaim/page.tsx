import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatShownDate } from '@/lib/domain/operator-time';
import { claimsBothWays, claimTotals } from '@/lib/domain/share-claims';
import type { SearchParams } from '@/lib/http/search-params';
import { settledDrawsOf } from '@/lib/platform-client/reports';
import { claimBackReportOf, shareClaimReportOf } from '@/lib/platform-client/share-claims';
import { listing, reportPageContext } from '../_report/page-context';
import { loadRangeReport } from '../_report/range-report';
import { ReportHeader } from '../_report/report-header';
import type { DateRange } from '../_report/report-rows';
import { ReportSection } from '../_report/report-section';
import styles from '../_report/report.module.css';
import { CLAIM_BACK_COLUMNS, CLAIM_COLUMNS, claimBackRow, claimColumns, claimReportRange, claimRow, claimTexts } from './_claims/claim-rows';

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
  const { session } = context;
  const settled = context.query.DrawId ? await listing(settledDrawsOf(session)) : null;
  const load = (draws: DateRange) => {
    const request = { userId: context.userId, draws };
    return Promise.all([shareClaimReportOf(session, request), claimBackReportOf(session, request)]);
  };
  const [loaded, t, tReports] = await Promise.all([
    loadRangeReport(context, load, (query, viewDay, today) => claimReportRange(query, viewDay, today, settled?.data ?? [])),
    getTranslations('shareClaims'),
    getTranslations('reports'),
  ]);
  const { range, result } = loaded;
  const [claims, backs] = result?.data ?? [];
  const values = { user: claims?.UserId ?? '', from: formatShownDate(range.from), to: formatShownDate(range.to) };
  const texts = claimTexts(t);
  const both = claims ? claimsBothWays(claims.Items, claims.UserId) : null;
  const fileName = (name: string) => `share-claim-${name}-${values.user}-${range.from}-${range.to}`;
  const total = tReports('totals.total');
  return (
    <div className={styles.page}>
      <ReportHeader
        mode="range"
        title={t('report.title')}
        context={context}
        loaded={loaded}
        shownUser={claims?.UserId}
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
              columns={claimColumns(CLAIM_COLUMNS, texts.column)}
              rows={both[way].map((claim) => claimRow(claim, texts))}
              totals={[{ label: total, row: { ...claimTotals(both[way]) } }]}
              fileName={fileName(way === 'byUser' ? 'by' : 'on')}
            />
          ))}
          <ReportSection
            key={`backs-${context.viewKey}`}
            name="shareClaim-backs"
            title={t('report.claimBacks')}
            caption={t('report.captions.claimBacks', values)}
            columns={claimColumns(CLAIM_BACK_COLUMNS, texts.column)}
            rows={backs.Items.map(claimBackRow)}
            totals={[{ label: total, row: { Amount: backs.Total } }]}
            fileName={fileName('backs')}
          />
        </>
      ) : null}
    </div>
  );
}
