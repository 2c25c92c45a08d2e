import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { FullReportPage } from './full-report';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports.titles');
  return { title: t('full') };
}

/** /report/full (Full Report, VW=RPTFULL) of a 4D location: see FullReportPage. */
export default function FullReport({ searchParams }: { searchParams: SearchParams }) {
  return FullReportPage({ path: '/report/full', searchParams });
}
