import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { StakeReportPage } from '../../_strikes/stake-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('strikeReports.titles');
  return { title: t('stake') };
}

/** /report/tt/stake (Stake Report of the TT location, VW=RPTSTAKE): see StakeReportPage. */
export default function TotoStakeReport({ searchParams }: { searchParams: SearchParams }) {
  return StakeReportPage({ path: '/report/tt/stake', searchParams });
}
