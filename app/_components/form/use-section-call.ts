'use client';

import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { AlertKind } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { ApiError } from '@/lib/http/api-error';

/** What a section says after a call: the result, or the refusal with every line the platform named. */
export interface SectionOutcome {
  kind: AlertKind;
  text: string;
  /** The platform's `data` lines (a refused generation names every claim concerned). */
  lines?: readonly string[];
}

export type CallResult<T> = { ok: true; answer: T } | { ok: false; error: unknown };

/**
 * One share-claim call at a time for a section of /control/shareClaim: `busy` while it is in flight
 * (a second press is ignored, so a double click never sends twice), the outcome to show, and the
 * server's figures rendered again after a change, or after a conflict (409: the claim changed under
 * the user). A session end leaves for its page (docs/product.md#error-catalogue). The caller keeps whatever was typed.
 */
export function useSectionCall() {
  const tApp = useTranslations('app');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SectionOutcome | null>(null);
  const inFlight = useRef(false);

  const run = useCallback(
    async <T>(call: () => Promise<T>, done: (answer: T) => string): Promise<CallResult<T>> => {
      if (inFlight.current) return { ok: false, error: new Error('busy') };
      inFlight.current = true;
      setBusy(true);
      setOutcome(null);
      try {
        const answer = await call();
        setOutcome({ kind: 'success', text: done(answer) });
        router.refresh();
        return { ok: true, answer };
      } catch (error) {
        const text = handleApiFailure(error, tApp('genericError'));
        const lines = error instanceof ApiError ? error.body.data : undefined;
        if (text !== null) setOutcome({ kind: 'error', text, lines: lines?.length ? lines : undefined });
        if (error instanceof ApiError && error.status === 409) router.refresh();
        return { ok: false, error };
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [router, tApp],
  );

  return { busy, outcome, setOutcome, run };
}
