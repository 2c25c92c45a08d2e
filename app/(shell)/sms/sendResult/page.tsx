import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoticePage } from '../_send/notice-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('smsPages.sendResult');
  return { title: t('title') };
}

/** /sms/sendResult (agents and admins): send a resulted draw's result notices to the subscribers in reach. */
export default function SendResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <NoticePage kind="result" searchParams={searchParams} />;
}
