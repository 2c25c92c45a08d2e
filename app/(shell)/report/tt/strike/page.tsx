import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { StrikeReportPage } from '../../_strikes/strike-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('strikeReports.titles');
  return { title: t('strike') };
}

/** /report/tt/strike (Strike Report of the TT location, VW=RPTSTRIKE): see StrikeReportPage. */
export default function TotoStrikeReport({ searchParams }: { searchParams: SearchParams }) {
  return StrikeReportPage({ path: '/report/tt/strike', searchParams });
}
