import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoticePage } from '../_send/notice-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('smsPages.sendStrike');
  return { title: t('title') };
}

/** /sms/sendStrike (agents and admins): send a resulted draw's strike notices to the subscribers in reach. */
export default function SendStrikePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <NoticePage kind="strike" searchParams={searchParams} />;
}
