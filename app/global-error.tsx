'use client';

import { ErrorNotice, type ErrorNoticeBlock } from './_components/app-shell/error-notice';
import { useBoundaryError } from './_components/app-shell/use-boundary-error';
import { FALLBACK_TEXT } from '@/lib/errors/fallback-text';
import { errorReason } from '@/lib/errors/user-message';

// Replaces the root layout when it fails, so no translations or locale are loaded: English and
// Chinese are shown together. Same behaviour as app/error.tsx.
export default function GlobalError({ error }: { error: unknown }) {
  useBoundaryError(error, 'root');
  const blocks: ErrorNoticeBlock[] = (['en', 'zh'] as const).map((locale) => {
    const text = FALLBACK_TEXT[locale];
    return {
      lang: locale === 'zh' ? 'zh-CN' : 'en',
      title: text.errorTitle,
      reason: errorReason(error, text.genericError, (digest) => text.errorReference.replace('{digest}', digest)),
      hint: text.errorReload,
    };
  });
  return (
    <html lang="en">
      <body>
        <title>{FALLBACK_TEXT.en.errorTitle}</title>
        <ErrorNotice blocks={blocks} reloadLabel={`${FALLBACK_TEXT.en.reload} / ${FALLBACK_TEXT.zh.reload}`} />
      </body>
    </html>
  );
}
