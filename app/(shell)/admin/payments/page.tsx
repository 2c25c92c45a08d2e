import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { RECORDABLE_TYPES } from '@/lib/contract/payments';
import { formatDollars } from '@/lib/domain/money';
import { embedPath, isEmbedUrl, readReportQuery, reportQueryString } from '@/lib/domain/report-conventions';
import { localDateTime } from '@/lib/domain/tickets';
import type { SearchParams } from '@/lib/http/search-params';
import { statementSumOf } from '@/lib/platform-client/admin-money';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import { PATH_HEADER } from '@/lib/site/header';
import { PaymentsBoard } from './_payments/payments-board';
import styles from '@/app/_components/form/sections.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminMoney.payments');
  return { title: t('title') };
}

/**
 * /admin/payments (VW=PAYMENT): the caller's direct agents and members (UserId: another user of its
 * reach) with Credit, AccBal, CreditLeft and their last payment, and the form that records a payment.
 * The platform decides who may see and pay whom (404 outside); the page only shows what it answers.
 */
export default async function PaymentsPage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage('/admin/payments');
  const [params, requestHeaders] = await Promise.all([searchParams, headers()]);
  const query = readReportQuery(params);
  const [sums, t] = await Promise.all([statementSumOf(session, { userId: query.UserId }).catch(handlePageError), getTranslations('adminMoney')]);
  const rows = sums.Items.map((item) => ({
    UserId: item.UserId,
    UserName: item.UserName,
    Role: t(`common.roles.${item.Role}`),
    Credit: item.Credit,
    AccBal: item.AccBal,
    CreditLeft: item.CreditLeft,
    LastPayment: item.LastPaymentDate ? localDateTime(item.LastPaymentDate) : '',
    LastPaymentDate: item.LastPaymentDate ?? '',
    LastPaymentAmount: item.LastPaymentAmount ?? '',
    Payable: item.Payable,
  }));
  const users = sums.Items.filter((item) => item.Payable).map(({ UserId, UserName }) => ({ UserId, UserName }));
  const embedded = isEmbedUrl(requestHeaders.get(PATH_HEADER) ?? '');
  const historyPath = embedded ? embedPath('/admin/paymentHist') : '/admin/paymentHist';
  const historyHref = `${historyPath}?${reportQueryString({ VW: 'PAYMENTHIST', LocId: session.auth.locId })}`;
  return (
    <div className={styles.page}>
      <PageHeader title={t('payments.title')}>
        <p className={styles.note}>{t('payments.intro', { userId: sums.UserId })}</p>
        <dl className={styles.totals} aria-label={t('payments.totals')}>
          <div>
            <dt>{t('payments.columns.credit')}</dt>
            <dd>{formatDollars(sums.Sum.Credit)}</dd>
          </div>
          <div>
            <dt>{t('payments.columns.accBal')}</dt>
            <dd>{formatDollars(sums.Sum.AccBal)}</dd>
          </div>
          <div>
            <dt>{t('payments.columns.creditLeft')}</dt>
            <dd>{formatDollars(sums.Sum.CreditLeft)}</dd>
          </div>
        </dl>
      </PageHeader>
      <PaymentsBoard
        rows={rows}
        users={users}
        types={RECORDABLE_TYPES}
        caption={t('payments.caption', { userId: sums.UserId })}
        fileName={`payments-${session.auth.locId}.xls`}
        historyHref={historyHref}
      />
    </div>
  );
}
