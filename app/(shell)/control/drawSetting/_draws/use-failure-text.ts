import { useTranslations } from 'next-intl';
import { handleApiFailure, sessionEndUrl } from '@/lib/client/api-failure';
import { ApiError } from '@/lib/http/api-error';

/**
 * What a failed call tells the user (docs/product.md#error-catalogue): the platform's refusal as it words it, no answer
 * at all as this page's own text, anything else the generic text. A session that ended leaves for
 * its page (null).
 */
export function useFailureText() {
  const t = useTranslations('drawSetting.errors');
  const tApp = useTranslations('app');
  return (error: unknown): string | null => {
    if (error instanceof ApiError && sessionEndUrl(error) === null) {
      if (error.status === 0) return t('network');
      if (error.displayText) return error.displayText;
    }
    return handleApiFailure(error, tApp('genericError'));
  };
}
