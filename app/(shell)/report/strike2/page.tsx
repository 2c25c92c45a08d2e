import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { StrikeMemberReportPage } from '../_strikes/strike2-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('strikeReports.titles');
  return { title: t('strike2') };
}

/** /report/strike2 (Strike Report 2, VW=RPTSTRIKE2): see StrikeMemberReportPage. */
export default function StrikeReport2({ searchParams }: { searchParams: SearchParams }) {
  return StrikeMemberReportPage({ path: '/report/strike2', searchParams });
}
