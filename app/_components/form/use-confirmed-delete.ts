import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { ApiError } from '@/lib/http/api-error';
import type { ConfirmDialogProps } from './confirm-dialog';
import type { Outcome } from './outcome';

/** How the deletion is sent: a DELETE through the BFF forwarder without a body, or a call of its own. */
export type DeleteCall<T, R> = { url: (target: T) => string } | { send: (target: T) => Promise<R> };

export type ConfirmedDeleteOptions<T, R> = DeleteCall<T, R> & DeleteHandlers<T, R>;

interface DeleteHandlers<T, R> {
  /** The confirmation's title and text. */
  confirmTexts: (target: T) => { title: string; text: string };
  /** The result the user reads after the deletion. */
  doneText: (target: T, deleted: R) => string;
  /** A deletion went through: the page's data is out of date. */
  onDeleted: (target: T, deleted: R) => void;
  /** What to tell the user, after a deletion or a failure. */
  onOutcome: (outcome: Outcome) => void;
  /** The platform refused because the page is out of date (404 or 409: gone, the draw closed). */
  onStale?: () => void;
}

/**
 * A deletion behind a confirmation: ask() opens it, its Delete sends the call. Failures go through
 * handleApiFailure (docs/product.md#error-catalogue); a session that ended leaves for its page.
 */
export function useConfirmedDelete<T, R>(options: ConfirmedDeleteOptions<T, R>) {
  const { confirmTexts, doneText, onDeleted, onOutcome, onStale } = options;
  const tApp = useTranslations('app');
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null || busy) return;
    setBusy(true);
    try {
      const deleted = 'send' in options ? await options.send(target) : await requestJson<R>(options.url(target), { method: 'DELETE' });
      onOutcome({ kind: 'success', text: doneText(target, deleted) });
      onDeleted(target, deleted);
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) onOutcome({ kind: 'error', text });
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) onStale?.();
    } finally {
      setBusy(false);
      setTarget(null);
    }
  }

  const texts = target === null ? { title: '', text: '' } : confirmTexts(target);
  const dialog: ConfirmDialogProps = {
    open: target !== null,
    ...texts,
    busy,
    onConfirm: () => void confirm(),
    onCancel: () => setTarget(null),
  };
  return { ask: setTarget, busy, dialog };
}

