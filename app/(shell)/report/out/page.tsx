import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { OutReportPage } from '../_strikes/out-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('strikeReports.titles');
  return { title: t('out') };
}

/** /report/out (Out Report, 4D and TT, VW=RPTOUT): see OutReportPage. */
export default function OutReport({ searchParams }: { searchParams: SearchParams }) {
  return OutReportPage({ path: '/report/out', searchParams });
}
