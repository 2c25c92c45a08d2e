import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PlaceBetsPage } from '../_place/place-bets-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('placeBets');
  return { title: t('title') };
}

export default function Page() {
  return <PlaceBetsPage variant="mobile" />;
}
