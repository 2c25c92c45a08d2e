import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { StrikeMemberReportPage } from '../../_strikes/strike2-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('strikeReports.titles');
  return { title: t('strike2') };
}

/** /report/tt/strike2 (Strike Report 2 of the TT location, VW=RPTSTRIKE2): see StrikeMemberReportPage. */
export default function TotoStrikeReport2({ searchParams }: { searchParams: SearchParams }) {
  return StrikeMemberReportPage({ path: '/report/tt/strike2', searchParams });
}
