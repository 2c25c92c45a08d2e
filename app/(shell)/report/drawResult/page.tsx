import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { DrawResultPage } from '../_strikes/result-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('strikeReports.titles');
  return { title: t('drawResult') };
}

/** /report/drawResult (Draw Result, VW=RPTRESULT): see DrawResultPage. */
export default function DrawResultReport({ searchParams }: { searchParams: SearchParams }) {
  return DrawResultPage({ path: '/report/drawResult', searchParams });
}
