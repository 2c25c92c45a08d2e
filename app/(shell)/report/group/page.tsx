import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/http/search-params';
import { GroupReportPage } from '../group/group-report';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reports.titles');
  return { title: t('group') };
}

/** /report/group (VW=RPTGRP): see GroupReportPage. */
export default function GroupReport({ searchParams }: { searchParams: SearchParams }) {
  return GroupReportPage({ path: '/report/group', breakdown: false, searchParams });
}
