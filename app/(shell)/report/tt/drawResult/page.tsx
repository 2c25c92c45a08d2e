import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { DrawResultPage } from '../../_strikes/result-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('strikeReports.titles');
  return { title: t('drawResult') };
}

/** /report/tt/drawResult (Draw Result of the TT location, VW=RPTRESULT): see DrawResultPage. */
export default function TotoDrawResultReport({ searchParams }: { searchParams: SearchParams }) {
  return DrawResultPage({ path: '/report/tt/drawResult', searchParams });
}
