import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AlertKind } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { Deleted } from '@/lib/contract/bets';
import { formatDollars } from '@/lib/domain/money';
import { ApiError } from '@/lib/http/api-error';
import type { ConfirmDialogProps } from './confirm-dialog';

/** What is about to be deleted, with what the confirmation and the result name. */
export type DeleteTarget =
  | { kind: 'ticket'; ticketId: number; userId: string; betCount: number; total: string; drawDate: string }
  | { kind: 'bet'; betId: number; ticketId: number; userId: string; number: string; kindLabel: string; cost: string };

export interface Outcome {
  kind: AlertKind;
  text: string;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** DELETE bet/page?TicketId= or bet?BetId= through the BFF forwarder, without a body. */
export function deleteUrl(target: DeleteTarget): string {
  return target.kind === 'ticket'
    ? `/api/v1/bet/page?TicketId=${encodeURIComponent(String(target.ticketId))}`
    : `/api/v1/bet?BetId=${encodeURIComponent(String(target.betId))}`;
}

function confirmTexts(t: Translate, target: DeleteTarget): { title: string; text: string } {
  const ticketId = String(target.ticketId);
  if (target.kind === 'ticket') {
    const { userId, betCount: count, drawDate } = target;
    return { title: t('confirm.ticketTitle', { ticketId }), text: t('confirm.ticketText', { count, userId, drawDate, total: formatDollars(target.total) }) };
  }
  const { number, userId } = target;
  return {
    title: t('confirm.betTitle', { number }),
    text: t('confirm.betText', { kind: target.kindLabel, number, ticketId, userId, cost: formatDollars(target.cost) }),
  };
}

/** The result: what went, then the refund and the member's new CreditLeft (2 decimals). */
export function deletedText(t: Translate, target: DeleteTarget, deleted: Deleted): string {
  const ticketId = String(deleted.TicketId);
  const what =
    target.kind === 'ticket'
      ? t('results.ticketDeleted', { ticketId })
      : t(deleted.TicketDeleted ? 'results.lastBetDeleted' : 'results.betDeleted', { number: target.number, ticketId });
  const refund = t('results.refund', { refund: formatDollars(deleted.Refund), userId: target.userId, creditLeft: formatDollars(deleted.CreditLeft) });
  return `${what} ${refund}`;
}

export interface ConfirmedDeleteOptions<T, R> {
  /** The DELETE call through the BFF forwarder, without a body. */
  url: (target: T) => string;
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
export function useConfirmedDelete<T, R>({ url, confirmTexts, doneText, onDeleted, onOutcome, onStale }: ConfirmedDeleteOptions<T, R>) {
  const tApp = useTranslations('app');
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (target === null || busy) return;
    setBusy(true);
    try {
      const deleted = await requestJson<R>(url(target), { method: 'DELETE' });
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

export type DeletionOptions = Pick<ConfirmedDeleteOptions<DeleteTarget, Deleted>, 'onDeleted' | 'onOutcome' | 'onStale'>;

/** Deleting a ticket or a bet of it. */
export function useDeletion(options: DeletionOptions) {
  const t = useTranslations('tickets');
  return useConfirmedDelete<DeleteTarget, Deleted>({
    ...options,
    url: deleteUrl,
    confirmTexts: (target) => confirmTexts(t, target),
    doneText: (target, deleted) => deletedText(t, target, deleted),
  });
}
