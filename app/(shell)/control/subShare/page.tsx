import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { PageHeader } from '@/app/_components/widgets/page-header';
import type { ReportColumn } from '@/app/_components/report-table/report-table';
import { drawDateText } from '@/lib/domain/tickets';
import type { SearchParams } from '@/lib/http/search-params';
import { reportUsersOf, settledDrawsOf } from '@/lib/platform-client/reports';
import { groupExpensesOf, subSharesOf } from '@/lib/platform-client/sub-shares';
import { requirePage } from '@/lib/shell/access';
import { optional } from '../../_shell/shell-data';
import { listing } from '@/app/(shell)/_shell/page-context';
import { chosenReportDraw } from '../../report/_report/report-rows';
import { readClaimPageQuery } from '../shareClaim/_claims/claim-query';
import money from '@/app/_components/form/sections.module.css';
import { DrawSwitch } from './_shares/draw-switch';
import { ExpenseForm } from './_shares/expense-form';
import { RowList } from './_shares/row-list';
import { SubShareForm } from './_shares/sub-share-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shares.subShare');
  return { title: t('title') };
}

const PAGE_PATH = '/control/subShare';
const text = (key: string, label: string): ReportColumn => ({ key, label, kind: 'text' });
const amount = (key: string, label: string): ReportColumn => ({ key, label, kind: 'money' });

/**
 * /control/subShare (Control menu: every admin): the sub shares of the location (a percent of the
 * company's or an agent's own share passed to a named partner) with Delete, and the form to add or
 * change one; below, the group expenses of one settled draw (DrawId, newest by default) with Delete
 * and the form to add one. The group report splits each group's share and deducts its expenses
 * (docs/decisions/sub-shares.md).
 */
export default async function SubSharePage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage(PAGE_PATH);
  const query = readClaimPageQuery(await searchParams);
  const [t, shares, settled, users] = await Promise.all([
    getTranslations('shares'),
    listing(subSharesOf(session)),
    listing(settledDrawsOf(session)),
    optional('the users', reportUsersOf(session)),
  ]);
  const draws = settled.data ?? [];
  const draw = chosenReportDraw(draws, { DrawId: query.DrawId });
  const expenses = draw ? await listing(groupExpensesOf(session, draw.DrawId)) : null;
  const picker = (users ?? []).map(({ UserId, UserName, Role }) => ({ UserId, UserName, Role }));
  const holders = (users ?? []).filter((user) => user.Role === 'AG' || (user.Role === 'ADMIN' && user.Rank === 0)).map(({ UserId, UserName, Role }) => ({ UserId, UserName, Role }));
  const groups = picker.filter((user) => user.Role === 'AG');
  const column = (key: string) => t(`columns.${key}`);
  const drawDate = draw ? drawDateText(draw.DrawDate) : '';
  return (
    <div className={money.page}>
      <PageHeader title={t('subShare.title')}>
        <p className={money.note}>{t('subShare.intro')}</p>
      </PageHeader>
      {shares.problem ? <AlertBox kind="error">{shares.problem}</AlertBox> : null}
      {shares.data ? (
        <RowList
          kind="subShare"
          heading={t('subShare.heading')}
          caption={t('subShare.caption')}
          columns={[text('UserId', column('Holder')), text('UserName', column('UserName')), text('Partner', column('Partner')), text('Percent', column('Percent')), text('Remark', column('Remark'))]}
          rows={shares.data.Items.map((item) => ({ ...item }))}
          fileName={`sub-shares-${session.auth.locId}`}
          emptyText={t('subShare.empty')}
        />
      ) : null}
      <SubShareForm holders={holders} />
      <section className={money.section} aria-label={t('expense.heading')}>
        <h2 className={money.heading}>{t('expense.heading')}</h2>
        <p className={money.note}>{t('expense.intro')}</p>
        {settled.problem ? <AlertBox kind="error">{settled.problem}</AlertBox> : null}
        {!settled.problem && !draw ? <p className={money.note}>{t('expense.noDraws')}</p> : null}
        {draw ? <DrawSwitch action={PAGE_PATH} draws={draws} drawId={draw.DrawId} /> : null}
      </section>
      {expenses?.problem ? <AlertBox kind="error">{expenses.problem}</AlertBox> : null}
      {draw && expenses?.data ? (
        <RowList
          key={`expenses-${draw.DrawId}`}
          kind="expense"
          heading={t('expense.listHeading', { drawDate })}
          caption={t('expense.caption', { drawDate })}
          columns={[text('UserId', column('Group')), text('UserName', column('UserName')), amount('Amount', column('Amount')), text('Remark', column('Remark')), text('CreatedBy', column('CreatedBy'))]}
          rows={expenses.data.Items.map((item) => ({ ...item, DrawDate: drawDateText(item.DrawDate) }))}
          totals={[{ label: t('expense.total'), row: { Amount: expenses.data.Total } }]}
          fileName={`group-expenses-${session.auth.locId}-${draw.DrawDate}`}
          emptyText={t('expense.empty', { drawDate })}
        />
      ) : null}
      {draw ? <ExpenseForm key={`expense-form-${draw.DrawId}`} draws={draws} drawId={draw.DrawId} groups={groups} /> : null}
    </div>
  );
}
