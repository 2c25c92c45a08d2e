// Deleting a ticket or one of its bets, behind the shared confirmed delete.
import { useTranslations } from 'next-intl';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '@/app/_components/form/use-confirmed-delete';
import type { Deleted } from '@/lib/contract/bets';
import { formatDollars } from '@/lib/domain/money';

/** What is about to be deleted, with what the confirmation and the result name. */
export type DeleteTarget =
  | { kind: 'ticket'; ticketId: number; userId: string; betCount: number; total: string; drawDate: string }
  | { kind: 'bet'; betId: number; ticketId: number; userId: string; number: string; kindLabel: string; cost: string };

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
