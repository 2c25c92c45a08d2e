'use client';

import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { handleApiFailure } from '@/lib/client/api-failure';
import type { Outcome } from '@/app/_components/form/outcome';

/** Runs a call of the placing-out pages: busy while it runs, its refusal as an outcome (already worded). */
export function useCall() {
  const tApp = useTranslations('app');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useCallback(
    async <T,>(call: () => Promise<T>, success?: string): Promise<T | undefined> => {
      setBusy(true);
      setOutcome(null);
      try {
        const answer = await call();
        if (success) setOutcome({ kind: 'success', text: success });
        return answer;
      } catch (error) {
        const text = handleApiFailure(error, tApp('genericError'));
        if (text !== null) setOutcome({ kind: 'error', text });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [tApp],
  );
  return { busy, outcome, setOutcome, run };
}
