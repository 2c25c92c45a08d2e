import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { formatShownDate } from '@/lib/domain/operator-time';
import { formatDollars } from '@/lib/domain/money';
import { embedPath, isEmbedUrl, readReportQuery } from '@/lib/domain/report-conventions';
import { dateParam, fieldDate } from '@/lib/domain/tickets';
import type { PickerUser } from '@/lib/domain/user-picker';
import type { SearchParams } from '@/lib/http/search-params';
import { statementOf, statementSumOf } from '@/lib/platform-client/admin-money';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { PATH_HEADER } from '@/lib/site/header';
import { listing } from '@/app/(shell)/_shell/page-context';
import styles from '@/app/_components/form/sections.module.css';
import { HistoryFilters } from './_history/history-filters';
import { movementRow } from './_history/rows';
import { HistoryTable } from './_history/history-table';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminMoney.history');
  return { title: t('title') };
}

const PAGE_PATH = '/admin/paymentHist';

/**
 * /admin/paymentHist (VW=PAYMENTHIST): one user's account history (UserId: the caller or a user of its
 * downline), every settlement and payment oldest first with the running balance that ends at AccBal,
 * over DrawFrom..DrawTo (local dates; either end may be open). The picker offers the caller and its
 * whole downline; a user out of reach is the platform's 404, said above filters that still work.
 */
export default async function PaymentHistoryPage({ searchParams }: { searchParams: SearchParams }) {
  const { session, profile } = await requirePage(PAGE_PATH);
  const [params, requestHeaders] = await Promise.all([searchParams, headers()]);
  const query = readReportQuery(params);
  const from = query.DrawFrom ? dateParam(query.DrawFrom) : undefined;
  const to = query.DrawTo ? dateParam(query.DrawTo) : undefined;
  const badRange = from === null || to === null || (from && to && from > to);
  const [downline, t] = await Promise.all([statementSumOf(session, { full: true }).catch(handlePageError), getTranslations('adminMoney')]);
  const userId = query.UserId;
  const result = userId && !badRange ? await listing(statementOf(session, userId, { from: from ?? undefined, to: to ?? undefined })) : null;
  const users: PickerUser[] = [{ UserId: profile.UserId, UserName: profile.UserName, Role: profile.Role }, ...downline.Items.map(({ UserId, UserName, Role }) => ({ UserId, UserName, Role }))];
  const mayVoid = downline.Items.some((item) => item.UserId === userId && item.Payable);
  const basePath = isEmbedUrl(requestHeaders.get(PATH_HEADER) ?? '') ? embedPath(PAGE_PATH) : PAGE_PATH;
  const statement = result?.data;
  const tHistory = (key: string, values?: Record<string, string>) => t(`history.${key}`, values);
  return (
    <div className={styles.page}>
      <PageHeader title={t('history.title')}>
        <HistoryFilters
          key={`${userId ?? ''}|${query.DrawFrom ?? ''}|${query.DrawTo ?? ''}`}
          action={basePath}
          query={{ LocId: session.auth.locId, VW: query.VW ?? 'PAYMENTHIST' }}
          users={users}
          userId={userId ?? null}
          from={fieldDate(query.DrawFrom)}
          to={fieldDate(query.DrawTo)}
        />
      </PageHeader>
      {badRange ? <AlertBox kind="error">{t('history.badRange')}</AlertBox> : null}
      {result?.problem ? <AlertBox kind="error">{result.problem}</AlertBox> : null}
      {!userId ? <p className={styles.note}>{t('history.pickUser')}</p> : null}
      {statement ? (
        <>
          <dl className={styles.totals} aria-label={t('history.totals')}>
            {(
              [
                ['opening', statement.Opening],
                ['closing', statement.Closing],
                ['accBal', statement.AccBal],
                ['creditLeft', statement.CreditLeft],
              ] as const
            ).map(([key, value]) => (
              <div key={key}>
                <dt>{t(`history.${key}`)}</dt>
                <dd>{formatDollars(value)}</dd>
              </div>
            ))}
          </dl>
          <HistoryTable
            rows={statement.Items.map((move) => movementRow(move, (key, values) => (key.startsWith('types.') ? t(`payments.${key}`) : tHistory(key, values))))}
            caption={t('history.caption', {
              userId: statement.UserId,
              userName: statement.UserName,
              from: statement.DateFrom ? formatShownDate(statement.DateFrom) : t('history.start'),
              to: statement.DateTo ? formatShownDate(statement.DateTo) : t('history.now'),
            })}
            fileName={`payment-history-${statement.UserId}-${session.auth.locId}.xls`}
            mayVoid={mayVoid}
          />
        </>
      ) : null}
    </div>
  );
}
