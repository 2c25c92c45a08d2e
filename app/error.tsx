'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ErrorNotice } from './_components/app-shell/error-notice';
import { useBoundaryError } from './_components/app-shell/use-boundary-error';
import { errorReason } from '@/lib/errors/user-message';

// The error boundary of every page under the root layout (spec §8, "Unrecoverable error"). A
// chunk-load failure reloads the page once instead; see useBoundaryError.
export default function ErrorPage({ error }: { error: unknown }) {
  const t = useTranslations('app');
  const lang = useLocale() === 'zh' ? 'zh-CN' : 'en';
  useBoundaryError(error, 'segment');
  const reason = errorReason(error, t('genericError'), (digest) => t('errorReference', { digest }));
  return (
    <ErrorNotice
      blocks={[{ lang, title: t('errorTitle'), reason, hint: t('errorReload') }]}
      reloadLabel={t('reload')}
    />
  );
}
