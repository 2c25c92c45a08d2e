import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import { fieldOfPlatform, withLoc, type FormField } from './user-forms';

export interface Problem {
  field: FormField | null;
  text: string;
}

export interface SaveCall {
  url: string;
  json: unknown;
}

/**
 * One write of a form through the BFF: busy while it runs; a refusal becomes the problem to show,
 * tied to the field the platform names; a session that ended leaves for its page (docs/product.md#error-catalogue).
 */
export function useSave(locId: string) {
  const tApp = useTranslations('app');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function save<T>(method: 'POST' | 'PUT', call: SaveCall): Promise<T | null> {
    if (busy) return null;
    setBusy(true);
    setProblem(null);
    try {
      return await requestJson<T>(withLoc(call.url, locId), { method, json: call.json });
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setProblem({ field: error instanceof ApiError ? fieldOfPlatform(error.body.field) : null, text });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, setProblem, save };
}
