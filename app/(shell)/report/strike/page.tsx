import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { StrikeReportPage } from '../_strikes/strike-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('strikeReports.titles');
  return { title: t('strike') };
}

/** /report/strike (Strike Report, VW=RPTSTRIKE): see StrikeReportPage. */
export default function StrikeReport({ searchParams }: { searchParams: SearchParams }) {
  return StrikeReportPage({ path: '/report/strike', searchParams });
}
