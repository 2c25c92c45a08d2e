import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { FullReportPage } from '../../full/full-report';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports.titles');
  return { title: t('full') };
}

/** /report/tt/full (Full Report, VW=RPTFULL) of the TT location: see FullReportPage. */
export default function TotoFullReport({ searchParams }: { searchParams: SearchParams }) {
  return FullReportPage({ path: '/report/tt/full', searchParams });
}
