import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { sumMoney } from '@/lib/domain/bet-expansion';
import { embedPath, isEmbedUrl } from '@/lib/domain/report-conventions';
import { claimTotals } from '@/lib/domain/share-claims';
import { drawDateText } from '@/lib/domain/tickets';
import type { SearchParams } from '@/lib/http/search-params';
import { reportUsersOf, settledDrawsOf } from '@/lib/platform-client/reports';
import { claimBacksOfClaims, claimDownLineOf, shareClaimsOf } from '@/lib/platform-client/share-claims';
import { requirePage } from '@/lib/shell/access';
import { PATH_HEADER } from '@/lib/site/header';
import { optional } from '../../_shell/shell-data';
import { listing } from '@/app/(shell)/_shell/page-context';
import { chosenReportDraw } from '../../report/_report/report-rows';
import { CLAIM_BACK_COLUMNS, CLAIM_COLUMNS, claimBackRow, claimColumns, claimRow, claimTexts } from '../../report/shareClaim/_claims/claim-rows';
import styles from '@/app/_components/form/sections.module.css';
import { ClaimBackList } from './_claims/claim-back-list';
import { ClaimBoard } from './_claims/claim-board';
import { ClaimFilters } from './_claims/claim-filters';
import { readClaimPageQuery } from './_claims/claim-query';
import { GeneratePanel } from './_claims/generate-panel';
import { ImportBox } from './_claims/import-box';
import { ManualClaimForm } from './_claims/manual-claim-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shareClaims.control');
  return { title: t('title') };
}

const PAGE_PATH = '/control/shareClaim';

/**
 * /control/shareClaim (Control menu: admin only): the working page of share claims for one settled
 * draw (DrawId, newest by default): generate them, the claims (Status, Kind, Agent filters) with
 * Change, Collect and Delete where the caller may, their claim-backs with Void, a MANUAL claim form
 * and the claim-back import. The platform decides who may do what (404 for a sub-admin without the
 * payments' right, 403 for a claim of another claimer); the page shows what it answers.
 */
export default async function ShareClaimControlPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage(PAGE_PATH);
  const [params, requestHeaders] = await Promise.all([searchParams, headers()]);
  const query = readClaimPageQuery(params);
  const basePath = isEmbedUrl(requestHeaders.get(PATH_HEADER) ?? '') ? embedPath(PAGE_PATH) : PAGE_PATH;
  const [t, settled] = await Promise.all([getTranslations('shareClaims'), listing(settledDrawsOf(session))]);
  const draws = settled.data ?? [];
  const draw = chosenReportDraw(draws, { DrawId: query.DrawId });
  const filters = draw ? { drawId: draw.DrawId, status: query.Status, kind: query.Kind, userId: query.UserId } : null;
  const [list, downLine, users] = await Promise.all([
    filters ? listing(shareClaimsOf(session, filters)) : null,
    optional('the direct agents', claimDownLineOf(session)),
    optional('the users', reportUsersOf(session)),
  ]);
  const backs = draw && list?.data ? await listing(claimBacksOfClaims(session, draw.DrawId, list.data.Items)) : null;
  const texts = claimTexts(t);
  const editable = new Set(list?.data?.Items.filter((claim) => claim.Editable).map((claim) => claim.ClaimId));
  const drawDate = draw ? drawDateText(draw.DrawDate) : '';
  const agents = (users ?? []).filter((user) => user.Role === 'AG').map(({ UserId, UserName, Role }) => ({ UserId, UserName, Role }));
  const fileName = (name: string) => `share-claim-${name}-${session.auth.locId}-${draw?.DrawDate ?? ''}`;
  return (
    <div className={styles.page}>
      <PageHeader title={t('control.title')}>
        <p className={styles.note}>{t('control.intro')}</p>
        {draw ? (
          <ClaimFilters key={JSON.stringify({ ...query, DrawId: draw.DrawId })} action={basePath} query={{ ...query, LocId: session.auth.locId, DrawId: String(draw.DrawId) }} draws={draws} agents={agents} />
        ) : null}
      </PageHeader>
      {settled.problem ? <AlertBox kind="error">{settled.problem}</AlertBox> : null}
      {!settled.problem && !draw ? <p className={styles.note}>{t('control.noDraws')}</p> : null}
      {list?.problem ? <AlertBox kind="error">{list.problem}</AlertBox> : null}
      {draw && list?.data ? <GeneratePanel key={`generate-${draw.DrawId}`} drawId={draw.DrawId} drawDate={drawDate} /> : null}
      {draw && list?.data ? (
        <ClaimBoard
          key={`claims-${draw.DrawId}`}
          drawDate={drawDate}
          columns={claimColumns(CLAIM_COLUMNS, texts.column)}
          rows={list.data.Items.map((claim) => claimRow(claim, texts))}
          totals={[{ label: t('control.total'), row: { ...claimTotals(list.data.Items) } }]}
          fileName={fileName('claims')}
        />
      ) : null}
      {backs?.problem ? <AlertBox kind="error">{backs.problem}</AlertBox> : null}
      {draw && backs?.data ? (
        <ClaimBackList
          key={`backs-${draw.DrawId}`}
          drawDate={drawDate}
          columns={claimColumns(CLAIM_BACK_COLUMNS, texts.column)}
          rows={backs.data.map((back) => ({ ...claimBackRow(back), Voidable: editable.has(back.ClaimId) }))}
          total={sumMoney(backs.data.map((back) => back.Amount))}
          fileName={fileName('claim-backs')}
        />
      ) : null}
      {draw && list?.data ? (
        <ManualClaimForm
          key={`manual-${draw.DrawId}`}
          draws={draws}
          drawId={draw.DrawId}
          agents={(downLine?.Items ?? []).map(({ UserId, UserName }) => ({ UserId, UserName, Role: 'AG' }))}
        />
      ) : null}
      {list?.data ? <ImportBox /> : null}
    </div>
  );
}
