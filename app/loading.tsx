import { getTranslations } from 'next-intl/server';
import { Spinner } from './_components/app-shell/spinner';

// Shown under the root layout while a navigation loads (docs/product.md#entry-side, Root).
export default async function Loading() {
  const t = await getTranslations('app');
  return <Spinner label={t('loading')} />;
}
