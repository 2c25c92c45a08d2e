import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/app/_components/widgets/page-header';
import { PAY_RATE_LISTS, type PayRateList } from '@/lib/contract/pay-rates';
import { specialStarters } from '@/lib/domain/pay-tables';
import { firstParam, type SearchParams } from '@/lib/http/search-params';
import { payRateKindOf } from '@/lib/platform-client/pay-rates';
import { handlePageError } from '@/lib/session/server';
import { requirePage } from '@/lib/shell/access';
import styles from '@/app/_components/form/sections.module.css';
import { PayRateBoard } from './_pay-rate/pay-rate-board';

const LISTS: Record<string, PayRateList> = { N: 'payRatesN', I: 'payRatesI', K: 'payRatesK' };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payRate');
  return { title: t('title') };
}

/**
 * /control/payRate (DrawSetting, non-TT: the menu's rule, re-checked by the platform on every change):
 * one kind's table (`?Kind=N|I|K`, ordinary by default) of the location's defaults and, for the agent
 * of `?UserId=`, its overrides and the rates above it they may not exceed (docs/decisions/pay-rates.md).
 */
export default async function PayRatePage({ searchParams }: { searchParams: SearchParams }) {
  const { session } = await requirePage('/control/payRate');
  const [params, t] = await Promise.all([searchParams, getTranslations('payRate')]);
  const kindParam = firstParam(params.Kind, 1);
  const kind = LISTS[kindParam] ? kindParam : 'N';
  const list = LISTS[kind] ?? 'payRatesN';
  const userId = firstParam(params.UserId, 32) || undefined;
  const table = await payRateKindOf(session, list, userId).catch(handlePageError);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')}>
        <p className={styles.note}>{t('intro')}</p>
      </PageHeader>
      <PayRateBoard key={`${kind}/${table.UserId ?? ''}`} kind={kind as 'N' | 'I' | 'K'} betKind={PAY_RATE_LISTS[list]} table={table} special={specialStarters(session.auth.locId)} />
    </div>
  );
}
