import { useTranslations } from 'next-intl';
import { handleApiFailure, sessionEndUrl } from '@/lib/client/api-failure';
import { ApiError } from '@/lib/http/api-error';
import { sizeText } from './upload-rules';

/**
 * What a failed call tells the user (docs/product.md#error-catalogue), with this page's own words for what an upload
 * meets most: a file too large (413), a body the BFF refuses (415 without a field; the platform's 415
 * about the file's content shows its message) and no answer at all (status 0).
 * A session that ended leaves for its page (null); any other error shows the server's message.
 */
export function useFailureText(maxBytes: number) {
  const t = useTranslations('betUpload.errors');
  const tApp = useTranslations('app');
  return (error: unknown): string | null => {
    if (error instanceof ApiError && sessionEndUrl(error) === null) {
      if (error.status === 413) return t('tooLarge', { max: sizeText(maxBytes) });
      // The platform's 415 names the file and what is wrong with it; the BFF's own (no field) is a broken form.
      if (error.status === 415) return error.body.field ? error.displayText : t('unsupported');
      if (error.status === 0) return t('network');
      if (error.displayText) return error.displayText;
    }
    return handleApiFailure(error, tApp('genericError'));
  };
}
