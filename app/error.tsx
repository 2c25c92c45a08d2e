'use client';

import { ErrorNotice } from './_components/app-shell/error-notice';
import { useAppLocale } from './_components/app-shell/locale-context';
import { useBoundaryError } from './_components/app-shell/use-boundary-error';
import { FALLBACK_TEXT } from '@/lib/errors/fallback-text';
import { errorReason } from '@/lib/errors/user-message';

// The error boundary of every page under the root layout (docs/product.md#entry-errors, "Unrecoverable error"). A
// chunk-load failure reloads the page once instead; see useBoundaryError. Its texts are the `app`
// namespace's, kept in lib/errors/fallback-text.ts so that no page pays for the translation runtime.
export default function ErrorPage({ error }: { error: unknown }) {
  const locale = useAppLocale();
  const text = FALLBACK_TEXT[locale];
  useBoundaryError(error, 'segment');
  const reason = errorReason(error, text.genericError, (digest) => text.errorReference.replace('{digest}', digest));
  return (
    <ErrorNotice
      blocks={[{ lang: locale === 'zh' ? 'zh-CN' : 'en', title: text.errorTitle, reason, hint: text.errorReload }]}
      reloadLabel={text.reload}
    />
  );
}
